import type { Side } from '@platform/engine';
import type { Refusal } from '../../platform/refusal.ts';
import type { Book, Intent } from '../ledger/index.ts';
import type { MarketScales } from './model.ts';
import type { spotOrders } from './schema.ts';

/*
 * The values a market's writer works with: the commands it takes, the orders and trades it keeps,
 * and a batch planned in memory (its outcomes, ledger intents and rows) before it is written.
 */

/** A market of one book (real or demo): its scales and assets. */
export interface MarketKey {
  symbol: string;
  book: Book;
  base: string;
  quote: string;
  scales: MarketScales;
}

export interface PlaceCommand {
  kind: 'place';
  userId: number;
  side: Side;
  type: 'limit' | 'market';
  tif: 'GTC' | 'IOC' | 'FOK';
  /** Limit price, or the protection bound of a market order, in ticks. */
  priceTicks: number;
  quantityLots: number;
  /** Quote (buy) or base (sell) units to freeze. */
  frozen: bigint;
  clientOrderId: string | null;
  fees: { makerPpm: number; takerPpm: number };
  /** The user's spot ledger accounts of the market's two assets (they exist before the order). */
  accounts: Accounts;
}

/** A user's spot ledger accounts of one market's base and quote. */
export interface Accounts {
  base: number;
  quote: number;
}

export interface CancelCommand {
  kind: 'cancel';
  userId: number;
  orderId: number;
  reason: 'cancelled';
}

export type Command = PlaceCommand | CancelCommand;

/** An order as stored (a row of spot_orders). */
export type OrderRecord = typeof spotOrders.$inferSelect;

/** What the writer keeps of each order of a batch and of each open order: its row and accounts. */
export interface LiveOrder extends OrderRecord {
  accounts: Accounts;
}

/** A trade as the writer stores it and as market data sees it. */
export interface TradeRecord {
  id: number;
  makerOrderId: number;
  takerOrderId: number;
  makerUserId: number;
  takerUserId: number;
  side: Side;
  priceTicks: number;
  quantityLots: number;
  quote: bigint;
  makerFee: bigint;
  takerFee: bigint;
  /** Unix seconds. */
  time: number;
}

/** A committed trade as the candles see it. */
export interface SpotTick {
  symbol: string;
  priceTicks: number;
  quantityLots: number;
  timeMs: number;
}

/** What one committed batch changed, for the market data and the users' private channels. */
export interface BatchEvents {
  market: MarketKey;
  trades: readonly { id: number; priceTicks: number; quantityLots: number; side: Side; time: number }[];
  /** The final state of every order the batch created or changed. */
  orders: readonly OrderRecord[];
}

/** A batch worked out in memory, ready to be written in one transaction. */
export interface Plan {
  now: Date;
  outcomes: ({ ok: true; order: LiveOrder } | { ok: false; error: Refusal })[];
  intents: Intent[];
  created: LiveOrder[];
  changed: Set<LiveOrder>;
  trades: TradeRecord[];
  /** `user:clientOrderId` of the orders it accepts. */
  clientKeys: string[];
}

/** The stored fields of a live order, copied so later batches do not change an answer. */
export function recordOf(o: LiveOrder): OrderRecord {
  const { accounts: _, ...record } = o;
  return record;
}
