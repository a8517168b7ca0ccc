import { spotBuyerCharge, spotBuyFreeze, spotFeeOf, spotQuoteOf } from '@platform/engine';
import { divRound, pow10 } from '@platform/money';

/**
 * Pure money rules of spot trading. A market trades `base` against `quote`; prices are ticks
 * of 10^-priceScale quote, quantities lots of 10^-quantityScale base. Amounts of money are units
 * of each asset's own scale.
 */
export interface MarketScales {
  priceScale: number;
  quantityScale: number;
  baseScale: number;
  quoteScale: number;
}

/**
 * The quote value of `lots` at `ticks`, in quote units: the shared rule (packages/engine,
 * spotQuoteOf), which the app's order figures use too. Rounded down by default: buyer and seller
 * see the same amount, and neither ever pays or receives more than the exact value. `mode` 'up'
 * is for what an order must freeze, which must cover every fill.
 */
export function quoteOf(ticks: number, lots: number, s: MarketScales, mode: 'down' | 'up' = 'down'): bigint {
  return spotQuoteOf(BigInt(ticks), BigInt(lots), s, mode);
}

/** Base units of `lots` (the base asset has at least as many decimals as the market's lot). */
export function baseOf(lots: number, s: MarketScales): bigint {
  return BigInt(lots) * pow10(s.baseScale - s.quantityScale);
}

/** A fee in quote units, rounded up (fees favour the platform's books): the shared rule the app shows. */
export const feeOf = spotFeeOf;

/**
 * What a buy order freezes: the quote value at its limit (or protection) price, rounded up,
 * and the highest fee it could be charged on it (the shared rule the app shows).
 */
export function buyFreeze(ticks: number, lots: number, s: MarketScales, maxFeePpm: number): bigint {
  return spotBuyFreeze(BigInt(ticks), BigInt(lots), s, maxFeePpm);
}

/**
 * The protection bound of a market order: at most `ppm` beyond the best opposite price, on the
 * tick grid (rounded away from the best price, never below one tick).
 */
export function protectionOf(side: 'buy' | 'sell', best: number, ppm: number): number {
  const delta = Number(divRound(BigInt(best) * BigInt(ppm), 1_000_000n, 'up'));
  return side === 'buy' ? best + delta : Math.max(1, best - delta);
}

/** The amounts of one fill for the buyer's frozen funds (the shared rule, packages/engine). */
export const buyerCharge = spotBuyerCharge;

/**
 * An order placed without a client order id is keyed on its request's rtoken, as every other
 * money-moving request is: the key is kept in the client order id's column under this prefix
 * (which no client order id can carry), so the same uniqueness and the same checks of the
 * writer (batch, batch being written, stored orders) make a replayed request place nothing.
 */
const RTOKEN_KEY_PREFIX = 'rtoken:';

/** The key an order is placed under: the caller's client order id, or else its rtoken. */
export function orderKeyOf(clientOrderId: string | undefined, rtoken: string | undefined): string | null {
  if (clientOrderId !== undefined) return clientOrderId;
  return rtoken === undefined ? null : `${RTOKEN_KEY_PREFIX}${rtoken}`;
}

/** Whether a stored key is a request's rtoken rather than a client order id. */
export function isRtokenKey(key: string | null): boolean {
  return key?.startsWith(RTOKEN_KEY_PREFIX) === true;
}

/** The client order id as the API shows it: an rtoken key is not one. */
export function clientOrderIdOf(key: string | null): string | null {
  return isRtokenKey(key) ? null : key;
}

/** Weight of the first ladder level and how much each level deeper adds to it. */
const LADDER_WEIGHT_FIRST = 1_000n;
const LADDER_WEIGHT_STEP = 400n;
/** A level's weight moves by at most this many either way, drawn from its level and price (less than half a step, so deeper levels stay larger). */
const LADDER_JITTER = 150;

/** A repeatable jitter in [-LADDER_JITTER, +LADDER_JITTER] from a level and its price. */
export function ladderJitter(level: number, ticks: bigint): number {
  let h = (0x9e3779b9 ^ level) >>> 0;
  for (const ch of ticks.toString()) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return (h % (2 * LADDER_JITTER + 1)) - LADDER_JITTER;
}

/**
 * The sizes of one side of the market maker's ladder, in quantity units, given the price of each
 * level (nearest first). Sizes grow with depth, as on a real book, with a jitter drawn from level
 * and price so no two levels look alike; the side's total never exceeds `levels` times the
 * configured size per level, so the funding the setting was sized for still covers it. Pure and
 * deterministic: the same prices give the same sizes.
 */
export function makerLadderSizes(perLevelUnits: bigint, levelTicks: readonly bigint[]): bigint[] {
  const weights = levelTicks.map(
    (ticks, level) =>
      LADDER_WEIGHT_FIRST + LADDER_WEIGHT_STEP * BigInt(level) + BigInt(ladderJitter(level, ticks)),
  );
  const total = weights.reduce((a, b) => a + b, 0n);
  const budget = perLevelUnits * BigInt(levelTicks.length);
  // Down: a level never takes more than its share, so the side stays within its budget.
  return weights.map((w) => (total === 0n ? 0n : (budget * w) / total));
}

/** An open order as the rebuild reads it: enough to tell whether it can rest on the book. */
export interface RestingCandidate {
  side: string;
  priceTicks: number;
  quantityLots: number;
  filledLots: number;
}

/**
 * Why an open order read from the database cannot rest on the book being rebuilt, or undefined
 * when it can: a resting order never crosses (a bid at or above the best ask, an ask at or below
 * the best bid) and holds a positive whole price and remaining quantity. Such a row is left by a
 * fault (two processes writing one market before the process lock, a hand-edited row); the
 * rebuild fences it (MarketWriter.rebuild) instead of refusing to start.
 */
export function restingRefusal(
  o: RestingCandidate,
  best: { bid: number | undefined; ask: number | undefined },
): string | undefined {
  if (o.side !== 'buy' && o.side !== 'sell') return `unknown side ${o.side}`;
  if (!Number.isSafeInteger(o.priceTicks) || o.priceTicks <= 0)
    return `price ${o.priceTicks} ticks is not positive`;
  const remaining = o.quantityLots - o.filledLots;
  if (!Number.isSafeInteger(remaining) || remaining <= 0)
    return `remaining quantity ${remaining} lots is not positive`;
  if (o.side === 'buy' && best.ask !== undefined && o.priceTicks >= best.ask)
    return `bid at ${o.priceTicks} ticks crosses the best ask at ${best.ask}`;
  if (o.side === 'sell' && best.bid !== undefined && o.priceTicks <= best.bid)
    return `ask at ${o.priceTicks} ticks crosses the best bid at ${best.bid}`;
  return undefined;
}
