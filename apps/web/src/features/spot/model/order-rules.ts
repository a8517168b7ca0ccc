import type { SpotMarket } from '@platform/contract';
import { type FieldProblem, readSteps } from '../../../lib/decimal-input.ts';
import type { OrderEstimate, SpotOrderType } from './order-math.ts';
import { compareWithText, type SpotScales } from './scales.ts';

/**
 * Why a typed price, quantity or order cannot be sent, checked in order of precedence (the first
 * failure wins), as the server checks them. The server has the last word on all of it; these
 * checks only spare the user a round trip and explain the problem under the field.
 */

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
