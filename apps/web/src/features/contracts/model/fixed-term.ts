import type { FixedTermKind, FixedTermOrder } from '@platform/contract';
import { fixedTermFeeOf, isRising, payoutOf } from '@platform/engine';
import { parseDecimal, pow10 } from '@platform/money';
import { type FieldProblem, readSteps } from '../../../lib/decimal-input.ts';
import { USDT_SCALE } from './contract-math.ts';

/**
 * The money and time of fixed-term orders (delivery up or down, options call or put) before and
 * after they are placed, with the engine's rules that the server settles with, so the figures
 * on screen are the ones the ledger will use. The stake and the fee leave the available
 * balance when the order is placed; at expiry a right call pays back the stake plus the payout
 * ratio of it (rounded down), a tie returns the stake, a wrong call returns nothing. Money is
 * USDT units (10^-6) as bigint; times are Unix seconds from the server and milliseconds of a
 * clock passed in.
 */

export type FixedTermDirection = FixedTermOrder['direction'];

/** The directions each product takes, rising first. */
export const DIRECTIONS_OF: Record<FixedTermKind, readonly [FixedTermDirection, FixedTermDirection]> = {
  delivery: ['up', 'down'],
  option: ['call', 'put'],
};

export { isRising };

export interface Cycle {
  seconds: number;
  payoutPpm: number;
  feePpm: number;
}

export interface FixedTermEstimate {
  stakeUnits: bigint;
  /** Charged when the order is placed, rounded up (the user pays it). */
  feeUnits: bigint;
  /** What leaves the available balance: the stake (frozen) and the fee (charged). */
  totalUnits: bigint;
  /** What a right call pays back: the stake plus its payout, the payout rounded down (the user receives it). */
  payoutUnits: bigint;
  profitUnits: bigint;
  /** What an unchanged price returns: the stake. */
  tieUnits: bigint;
}

/** The fee charged when the order is placed, rounded up (the user pays it). */
export const feeOf = fixedTermFeeOf;

/** What a right call pays back: the stake plus its payout, rounded down (the user receives it). */
export function payoutIfRight(stakeUnits: bigint, payoutPpm: number): bigint {
  return payoutOf('won', stakeUnits, payoutPpm);
}

export function estimateFixedTerm(stakeUnits: bigint, cycle: Cycle): FixedTermEstimate {
  const feeUnits = feeOf(stakeUnits, cycle.feePpm);
  const payoutUnits = payoutIfRight(stakeUnits, cycle.payoutPpm);
  return {
    stakeUnits,
    feeUnits,
    totalUnits: stakeUnits + feeUnits,
    payoutUnits,
    profitUnits: payoutUnits - stakeUnits,
    tieUnits: stakeUnits,
  };
}

export interface StakeLimits {
  minUnits: bigint;
  maxUnits: bigint;
}

/** The product's stake range in USDT units; null when the server sent a range that cannot be read. */
export function stakeLimitsOf(product: { min_stake: string; max_stake: string }): StakeLimits | null {
  const min = parseDecimal(product.min_stake, USDT_SCALE);
  const max = parseDecimal(product.max_stake, USDT_SCALE);
  return min.ok && max.ok ? { minUnits: min.units, maxUnits: max.units } : null;
}

/**
 * Reads a typed stake in USDT: a positive decimal of at most 6 decimals ('step' beyond that,
 * which is refused, never rounded) within the product's range, as the server checks it.
 */
export function readStake(
  text: string,
  limits: StakeLimits,
): { ok: true; units: bigint } | { ok: false; problem: FieldProblem } {
  const read = readSteps(text, USDT_SCALE);
  if (!read.ok) return read;
  if (read.units < limits.minUnits) return { ok: false, problem: 'belowMin' };
  if (read.units > limits.maxUnits) return { ok: false, problem: 'aboveMax' };
  return read;
}

/** Why an order with a valid stake cannot be placed now, in the server's order of precedence. */
export type FixedTermProblem = 'closed' | 'noPrice' | 'insufficient';

/** `availableUnits` is null while the balance is unknown, and then the server has the last word. */
export function fixedTermProblem(input: {
  open: boolean;
  priceKnown: boolean;
  estimate: FixedTermEstimate | null;
  availableUnits: bigint | null;
}): FixedTermProblem | null {
  if (!input.open) return 'closed';
  if (!input.priceKnown) return 'noPrice';
  if (input.estimate && input.availableUnits !== null && input.estimate.totalUnits > input.availableUnits)
    return 'insufficient';
  return null;
}

/**
 * The largest stake the balance pays for with its fee, within the product's range; null when not
 * even the minimum fits. With s = floor(A * 10^6 / (10^6 + fee)), s * fee / 10^6 <= A - s, and
 * A - s is whole, so the fee rounded up still fits beside the stake.
 */
