import { describe, expect, it } from 'vitest';
import { DAY_SECONDS, dayOf, dayRangeSeconds, dayStartSeconds } from './utc-days.ts';

/** 2026-11-24T00:00:00Z and the start of the day after. */
const NOV_24 = 1_795_478_400;
const NOV_25 = NOV_24 + DAY_SECONDS;

describe('UTC days', () => {
  it.each([
    ['2026-11-24', '2026-11-24'],
    [' 2024-02-29 ', '2024-02-29'],
    ['2026-02-29', undefined],
    ['2026-02-30', undefined],
    ['2026-13-01', undefined],
    ['24.11.2026', undefined],
    ['2026-1-24', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('takes the day %j as %j', (text, day) => {
    expect(dayOf(text)).toBe(day);
  });

  it.each([
    ['1970-01-01', 0],
    ['2026-11-24', NOV_24],
    ['2026-11-25', NOV_25],
  ])('starts %s at %d Unix seconds', (day, seconds) => {
    expect(dayStartSeconds(day)).toBe(seconds);
  });

  it.each([
    ['one day', '2026-11-24', '2026-11-24', NOV_24, NOV_25],
    ['from a day on', '2026-11-24', undefined, NOV_24, undefined],
    ['up to a day, included', undefined, '2026-11-24', undefined, NOV_25],
    ['no range', undefined, undefined, undefined, undefined],
  ] as const)(
    'turns a range of days into Unix seconds, the last day included: %s',
    (_, from, to, fromS, toS) => {
      expect(dayRangeSeconds({ from, to })).toEqual({ from: fromS, to: toS });
    },
  );
});
