import { ASSET_SCALES, type EarnReserve, isAsset } from '@platform/contract';
import { earnDailyYield } from '@platform/engine';
import { formatUnits, parseUnits, pow10 } from '@platform/money';

/**
 * The figures of the product list and the reserve panel as pure data: amounts stay bigint units or
 * decimal strings, percentages are worked out in integers (STYLE.md, Money).
 */

/** Decimal places of the asset a product is held in; an unknown asset from the server is a bug. */
export function scaleOf(asset: string): number {
  if (!isAsset(asset)) throw new Error(`Unknown asset from the server: ${asset}`);
  return ASSET_SCALES[asset];
}

/** The principal of the example under each product: "10,000 USDT earns X a day". */
export const EXAMPLE_PRINCIPAL = 10_000n;

/** What the example principal earns in one day at the product's rate, in units of the asset. */
export function exampleDailyYield(dailyRatePpm: number, scale: number): bigint {
  return earnDailyYield(EXAMPLE_PRINCIPAL * pow10(scale), dailyRatePpm);
}

/**
 * How full a product is, as a whole percentage from 0 to 100 for the capacity bar. Rounded down so
 * a product never reads full while room is left; a product with no capacity reads full.
 */
export function capacityPercent(inCustody: string, capacity: string, scale: number): number {
  const capacityUnits = parseUnits(capacity, scale);
  if (capacityUnits <= 0n) return 100;
  const held = parseUnits(inCustody, scale);
  if (held <= 0n) return 0;
  if (held >= capacityUnits) return 100;
  return Number((held * 100n) / capacityUnits);
}

/**
 * The reserve's coverage (balance over what it owes) as a percentage with one decimal, for the
 * language's decimal sign: 1,253,400 ppm is '125.3'. Rounded down, so coverage is never overstated;
 * null when nothing is owed (the server sends no ratio then).
 */
export function coveragePercent(coveragePpm: number | null): string | null {
  if (coveragePpm === null) return null;
  // One percent is 10,000 ppm; a tenth of a percent is 1,000 ppm. Down: never more than held.
  const tenths = BigInt(Math.max(0, coveragePpm)) / 1_000n;
  return formatUnits(tenths, 1, { trimZeros: true });
}

/** Whether the reserve holds at least every yield it owes (coverage of 100% or more, or nothing owed). */
export function reserveCovers(reserve: EarnReserve): boolean {
  return reserve.coverage_ppm === null || reserve.coverage_ppm >= 1_000_000;
}
