import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, units } from '../../platform/columns.ts';

export type BasketTexts = Record<string, { name: string; description: string } | null>;
export interface BasketComponentRow {
  symbol: string;
  weightPpm: number;
}
/** A component's price at the basket's inception, as recorded: units at `scale`, its feed and time. */
export interface BasketBaseRow {
  symbol: string;
  price: string;
  scale: number;
  source: string;
  timeMs: number;
}

/**
 * ETF baskets: components and weights fixed at creation; `base` holds each component's price at
 * inception (the first moment every component had one), from which the NAV is measured.
 */
export const baskets = pgTable(
  'baskets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    risk: text('risk').notNull(),
    texts: jsonb('texts').$type<BasketTexts>().notNull(),
    components: jsonb('components').$type<BasketComponentRow[]>().notNull(),
    base: jsonb('base').$type<BasketBaseRow[]>(),
    baseNav: units('base_nav').notNull(),
    managementFeePpm: integer('management_fee_ppm').notNull(),
    subscriptionFeePpm: integer('subscription_fee_ppm').notNull(),
    redemptionFeePpm: integer('redemption_fee_ppm').notNull(),
    minAmount: units('min_amount').notNull(),
    maxAmount: units('max_amount').notNull(),
    status: text('status').notNull(),
    inceptionAt: at('inception_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('baskets_risk', sql`${t.risk} in ('low', 'balanced')`),
    check('baskets_status', sql`${t.status} in ('open', 'closed')`),
    check('baskets_range', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
  ],
);

/**
 * A customer's units of one basket in one book, what they cost (fees included, less the cost of
 * units sold), the fees paid, and the last UTC day (days since the epoch) the management fee was
 * charged up to.
 */
export const basketPositions = pgTable(
  'basket_positions',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    book: text('book').notNull(),
    basketId: bigint('basket_id', { mode: 'number' }).notNull(),
    units: units('units').notNull(),
    cost: units('cost').notNull(),
    feesPaid: units('fees_paid').notNull(),
    managementUnits: units('management_units').notNull(),
    feeDay: integer('fee_day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.book, t.basketId] }),
    check('basket_positions_units', sql`${t.units} >= 0 and ${t.cost} >= 0`),
    index('basket_positions_basket').on(t.basketId, t.book),
  ],
);

/** Each purchase and redemption at the NAV of its moment, with the prices the NAV came from. */
export const basketTrades = pgTable(
  'basket_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    book: text('book').notNull(),
    basketId: bigint('basket_id', { mode: 'number' }).notNull(),
    side: text('side').notNull(),
    amount: units('amount').notNull(),
    units: units('units').notNull(),
    nav: units('nav').notNull(),
    fee: units('fee').notNull(),
    sources: jsonb('sources')
      .$type<{ symbol: string; price: string; source: string; time: number }[]>()
      .notNull(),
    requestKey: text('request_key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('basket_trades_request').on(t.requestKey),
    index('basket_trades_user').on(t.userId, t.book, t.id),
    check('basket_trades_side', sql`${t.side} in ('buy', 'sell')`),
  ],
);

/** The NAV of each basket once a minute, for its chart. */
export const basketNavs = pgTable(
  'basket_navs',
  {
    basketId: bigint('basket_id', { mode: 'number' }).notNull(),
    minute: bigint('minute', { mode: 'number' }).notNull(),
    nav: units('nav').notNull(),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.minute] })],
);