export function maxStakeFor(availableUnits: bigint, feePpm: number, limits: StakeLimits): bigint | null {
  const ppm = 1_000_000n;
  // Rounded down: a stake the balance cannot pay for must never be proposed.
  const fits = (availableUnits * ppm) / (ppm + BigInt(feePpm));
  const stake = fits > limits.maxUnits ? limits.maxUnits : fits;
  return stake >= limits.minUnits && stake > 0n ? stake : null;
}

/** Steps of the quick amounts: 1, 2 and 5 times a power of ten. */
const QUICK_STEPS = [1n, 2n, 5n] as const;
export const QUICK_STAKES_MAX = 4;

/**
 * Round stakes to pick with one tap: the minimum, then the next round amounts (1, 2, 5 times a
 * power of ten) above it, at most `QUICK_STAKES_MAX` and never beyond the maximum.
 */
export function quickStakes(limits: StakeLimits): bigint[] {
  const found: bigint[] = [limits.minUnits];
  for (let power = 0; found.length < QUICK_STAKES_MAX && power <= 18; power++) {
    for (const step of QUICK_STEPS) {
      const amount = step * pow10(USDT_SCALE) * pow10(power);
      if (amount > limits.maxUnits || found.length >= QUICK_STAKES_MAX) break;
      if (amount > limits.minUnits) found.push(amount);
    }
  }
  return found.filter((units) => units > 0n);
}

/** A cycle as a count of its largest whole unit: 60 is 60 s, 180 is 3 min, 3600 is 1 h. */
export type CycleUnit = 's' | 'min' | 'h' | 'd';

export function cycleParts(seconds: number): { count: number; unit: CycleUnit } {
  if (seconds >= 86_400 && seconds % 86_400 === 0) return { count: seconds / 86_400, unit: 'd' };
  if (seconds >= 3_600 && seconds % 3_600 === 0) return { count: seconds / 3_600, unit: 'h' };
  // A minute stays in seconds (60 s), as the products name their shortest cycles.
  if (seconds >= 120 && seconds % 60 === 0) return { count: seconds / 60, unit: 'min' };
  return { count: seconds, unit: 's' };
}

/** Whole seconds left until `expiresAt` (Unix seconds) at `nowMs`; never below zero. */
export function secondsLeft(expiresAt: number, nowMs: number): number {
  return Math.max(0, Math.ceil(expiresAt - nowMs / 1000));
}

/** The time left as mm:ss, or h:mm:ss from an hour on: 75 is '01:15', 3725 is '1:02:05'. */
export function countdownText(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(left / 3_600);
  const minutes = Math.floor((left % 3_600) / 60);
  const rest = left % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/** How much of the cycle has passed at `nowMs`, from 0 to 1 (a bar's width, not money). */
export function elapsedShare(order: { expires_at: number; cycle: number }, nowMs: number): number {
  if (order.cycle <= 0) return 1;
  const left = order.expires_at - nowMs / 1000;
  return Math.min(1, Math.max(0, 1 - left / order.cycle));
}

export type Standing = 'winning' | 'losing' | 'even';

/** Both prices as units of the finer of their scales, so '1.5' and '1.50' compare as equal. */
function comparable(a: string, b: string): [bigint, bigint] | null {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const x = parseDecimal(a, scale);
  const y = parseDecimal(b, scale);
  return x.ok && y.ok ? [x.units, y.units] : null;
}

/**
 * Whether an open order would be right, wrong or even if it expired at `current`: display only,
 * the settlement uses the price recorded at the expiry second. Null while no price is known.
 */
export function standingOf(
  direction: FixedTermDirection,
  entry: string,
  current: string | null,
): Standing | null {
  if (current === null) return null;
  const pair = comparable(entry, current);
  if (!pair) return null;
  const [from, to] = pair;
  if (from === to) return 'even';
  return isRising(direction) === to > from ? 'winning' : 'losing';
}

/** Open orders whose expiry has passed at `nowMs`: they are being settled. */
export function dueOrders<T extends { expires_at: number }>(orders: readonly T[], nowMs: number): T[] {
  return orders.filter((o) => o.expires_at * 1000 <= nowMs);
}

/**
 * The orders that were on the open list before and are gone from it now. Most were settled; one
 * that moved to another page (newer orders push older ones down) is looked for in the history
 * in vain, so the caller gives up on it after a while.
 */
export function goneSince<T extends { id: number }>(
  before: readonly T[],
  now: readonly { id: number }[],
): T[] {
  const still = new Set(now.map((o) => o.id));
  return before.filter((o) => !still.has(o.id));
}
