import { describe, expect, it } from 'vitest';
import { outcomeOf, payoutOf } from './service.ts';

describe('fixed-term settlement', () => {
  it.each([
    ['up', 100, 101, 'won'],
    ['up', 100, 99, 'lost'],
    ['down', 100, 99, 'won'],
    ['down', 100, 101, 'lost'],
    ['call', 100, 101, 'won'],
    ['put', 100, 101, 'lost'],
    ['up', 100, 100, 'refunded'],
    ['put', 100, 100, 'refunded'],
  ] as const)('%s from %i to %i is %s', (direction, entry, settle, outcome) => {
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
});
