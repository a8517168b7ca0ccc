import { applyPpm } from '@platform/money';

/**
 * The arithmetic of escrow earning products (spec sections 4 and 9), shared by the server that
 * applies it and the app that shows it before money moves. Amounts are integer units of the
 * asset; rates are parts per million. Yields round down (the promise is never more than is
 * paid); penalties round down too (never more than stated), and never exceed the principal.
 */

export const DAY_MS = 86_400_000;

export type EarnPenaltyRule = { mode: 'fixed' | 'daily'; ppm: number };

/** The yield of one day: principal x daily rate, rounded down. 10,000 USDT at 0.3% pays 30 USDT. */
export function earnDailyYield(amount: bigint, dailyRatePpm: number): bigint {
  return applyPpm(amount, dailyRatePpm, 'down');
}

/** Every day's yield over the term: what the reserve must hold for the order before it is accepted. */
export function earnTotalYield(amount: bigint, dailyRatePpm: number, termDays: number): bigint {
  return earnDailyYield(amount, dailyRatePpm) * BigInt(termDays);
}

/**
 * What an early redemption costs with `daysRemaining` days of the term not yet earned: `fixed`
 * is a share of the principal (5% = 50,000 ppm) whatever the day; `daily` is the rate x days
 * remaining x principal (0.4% a day = 4,000 ppm). Never more than the principal.
 */
export function earnPenalty(rule: EarnPenaltyRule, amount: bigint, daysRemaining: number): bigint {
  const remaining = BigInt(Math.max(0, daysRemaining));
  const penalty =
    rule.mode === 'fixed'
      ? remaining === 0n
        ? 0n
        : applyPpm(amount, rule.ppm, 'down')
      : applyPpm(amount * remaining, rule.ppm, 'down');
  return penalty > amount ? amount : penalty;
}

/** Whole days of the term elapsed at `nowMs` (each one's yield is due), at most the term. */
export function earnDaysElapsed(startMs: number, nowMs: number, termDays: number): number {
  if (nowMs <= startMs) return 0;
  return Math.min(termDays, Math.floor((nowMs - startMs) / DAY_MS));
}

/** Days that are not working days for redemptions: weekdays in UTC (0 = Sunday) and dates (YYYY-MM-DD). */
export interface WorkingCalendar {
  weekend: readonly number[];
  holidays: readonly string[];
}

/** Whether a UTC day (its start in ms) is a working day of the calendar. */
export function isWorkingDay(dayStartMs: number, calendar: WorkingCalendar): boolean {
  const date = new Date(dayStartMs);
  if (calendar.weekend.includes(date.getUTCDay())) return false;
  return !calendar.holidays.includes(date.toISOString().slice(0, 10));
}

/**
 * When an early redemption asked at `nowMs` is paid: the start (00:00 UTC) of the first working
 * day after the day it was asked. A calendar without any working day in the next year pays after
 * one day, so a mistaken calendar cannot hold money forever.
 */
export function nextWorkingDayStart(nowMs: number, calendar: WorkingCalendar): number {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  for (let i = 1; i <= 366; i++) {
    const day = today + i * DAY_MS;
    if (isWorkingDay(day, calendar)) return day;
  }
  return today + DAY_MS;
}

/** The penalty of redeeming on each day of the term (day 0 is the day of the order), for the table shown before buying. */
export function earnPenaltyTable(
  rule: EarnPenaltyRule,
  amount: bigint,
  termDays: number,
): { day: number; daysRemaining: number; penalty: bigint }[] {
  const rows = [];
  for (let day = 0; day < termDays; day++) {
    const daysRemaining = termDays - day;
    rows.push({ day, daysRemaining, penalty: earnPenalty(rule, amount, daysRemaining) });
  }
  return rows;
}
