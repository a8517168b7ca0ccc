import { BASKET_UNIT_SCALE, type BasketDetail } from '@platform/contract';
import { divRound, PPM, parseDecimal, pow10 } from '@platform/money';
import { type AmountCheck, readAmount } from '../../../lib/decimal-input.ts';
import { riskAssessed } from '../../../lib/risk-level.ts';

/**
 * The figures of a basket order before it is confirmed, worked out exactly as the server does
 * (apps/server/src/modules/baskets/model.ts): USDT, units and the NAV per unit all have 6
 * decimals, fees are parts per million, and every division rounds down, in the house's favour
 * for fees' complements and in the customer's against receiving more than the amount buys.
 */

/** USDT amounts, units and NAV per unit share one scale. */
export const USDT_SCALE = 6;
export const UNIT_SCALE = BASKET_UNIT_SCALE;
export const NAV_SCALE = 6;
const UNIT_ONE = pow10(UNIT_SCALE);
const DAYS_A_YEAR = 365n;

export interface BuyQuote {
  amountUnits: bigint;
  /** The subscription fee, taken from the amount. */
  feeUnits: bigint;
  /** What buys units: the amount less the fee. */
  netUnits: bigint;
  navUnits: bigint;
  /** Units received (6 decimals). */
  units: bigint;
}

/**
 * A purchase of `amountUnits` USDT (fee included) at `navUnits` per unit: the fee is
 * floor(amount x ppm / 1e6) and the units floor((amount - fee) x 1e6 / NAV). Rounded down both
 * times: the fee never exceeds its rate, and no unit is handed out that the amount did not pay.
 */
export function buyQuote(amountUnits: bigint, navUnits: bigint, subscriptionFeePpm: number): BuyQuote {
  if (navUnits <= 0n) throw new Error('A NAV per unit is positive');
  const feeUnits = divRound(amountUnits * BigInt(subscriptionFeePpm), PPM, 'down');
  const netUnits = amountUnits - feeUnits;
  // Down: the customer gets the units the net amount pays for, never a fraction more.
  const units = divRound(netUnits * UNIT_ONE, navUnits, 'down');
  return { amountUnits, feeUnits, netUnits, navUnits, units };
}

export interface SellQuote {
  units: bigint;
  navUnits: bigint;
  /** Units x NAV, before the redemption fee. */
  grossUnits: bigint;
  feeUnits: bigint;
  /** Paid into the spot account. */
  receiveUnits: bigint;
}

/**
 * A redemption of `units` at `navUnits`: gross = floor(units x NAV / 1e6), the fee
 * floor(gross x ppm / 1e6), and the customer receives gross less fee.
 */
export function sellQuote(units: bigint, navUnits: bigint, redemptionFeePpm: number): SellQuote {
  // Down: the house pays what the units are worth, never a fraction of a cent more.
  const grossUnits = divRound(units * navUnits, UNIT_ONE, 'down');
  // Down: the fee never exceeds its rate.
  const feeUnits = divRound(grossUnits * BigInt(redemptionFeePpm), PPM, 'down');
  return { units, navUnits, grossUnits, feeUnits, receiveUnits: grossUnits - feeUnits };
}

/**
 * The units one day of the yearly management fee takes from `units`:
 * floor(units x ppm / 365 / 1e6). Down: never more than the rate.
 */
export function dailyManagementFeeUnits(units: bigint, managementFeePpm: number): bigint {
  return divRound(units * BigInt(managementFeePpm), DAYS_A_YEAR * PPM, 'down');
}

/** A NAV from the wire as units at NAV_SCALE; null when there is none or it cannot be one. */
export function navUnitsOf(nav: string | null): bigint | null {
  if (nav === null) return null;
  const parsed = parseDecimal(nav, NAV_SCALE);
  return parsed.ok && parsed.units > 0n ? parsed.units : null;
}

/** A decimal from the wire at `scale`; the server's own numbers, so a bad one is a bug. */
export function unitsOf(value: string, scale: number): bigint {
  const parsed = parseDecimal(value, scale);
  if (!parsed.ok) throw new Error(`Cannot read ${value} at ${scale} decimals`);
  return parsed.units;
}

/** A typed value checked in precedence order against [min, max]; zero is always below the minimum. */
export function checkTyped(typed: string, scale: number, minUnits: bigint, maxUnits: bigint): AmountCheck {
  const read = readAmount(typed, scale);
  if (!read.ok) return read;
  if (read.units === 0n || read.units < minUnits) return { ok: false, problem: 'belowMin' };
  if (read.units > maxUnits) return { ok: false, problem: 'aboveMax' };
  return read;
}

/** The limits under the largest purchase; the smallest one is the maximum. */
export const BUY_LIMITS = ['basket', 'riskCap', 'available'] as const;
export type BuyLimit = (typeof BUY_LIMITS)[number];

