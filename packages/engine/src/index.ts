/**
 * The matching engine: one order book per market, pure and deterministic (DESIGN.md section 6).
 * Only packages/money may be imported here.
 */
export { OrderBook } from './book.ts';
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
