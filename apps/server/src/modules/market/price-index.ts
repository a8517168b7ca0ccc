import type { FeedSource, MarketCategory } from '@platform/contract';
import { divRound } from '@platform/money';

/**
 * Reference prices: what the platform prices and settles with (basket NAV, contract marks and
 * liquidations, fixed-term settlement, conversion quotes, the market maker's ladder, spot price
 * bands). They come from the price feeds only; trades on the platform's own books never move
 * them, so no group of customers can move a price the house pays out at. Pure: times arrive as
 * arguments.
 *
 * The index of an instrument is the median of the latest prices of its sources (feeds) that lie
 * within the staleness limit of its class of the newest of them; with one source it is that
 * source's price. The simulated walk counts only while no real feed (exchange, replay, push) has
 * a price in that window. The mark of a contract is its index: for a perpetual without a feed of its own
 * that is the index of its spot pair times (1 + basis), the basis a fixed premium of 50 to 350
 * parts per million (perpetual.ts).
 */

/**
 * How old an index may be, per class, while its market is open, before it is stale: a stale index
 * prices nothing new (basket trades are refused, saying why). Crypto trades around the clock on
 * feeds that tick every second; the other classes tick less often.
 */
export const INDEX_STALE_MS: Readonly<Record<MarketCategory, number>> = {
  crypto: 30_000,
  contract: 30_000,
  forex: 60_000,
  metal: 60_000,
  energy: 60_000,
  stock: 120_000,
  etf: 120_000,
};

/** The source an index names when more than one feed's price went into its median. */
export const MEDIAN_SOURCE = 'median' satisfies FeedSource;

export interface SourcePrice {
  source: FeedSource;
  priceUnits: bigint;
  timeMs: number;
}

/**
 * The median of prices, oldest order irrelevant. With an even count it is the mean of the two
 * middle prices, rounded half to even (favouring neither side of a trade priced at it).
 */
export function medianOf(prices: readonly bigint[]): bigint {
  if (prices.length === 0) throw new Error('the median of no prices');
  const sorted = [...prices].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const mid = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[mid] as bigint;
  return divRound((sorted[mid - 1] as bigint) + (sorted[mid] as bigint), 2n, 'halfEven');
}

/**
 * The index from the latest price of each source: the median of those within `windowMs` of the
 * newest, named after its source when only one counts, else `median`. Its time is the newest's.
 */
export function indexOf(
  latest: readonly SourcePrice[],
  windowMs: number,
): { priceUnits: bigint; timeMs: number; source: FeedSource; sources: number } {
  const newest = Math.max(...latest.map((s) => s.timeMs));
  const inWindow = latest.filter((s) => s.timeMs >= newest - windowMs);
  // The simulated walk stands in for a market's feed: it counts only while no real feed prices it.
  const real = inWindow.filter((s) => s.source !== 'simulated');
  const fresh = real.length > 0 ? real : inWindow;
  const only = fresh.length === 1 ? fresh[0] : undefined;
  return {
    priceUnits: only ? only.priceUnits : medianOf(fresh.map((s) => s.priceUnits)),
    timeMs: newest,
    source: only ? only.source : MEDIAN_SOURCE,
    sources: fresh.length,
  };
}

/** Whether an index of this age is stale: only while its market is open (a close stands all weekend). */
export function isStale(
  category: MarketCategory,
  indexTimeMs: number,
  nowMs: number,
  open: boolean,
): boolean {
  return open && nowMs - indexTimeMs > INDEX_STALE_MS[category];
}
