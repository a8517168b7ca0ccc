// @platform/money: the only place amounts are parsed, formatted, rounded and split.
// Invariants every export keeps:
// - An amount is a bigint count of an asset's smallest unit; its scale says how many decimals that is.
// - Decimal strings ('0.015') cross the wire; JS numbers never hold money, except toChartNumber's output.
// - Every division names its rounding mode, and input with more decimals than the scale is refused.
// - Splits hand out every unit, so the parts always sum to the whole.
// - This package imports nothing, so it runs unchanged on the server and in the browser.
export { allocate, splitEvenly } from './allocate.ts';
export type { AssetScale } from './asset.ts';
export { abs, compare, isZero, max, min, sum } from './asset.ts';
export type { MoneyErrorReason, ParseFailureReason } from './errors.ts';
export { assert, MoneyError } from './errors.ts';
export type { FormatOptions } from './format.ts';
export { formatDecimalRounded, formatUnits, toChartNumber } from './format.ts';
export type { ParseOptions, ParseResult } from './parse.ts';
export { parseDecimal, parseUnits } from './parse.ts';
export type { RoundingMode } from './rounding.ts';
export { applyPpm, assertRoundingMode, divRound, mulDiv, PPM, ROUNDING_MODES, rescale } from './rounding.ts';
export type { Scale } from './scale.ts';
export { assertScale, MAX_SCALE, pow10 } from './scale.ts';
