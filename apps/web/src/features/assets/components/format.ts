import { formatUnits } from '@platform/money';
import { formatAssetAmount, formatClock, groupDecimal } from '../../../lib/format.ts';

/**
 * Display forms of the decimal strings the wallet API sends. Digits are only regrouped for the
 * user's language; the integer part goes through BigInt and the fraction stays text, so no amount
 * ever passes through a float (STYLE.md, Money).
 */

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
 * A USDT valuation, shown like any USDT amount (the platform's one formatter), so a balance held
 * in USDT reads the same in its row, in its valuation and on every other screen.
 */
export function formatUsdtValue(value: string, lang: string): string {
  return formatAssetAmount(value, 'USDT', lang);
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
