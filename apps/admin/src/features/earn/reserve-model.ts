import { type AdminOutput, ASSET_SCALES, EARN_FUNDING_QUEUE } from '@platform/contract';
import { amountOf, chartNumber, compareAmounts, sumAmounts, toneOf, unitsOf } from '../../lib/amounts.ts';
import { ppmPercentText } from '../../lib/percent.ts';
import { DAY_SECONDS, dayStartSeconds } from '../../lib/utc-days.ts';

/**
 * How the Reserve tab reads the earn reserve: coverage in words, the yield owed by day and by
 * month, and the checks of a funding request. Amounts stay decimal strings and are added up
 * exactly; only a bar's height is ever a float.
 */

export type ReserveView = AdminOutput<'earnReserveAdmin'>;
export type Funding = ReserveView['fundings'][number];
export type OwedDay = ReserveView['owed_by_day'][number];

/** Where a funding request waits for the second member of finance. */
export const FUNDING_QUEUE_PATH = `/reviews/${encodeURIComponent(EARN_FUNDING_QUEUE)}`;
export const FUNDING_QUEUE_TITLE = 'Earn reserve funding (four-eyes)';

/** The days the owed-yield chart spans, from today (the server's view covers 365). */
export const OWED_DAYS = 365;

/** Coverage is balance over committed; below 100% the reserve cannot pay every yield it owes. */
export type CoverageTone = 'covered' | 'short' | 'nothing-owed';

export function coverageOf(coveragePpm: number | null): { text: string; tone: CoverageTone } {
  if (coveragePpm === null) return { text: 'Nothing owed', tone: 'nothing-owed' };
  return {
    // Rounded down to 0.01%: coverage is never shown larger than it is.
    text: `${ppmPercentText(Math.floor(coveragePpm / 100) * 100)}%`,
    tone: coveragePpm >= 1_000_000 ? 'covered' : 'short',
  };
}

export interface OwedBar {
  day: string;
  amount: string;
  /** Days after the first day of the chart (0 is today). */
  offset: number;
  /** The bar's height against the largest day, from 0 to 1 (a chart coordinate, never a figure). */
  height: number;
}

/**
 * The owed-yield days as bars on a 365-day axis that starts `today` (YYYY-MM-DD, UTC). Days the
 * server left out owe nothing and have no bar; a day outside the axis is left off.
 */
export function owedBars(days: readonly OwedDay[], today: string): OwedBar[] {
  const start = dayStartSeconds(today);
  const placed = days
    .map((d) => ({ ...d, offset: Math.round((dayStartSeconds(d.day) - start) / DAY_SECONDS) }))
    .filter((d) => d.offset >= 0 && d.offset < OWED_DAYS);
  const max = Math.max(0, ...placed.map((d) => chartNumber(d.amount)));
  return placed.map((d) => ({ ...d, height: max > 0 ? chartNumber(d.amount) / max : 0 }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The first day of each month on the chart's axis, with its offset from `today` and a short name. */
export function monthTicks(today: string): { offset: number; label: string }[] {
  const start = dayStartSeconds(today);
  const [year = 0, month = 1] = today.split('-').map(Number);
  const ticks: { offset: number; label: string }[] = [];
  for (let i = 1; i <= 12; i++) {
    const y = year + Math.floor((month - 1 + i) / 12);
    const m = (month - 1 + i) % 12;
    const offset = Math.round((Date.UTC(y, m, 1) / 1000 - start) / DAY_SECONDS);
    if (offset < OWED_DAYS) ticks.push({ offset, label: m === 0 ? `${MONTHS[m]} ${y}` : MONTHS[m]! });
  }
  return ticks;
}

export interface OwedMonth {
  /** YYYY-MM. */
  month: string;
  days: number;
  amount: string;
}

/** The yield owed per calendar month (UTC), added up exactly, in date order, with the whole total. */
export function owedByMonth(days: readonly OwedDay[]): { months: OwedMonth[]; total: string | null } {
  const groups = new Map<string, string[]>();
  for (const d of [...days].sort((a, b) => a.day.localeCompare(b.day))) {
    const month = d.day.slice(0, 7);
    groups.set(month, [...(groups.get(month) ?? []), d.amount]);
  }
  const months = [...groups].map(([month, amounts]) => ({
    month,
    days: amounts.length,
    amount: sumAmounts(amounts) ?? '—',
  }));
  return { months, total: sumAmounts(days.map((d) => d.amount)) };
}

/** The largest day, for the chart's scale in words. */
export function largestDay(days: readonly OwedDay[]): OwedDay | null {
  let top: OwedDay | null = null;
  for (const d of days) if (top === null || compareAmounts(d.amount, top.amount) === 1) top = d;
  return top;
}

// ---- Funding requests ----

const SIGNED_AMOUNT = /^-?\d{1,20}(\.\d{1,18})?$/;
const SCALE = ASSET_SCALES.USDT;

/**
 * Why a funding amount cannot be sent, or null when it can. A negative amount takes money out,
 * and only the uncommitted part may go; the server checks the same when it is approved.
 */
export function fundingAmountProblem(text: string, uncommitted: string | null): string | null {
  const amount = text.trim();
  if (amount === '') return 'Enter an amount: positive pays in, negative takes out.';
  if (!SIGNED_AMOUNT.test(amount))
    return 'Enter a number such as 5000 or -250.5 (a minus sign takes out; no plus sign or commas).';
  if (unitsOf(amount, SCALE) === null) return `At most ${SCALE} decimals.`;
  if (toneOf(amount) === 'zero') return 'The amount must not be zero.';
  if (toneOf(amount) === 'loss' && uncommitted !== null && compareAmounts(amount.slice(1), uncommitted) === 1)
    return `Only the uncommitted part can be taken out: at most ${amountOf(uncommitted, 'USDT')} now.`;
  return null;
}

/** A funding request in words, for the confirmation: "Pay 5000 USDT into the earn reserve". */
export function fundingSentence(amount: string): string {
  const text = amount.trim();
  return toneOf(text) === 'loss'
    ? `Take ${amountOf(text.slice(1), 'USDT')} out of the earn reserve`
    : `Pay ${amountOf(text, 'USDT')} into the earn reserve`;
}

export const FUNDING_STATUS_COLORS: Readonly<Record<string, string>> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** A funding's status as a word with its colour; a status this screen does not know shows as written. */
export function fundingStatus(status: string): { text: string; color: string } {
  const text = status === '' ? '—' : status[0]!.toUpperCase() + status.slice(1);
  return { text, color: FUNDING_STATUS_COLORS[status] ?? 'default' };
}

/** Who did something, as the signed-in staff member reads it. */
export function staffWord(staffId: number | null, meId: number): string {
  if (staffId === null) return '—';
  return staffId === meId ? 'you' : `staff #${staffId}`;
}
