import { MoneyError, type ParseFailureReason } from './errors.ts';
import { assertScale } from './scale.ts';

export type ParseResult = { ok: true; units: bigint } | { ok: false; reason: ParseFailureReason };

export interface ParseOptions {
  // Negative amounts are refused unless asked for, because almost every input field means a quantity.
  allowNegative?: boolean;
}

// One optional minus, whole digits, and optionally a point followed by more digits. Anything looser
// ('.5', '5.', '+1', '1e3', '1,000', spaces) is refused rather than guessed at.
const DECIMAL_PATTERN = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

// Amounts must fit a NUMERIC(39,0) column with room to spare: |units| < 10^38, at most 38 digits.
const MAX_UNIT_DIGITS = 38;

export function parseDecimal(text: string, scale: number, options: ParseOptions = {}): ParseResult {
  assertScale(scale);
  if (text === '') return refuse('EMPTY');
  const match = DECIMAL_PATTERN.exec(text);
  if (match === null) return refuse('FORMAT');
  const [, sign, whole, fraction = ''] = match;
  if (sign === '-' && options.allowNegative !== true) return refuse('NEGATIVE');
  // Extra digits are refused even when they are zeros ('1.50' at scale 1): the user typed more
  // precision than the asset has, and quietly dropping digits is exactly the rounding we forbid.
  if (fraction.length > scale) return refuse('TOO_MANY_DECIMALS');
  // The units are the whole digits followed by the fraction padded to the scale, so their significant
  // digit count decides the size exactly, and an absurdly long input never reaches BigInt().
  if (whole!.replace(/^0+/, '').length + scale > MAX_UNIT_DIGITS) return refuse('TOO_LARGE');
  const magnitude = BigInt(whole! + fraction.padEnd(scale, '0'));
  return { ok: true, units: sign === '-' ? -magnitude : magnitude };
}

// For trusted input such as our own wire format, where a refusal is a bug rather than a user mistake.
export function parseUnits(text: string, scale: number, options: ParseOptions = {}): bigint {
  const result = parseDecimal(text, scale, options);
  if (!result.ok) {
    throw new MoneyError(result.reason, `Cannot read "${text}" as an amount with ${scale} decimals`);
  }
  return result.units;
}

function refuse(reason: ParseFailureReason): ParseResult {
  return { ok: false, reason };
}
