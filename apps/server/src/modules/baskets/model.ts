import { applyPpm } from '@platform/money';

/**
 * The arithmetic of ETF baskets, pure: the NAV from recorded prices, units bought, money paid on
 * redemption, and the daily management fee. USDT and units both have 6 decimals; prices are
 * units of each instrument's price scale. Everything rounds down: a customer never receives
 * more units or money than the rule gives, and a fee is never more than stated.
 */

export const UNIT = 1_000_000n;
const PPM = 1_000_000n;
/** Extra precision while summing the weighted price ratios, so the NAV rounds only once. */
const PRECISION = 10n ** 18n;

export interface Priced {
  weightPpm: number;
  /** Price at inception and now, in the same scale. */
  base: bigint;
  now: bigint;
}

/** NAV per unit = base NAV x sum of weight x price now / price at inception (rounded down once). */
export function navOf(baseNav: bigint, components: readonly Priced[]): bigint {
  let ratio = 0n;
  for (const c of components) {
    if (c.base <= 0n) throw new Error('a component has no price at inception');
    ratio += (BigInt(c.weightPpm) * c.now * PRECISION) / c.base;
  }
  return (baseNav * ratio) / (PPM * PRECISION);
}

/** A price of one scale in another (a feed whose scale changed since inception). */
export function rescale(units: bigint, from: number, to: number): bigint {
  if (from === to) return units;
  return to > from ? units * 10n ** BigInt(to - from) : units / 10n ** BigInt(from - to);
}

/** A purchase of `amount` USDT (fee included): the fee, and the units the rest buys at `nav`. */
export function buyOf(amount: bigint, nav: bigint, feePpm: number): { fee: bigint; units: bigint } {
  const fee = applyPpm(amount, feePpm, 'down');
  return { fee, units: ((amount - fee) * UNIT) / nav };
}

/** What `units` are worth at `nav`, rounded down. */
export function unitsValue(units: bigint, nav: bigint): bigint {
  return (units * nav) / UNIT;
}

/** A redemption of `units` at `nav`: what they are worth, the fee on it, and what is paid. */
export function sellOf(
  units: bigint,
  nav: bigint,
  feePpm: number,
): { gross: bigint; fee: bigint; receive: bigint } {
  const gross = unitsValue(units, nav);
  const fee = applyPpm(gross, feePpm, 'down');
  return { gross, fee, receive: gross - fee };
}

/** The units one day of a yearly management fee takes from a holding. */
export function managementUnitsOf(units: bigint, yearlyPpm: number): bigint {
  return (units * BigInt(yearlyPpm)) / (365n * PPM);
}

/** The cost of `sold` units out of `held` that cost `cost` in all (the last units take what is left). */
export function costOf(cost: bigint, held: bigint, sold: bigint): bigint {
  if (sold >= held) return cost;
  return (cost * sold) / held;
}

/** Whether `seen` is within `tolerancePpm` of `now`. */
export function withinTolerance(seen: bigint, now: bigint, tolerancePpm: number): boolean {
  const diff = seen > now ? seen - now : now - seen;
  return diff * PPM <= now * BigInt(tolerancePpm);
}

/** Whole weights summing to exactly one, each instrument once. */
export function weightsValid(components: readonly { symbol: string; weightPpm: number }[]): boolean {
  const symbols = new Set(components.map((c) => c.symbol));
  const total = components.reduce((s, c) => s + c.weightPpm, 0);
  return (
    symbols.size === components.length && total === 1_000_000 && components.every((c) => c.weightPpm > 0)
  );
}
