import { abs, compare } from './asset.ts';
import { assert } from './errors.ts';
import { assertScale, pow10 } from './scale.ts';

// How a division that does not come out even picks its result. Which mode is right depends on who the
// rounding should favour, so callers choose one per division and say why at the call site:
// - 'down': toward zero; the smaller magnitude, so it favours whoever pays the result.
// - 'up': away from zero; the larger magnitude, so it favours whoever receives the result.
// - 'floor': toward minus infinity; acts as 'down' on positive results and as 'up' on negative ones.
// - 'ceil': toward plus infinity; acts as 'up' on positive results and as 'down' on negative ones.
// - 'halfUp': nearest, exact halves away from zero; the everyday rule people expect on a receipt.
// - 'halfEven': nearest, exact halves to the even neighbour; favours no one across many roundings.
export const ROUNDING_MODES = ['down', 'up', 'halfUp', 'halfEven', 'floor', 'ceil'] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

// Rates are integer parts per million, so 0.1% is 1_000.
export const PPM = 1_000_000n;

// Modes can arrive from untyped JavaScript or configuration, so an unknown one fails loudly even
// when the division happens to come out even.
export function assertRoundingMode(mode: RoundingMode): void {
  assert(ROUNDING_MODES.includes(mode), `Unknown rounding mode: ${String(mode)}`);
}

export function divRound(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  assertRoundingMode(mode);
  assert(denominator !== 0n, 'Division by zero');
  // BigInt division truncates toward zero; the remainder carries the sign of the numerator.
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const negative = numerator < 0n !== denominator < 0n;
  const awayFromZero = negative ? quotient - 1n : quotient + 1n;
  return stepsAwayFromZero(mode, quotient, remainder, denominator, negative) ? awayFromZero : quotient;
}

// Decides whether an inexact truncated quotient moves one unit away from zero under the given mode.
function stepsAwayFromZero(
  mode: RoundingMode,
  quotient: bigint,
  remainder: bigint,
  denominator: bigint,
  negative: boolean,
): boolean {
  switch (mode) {
    case 'down':
      return false;
    case 'up':
      return true;
    case 'floor':
      return negative;
    case 'ceil':
      return !negative;
    case 'halfUp':
      return compareWithHalf(remainder, denominator) >= 0;
    case 'halfEven':
      return isAboveHalfOrOddTie(compareWithHalf(remainder, denominator), quotient);
  }
}

// Compares the discarded fraction |remainder / denominator| with one half without leaving integers.
function compareWithHalf(remainder: bigint, denominator: bigint): -1 | 0 | 1 {
  return compare(2n * abs(remainder), abs(denominator));
}

// On an exact half, banker's rounding moves only an odd quotient, which lands it on the even neighbour.
function isAboveHalfOrOddTie(halfComparison: -1 | 0 | 1, quotient: bigint): boolean {
  return halfComparison > 0 || (halfComparison === 0 && quotient % 2n !== 0n);
}

// Multiplying first keeps a * b exact, so the result is rounded once rather than twice.
export function mulDiv(a: bigint, b: bigint, denominator: bigint, mode: RoundingMode): bigint {
  return divRound(a * b, denominator, mode);
}

// Moving to more decimal places is exact; moving to fewer divides, so the mode decides the lost digits.
export function rescale(units: bigint, fromScale: number, toScale: number, mode: RoundingMode): bigint {
  assertRoundingMode(mode);
  assertScale(fromScale);
  assertScale(toScale);
  if (toScale >= fromScale) return units * pow10(toScale - fromScale);
  return divRound(units, pow10(fromScale - toScale), mode);
}

// Applies a rate in parts per million, such as a fee, to an amount with a single rounding.
export function applyPpm(amountUnits: bigint, ratePpm: bigint | number, mode: RoundingMode): bigint {
  return mulDiv(amountUnits, toBigIntRate(ratePpm), PPM, mode);
}

// A rate given as a number is only trusted when it is a whole number that doubles represent exactly.
function toBigIntRate(ratePpm: bigint | number): bigint {
  if (typeof ratePpm === 'bigint') return ratePpm;
  assert(Number.isSafeInteger(ratePpm), `Rate in ppm must be a safe integer, got ${ratePpm}`);
  return BigInt(ratePpm);
}
