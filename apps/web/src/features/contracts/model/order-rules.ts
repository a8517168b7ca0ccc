import type { ContractInstrument } from '@platform/contract';
import { formatUnits, parseDecimal } from '@platform/money';
import { type FieldProblem, type ReadResult, readSteps } from '../../../lib/decimal-input.ts';
import {
  type Direction,
  LOT_SCALE,
  type OpenEstimate,
  onSide,
  stopLossBeforeLiquidation,
  stopSides,
  USDT_SCALE,
} from './contract-math.ts';

/**
 * Why a typed figure or an order to open cannot be sent, checked in the server's order of
 * precedence (the first failure wins). The server has the last word; these checks spare the user
 * a round trip and explain the problem under the field.
 */

/** A decimal from the wire at `scale`, or null when it does not fit (the check is then the server's). */
export function unitsOf(text: string, scale: number): bigint | null {
  const parsed = parseDecimal(text, scale);
  return parsed.ok ? parsed.units : null;
}

/** The instrument's lot limits in hundredths of a lot. */
export function lotLimits(i: ContractInstrument): { min: bigint; max: bigint; step: bigint } {
  const step = unitsOf(i.lot_step, LOT_SCALE);
  return {
    min: unitsOf(i.min_lots, LOT_SCALE) ?? 1n,
    max: unitsOf(i.max_lots, LOT_SCALE) ?? 0n,
    step: step !== null && step > 0n ? step : 1n,
  };
}

/** Reads typed lots: whole steps of the instrument's lot, within its range. */
export function readLots(text: string, i: ContractInstrument): ReadResult {
  const read = readSteps(text, LOT_SCALE);
  if (!read.ok) return read;
  const limits = lotLimits(i);
  if (read.units % limits.step !== 0n) return { ok: false, problem: 'step' };
  if (read.units < limits.min) return { ok: false, problem: 'belowMin' };
  if (read.units > limits.max) return { ok: false, problem: 'aboveMax' };
  return read;
}

/** Reads lots to close out of a position of `held` lots: whole steps, at most what is held. */
export function readCloseLots(text: string, held: bigint, lotStep: bigint): ReadResult {
  const read = readSteps(text, LOT_SCALE);
  if (!read.ok) return read;
  if (read.units % lotStep !== 0n) return { ok: false, problem: 'step' };
  if (read.units > held) return { ok: false, problem: 'aboveMax' };
  return read;
}

/** Why a take-profit or stop-loss level is refused. */
export type StopProblem = FieldProblem | 'wrongSide' | 'beyondLiquidation';

export type StopRead = { ok: true; ticks: bigint | null } | { ok: false; problem: StopProblem };

/**
 * Reads an optional take-profit or stop-loss: empty is none; a level must lie on its side of
 * `reference` (the entry price of a new order, the current price of an open position), and a
 * stop-loss before the liquidation price. Without a reference only the shape is checked.
 */
export function readStop(
  kind: 'takeProfit' | 'stopLoss',
  text: string,
  ctx: { direction: Direction; priceScale: number; reference: bigint | null; liquidation: bigint | null },
): StopRead {
  if (text.trim() === '') return { ok: true, ticks: null };
  const read = readSteps(text, ctx.priceScale);
  if (!read.ok) return read;
  if (ctx.reference === null) return { ok: true, ticks: read.units };
  const side = stopSides(ctx.direction)[kind];
  if (!onSide(read.units, side, ctx.reference)) return { ok: false, problem: 'wrongSide' };
  if (kind === 'stopLoss' && !stopLossBeforeLiquidation(ctx.direction, read.units, ctx.liquidation))
    return { ok: false, problem: 'beyondLiquidation' };
  return { ok: true, ticks: read.units };
}

/** Why an order whose fields are valid cannot be sent now. */
export type OrderProblem = 'closed' | 'noPrice' | 'marginTooSmall' | 'insufficient';

/**
 * The problem of an order to open. `estimate` is null when there is no price to work it out at
 * (no feed price, or no rate for the quote currency); `availableUnits` is null while the
 * balance is unknown.
 */
export function orderProblem(input: {
  instrument: ContractInstrument;
  estimate: OpenEstimate | null;
  availableUnits: bigint | null;
}): OrderProblem | null {
  const { instrument, estimate, availableUnits } = input;
  if (!instrument.open) return 'closed';
  if (estimate === null) return 'noPrice';
  const minMargin = unitsOf(instrument.min_margin, USDT_SCALE);
  if (minMargin !== null && estimate.marginUnits < minMargin) return 'marginTooSmall';
  if (availableUnits !== null && estimate.costUnits > availableUnits) return 'insufficient';
  return null;
}

/** The leverage the form starts at: 10x where offered, else the highest choice under it. */
export const DEFAULT_LEVERAGE = 10;

export function defaultLeverage(choices: readonly number[]): number | undefined {
  const under = choices.filter((l) => l <= DEFAULT_LEVERAGE);
  return under.length > 0 ? Math.max(...under) : choices[0];
}

/**
 * The lots one step up or down from what is typed, kept within the instrument's range; text that
 * cannot be read starts again from the minimum.
 */
export function nudgeLots(text: string, by: 1 | -1, i: ContractInstrument): string {
  const limits = lotLimits(i);
  const read = readSteps(text, LOT_SCALE);
  const from = read.ok ? read.units - (read.units % limits.step) : null;
  const next = from === null ? limits.min : from + BigInt(by) * limits.step;
  const kept = next < limits.min ? limits.min : next > limits.max ? limits.max : next;
  return formatUnits(kept, LOT_SCALE);
}
