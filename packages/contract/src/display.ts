import { formatDecimalRounded, MAX_SCALE, parseDecimal } from '@platform/money';
import { ASSET_DISPLAY_DECIMALS, isAsset } from './api/wallet.ts';
import { BCP47, toLang } from './langs.ts';

/**
 * The one way an amount or a price becomes text for people, shared by the web app and the
 * messages the server writes: the language's digit grouping and decimal sign through Intl (the
 * wire code mapped to BCP 47), the integer part through BigInt and the fraction as text, so no
 * amount passes through a float (STYLE.md, Money).
 */

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string): Intl.NumberFormat {
  const tag = BCP47[toLang(lang)];
  let format = NUMBER_FORMATS.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    NUMBER_FORMATS.set(tag, format);
  }
  return format;
}

/**
 * A decimal string with the language's grouping: '-1234567.5' is '-1,234,567.5' in English and
 * '-1.234.567,5' in Spanish. A figure in an unexpected form is shown as sent, never guessed at.
 */
export function groupDecimalText(value: string, lang: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const [, sign, whole = '0', fraction] = match;
  const format = numberFormat(lang);
  const decimal = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${sign}${format.format(BigInt(whole))}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** Drops trailing zeros of a decimal string ('1000.500000' is '1000.5', '5000.000' is '5000'). */
export function trimDecimalZeros(value: string): string {
  return value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/**
 * An amount of an asset for people: rounded down to the asset's display decimals (so a balance is
 * never overstated), without trailing zeros, grouped for the language. An unknown asset keeps its
 * digits and is only trimmed and grouped.
 */
export function displayAmount(value: string, asset: string, lang: string): string {
  const scale = value.split('.')[1]?.length ?? 0;
  if (!isAsset(asset) || scale > MAX_SCALE) return groupDecimalText(trimDecimalZeros(value), lang);
  const parsed = parseDecimal(value, scale, { allowNegative: true });
  if (!parsed.ok) return value;
  const decimals = Math.min(scale, ASSET_DISPLAY_DECIMALS[asset]);
  // Rounded towards zero: neither a balance nor a debit is shown larger than it is.
  const rounded = formatDecimalRounded(parsed.units, scale, decimals, 'down');
  return groupDecimalText(trimDecimalZeros(rounded), lang);
}
