import { describe, expect, it } from 'vitest';
import { barWidth, bestTicks, depthLadder } from './depth.ts';

describe('depth bars', () => {
  it.each([
    [0n, 10n, 0],
    [5n, 10n, 50],
    [10n, 10n, 100],
    [1n, 3n, 33.33],
    [2n, 3n, 66.66],
    [7n, 0n, 0],
    [12n, 10n, 100],
  ])('%s of %s lots is %s%% wide', (lots, max, width) => {
    expect(barWidth(lots, max)).toBe(width);
  });

  it('accumulates each side from the best price and scales both against the deeper side', () => {
    const ladder = depthLadder(
      {
        bids: [
          ['100.00', '1.0000'],
          ['99.00', '3.0000'],
        ],
        asks: [
          ['101.00', '2.0000'],
          ['102.00', '6.0000'],
          ['103.00', '9.0000'],
        ],
      },
      4,
      2,
    );
    expect(ladder.bids.map((r) => [r.price, r.cumulativeLots, r.widthPercent])).toEqual([
      ['100.00', 10_000n, 12.5],
      ['99.00', 40_000n, 50],
    ]);
    // Only two levels are shown, so the deepest shown level (8) is full width, not the third.
    expect(ladder.asks.map((r) => r.widthPercent)).toEqual([25, 100]);
  });

  it('leaves out a level it cannot read instead of drawing it as empty', () => {
    const ladder = depthLadder({ bids: [['1.00', 'oops']], asks: [] }, 4, 10);
    expect(ladder.bids).toEqual([]);
  });

  it('reads the best price in ticks', () => {
    expect(bestTicks([['65000.01', '1']], 2)).toBe(6_500_001n);
    expect(bestTicks([], 2)).toBeNull();
  });
});
