import { ASSET_SCALES, amountText, isAsset } from '@platform/contract';
import { applyPpm, formatUnits, min as minUnits, parseDecimal, parseUnits } from '@platform/money';

/**
 * Pure amount rules of the deposit and withdrawal screens: what the user typed is checked with
 * the contract's pattern and the asset's scale, then compared in bigint units with the bounds the
 * server gave. Amounts never pass through a JS number (STYLE.md, Money).
 */

/** Decimal places of an asset the platform holds; an unknown asset from the server is a bug. */
export function scaleOf(asset: string): number {
  if (!isAsset(asset)) throw new Error(`Unknown asset from the server: ${asset}`);
  return ASSET_SCALES[asset];
}

export type AmountProblem =
  | 'required'
  | 'format'
  | 'decimals'
  | 'zero'
  | 'belowMin'
  | 'aboveMax'
  | 'aboveAvailable';

export interface AmountBounds {
  scale: number;
  /** Decimal strings at the asset's scale, as the server sends them. */
  min?: string;
  max?: string;
  available?: string;
}

export type AmountCheck = { ok: true; units: bigint } | { ok: false; problem: AmountProblem };

/** Checks a typed amount in precedence order and returns the first failing rule. */
export function checkAmount(typed: string, bounds: AmountBounds): AmountCheck {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'required' };
  // The contract's own schema, so the screen and the server agree on what a number looks like.
  if (!amountText.safeParse(text).success) return { ok: false, problem: 'format' };
  const parsed = parseDecimal(text, bounds.scale);
  if (!parsed.ok)
    return { ok: false, problem: parsed.reason === 'TOO_MANY_DECIMALS' ? 'decimals' : 'format' };
  const units = parsed.units;
  if (units === 0n) return { ok: false, problem: 'zero' };
  if (bounds.min !== undefined && units < parseUnits(bounds.min, bounds.scale))
    return { ok: false, problem: 'belowMin' };
  if (bounds.max !== undefined && units > parseUnits(bounds.max, bounds.scale))
    return { ok: false, problem: 'aboveMax' };
  if (bounds.available !== undefined && units > parseUnits(bounds.available, bounds.scale))
    return { ok: false, problem: 'aboveAvailable' };
  return { ok: true, units };
}

export interface WithdrawQuote {
  feeUnits: bigint;
  arrivalUnits: bigint;
}

/**
 * Fee and arrival of a withdrawal. The fee is rounded up: it favours the platform by at most one
 * smallest unit, and it matches what the server charges, so the user is never shown more arriving
 * than will arrive.
 */
export function withdrawQuote(amountUnits: bigint, feePpm: number): WithdrawQuote {
  const feeUnits = applyPpm(amountUnits, feePpm, 'up');
  return { feeUnits, arrivalUnits: amountUnits - feeUnits };
}

/** The most the user may withdraw now: the smaller of the balance and the per-withdrawal maximum. */
export function maxWithdrawable(available: string, max: string, scale: number): string {
  const units = minUnits(parseUnits(available, scale), parseUnits(max, scale));
  return formatUnits(units < 0n ? 0n : units, scale, { trimZeros: true });
}

/** A rate in parts per million as a percentage, exactly: 1500 is '0.15'. */
export function ppmAsPercent(ppm: number): string {
  // One percent is 10_000 ppm, so the percentage is the ppm with four decimals; nothing is rounded.
  return formatUnits(BigInt(ppm), 4, { trimZeros: true });
}

/** How far a requirement is met, as a whole percentage from 0 to 100 for a progress bar. */
export function progressPercent(done: string, required: string, scale: number): number {
  const requiredUnits = parseUnits(required, scale);
  if (requiredUnits <= 0n) return 100;
  const doneUnits = parseUnits(done, scale, { allowNegative: true });
  if (doneUnits <= 0n) return 0;
  if (doneUnits >= requiredUnits) return 100;
  // Rounded down so the bar never reads 100% while a unit is still missing.
  return Number((doneUnits * 100n) / requiredUnits);
}
