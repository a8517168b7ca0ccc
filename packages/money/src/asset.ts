import type { Scale } from './scale.ts';

// Which asset an amount of units belongs to, and how many decimal places one whole unit has.
export interface AssetScale {
  readonly code: string;
  readonly scale: Scale;
}

export function compare(a: bigint, b: bigint): -1 | 0 | 1 {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

export function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

export function abs(units: bigint): bigint {
  return units < 0n ? -units : units;
}

export function isZero(units: bigint): boolean {
  return units === 0n;
}

export function sum(units: readonly bigint[]): bigint {
  return units.reduce((total, value) => total + value, 0n);
}
