import type { SpotMarket } from '@platform/contract';
import { spotBuyFreeze, spotFeeOf, spotQuoteOf } from '@platform/engine';
import { divRound, mulDiv, PPM, pow10, rescale } from '@platform/money';
import type { SpotScales } from './scales.ts';

/**
 * The money of an order before it is sent: its value, its fee at the price shown and what the
 * server freezes when it accepts it. The amounts come from the functions the server charges with
 * (packages/engine, spot-maths.ts), so the figures on screen are the figures the ledger will use.
 * A fee is charged on each fill's own value, so it is a maximum only where the fills' value is
 * bounded: a limit buy, which never costs more than it freezes. Everything is bigint units.
 */
export type SpotSide = 'buy' | 'sell';
export type SpotOrderType = 'limit' | 'market';

/**
 * The quote value of `lots` at `ticks`, in quote units. The caller names the rounding: what an
 * order must hold or may pay rounds up, what a seller is sure to receive rounds down.
 */
export function quoteValue(ticks: bigint, lots: bigint, s: SpotScales, mode: 'down' | 'up'): bigint {
  return spotQuoteOf(ticks, lots, s, mode);
}

/** Base units of `lots`. The base asset is never coarser than a lot, so nothing is rounded. */
export function baseUnits(lots: bigint, s: SpotScales): bigint {
  // 'down' only matters for an asset coarser than the lot, which the server refuses to list.
  return rescale(lots, s.quantityScale, s.baseScale, 'down');
}

/** The fee rate a buy order freezes for: it may fill as maker or as taker. */
export function maxFeePpm(market: SpotMarket): number {
  return Math.max(market.maker_fee_ppm, market.taker_fee_ppm);
}

/**
 * The protection bound of a market order: at most `ppm` beyond the best opposite price, rounded
 * away from it onto the tick grid, and never below one tick.
 */
export function protectionTicks(side: SpotSide, bestTicks: bigint, ppm: number): bigint {
  // Rounded up: the bound is never tighter than the market's promise.
  const delta = divRound(bestTicks * BigInt(ppm), PPM, 'up');
  if (side === 'buy') return bestTicks + delta;
  return bestTicks - delta > 0n ? bestTicks - delta : 1n;
}

/** What a buy freezes: its value at `ticks` rounded up, plus the highest fee on that value. */
export function buyFreeze(ticks: bigint, lots: bigint, s: SpotScales, feePpm: number): bigint {
  return spotBuyFreeze(ticks, lots, s, feePpm);
}

export interface OrderDraft {
  side: SpotSide;
  type: SpotOrderType;
  /** The limit price in ticks; ignored for a market order. */
  priceTicks: bigint | null;
  lots: bigint;
}

/** The best prices of the book, in ticks; null for an empty side. */
export interface BestPrices {
  bidTicks: bigint | null;
  askTicks: bigint | null;
}

export interface OrderEstimate {
  /** The price the value is worked out at: the limit, or the best opposite price of a market order. */
  priceTicks: bigint;
  /** The value the server compares with the market's minimum and maximum (rounded up). */
  notionalUnits: bigint;
  /** Quote a buyer pays at most, or a seller receives at least, before fees. */
  totalUnits: bigint;
  /**
   * The fee at `priceTicks` and the higher of the maker and taker rates, in quote units: an
   * estimate, since each fill pays the rate on its own value (a sell filled above its limit, or
   * any market order, trades at prices not known yet).
   */
  feeEstimateUnits: bigint;
  /**
   * The most the order can cost, fee included, where that is known before it is sent: a limit
   * buy's freeze, which its fills and their fees are taken from. Null for a sell (what it pays
   * grows with the price it fills at) and for a market buy (its bound is set by the book when
   * the server takes it).
   */
  costMaxUnits: bigint | null;
  /** What is frozen on acceptance, in units of the base (sell) or quote (buy) asset. */
  frozenUnits: bigint;
  frozenAsset: 'base' | 'quote';
  /** A market buy's price bound (what its freeze is worked out at); null otherwise. */
  protectionTicks: bigint | null;
}

/**
 * The figures of an order. Null when they cannot be known: a limit order without a price, or a
 * market order with no price on the other side of the book (the server would refuse it).
 */
export function estimateOrder(
  draft: OrderDraft,
  market: SpotMarket,
  s: SpotScales,
  best: BestPrices,
): OrderEstimate | null {
  const opposite = draft.side === 'buy' ? best.askTicks : best.bidTicks;
  const priceTicks = draft.type === 'limit' ? draft.priceTicks : opposite;
  if (priceTicks === null) return null;
  const feePpm = maxFeePpm(market);
  // A buyer sees the most it may pay, a seller the least it will receive.
  const totalUnits = quoteValue(priceTicks, draft.lots, s, draft.side === 'buy' ? 'up' : 'down');
  const bound =
    draft.type === 'market' && draft.side === 'buy'
      ? protectionTicks('buy', priceTicks, market.market_protection_ppm)
      : null;
  const frozenUnits =
    draft.side === 'buy' ? buyFreeze(bound ?? priceTicks, draft.lots, s, feePpm) : baseUnits(draft.lots, s);
  return {
    priceTicks,
    notionalUnits: quoteValue(priceTicks, draft.lots, s, 'up'),
    totalUnits,
    feeEstimateUnits: spotFeeOf(totalUnits, feePpm),
    costMaxUnits: draft.side === 'buy' && draft.type === 'limit' ? frozenUnits : null,
    frozenUnits,
    frozenAsset: draft.side === 'buy' ? 'quote' : 'base',
    protectionTicks: bound,
  };
}

/** The shares of the available balance the form offers, in percent. */
export const BALANCE_PERCENTS = [25, 50, 75, 100] as const;

/**
 * The largest quantity, in lots, whose freeze fits `percent` of the available balance: base for
 * a sell; quote for a buy at `priceTicks` (the limit price, or a market buy's protection bound,
 * which is what its freeze is worked out at). Null when a buy has no price to work with.
 */
export function lotsForPercent(input: {
  side: SpotSide;
  percent: number;
  availableUnits: bigint;
  priceTicks: bigint | null;
  market: SpotMarket;
  scales: SpotScales;
}): bigint | null {
  const { side, availableUnits, priceTicks, scales: s } = input;
  // Rounded down: a share of the balance never exceeds the balance.
  const budget = mulDiv(availableUnits > 0n ? availableUnits : 0n, BigInt(input.percent), 100n, 'down');
  if (side === 'sell') {
    // Whole lots only, rounded down: the user can never sell more than they hold.
    return rescale(budget, s.baseScale, s.quantityScale, 'down');
  }
  if (priceTicks === null || priceTicks <= 0n) return null;
  const feePpm = maxFeePpm(input.market);
  const fits = (lots: bigint) => buyFreeze(priceTicks, lots, s, feePpm) <= budget;
  // The exact quotient is an upper bound (rounding only adds to the freeze); a binary search
  // below it finds the largest quantity that fits, however small a lot is worth.
  const exactScale = s.priceScale + s.quantityScale;
  let high = (budget * PPM * pow10(exactScale)) / ((PPM + BigInt(feePpm)) * priceTicks * pow10(s.quoteScale));
  let low = 0n;
  if (fits(high)) return high;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}
