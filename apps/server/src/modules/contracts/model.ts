import { applyPpm, divRound, pow10 } from '@platform/money';

/**
 * Pure money rules of contract positions (CFD). Prices are integer ticks of 10^-priceScale of the
 * instrument's quote currency; lots are hundredths of a lot (LOT_SCALE); one lot stands for
 * `contractSize` units of the base. Money is USDT units (10^-6), converted from the quote with a
 * rate (USD and USDT count as equal). The user receives amounts rounded down and pays amounts
 * rounded up.
 */
export const LOT_SCALE = 2;
export const USDT_SCALE = 6;
const USDT_UNIT = pow10(USDT_SCALE);
const LOT_UNIT = pow10(LOT_SCALE);

export type Direction = 'long' | 'short';

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
function tickValue(lots: number, s: Sizing, rate: Rate): { num: bigint; den: bigint } {
  return {
    num: BigInt(lots) * s.contractSize * rate.num * USDT_UNIT,
    den: LOT_UNIT * pow10(s.priceScale) * rate.den,
  };
}

/** The value of `lots` at `ticks` in USDT units (the position's size), rounded as asked. */
export function positionValue(
  ticks: number,
  lots: number,
  s: Sizing,
  rate: Rate,
  mode: 'up' | 'down',
): bigint {
  const v = tickValue(lots, s, rate);
  return divRound(v.num * BigInt(ticks), v.den, mode);
}

/** Margin held for a position: its value over the leverage, rounded up. */
export function marginOf(value: bigint, leverage: number): bigint {
  return divRound(value, BigInt(leverage), 'up');
}

/** The opening fee on the position's value, rounded up. */
export function openFeeOf(value: bigint, feePpm: number): bigint {
  return applyPpm(value, feePpm, 'up');
}

/** Profit (positive) or loss (negative) from `entry` to `exit`, in USDT units, rounded down. */
export function pnlOf(
  direction: Direction,
  entry: number,
  exit: number,
  lots: number,
  s: Sizing,
  rate: Rate,
): bigint {
  const v = tickValue(lots, s, rate);
  const moved = BigInt(direction === 'long' ? exit - entry : entry - exit);
  return divRound(v.num * moved, v.den, 'floor');
}

/** The loss a position may take before its equity reaches the stop-out share of its margin. */
export function allowedLossOf(margin: bigint, stopOutPpm: number): bigint {
  return margin - applyPpm(margin, stopOutPpm, 'up');
}

/**
 * The price at which a position is liquidated: the first tick where its loss reaches the
 * allowed loss. Null for a long whose liquidation would be at or below zero.
 */
export function liquidationPriceOf(
  direction: Direction,
  entry: number,
  lots: number,
  margin: bigint,
  stopOutPpm: number,
  s: Sizing,
  rate: Rate,
): number | null {
  const v = tickValue(lots, s, rate);
  const loss = allowedLossOf(margin, stopOutPpm);
  // Ticks of adverse movement whose value reaches the allowed loss: ceil(loss / tickValue).
  const ticks = Number(divRound(loss * v.den, v.num, 'up'));
  if (direction === 'short') return entry + ticks;
  const price = entry - ticks;
  return price > 0 ? price : null;
}

/** Whether a position at `price` has reached its stop-out (equity at or under the share of margin). */
export function stoppedOut(
  direction: Direction,
  entry: number,
  price: number,
  lots: number,
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
export function marginShare(margin: bigint, part: number, lots: number): bigint {
  return part === lots ? margin : divRound(margin * BigInt(part), BigInt(lots), 'down');
}

/** Which way a take-profit or stop-loss must lie from the reference price. */
export function stopSides(direction: Direction): {
  takeProfit: 'above' | 'below';
  stopLoss: 'above' | 'below';
} {
  return direction === 'long'
    ? { takeProfit: 'above', stopLoss: 'below' }
    : { takeProfit: 'below', stopLoss: 'above' };
}

/** Whether a level is on the required side of a price (strictly). */
export function onSide(level: number, side: 'above' | 'below', price: number): boolean {
  return side === 'above' ? level > price : level < price;
}

/**
 * The stop-loss must lie short of liquidation, or liquidation would always come first: below it
 * for a long means above the liquidation price.
 */
export function stopLossBeforeLiquidation(
  direction: Direction,
  stopLoss: number,
  liquidation: number | null,
): boolean {
  if (liquidation === null) return true;
  return direction === 'long' ? stopLoss > liquidation : stopLoss < liquidation;
}
