import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  earnDailyYield,
  earnDaysElapsed,
  earnPenalty,
  earnPenaltyTable,
  earnTotalYield,
  isWorkingDay,
  nextWorkingDayStart,
} from './earn-maths.ts';

/** USDT has 6 decimals. */
const usdt = (whole: number) => BigInt(whole) * 1_000_000n;

describe('escrow yield', () => {
  it.each([
    // The spec's example: 10,000 USDT at 0.3% to 0.5% a day earns 30 to 50 a day.
    [10_000, 3_000, usdt(30)],
    [10_000, 5_000, usdt(50)],
    [100, 4_000, 400_000n],
    // 0.333333 USDT at 0.3%: 999.999 units, rounded down.
    [0, 3_000, 0n],
  ])('%i USDT at %i ppm a day earns %s units a day', (whole, ppm, expected) => {
    expect(earnDailyYield(usdt(whole), ppm)).toBe(expected);
  });

  it('rounds a day down and multiplies the rounded day by the term', () => {
    expect(earnDailyYield(333_333n, 3_000)).toBe(999n);
    expect(earnTotalYield(333_333n, 3_000, 7)).toBe(6_993n);
    expect(earnTotalYield(usdt(10_000), 3_000, 7)).toBe(usdt(210));
  });
});

describe('early-redemption penalty', () => {
  it.each([
    // Worked examples: 5% of 10,000 is 500, whatever the day.
    ['fixed', 50_000, 10_000, 7, usdt(500)],
    ['fixed', 50_000, 10_000, 1, usdt(500)],
    // 0.4% a day on 10,000 with 5 days left: 10,000 x 0.004 x 5 = 200.
    ['daily', 4_000, 10_000, 5, usdt(200)],
    ['daily', 4_000, 10_000, 1, usdt(40)],
    // 0.4% x 365 days is 146%: capped at the principal.
    ['daily', 4_000, 10_000, 365, usdt(10_000)],
    // Nothing left of the term: nothing to pay.
    ['fixed', 50_000, 10_000, 0, 0n],
    ['daily', 4_000, 10_000, 0, 0n],
  ] as const)('%s %i ppm on %i USDT with %i days left costs %s', (mode, ppm, whole, days, expected) => {
    expect(earnPenalty({ mode, ppm }, usdt(whole), days)).toBe(expected);
  });

  it('rounds down', () => {
    expect(earnPenalty({ mode: 'fixed', ppm: 50_000 }, 19n, 3)).toBe(0n);
    expect(earnPenalty({ mode: 'daily', ppm: 4_000 }, 333_333n, 3)).toBe(3_999n);
  });

  it('tabulates each day of the term', () => {
    const table = earnPenaltyTable({ mode: 'daily', ppm: 4_000 }, usdt(1_000), 3);
    expect(table).toEqual([
      { day: 0, daysRemaining: 3, penalty: usdt(12) },
      { day: 1, daysRemaining: 2, penalty: usdt(8) },
      { day: 2, daysRemaining: 1, penalty: usdt(4) },
    ]);
  });
});

describe('days and working days', () => {
  const start = Date.UTC(2026, 10, 2, 15, 30); // Monday 2 November 2026, 15:30 UTC

  it('counts whole days elapsed, capped at the term', () => {
    expect(earnDaysElapsed(start, start, 7)).toBe(0);
    expect(earnDaysElapsed(start, start + DAY_MS - 1, 7)).toBe(0);
    expect(earnDaysElapsed(start, start + DAY_MS, 7)).toBe(1);
    expect(earnDaysElapsed(start, start + 30 * DAY_MS, 7)).toBe(7);
    expect(earnDaysElapsed(start, start - DAY_MS, 7)).toBe(0);
  });

  const calendar = { weekend: [0, 6], holidays: ['2026-11-26'] };

  it('pays a redemption on the next working day', () => {
    // Monday: Tuesday 00:00.
    expect(nextWorkingDayStart(start, calendar)).toBe(Date.UTC(2026, 10, 3));
    // Wednesday 25th: Thursday 26th is a holiday, so Friday 27th.
    expect(nextWorkingDayStart(Date.UTC(2026, 10, 25, 9), calendar)).toBe(Date.UTC(2026, 10, 27));
    // Friday 27th: Monday 30th.
    expect(nextWorkingDayStart(Date.UTC(2026, 10, 27, 23, 59), calendar)).toBe(Date.UTC(2026, 10, 30));
    // Saturday: Monday.
    expect(nextWorkingDayStart(Date.UTC(2026, 10, 28, 1), calendar)).toBe(Date.UTC(2026, 10, 30));
  });

  it('knows weekends and holidays', () => {
    expect(isWorkingDay(Date.UTC(2026, 10, 28), calendar)).toBe(false);
    expect(isWorkingDay(Date.UTC(2026, 10, 26), calendar)).toBe(false);
    expect(isWorkingDay(Date.UTC(2026, 10, 25), calendar)).toBe(true);
  });

  it('pays after one day when the calendar has no working day', () => {
    expect(nextWorkingDayStart(start, { weekend: [0, 1, 2, 3, 4, 5, 6], holidays: [] })).toBe(
      Date.UTC(2026, 10, 3),
    );
  });
});
