import type { MarketCategory } from '@platform/contract';
import { divRound, max, pow10 } from '@platform/money';

/**
 * The simulated feed's price model: a seeded random walk in log space with a volatility per
 * class of instrument and a gentle pull back to a reference price, so a long-running simulation
 * stays believable. Pure: randomness comes from a seeded generator passed in.
 */

/** Annualised volatility per category, in parts per million (700_000 is 70 %). */
export const VOLATILITY_PPM: Readonly<Record<MarketCategory, number>> = {
  crypto: 700_000,
  contract: 700_000,
  forex: 80_000,
  metal: 180_000,
  energy: 400_000,
  stock: 350_000,
  etf: 200_000,
};

/** Half the quoted spread per category, in parts per million of the price. */
export const HALF_SPREAD_PPM: Readonly<Record<MarketCategory, number>> = {
  crypto: 50,
  contract: 60,
  forex: 10,
  metal: 100,
  energy: 150,
  stock: 100,
  etf: 50,
};

/** A typical trade size per category, in whole units of the quote currency. */
export const TRADE_NOTIONAL: Readonly<Record<MarketCategory, number>> = {
  crypto: 25_000,
  contract: 60_000,
  forex: 500_000,
  metal: 80_000,
  energy: 60_000,
  stock: 30_000,
  etf: 40_000,
};

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
/** The pull back to the reference price halves a deviation in about a week. */
const REVERSION_PER_MS = Math.LN2 / (7 * 24 * 3600 * 1000);
/** Growth factors are applied as integers of this many parts, so prices stay bigint. */
const FACTOR_ONE = 1_000_000_000n;
/** No single step moves a price by more than a factor of e (about 2.7), whatever the draw. */
const MAX_LOG_STEP = 1;

export type Random = () => number;

/** mulberry32: a small, fast, seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed per symbol from the feed's seed, so each instrument has its own repeatable path. */
export function symbolSeed(seed: number, symbol: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < symbol.length; i++) h = Math.imul(h ^ symbol.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A standard normal draw (Box-Muller). */
export function normal(random: Random): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * The next price after `dtMs` (negative walks backwards, for history). The float maths only
 * draws the step; the price itself is scaled as a bigint and never drops below one unit.
 */
export function walkStep(
  priceUnits: bigint,
  referenceUnits: bigint,
  category: MarketCategory,
  dtMs: number,
  z: number,
): bigint {
  const sigma = (VOLATILITY_PPM[category] / 1e6) * Math.sqrt(Math.abs(dtMs) / YEAR_MS);
  // The deviation from the reference is a ratio of two bigints; a ppm integer is precise enough.
  const ratioPpm = Number(divRound(priceUnits * 1_000_000n, max(referenceUnits, 1n), 'halfEven'));
  // The share of the deviation removed over |dt| never exceeds the whole deviation, so long steps
  // cannot overshoot; walking backwards in time the pull also points at the reference.
  const pull = -Math.log(Math.max(ratioPpm, 1) / 1e6) * (1 - Math.exp(-REVERSION_PER_MS * Math.abs(dtMs)));
  const logStep = Math.max(-MAX_LOG_STEP, Math.min(MAX_LOG_STEP, sigma * z + pull));
  const factor = BigInt(Math.round(Math.exp(logStep) * Number(FACTOR_ONE)));
  // Half-even: the walk is symmetric, so rounding should favour neither direction.
  return max(divRound(priceUnits * factor, FACTOR_ONE, 'halfEven'), 1n);
}

/** Bid and ask around a price: the bid rounds down and the ask up, so the spread never closes. */
export function quoteAround(priceUnits: bigint, category: MarketCategory) {
  const half = max(divRound(priceUnits * BigInt(HALF_SPREAD_PPM[category]), 1_000_000n, 'up'), 1n);
  return { bidUnits: max(priceUnits - half, 1n), askUnits: priceUnits + half };
}

/** A trade size for one tick: a typical notional scaled by `draw` (0..1), in quantity units. */
export function tradeVolume(
  priceUnits: bigint,
  priceScale: number,
  quantityScale: number,
  category: MarketCategory,
  draw: number,
): bigint {
  const notional = BigInt(Math.round(TRADE_NOTIONAL[category] * (0.1 + 1.9 * draw)));
  // Down: a simulated size is never larger than the notional it stands for.
  return divRound(notional * pow10(priceScale) * pow10(quantityScale), max(priceUnits, 1n), 'down');
}
