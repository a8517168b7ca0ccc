import { applyPpm, divRound, pow10, type RoundingMode } from '@platform/money';

/**
 * The money of contract positions (CFD), shared by the server that settles them and the screens
 * that show them before an order, so both use the same figures. Prices are integer ticks of
 * 10^-priceScale of the instrument's quote currency; lots are hundredths of a lot (LOT_SCALE); one
 * lot stands for `contractSize` units of the base. Money is USDT units (10^-6), converted from the
 * quote currency with a rate (USD and USDT count as equal). The user receives amounts rounded down
 * and pays amounts rounded up.
 */
export const LOT_SCALE = 2;
export const USDT_SCALE = 6;
const USDT_UNIT = pow10(USDT_SCALE);
const LOT_UNIT = pow10(LOT_SCALE);

/** A position's direction. */
export type PositionDirection = 'long' | 'short';

/** What the maths needs of an instrument. */
export interface Sizing {
  priceScale: number;
  /** Units of the base per lot. */
  contractSize: bigint;
}

/** Quote currency to USD as the fraction num/den (1/1 for USD and USDT). */
export interface Rate {
  num: bigint;
  den: bigint;
}

export const PAR: Rate = { num: 1n, den: 1n };

/** What one tick of price movement is worth for `lots`, in USDT units, as a fraction. */
function tickValue(lots: bigint, s: Sizing, rate: Rate): { num: bigint; den: bigint } {
  return {
    num: lots * s.contractSize * rate.num * USDT_UNIT,
    den: LOT_UNIT * pow10(s.priceScale) * rate.den,
  };
}

/** The value of `lots` at `ticks` in USDT units (the position's size), rounded as asked. */
export function positionValue(
  ticks: bigint,
  lots: bigint,
  s: Sizing,
  rate: Rate,
  mode: RoundingMode,
): bigint {
  const v = tickValue(lots, s, rate);
  return divRound(v.num * ticks, v.den, mode);
}

/** Margin held for a position: its value over the leverage, rounded up (the user pays). */
export function marginOf(value: bigint, leverage: number): bigint {
  return divRound(value, BigInt(leverage), 'up');
}

/** The opening fee on the position's value, rounded up (fees favour the platform's books). */
export function openFeeOf(value: bigint, feePpm: number): bigint {
  return applyPpm(value, feePpm, 'up');
}

/** Profit (positive) or loss (negative) from `entry` to `exit`, in USDT units, rounded toward a loss. */
export function pnlOf(
  direction: PositionDirection,
  entry: bigint,
  exit: bigint,
  lots: bigint,
  s: Sizing,
  rate: Rate,
): bigint {
  const v = tickValue(lots, s, rate);
  const moved = direction === 'long' ? exit - entry : entry - exit;
  // Floor: a profit is rounded down and a loss away from the user, as the server settles it.
  return divRound(v.num * moved, v.den, 'floor');
}

/** The loss a position may take before its equity reaches the stop-out share of its margin. */
export function allowedLossOf(margin: bigint, stopOutPpm: number): bigint {
  // The kept share rounds up, so the allowed loss is never larger than the rule says.
  return margin - applyPpm(margin, stopOutPpm, 'up');
}

/**
 * The price at which a position is liquidated: the first tick where its loss reaches the allowed
 * loss. Null for a long whose liquidation would be at or below zero.
 */
export function liquidationPriceOf(
  direction: PositionDirection,
  entry: bigint,
  lots: bigint,
  margin: bigint,
  stopOutPpm: number,
  s: Sizing,
  rate: Rate,
): bigint | null {
  const v = tickValue(lots, s, rate);
  const loss = allowedLossOf(margin, stopOutPpm);
  // P&L rounds a loss away from the user, so after t adverse ticks the loss counted is
  // ceil(t * value). That reaches `loss` first when t * value > loss - 1: the first such t is
  // floor((loss - 1) / value) + 1. Nothing may be lost at all: the entry itself.
  const ticks = loss <= 0n ? 0n : divRound((loss - 1n) * v.den, v.num, 'floor') + 1n;
  if (direction === 'short') return entry + ticks;
  return entry - ticks > 0n ? entry - ticks : null;
}

/** Whether a position at `price` has reached its stop-out (equity at or under the share of margin). */
export function stoppedOut(
  direction: PositionDirection,
  entry: bigint,
  price: bigint,
  lots: bigint,
  margin: bigint,
  stopOutPpm: number,
  s: Sizing,
  rate: Rate,
): boolean {
  return -pnlOf(direction, entry, price, lots, s, rate) >= allowedLossOf(margin, stopOutPpm);
}

/**
 * What closing pays: the margin plus the profit or less the loss, never below zero (negative
 * balance protection: the house absorbs a loss beyond the margin). `house` is what the house
 * gains (negative when it pays a profit).
 */
export function settlementOf(margin: bigint, pnl: bigint): { payout: bigint; house: bigint } {
  const payout = margin + pnl > 0n ? margin + pnl : 0n;
  return { payout, house: margin - payout };
}

/** The share of the margin that goes with `part` of `lots` when a position is closed in part. */
export function marginShare(margin: bigint, part: bigint, lots: bigint): bigint {
  return part === lots ? margin : divRound(margin * part, lots, 'down');
}

/** Which way a take-profit and a stop-loss must lie from the entry (or current) price. */
export function stopSides(direction: PositionDirection): {
  takeProfit: 'above' | 'below';
  stopLoss: 'above' | 'below';
} {
  return direction === 'long'
    ? { takeProfit: 'above', stopLoss: 'below' }
    : { takeProfit: 'below', stopLoss: 'above' };
}

/** Whether a level lies strictly on `side` of a price. */
export function onSide(level: bigint, side: 'above' | 'below', price: bigint): boolean {
  return side === 'above' ? level > price : level < price;
}

/** A stop-loss must trigger before liquidation would: above it for a long, below it for a short. */
export function stopLossBeforeLiquidation(
  direction: PositionDirection,
  stopLoss: bigint,
  liquidation: bigint | null,
): boolean {
  if (liquidation === null) return true;
  return direction === 'long' ? stopLoss > liquidation : stopLoss < liquidation;
}

export interface OpenDraft {
  direction: PositionDirection;
  lots: bigint;
  leverage: number;
  /** The price the position opens at: the pending level, or the current price. */
  entryTicks: bigint;
}

export interface OpenEstimate {
  valueUnits: bigint;
  marginUnits: bigint;
  feeUnits: bigint;
  /** What leaves the available balance: margin plus fee. */
  costUnits: bigint;
  liquidationTicks: bigint | null;
}

/** The figures of an order to open, at its entry price and today's conversion rate. */
export function estimateOpen(
  draft: OpenDraft,
  rules: { sizing: Sizing; feePpm: number; stopOutPpm: number },
  rate: Rate,
): OpenEstimate {
  const { sizing } = rules;
  // Rounded up as the server does: the margin and the fee are worked out on the larger value.
  const valueUnits = positionValue(draft.entryTicks, draft.lots, sizing, rate, 'up');
  const marginUnits = marginOf(valueUnits, draft.leverage);
  const feeUnits = openFeeOf(valueUnits, rules.feePpm);
  return {
    valueUnits,
    marginUnits,
    feeUnits,
    costUnits: marginUnits + feeUnits,
    liquidationTicks: liquidationPriceOf(
      draft.direction,
      draft.entryTicks,
      draft.lots,
      marginUnits,
      rules.stopOutPpm,
      sizing,
      rate,
    ),
  };
}
