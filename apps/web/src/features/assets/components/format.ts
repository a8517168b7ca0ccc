import { formatDecimalRounded, formatUnits, MAX_SCALE, parseDecimal } from '@platform/money';
import { formatAssetAmount, formatClock, groupDecimal } from '../../../lib/format.ts';

/**
 * Display forms of the decimal strings the wallet API sends. Digits are only regrouped for the
 * user's language; the integer part goes through BigInt and the fraction stays text, so no amount
 * ever passes through a float (STYLE.md, Money).
 */

/** Decimals of a USDT valuation on screen; finer digits of an estimate would be noise. */
export const USDT_VALUE_DECIMALS = 2;
/** Parts per million in one percent, as a power of ten for formatUnits. */
const PPM_PERCENT_SCALE = 4;

/**
 * An amount of an asset for people: rounded down to the asset's display decimals and without
 * trailing zeros (the platform's one formatter). An unreadable figure is shown as sent.
 */
export function formatAmount(value: string, asset: string, lang: string): string {
  return formatAssetAmount(value, asset, lang);
}

/** An amount as the user typed it (no padding), for sentences such as the confirmation. */
export function formatTyped(value: string, lang: string): string {
  return groupDecimal(value.trim(), lang);
}

/**
 * A USDT valuation with two decimals. Rounded down: an estimate of what the user holds should
 * never overstate it.
 */
export function formatUsdtValue(value: string, lang: string): string {
  const scale = value.split('.')[1]?.length ?? 0;
  if (scale > MAX_SCALE) return value;
  const parsed = parseDecimal(value, scale, { allowNegative: true });
  if (!parsed.ok) return value;
  return groupDecimal(formatDecimalRounded(parsed.units, scale, USDT_VALUE_DECIMALS, 'down'), lang);
}

/** A signed record amount: its direction for the colour, and the text with an explicit '+'. */
export function signedAmount(
  value: string,
  asset: string,
  lang: string,
): { direction: 'in' | 'out' | 'none'; text: string } {
  const text = formatAmount(value, asset, lang);
  if (value.startsWith('-')) return { direction: 'out', text };
  if (/^0(\.0*)?$/.test(value)) return { direction: 'none', text };
  return { direction: 'in', text: `+${text}` };
}

/** A rate in parts per million as a percent: 2500 -> '0.25' (exact, no float). */
export function ppmPercent(ppm: number, lang: string): string {
  return groupDecimal(formatUnits(BigInt(ppm), PPM_PERCENT_SCALE, { trimZeros: true }), lang);
}

/** The time of the valuation's quotes, to the second since quotes move every few seconds. */
export function formatTime(seconds: number, lang: string): string {
  return formatClock(seconds, lang);
}
