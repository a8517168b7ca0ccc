import { abs } from './asset.ts';
import { assert } from './errors.ts';
import { type RoundingMode, rescale } from './rounding.ts';
import { assertScale, MAX_SCALE, pow10 } from './scale.ts';

export interface FormatOptions {
  // Pads the fraction with zeros to at least this many digits, even beyond the scale, for display.
  minFractionDigits?: number;
  // Drops trailing fraction zeros (down to minFractionDigits); by default every scale digit is shown.
  trimZeros?: boolean;
}

// Writes units as an exact decimal string: formatUnits(1500n, 3) is '1.500', or '1.5' when trimmed.
export function formatUnits(units: bigint, scale: number, options: FormatOptions = {}): string {
  assertScale(scale);
  const minFractionDigits = options.minFractionDigits ?? 0;
  assert(
    Number.isInteger(minFractionDigits) && minFractionDigits >= 0 && minFractionDigits <= MAX_SCALE,
    `minFractionDigits must be an integer from 0 to ${MAX_SCALE}, got ${minFractionDigits}`,
  );
  const magnitude = abs(units);
  // Quotient and remainder together keep every digit, so this division rounds nothing.
  const whole = magnitude / pow10(scale);
  // Adding 10^scale and dropping the leading '1' yields exactly scale digits, none at all for scale 0.
  const fullFraction = ((magnitude % pow10(scale)) + pow10(scale)).toString().slice(1);
  const trimmed = options.trimZeros === true ? fullFraction.replace(/0+$/, '') : fullFraction;
  const fraction = trimmed.padEnd(minFractionDigits, '0');
  const sign = units < 0n ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

// Shows an amount with fewer (or more) decimals than its asset has; the caller's mode decides the
// lost digits, so a rounded figure is never presented as if it were exact by accident.
export function formatDecimalRounded(
  units: bigint,
  fromScale: number,
  toScale: number,
  mode: RoundingMode,
  options: FormatOptions = {},
): string {
  return formatUnits(rescale(units, fromScale, toScale, mode), toScale, options);
}

// The one sanctioned lossy conversion: a float for chart axes and sparklines, never for arithmetic,
// storage or display of balances. Converting the exact decimal string rounds once, where dividing
// two doubles would round twice.
export function toChartNumber(units: bigint, scale: number): number {
  return Number(formatUnits(units, scale));
}
