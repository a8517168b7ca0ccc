import type {
  EarnOrder,
  EarnPenaltyMode,
  EarnProduct,
  EarnReserve,
  EarnTier,
  Lang,
} from '@platform/contract';
import {
  DAY_MS,
  earnDaysElapsed,
  earnPenalty,
  nextWorkingDayStart,
  type WorkingCalendar,
} from '@platform/engine';
import { formatUnits } from '@platform/money';
import { seconds } from '../../platform/clock.ts';
import type { OrderRow, ProductRow } from './repo.ts';

/** Escrow products hold USDT (spec section 9). */
export const EARN_ASSET = 'USDT';
export const USDT_SCALE = 6;
export const usdt = (units: bigint) => formatUnits(units, USDT_SCALE);

export const ruleOf = (row: { penaltyMode: string; penaltyPpm: number }) => ({
  mode: row.penaltyMode as EarnPenaltyMode,
  ppm: row.penaltyPpm,
});

/** A product's texts in a language, English where it has none of its own. */
export function textsIn(row: ProductRow, lang: Lang) {
  const en = row.texts.en ?? { name: `#${row.id}`, description: '', strategy: '' };
  const own = row.texts[lang];
  return own ?? en;
}

/** The reserve as customers and staff see it. */
export function reserveView(balance: bigint, committed: bigint): EarnReserve {
  const uncommitted = balance - committed;
  return {
    asset: EARN_ASSET,
    balance: usdt(balance),
    committed: usdt(committed),
    uncommitted: usdt(uncommitted < 0n ? 0n : uncommitted),
    coverage_ppm: committed === 0n ? null : Number((balance * 1_000_000n) / committed),
  };
}

/**
 * The largest amount whose whole yield `uncommitted` covers. The total is the rounded-down daily
 * yield times the term, so the daily yield may be at most D = uncommitted / term (rounded down),
 * and the largest amount whose rounded-down daily yield is D is ((D + 1) x 1,000,000 - 1) / rate.
 */
export function fundableByReserve(uncommitted: bigint, dailyRatePpm: number, termDays: number): bigint {
  if (uncommitted < 0n || termDays <= 0 || dailyRatePpm <= 0) return 0n;
  const maxDaily = uncommitted / BigInt(termDays);
  return ((maxDaily + 1n) * 1_000_000n - 1n) / BigInt(dailyRatePpm);
}

/** What limits a new order of a product: its availability and the largest order now possible. */
export function productView(row: ProductRow, lang: Lang, uncommitted: bigint): EarnProduct {
  const texts = textsIn(row, lang);
  const remaining = row.capacity > row.inCustody ? row.capacity - row.inCustody : 0n;
  const byReserve = fundableByReserve(uncommitted, row.dailyRatePpm, row.termDays);
  let fundable = row.maxAmount;
  if (remaining < fundable) fundable = remaining;
  if (byReserve < fundable) fundable = byReserve;
  const availability =
    row.status !== 'open'
      ? 'closed'
      : remaining < row.minAmount
        ? 'sold_out'
        : byReserve < row.minAmount
          ? 'reserve_short'
          : 'open';
  return {
    id: row.id,
    tier: row.tier as EarnTier,
    name: texts.name,
    description: texts.description,
    strategy: texts.strategy,
    asset: row.asset,
    term_days: row.termDays,
    daily_rate_ppm: row.dailyRatePpm,
    min_amount: usdt(row.minAmount),
    max_amount: usdt(row.maxAmount),
    capacity: usdt(row.capacity),
    in_custody: usdt(row.inCustody),
    remaining: usdt(remaining),
    penalty_mode: row.penaltyMode as EarnPenaltyMode,
    penalty_ppm: row.penaltyPpm,
    min_kyc: row.minKyc as EarnProduct['min_kyc'],
    review: row.review,
    availability,
    fundable_max: usdt(fundable < 0n ? 0n : fundable),
  };
}

/** The order number a customer sees. */
export const orderNo = (id: number) => `E${String(id).padStart(9, '0')}`;

/** An order as its owner sees it, with what redeeming it now would cost. */
export function orderView(row: OrderRow, name: string, nowMs: number, calendar: WorkingCalendar): EarnOrder {
  const start = row.startedAt.getTime();
  const elapsed = earnDaysElapsed(start, nowMs, row.termDays);
  const redeemable = (row.status === 'custody' && elapsed < row.termDays) || row.status === 'reapply';
  const penalty =
    row.status === 'reapply'
      ? (row.penalty ?? 0n)
      : earnPenalty(ruleOf(row), row.amount, row.termDays - elapsed);
  const daysLeft = row.status === 'custody' ? row.termDays - Math.max(elapsed, row.daysPaid) : 0;
  return {
    id: row.id,
    order_no: orderNo(row.id),
    product_id: row.productId,
    tier: row.tier as EarnTier,
    name,
    asset: row.asset,
    amount: usdt(row.amount),
    term_days: row.termDays,
    daily_rate_ppm: row.dailyRatePpm,
    daily_yield: usdt(row.dailyYield),
    total_yield: usdt(row.dailyYield * BigInt(row.termDays)),
    yield_paid: usdt(row.yieldPaid),
    days_paid: row.daysPaid,
    days_left: daysLeft,
    status: row.status as EarnOrder['status'],
    penalty_mode: row.penaltyMode as EarnPenaltyMode,
    penalty_ppm: row.penaltyPpm,
    started_at: seconds(row.startedAt),
    matures_at: seconds(row.maturesAt),
    redeem_now: redeemable
      ? {
          penalty: usdt(penalty),
          receive: usdt(row.amount - penalty),
          due_at: Math.floor(nextWorkingDayStart(nowMs, calendar) / 1000),
        }
      : null,
    redemption:
      row.redeemRequestedAt === null
        ? null
        : {
            requested_at: seconds(row.redeemRequestedAt),
            due_at: row.redeemDueAt ? seconds(row.redeemDueAt) : seconds(row.redeemRequestedAt),
            penalty: usdt(row.penalty ?? 0n),
            paused_reason: row.pausedReason,
          },
    reject_reason: row.rejectReason,
    ended_at: row.endedAt ? seconds(row.endedAt) : null,
  };
}

/** When the day `day` (1-based) of an order started at `startMs` falls due. */
export const dueAt = (startMs: number, day: number) => new Date(startMs + day * DAY_MS);
