import { ASSET_SCALES, isAsset, type SpotMarket } from '@platform/contract';
import { parseDecimal, rescale } from '@platform/money';

/**
 * The four scales of a spot market, as the server counts them (DESIGN.md section 4): prices in
 * ticks of 10^-priceScale quote, quantities in lots of 10^-quantityScale base, and money in units
 * of each asset's own scale.
 */
export interface SpotScales {
  priceScale: number;
  quantityScale: number;
  baseScale: number;
  quoteScale: number;
}

export function scalesOf(market: SpotMarket): SpotScales {
  return {
    priceScale: market.price_scale,
    quantityScale: market.quantity_scale,
    // An asset this app does not know yet is counted in the market's own steps, which are exact.
    baseScale: isAsset(market.base) ? ASSET_SCALES[market.base] : market.quantity_scale,
    quoteScale: isAsset(market.quote)
      ? ASSET_SCALES[market.quote]
      : market.price_scale + market.quantity_scale,
  };
}

/** The smallest step of a scale as text: 2 is '0.01', 0 is '1'. */
export function stepText(scale: number): string {
  return scale === 0 ? '1' : `0.${'1'.padStart(scale, '0')}`;
}

const fractionLength = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * Compares an amount in units of `scale` with a decimal string (a market limit written with its
 * own number of decimals). Both are brought to the finer scale, which is exact. Null when the
 * text cannot be read: the check is then left to the server rather than guessed at.
 */
export function compareWithText(units: bigint, scale: number, text: string): -1 | 0 | 1 | null {
  const common = Math.max(scale, fractionLength(text));
  const parsed = parseDecimal(text, common);
  if (!parsed.ok) return null;
  // Moving to more decimals multiplies only, so the mode never applies here.
  const left = rescale(units, scale, common, 'down');
  return left < parsed.units ? -1 : left > parsed.units ? 1 : 0;
}

/** Whether a decimal string from the wire is zero ('0', '0.000'). */
export function isZeroText(text: string): boolean {
  return /^0+(\.0+)?$/.test(text);
}

/** Units of a figure from the wire at `scale`, or null when it does not fit that scale. */
export function unitsOf(text: string, scale: number): bigint | null {
  const parsed = parseDecimal(text, scale);
  return parsed.ok ? parsed.units : null;
}
