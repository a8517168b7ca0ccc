import { describe, expect, it } from 'vitest';
import { QUOTE_LIFETIME_MS, quoteDeadlineMs, secondsLeft } from './countdown.ts';

const NOW_MS = 1_700_000_000_000;
const NOW_S = NOW_MS / 1000;

describe('quote countdown', () => {
  it('trusts an expiry that a fresh quote can have', () => {
    expect(quoteDeadlineMs(NOW_S + 15, NOW_MS)).toBe(NOW_MS + 15_000);
    expect(quoteDeadlineMs(NOW_S + 1, NOW_MS)).toBe(NOW_MS + 1_000);
  });

  it('falls back to the nominal lifetime when the device clock disagrees', () => {
    // The device clock is ahead: the quote would look expired on arrival.
    expect(quoteDeadlineMs(NOW_S - 30, NOW_MS)).toBe(NOW_MS + QUOTE_LIFETIME_MS);
    expect(quoteDeadlineMs(NOW_S, NOW_MS)).toBe(NOW_MS + QUOTE_LIFETIME_MS);
    // The device clock is behind by minutes: the quote would look alive for too long.
    expect(quoteDeadlineMs(NOW_S + 300, NOW_MS)).toBe(NOW_MS + QUOTE_LIFETIME_MS);
  });

  it.each([
    [15_000, 15],
    [14_001, 15],
    [14_000, 14],
    [1, 1],
    [0, 0],
    [-5_000, 0],
  ])('%i ms before the deadline shows %i s', (remainingMs, seconds) => {
    expect(secondsLeft(NOW_MS + remainingMs, NOW_MS)).toBe(seconds);
  });
});
