import { divRound, max, pow10 } from '@platform/money';
import type { CandleState, InstrumentSpec, Tick } from './model.ts';
import { quoteAround, symbolSeed } from './random-walk.ts';

/**
 * A crypto perpetual follows its spot index: its price is the spot price plus a small basis, in
 * every feed, so the pair and the perpetual of one coin never tell two stories (BTC/USDT and
 * BTCUSDT-PERP move together, with the same 24-hour change and nearly the same high and low).
 * A perpetual follows only while it has no feed of its own. Pure: no clock, no randomness.
 */

const PERPETUAL_SUFFIX = '-PERP';
/** The basis lies between these, in parts per million of the spot price (a small premium). */
export const BASIS_MIN_PPM = 50;
export const BASIS_MAX_PPM = 350;

/** The spot symbol a perpetual follows (BTCUSDT-PERP follows BTCUSDT), or null for anything else. */
export function spotOfPerpetual(symbol: string): string | null {
  return symbol.endsWith(PERPETUAL_SUFFIX) ? symbol.slice(0, -PERPETUAL_SUFFIX.length) : null;
}

/** The perpetual that follows a spot symbol, named by the catalogue's convention. */
export function perpetualOfSpot(symbol: string): string {
  return `${symbol}${PERPETUAL_SUFFIX}`;
}

/** The basis of one perpetual for a seed: fixed, so the same seed gives the same prices. */
export function basisPpm(seed: number, perpetual: string): number {
  return BASIS_MIN_PPM + (symbolSeed(seed, perpetual) % (BASIS_MAX_PPM - BASIS_MIN_PPM + 1));
}

/** A price of the spot scale as a price of the perpetual's scale, plus the basis. */
export function followPrice(spotUnits: bigint, spot: InstrumentSpec, perp: InstrumentSpec, basis: number) {
  const numerator = spotUnits * BigInt(1_000_000 + basis) * pow10(perp.priceScale);
  // Half-even: the basis and the change of scale should favour neither buyers nor sellers.
  return max(divRound(numerator, 1_000_000n * pow10(spot.priceScale), 'halfEven'), 1n);
}

/** A quantity of the spot scale as a quantity of the perpetual's scale (down: never more than traded). */
function followVolume(units: bigint, spot: InstrumentSpec, perp: InstrumentSpec): bigint {
  return divRound(units * pow10(perp.quantityScale), pow10(spot.quantityScale), 'down');
}

/** The perpetual's tick for a spot tick: the same moment, source and volume, at the spot price plus the basis. */
export function followTick(tick: Tick, spot: InstrumentSpec, perp: InstrumentSpec, basis: number): Tick {
  const priceUnits = followPrice(tick.priceUnits, spot, perp, basis);
  const { bidUnits, askUnits } = quoteAround(priceUnits, perp.category);
  return {
    symbol: perp.symbol,
    priceUnits,
    bidUnits,
    askUnits,
    volumeUnits: followVolume(tick.volumeUnits, spot, perp),
    timeMs: tick.timeMs,
    source: tick.source,
  };
}

/** The perpetual's candle for a spot candle (generated history follows the spot's too). */
export function followCandle(
  candle: CandleState,
  spot: InstrumentSpec,
  perp: InstrumentSpec,
  basis: number,
): CandleState {
  const price = (units: bigint) => followPrice(units, spot, perp, basis);
  return {
    ...candle,
    openUnits: price(candle.openUnits),
    highUnits: price(candle.highUnits),
    lowUnits: price(candle.lowUnits),
    closeUnits: price(candle.closeUnits),
    volumeUnits: followVolume(candle.volumeUnits, spot, perp),
  };
}