export interface BuyLimits {
  minUnits: bigint;
  /** The largest purchase allowed now; may be below the minimum, when none can be made. */
  maxUnits: bigint;
  limitedBy: BuyLimit;
  /** What the risk cap still allows; null when not capped, not logged in, or a demo account. */
  riskRoomUnits: bigint | null;
}

/**
 * The largest purchase: the basket's maximum, then for a customer the room under the risk cap
 * (real accounts only: demo play money is not assessed) and the spot USDT available.
 */
export function buyLimits(detail: BasketDetail, demo: boolean): BuyLimits {
  const { basket, mine } = detail;
  const usdt = (value: string) => unitsOf(value, USDT_SCALE);
  const riskRoomUnits =
    mine && !demo && mine.risk_cap !== null ? nonNegative(usdt(mine.risk_cap) - usdt(mine.invested)) : null;
  const limits: Record<BuyLimit, bigint | null> = {
    basket: usdt(basket.max_amount),
    riskCap: riskRoomUnits,
    available: mine ? nonNegative(usdt(mine.available)) : null,
  };
  let limitedBy: BuyLimit = 'basket';
  let maxUnits = usdt(basket.max_amount);
  for (const limit of BUY_LIMITS) {
    const value = limits[limit];
    if (value !== null && value < maxUnits) {
      maxUnits = value;
      limitedBy = limit;
    }
  }
  return { minUnits: usdt(basket.min_amount), maxUnits, limitedBy, riskRoomUnits };
}

const nonNegative = (units: bigint) => (units < 0n ? 0n : units);

/** The units the customer holds of this basket; zero for a visitor. */
export function heldUnits(detail: BasketDetail): bigint {
  return detail.mine ? unitsOf(detail.mine.units, UNIT_SCALE) : 0n;
}

/** Why buying is refused now whatever the amount, in the server's order; null when it is possible. */
export type BuyBlock =
  | 'closed'
  | 'noPrice'
  | 'marketClosed'
  | 'riskNotAssessed'
  | 'riskLevel'
  | 'tooSmall'
  | 'tradePassword';

export function buyBlock(
  detail: BasketDetail,
  limits: BuyLimits,
  tradePasswordSet: boolean | undefined,
  demo: boolean,
): BuyBlock | null {
  const { basket, mine } = detail;
  if (basket.status === 'closed') return 'closed';
  if (closedByHours(detail)) return 'marketClosed';
  if (navUnitsOf(basket.nav.nav) === null) return 'noPrice';
  if (!basket.nav.open) return 'marketClosed';
  if (mine === null) return null;
  if (!demo && !riskAssessed(mine.risk_level)) return 'riskNotAssessed';
  if (!demo && riskLevelRefuses(detail)) return 'riskLevel';
  if (limits.maxUnits < limits.minUnits || limits.maxUnits === 0n) return 'tooSmall';
  if (!demo && tradePasswordSet === false) return 'tradePassword';
  return null;
}

/** Why redeeming is refused now; null when it is possible. A closed basket still redeems. */
export type SellBlock = 'noPrice' | 'marketClosed' | 'tradePassword';

export function sellBlock(
  detail: BasketDetail,
  tradePasswordSet: boolean | undefined,
  demo: boolean,
): SellBlock | null {
  if (closedByHours(detail)) return 'marketClosed';
  if (navUnitsOf(detail.basket.nav.nav) === null) return 'noPrice';
  if (!detail.basket.nav.open) return 'marketClosed';
  if (!demo && tradePasswordSet === false) return 'tradePassword';
  return null;
}

/**
 * A market of the basket is closed by its trading hours and the server says when all reopen.
 * Said before a missing price (the server refuses either way): the customer learns when to come
 * back rather than to try again shortly.
 */
function closedByHours(detail: Pick<BasketDetail, 'basket'>): boolean {
  return !detail.basket.nav.open && detail.basket.nav.next_open !== null;
}

/** Blocks that no amount lifts: the amount field is disabled while one holds. */
export function amountBlocked(block: BuyBlock | SellBlock | null): boolean {
  return block === 'closed' || block === 'noPrice' || block === 'marketClosed';
}

/** The operator's rule: a conservative customer may hold the low-risk basket only. */
export function riskLevelRefuses(
  detail: Pick<BasketDetail, 'basket' | 'mine' | 'conservative_low_only'>,
): boolean {
  return (
    detail.conservative_low_only && detail.mine?.risk_level === 'conservative' && detail.basket.risk !== 'low'
  );
}

/** The NAV of a BASKET_NAV_CHANGED refusal (data.nav), or null when the refusal carries none. */
export function navOfRefusal(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('nav' in data)) return null;
  const nav = (data as { nav: unknown }).nav;
  return typeof nav === 'string' && navUnitsOf(nav) !== null ? nav : null;
}
