import { groupDecimal } from '../../../lib/format.ts';

/**
 * Display forms of the decimal strings the API sends. Prices are shown exactly as sent (they are
 * already at the instrument's scale); only volumes are shortened, by cutting digits as text.
 */

const UNITS = [
  { digits: 12, suffix: 'T' },
  { digits: 9, suffix: 'B' },
  { digits: 6, suffix: 'M' },
  { digits: 3, suffix: 'K' },
] as const;

/** '1234567.89' -> '1.23M': truncated (rounded down), so a volume is never overstated. */
export function compactDecimal(value: string): string {
  const [whole = '0', fraction = ''] = value.replace(/^-/, '').split('.');
  const sign = value.startsWith('-') ? '-' : '';
  const digits = whole.replace(/^0+(?=\d)/, '');
  for (const unit of UNITS) {
    if (digits.length > unit.digits) {
      const head = digits.slice(0, digits.length - unit.digits);
      const tail = digits
        .slice(digits.length - unit.digits, digits.length - unit.digits + 2)
        .replace(/0+$/, '');
      return `${sign}${head}${tail ? `.${tail}` : ''}${unit.suffix}`;
    }
  }
  const short = fraction.slice(0, 2).replace(/0+$/, '');
  return `${sign}${digits}${short ? `.${short}` : ''}`;
}

/** '1.25' -> '+1.25%', '-0.40' -> '-0.40%' ('+1,25%' where the language writes a decimal comma). */
export function signedPercent(value: string, lang = 'en'): string {
  return `${value.startsWith('-') || /^0(\.0+)?$/.test(value) ? '' : '+'}${groupDecimal(value, lang)}%`;
}

export function directionOf(value: string): 'up' | 'down' | 'flat' {
  if (value.startsWith('-')) return 'down';
  return /^0(\.0+)?$/.test(value) ? 'flat' : 'up';
}
