import { assert } from './errors.ts';

// The number of decimal places an asset is counted in: an integer from 0 to MAX_SCALE.
export type Scale = number;

// 36 leaves room for at least two whole digits under the 10^38 limit of a NUMERIC(39,0) column.
export const MAX_SCALE = 36;

// Every power a valid scale can ask for is built once, so hot paths never recompute 10n ** n.
const POWERS_OF_TEN: readonly bigint[] = Array.from({ length: MAX_SCALE + 1 }, (_, n) => 10n ** BigInt(n));

export function assertScale(scale: number): asserts scale is Scale {
  assert(
    Number.isInteger(scale) && scale >= 0 && scale <= MAX_SCALE,
    `Scale must be an integer from 0 to ${MAX_SCALE}, got ${scale}`,
  );
}

export function pow10(scale: number): bigint {
  assertScale(scale);
  return POWERS_OF_TEN[scale]!;
}
