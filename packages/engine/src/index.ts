/**
 * The matching engine: one order book per market, pure and deterministic (DESIGN.md section 6).
 * Only packages/money may be imported here.
 */
export { OrderBook } from './book.ts';
export {
  allowedLossOf,
  estimateOpen,
  LOT_SCALE,
  liquidationPriceOf,
  marginOf,
  marginShare,
  type OpenDraft,
  type OpenEstimate,
  onSide,
  openFeeOf,
  PAR,
  type PositionDirection,
  pnlOf,
  positionValue,
  type Rate,
  type Sizing,
  settlementOf,
  stopLossBeforeLiquidation,
  stoppedOut,
  stopSides,
  USDT_SCALE,
} from './contract-maths.ts';
export {
  DAY_MS,
  type EarnPenaltyRule,
  earnDailyYield,
  earnDaysElapsed,
  earnPenalty,
  earnPenaltyTable,
  earnTotalYield,
  isWorkingDay,
  nextWorkingDayStart,
  type WorkingCalendar,
} from './earn-maths.ts';
export { type FixedTermOutcome, fixedTermFeeOf, isRising, outcomeOf, payoutOf } from './fixed-term-maths.ts';
export { insideBand, marketBoundOf, type PriceBand, priceBandOf } from './price-band.ts';
export { type SpotScales, spotBuyerCharge, spotBuyFreeze, spotFeeOf, spotQuoteOf } from './spot-maths.ts';
export { type Direction, type Trigger, TriggerIndex } from './triggers.ts';
export type {
  EndReason,
  Fill,
  LimitOrder,
  MarketOrder,
  NewOrder,
  Outcome,
  Rejection,
  RestingOrder,
  Side,
  TimeInForce,
} from './types.ts';
