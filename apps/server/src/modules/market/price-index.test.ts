import { describe, expect, it } from 'vitest';
import { indexOf, isStale, medianOf } from './price-index.ts';

describe('index prices', () => {
  it.each([
    [[5n], 5n],
    [[3n, 1n, 2n], 2n],
    [[10n, 11n], 10n], // 10.5 to even
    [[11n, 12n], 12n], // 11.5 to even
    [[1n, 100n, 2n, 3n], 2n], // sorted 1, 2, 3, 100: (2 + 3) / 2 = 2.5, to even
  ])('the median of %s is %s', (prices, median) => {
    expect(medianOf(prices)).toBe(median);
  });

  it('takes the median of the sources within the window of the newest, and names its source', () => {
    const at = 1_000_000;
    expect(
      indexOf(
        [
          { source: 'exchange', priceUnits: 100n, timeMs: at },
          { source: 'push', priceUnits: 130n, timeMs: at - 1_000 },
          { source: 'replay', priceUnits: 101n, timeMs: at - 500 },
        ],
        30_000,
      ),
    ).toEqual({ priceUnits: 101n, timeMs: at, source: 'median', sources: 3 });
    // A source older than the window no longer counts.
    expect(
      indexOf(
        [
          { source: 'exchange', priceUnits: 100n, timeMs: at },
          { source: 'push', priceUnits: 130n, timeMs: at - 31_000 },
        ],
        30_000,
      ),
    ).toEqual({ priceUnits: 100n, timeMs: at, source: 'exchange', sources: 1 });
  });

  it('counts the simulated walk only while no real feed prices the instrument', () => {
    const at = 1_000_000;
    const sim = { source: 'simulated' as const, priceUnits: 90n, timeMs: at };
    expect(indexOf([sim, { source: 'push', priceUnits: 100n, timeMs: at - 1_000 }], 30_000)).toMatchObject({
      priceUnits: 100n,
      source: 'push',
    });
    expect(indexOf([sim, { source: 'push', priceUnits: 100n, timeMs: at - 60_000 }], 30_000)).toMatchObject({
      priceUnits: 90n,
      source: 'simulated',
    });
  });

  it('is stale past its class limit only while its market is open', () => {
    expect(isStale('crypto', 0, 30_000, true)).toBe(false);
    expect(isStale('crypto', 0, 30_001, true)).toBe(true);
    expect(isStale('etf', 0, 120_001, true)).toBe(true);
    expect(isStale('etf', 0, 3 * 86_400_000, false)).toBe(false);
  });
});
