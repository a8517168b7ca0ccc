import { groupDecimalText, trimDecimalZeros } from '@platform/contract';

/**
 * Amounts as the back office shows and checks them. Amounts stay the decimal strings the server
 * sent or staff typed: these rules read signs and digits, so nothing is ever parsed to a float or rounded.
 */

export type Tone = 'gain' | 'loss' | 'zero';

/** Whether a signed decimal string is a gain, a loss or nothing (any zero, signed or not). */
export function toneOf(amount: string): Tone {
  const trimmed = amount.trim();
  if (/^[-+]?0*(\.0*)?$/.test(trimmed)) return 'zero';
  return trimmed.startsWith('-') ? 'loss' : 'gain';
}

/** A signed amount with its sign always written, so "+5" and "-5" line up in a column. */
export function signedText(amount: string): string {
  const trimmed = amount.trim();
  return toneOf(trimmed) === 'gain' && !trimmed.startsWith('+') ? `+${trimmed}` : trimmed;
}

/** A signed decimal string as the server writes amounts: digits, an optional fraction, a leading minus. */
const DECIMAL = /^([-+]?)(\d+)(?:\.(\d+))?$/;

/** How many decimals a decimal string is written with ('12.50' has 2), or null when it is not one. */
export function decimalsOf(amount: string): number | null {
  const match = DECIMAL.exec(amount.trim());
  return match ? (match[3]?.length ?? 0) : null;
}

/**
 * A decimal string as whole units of `scale` decimals ('1.5' at scale 6 is 1500000n), or null
 * when it is not a decimal or has more decimals than the scale (never rounded).
 */
export function unitsOf(amount: string, scale: number): bigint | null {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  const units = BigInt(whole + fraction.padEnd(scale, '0'));
  return sign === '-' ? -units : units;
}

/** Whole units of `scale` decimals as a decimal string written with all of them (1500000n at 6 is '1.500000'). */
export function unitsText(units: bigint, scale: number): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  if (scale === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/**
 * The exact sum of decimal strings, written with as many decimals as the longest of them; null
 * when any is not a decimal string. An empty list sums to '0'.
 */
export function sumAmounts(amounts: readonly string[]): string | null {
  const scales = amounts.map(decimalsOf);
  if (scales.some((s) => s === null)) return null;
  const scale = Math.max(0, ...(scales as number[]));
  let total = 0n;
  for (const amount of amounts) total += unitsOf(amount, scale) ?? 0n;
  return unitsText(total, scale);
}

/** Compares two decimal strings exactly: -1, 0 or 1; null when either is not a decimal string. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 | null {
  const scaleA = decimalsOf(a);
  const scaleB = decimalsOf(b);
  if (scaleA === null || scaleB === null) return null;
  const scale = Math.max(scaleA, scaleB);
  const x = unitsOf(a, scale) ?? 0n;
  const y = unitsOf(b, scale) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A configured amount without trailing zeros and grouped: '2000000.000000' reads '2,000,000'. Exact. */
export function plainAmount(amount: string): string {
  return groupDecimalText(trimDecimalZeros(amount), 'en');
}

/**
 * An amount with its asset, as the back office writes it in sentences and summaries: exact (staff
 * decide on every unit), without trailing zeros, grouped and apart from the asset: '5000.000000'
 * USDT reads '5,000 USDT', '+25.500000' reads '+25.5'. A value that is not a decimal is shown as sent.
 */
export function amountOf(amount: string, asset: string): string {
  const trimmed = amount.trim();
  if (decimalsOf(trimmed) === null) return `${trimmed} ${asset}`;
  // A written plus sign stays: it says a credit in a summary.
  const plus = trimmed.startsWith('+') ? '+' : '';
  return `${plus}${plainAmount(trimmed.replace(/^\+/, ''))} ${asset}`;
}

/** Why a typed amount of `asset` (held with `scale` decimals) cannot be sent, or null when it can. */
export function amountProblem(text: string, asset: string, scale: number): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return `Enter an amount of ${asset}.`;
  if (!/^\d{1,20}(\.\d{1,18})?$/.test(trimmed)) return 'Enter a number such as 100 or 2500.5 (no commas).';
  if (unitsOf(trimmed, scale) === null) return `At most ${scale} decimals.`;
  return null;
}

/**
 * An amount as a chart coordinate. The one lossy conversion of money the back office allows
 * (STYLE.md, Money): a bar's height, never a figure anyone reads or adds up.
 */
export function chartNumber(amount: string): number {
  const value = Number(amount);
  return Number.isFinite(value) ? value : 0;
}
