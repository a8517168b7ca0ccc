import { describe, expect, it } from 'vitest';
import { fixedTermFeeOf, outcomeOf, payoutOf } from './fixed-term-maths.ts';

describe('fixed-term settlement', () => {
  it.each([
    ['up', 100n, 101n, 'won'],
    ['up', 100n, 99n, 'lost'],
    ['down', 100n, 99n, 'won'],
    ['down', 100n, 101n, 'lost'],
    ['call', 100n, 101n, 'won'],
    ['put', 100n, 101n, 'lost'],
    ['up', 100n, 100n, 'refunded'],
    ['put', 100n, 100n, 'refunded'],
  ] as const)('%s from %s to %s is %s', (direction, entry, settle, outcome) => {
    expect(outcomeOf(direction, entry, settle)).toBe(outcome);
  });

  it('a 100 USDT stake at 85% pays back 185 when right, nothing when wrong, and 100 on a tie', () => {
    expect(payoutOf('won', 100_000_000n, 850_000)).toBe(185_000_000n);
    expect(payoutOf('lost', 100_000_000n, 850_000)).toBe(0n);
    expect(payoutOf('refunded', 100_000_000n, 850_000)).toBe(100_000_000n);
  });

  it('rounds the profit down: 0.000001 USDT at 85% earns nothing', () => {
    expect(payoutOf('won', 1n, 850_000)).toBe(1n);
  });

  it('a 1% fee on 20 USDT is 0.2, and on 0.000001 USDT rounds up to 0.000001', () => {
    expect(fixedTermFeeOf(20_000_000n, 10_000)).toBe(200_000n);
    expect(fixedTermFeeOf(1n, 10_000)).toBe(1n);
    expect(fixedTermFeeOf(20_000_000n, 0)).toBe(0n);
  });
});
