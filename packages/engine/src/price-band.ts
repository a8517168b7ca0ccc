import { divRound } from '@platform/money';

/**
 * Price bands around an index price (from the feeds, never the platform's own trades), shared by
 * the server that applies them and the app that shows them before an order is sent: a limit
 * order must lie inside its market's limit band, and a market order trades no further than its
 * market band (Binance's PERCENT_PRICE_BY_SIDE is the model). Prices are ticks.
 */
export interface PriceBand {
  minTicks: bigint;
  maxTicks: bigint;
}

const PPM = 1_000_000n;

/**
 * The prices within `ppm` of an index, on the tick grid and rounded inwards (a rounding never
 * widens the band); the lowest is at least one tick.
 */
export function priceBandOf(indexTicks: bigint, ppm: number): PriceBand {
  const delta = BigInt(ppm);
  // Up for the floor and down for the ceiling: both round towards the index.
  const minTicks = divRound(indexTicks * (PPM - delta), PPM, 'up');
  const maxTicks = divRound(indexTicks * (PPM + delta), PPM, 'down');
  return { minTicks: minTicks > 1n ? minTicks : 1n, maxTicks };
}

/** Whether a limit price lies inside a band. */
export function insideBand(ticks: bigint, band: PriceBand): boolean {
  return ticks >= band.minTicks && ticks <= band.maxTicks;
}

/**
 * The furthest price a market order may trade at: its protection bound from the best opposite
 * price, held inside the market band around the index.
 */
export function marketBoundOf(side: 'buy' | 'sell', protectionTicks: bigint, band: PriceBand): bigint {
  if (side === 'buy') return protectionTicks < band.maxTicks ? protectionTicks : band.maxTicks;
  return protectionTicks > band.minTicks ? protectionTicks : band.minTicks;
}
