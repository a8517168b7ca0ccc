import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, units } from '../../platform/columns.ts';

/**
 * Fixed-term orders: a stake on the price of an instrument being higher (up, call) or lower
 * (down, put) after a cycle. Entry and settlement prices are ticks of the instrument's price
 * scale (kept with the row), each with its source and time; money is USDT units.
 */
export const fixedTermOrders = pgTable(
  'fixed_term_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    book: text('book').notNull(),
    kind: text('kind').notNull(),
    symbol: text('symbol').notNull(),
    direction: text('direction').notNull(),
    status: text('status').notNull(),
    stake: units('stake').notNull(),
    fee: units('fee').notNull(),
    feePpm: integer('fee_ppm').notNull(),
    payoutPpm: integer('payout_ppm').notNull(),
    cycleSeconds: integer('cycle_seconds').notNull(),
    priceScale: integer('price_scale').notNull(),
    entryPrice: bigint('entry_price', { mode: 'number' }).notNull(),
    entrySource: text('entry_source').notNull(),
    entryAt: at('entry_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    settlePrice: bigint('settle_price', { mode: 'number' }),
    settleSource: text('settle_source'),
    settleAt: at('settle_at'),
    payout: units('payout'),
    settledAt: at('settled_at'),
    /** `user:rtoken` of the request that placed it: a replayed request places nothing. */
    requestKey: text('request_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('fixed_term_orders_request').on(t.requestKey),
    index('fixed_term_orders_user').on(t.userId, t.id),
    index('fixed_term_orders_due').on(t.expiresAt).where(sql`${t.status} = 'open'`),
    // The settlement history and the last day's settlements, per book, by the time they settled.
    index('fixed_term_orders_settled').on(t.book, t.settledAt).where(sql`${t.settledAt} is not null`),
    check('fixed_term_orders_status', sql`${t.status} in ('open', 'won', 'lost', 'refunded')`),
    check('fixed_term_orders_kind', sql`${t.kind} in ('delivery', 'option')`),
    check('fixed_term_orders_direction', sql`${t.direction} in ('up', 'down', 'call', 'put')`),
  ],
);

/**
 * The price of an instrument at each second while fixed-term orders on it are open: the last
 * tick of that second (or before it). Settlement reads the mark of the expiry second, so a
 * restart after expiry settles against the same price.
 */
export const fixedTermMarks = pgTable(
  'fixed_term_marks',
  {
    symbol: text('symbol').notNull(),
    second: bigint('second', { mode: 'number' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    tickAt: at('tick_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.second] })],
);
