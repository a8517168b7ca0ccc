import { amountText } from '@platform/contract';
import { parseDecimal } from '@platform/money';

/**
 * Reading a decimal typed into a form field (a price, a quantity, lots) as a count of steps of a
 * scale. The server has the last word; this check spares the user a round trip and names the
 * problem under the field.
 */

/** The shape the server accepts (contract `decimalText`): up to 20 whole digits and 18 decimals. */
export const DECIMAL_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;

/** 'step': finer than the price tick or the lot step, which is refused, never rounded. */
export type FieldProblem = 'required' | 'format' | 'step' | 'zero' | 'belowMin' | 'aboveMax';

export type ReadResult = { ok: true; units: bigint } | { ok: false; problem: FieldProblem };

/** Reads a typed amount as a count of steps of `scale` (ticks, lots, hundredths of a lot). */
export function readSteps(text: string, scale: number): ReadResult {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'required' };
  if (!DECIMAL_PATTERN.test(typed)) return { ok: false, problem: 'format' };
  const parsed = parseDecimal(typed, scale);
  if (!parsed.ok) return { ok: false, problem: parsed.reason === 'TOO_MANY_DECIMALS' ? 'step' : 'format' };
  if (parsed.units === 0n) return { ok: false, problem: 'zero' };
  return { ok: true, units: parsed.units };
}

/** 'decimals': more decimals than the asset's scale, which is refused, never rounded. */
export type AmountProblem = 'required' | 'format' | 'decimals' | 'belowMin' | 'aboveMax';
export type AmountCheck = { ok: true; units: bigint } | { ok: false; problem: AmountProblem };

/**
 * A typed amount (USDT, units of a basket) as units of `scale`, read with the contract's own
 * pattern (`amountText`) so the screen and the server agree. Bounds are the caller's.
 */
export function readAmount(typed: string, scale: number): AmountCheck {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'required' };
  if (!amountText.safeParse(text).success) return { ok: false, problem: 'format' };
  const parsed = parseDecimal(text, scale);
  if (!parsed.ok)
    return { ok: false, problem: parsed.reason === 'TOO_MANY_DECIMALS' ? 'decimals' : 'format' };
  return { ok: true, units: parsed.units };
}
