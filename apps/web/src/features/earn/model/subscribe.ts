import type { EarnAvailability, EarnProduct, EarnProductInfo } from '@platform/contract';
import {
  DAY_MS,
  type EarnPenaltyRule,
  earnDailyYield,
  earnPenaltyTable,
  earnTotalYield,
  nextWorkingDayStart,
} from '@platform/engine';
import { parseUnits } from '@platform/money';
import { type AmountCheck, readAmount } from '../../../lib/decimal-input.ts';
import { riskAssessed } from '../../../lib/risk-level.ts';

/**
 * The subscription form of /profit_buy as pure rules: the most the customer may place, what a
 * typed amount would earn and cost to redeem early, and which rule refuses them now, in the order
 * the server checks them (DESIGN.md section 0.2: a rule is shown before it limits the user). The
 * clock is passed in, never read here.
 */

/** The limits under the largest order, each in units; the smallest of them is the maximum. */
export const MAX_LIMITS = ['product', 'remaining', 'reserve', 'riskCap', 'available'] as const;
export type MaxLimit = (typeof MAX_LIMITS)[number];

export interface SubscribeLimits {
  scale: number;
  minUnits: bigint;
  /** The largest order allowed now; may be below the minimum, when nothing can be placed. */
  maxUnits: bigint;
  /** The rule that sets the maximum (the first of MAX_LIMITS when two are equal). */
  limitedBy: MaxLimit;
  /** What the risk cap still allows; null when the customer is not capped or not logged in. */
  riskRoomUnits: bigint | null;
}

/**
 * The largest order: the product's maximum, its remaining capacity and what the reserve can fund
 * (fundable_max), then for a logged-in customer the room under the risk cap and the spot USDT
 * available. A visitor's maximum uses only the product's own limits. A demo account's play money
 * stays outside the capacity and the reserve, so only the maximum and its balance limit it.
 */
export function subscribeLimits(info: EarnProductInfo, scale: number, demo = false): SubscribeLimits {
  const { product } = info;
  const units = (value: string) => parseUnits(value, scale);
  const riskRoomUnits =
    info.logged_in && info.risk_cap !== null
      ? nonNegative(units(info.risk_cap) - units(info.invested))
      : null;
  const limits: Record<MaxLimit, bigint | null> = {
    product: units(product.max_amount),
    remaining: demo ? null : nonNegative(units(product.remaining)),
    reserve: demo ? null : nonNegative(units(product.fundable_max)),
    riskCap: riskRoomUnits,
    available: info.logged_in ? nonNegative(units(info.available)) : null,
  };
  let limitedBy: MaxLimit = 'product';
  let maxUnits = limits.product ?? 0n;
  for (const limit of MAX_LIMITS) {
    const value = limits[limit];
    if (value !== null && value < maxUnits) {
      maxUnits = value;
      limitedBy = limit;
    }
  }
  return { scale, minUnits: units(product.min_amount), maxUnits, limitedBy, riskRoomUnits };
}

const nonNegative = (units: bigint) => (units < 0n ? 0n : units);

/** A typed amount checked in precedence order; the first failing rule is returned. */
export function checkSubscribeAmount(typed: string, limits: SubscribeLimits): AmountCheck {
  const parsed = readAmount(typed, limits.scale);
  if (!parsed.ok) return parsed;
  if (parsed.units < limits.minUnits || parsed.units === 0n) return { ok: false, problem: 'belowMin' };
  if (parsed.units > limits.maxUnits) return { ok: false, problem: 'aboveMax' };
  return parsed;
}

/** Why subscribing is refused now, before any amount is typed; null when it is possible. */
export type SubscribeBlock =
  | 'closed'
  | 'soldOut'
  | 'reserveShort'
  | 'riskNotAssessed'
  | 'tooSmall'
  | 'tradePassword';

/**
 * The first rule that refuses every amount now, in the server's order: the product's availability,
 * the risk assessment, then whether any amount fits between the minimum and the maximum (the
 * limit that closes the gap is in `limits.limitedBy`), then the trade password that confirms it.
 * A demo account trades play money: only a closed product and its balance stop it.
 */
export function subscribeBlock(
  info: EarnProductInfo,
  limits: SubscribeLimits,
  tradePasswordSet: boolean | undefined,
  demo = false,
): SubscribeBlock | null {
  const availability = info.product.availability;
  if (availability === 'closed') return 'closed';
  if (!demo && availability === 'sold_out') return 'soldOut';
  if (!demo && availability === 'reserve_short') return 'reserveShort';
  if (!info.logged_in) return null;
  if (!demo && !riskAssessed(info.risk_level)) return 'riskNotAssessed';
  if (limits.maxUnits < limits.minUnits || limits.maxUnits === 0n) return 'tooSmall';
  if (!demo && tradePasswordSet === false) return 'tradePassword';
  return null;
}

/**
 * A product's availability as a customer's account meets it. Sold out and reserve short describe
 * the real book's capacity and reserve; a demo account's play money is outside both, so for it
 * such a product is open. Closed by the operator is closed for everyone.
 */
export function availabilityFor(availability: EarnAvailability, demo: boolean): EarnAvailability {
  if (demo && (availability === 'sold_out' || availability === 'reserve_short')) return 'open';
  return availability;
}

export function penaltyRuleOf(product: Pick<EarnProduct, 'penalty_mode' | 'penalty_ppm'>): EarnPenaltyRule {
  return { mode: product.penalty_mode, ppm: product.penalty_ppm };
}

export interface SubscribeSummary {
  amountUnits: bigint;
  dailyYieldUnits: bigint;
  totalYieldUnits: bigint;
  /** Principal and every day's yield, back by maturity. */
  totalBackUnits: bigint;
  maturesAtMs: number;
  /** When an early redemption asked today would be paid: the next working day. */
  redeemPaidAtMs: number;
  /** The penalty of redeeming on each day of the term, for this amount. */
  penalties: { day: number; daysRemaining: number; penaltyUnits: bigint; backUnits: bigint }[];
}

/** What an order of `amountUnits` placed at `nowMs` earns, when it matures, and what leaving early costs. */
export function subscribeSummary(
  product: EarnProduct,
  amountUnits: bigint,
  nowMs: number,
  calendar: EarnProductInfo['calendar'],
): SubscribeSummary {
  const dailyYieldUnits = earnDailyYield(amountUnits, product.daily_rate_ppm);
  const totalYieldUnits = earnTotalYield(amountUnits, product.daily_rate_ppm, product.term_days);
  return {
    amountUnits,
    dailyYieldUnits,
    totalYieldUnits,
    totalBackUnits: amountUnits + totalYieldUnits,
    maturesAtMs: nowMs + product.term_days * DAY_MS,
    redeemPaidAtMs: nextWorkingDayStart(nowMs, calendar),
    penalties: earnPenaltyTable(penaltyRuleOf(product), amountUnits, product.term_days).map((row) => ({
      day: row.day,
      daysRemaining: row.daysRemaining,
      penaltyUnits: row.penalty,
      backUnits: amountUnits - row.penalty,
    })),
  };
}

/** Rows of the penalty table shown before "show all": the first days, where most redemptions fall. */
export const PENALTY_ROWS_SHOWN = 7;
