import type { SpotMarket } from '@platform/contract';
import { parseDecimal } from '@platform/money';
import type { OrderEstimate, SpotOrderType } from './order-math.ts';
import { compareWithText, type SpotScales } from './scales.ts';

/**
 * Why a typed price, quantity or order cannot be sent, checked in order of precedence (the first
 * failure wins), as the server checks them. The server has the last word on all of it; these
 * checks only spare the user a round trip and explain the problem under the field.
 */

/** The shape the server accepts (contract `decimalText`): up to 20 whole digits and 18 decimals. */
export const DECIMAL_PATTERN = /^\d{1,20}(\.\d{1,18})?$/;

/** 'step': more decimals than the market's tick or lot, which is refused, never rounded. */
export type FieldProblem = 'required' | 'format' | 'step' | 'zero' | 'belowMin' | 'aboveMax';

export type ReadResult = { ok: true; units: bigint } | { ok: false; problem: FieldProblem };

/** Reads a typed amount as a count of steps of `scale` (ticks or lots). */
export function readSteps(text: string, scale: number): ReadResult {
  const typed = text.trim();
  if (typed === '') return { ok: false, problem: 'required' };
  if (!DECIMAL_PATTERN.test(typed)) return { ok: false, problem: 'format' };
  const parsed = parseDecimal(typed, scale);
  if (!parsed.ok) return { ok: false, problem: parsed.reason === 'TOO_MANY_DECIMALS' ? 'step' : 'format' };
  if (parsed.units === 0n) return { ok: false, problem: 'zero' };
  return { ok: true, units: parsed.units };
}

export function priceProblem(text: string, market: SpotMarket): FieldProblem | null {
  const read = readSteps(text, market.price_scale);
  return read.ok ? null : read.problem;
}

export function quantityProblem(text: string, market: SpotMarket): FieldProblem | null {
  const read = readSteps(text, market.quantity_scale);
  if (!read.ok) return read.problem;
  if (compareWithText(read.units, market.quantity_scale, market.min_quantity) === -1) return 'belowMin';
  if (compareWithText(read.units, market.quantity_scale, market.max_quantity) === 1) return 'aboveMax';
  return null;
}

export type OrderProblem = 'noLiquidity' | 'belowMinNotional' | 'aboveMaxNotional' | 'insufficient';

/**
 * The problem of an order whose fields are valid. `estimate` is null for a market order with
 * nothing on the other side of the book; `availableUnits` is null while the balance is unknown.
 */
export function orderProblem(input: {
  type: SpotOrderType;
  estimate: OrderEstimate | null;
  market: SpotMarket;
  scales: SpotScales;
  availableUnits: bigint | null;
}): OrderProblem | null {
  const { estimate, market, scales } = input;
  if (estimate === null) return input.type === 'market' ? 'noLiquidity' : null;
  const value = estimate.notionalUnits;
  if (compareWithText(value, scales.quoteScale, market.min_notional) === -1) return 'belowMinNotional';
  if (compareWithText(value, scales.quoteScale, market.max_notional) === 1) return 'aboveMaxNotional';
  if (input.availableUnits !== null && estimate.frozenUnits > input.availableUnits) return 'insufficient';
  return null;
}

/**
 * A fresh id for one order, so a request sent twice (a retry after a lost answer, a double
 * submit) is refused by the server instead of placing a second order. The contract allows
 * letters, digits, '-' and '_', at most 36 characters.
 */
export function newClientOrderId(uuid: () => string = () => crypto.randomUUID()): string {
  return uuid().replaceAll('-', '').slice(0, 36);
}
