import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, units } from '../../platform/columns.ts';

/**
 * Spot orders. Prices and quantities are integer ticks and lots of the market's scales; amounts
 * of money (frozen, quote traded, fees) are units of the asset. `frozen` is what the order still
 * holds: the quote for a buy, the base for a sell; it is released when the order ends.
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    book: text('book').notNull(),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    type: text('type').notNull(),
    tif: text('tif').notNull(),
    /** Limit price in ticks; for a market order, its protection bound. */
    priceTicks: bigint('price_ticks', { mode: 'number' }).notNull(),
    quantityLots: bigint('quantity_lots', { mode: 'number' }).notNull(),
    filledLots: bigint('filled_lots', { mode: 'number' }).notNull().default(0),
    filledQuote: units('filled_quote').notNull().default(sql`0`),
    fee: units('fee').notNull().default(sql`0`),
    frozen: units('frozen').notNull(),
    status: text('status').notNull(),
    endReason: text('end_reason'),
    clientOrderId: text('client_order_id'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('spot_orders_open').on(t.symbol, t.book, t.id).where(sql`${t.status} = 'open'`),
    index('spot_orders_user').on(t.userId, t.id),
    unique('spot_orders_client_id').on(t.userId, t.clientOrderId),
    check('spot_orders_status', sql`${t.status} in ('open', 'filled', 'cancelled')`),
    check('spot_orders_filled', sql`${t.filledLots} >= 0 and ${t.filledLots} <= ${t.quantityLots}`),
  ],
);

/** One match between a resting (maker) order and an incoming (taker) order, at the maker's price. */
export const spotTrades = pgTable(
  'spot_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    book: text('book').notNull(),
    makerOrderId: bigint('maker_order_id', { mode: 'number' }).notNull(),
    takerOrderId: bigint('taker_order_id', { mode: 'number' }).notNull(),
    makerUserId: bigint('maker_user_id', { mode: 'number' }).notNull(),
    takerUserId: bigint('taker_user_id', { mode: 'number' }).notNull(),
    takerSide: text('taker_side').notNull(),
    priceTicks: bigint('price_ticks', { mode: 'number' }).notNull(),
    quantityLots: bigint('quantity_lots', { mode: 'number' }).notNull(),
    quote: units('quote').notNull(),
    makerFee: units('maker_fee').notNull(),
    takerFee: units('taker_fee').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('spot_trades_market').on(t.symbol, t.book, t.id),
    index('spot_trades_maker').on(t.makerUserId, t.id),
    index('spot_trades_taker').on(t.takerUserId, t.id),
  ],
);
