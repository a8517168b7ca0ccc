import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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

/** Texts of a product in each language that has its own (English always). */
export type EarnProductTexts = Record<string, { name: string; description: string; strategy: string } | null>;

/**
 * Escrow products (AI and VIP): the terms every new order takes. An order copies its terms when
 * it is placed, so a later edit never changes an order already placed. `in_custody` is the
 * principal of the product's orders not yet paid back, kept by the same statements that move it.
 */
export const earnProducts = pgTable(
  'earn_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tier: text('tier').notNull(),
    texts: jsonb('texts').$type<EarnProductTexts>().notNull(),
    asset: text('asset').notNull(),
    termDays: integer('term_days').notNull(),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    minAmount: units('min_amount').notNull(),
    maxAmount: units('max_amount').notNull(),
    capacity: units('capacity').notNull(),
    inCustody: units('in_custody').notNull().default(sql`0`),
    penaltyMode: text('penalty_mode').notNull(),
    penaltyPpm: integer('penalty_ppm').notNull(),
    minKyc: text('min_kyc').notNull(),
    /** Real subscriptions wait in compliance's review queue; a refused one is returned in full. */
    review: boolean('review').notNull().default(false),
    status: text('status').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check('earn_products_tier', sql`${t.tier} in ('ai', 'vip')`),
    check('earn_products_status', sql`${t.status} in ('open', 'closed')`),
    check('earn_products_penalty_mode', sql`${t.penaltyMode} in ('fixed', 'daily')`),
    check('earn_products_range', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('earn_products_custody', sql`${t.inCustody} >= 0`),
  ],
);

/**
 * One escrow order: its terms as placed, the yield paid so far (days_paid postings, each keyed
 * `earn-yield:<id>:<day>`), and its end. `next_due_at` is when the next day's yield falls due while
 * in custody (the accrual job's index). Principal is held in the user's earn account (frozen).
 */
export const earnOrders = pgTable(
  'earn_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    book: text('book').notNull(),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    tier: text('tier').notNull(),
    asset: text('asset').notNull(),
    amount: units('amount').notNull(),
    termDays: integer('term_days').notNull(),
    dailyRatePpm: integer('daily_rate_ppm').notNull(),
    dailyYield: units('daily_yield').notNull(),
    penaltyMode: text('penalty_mode').notNull(),
    penaltyPpm: integer('penalty_ppm').notNull(),
    daysPaid: integer('days_paid').notNull().default(0),
    yieldPaid: units('yield_paid').notNull().default(sql`0`),
    status: text('status').notNull(),
    startedAt: at('started_at').notNull(),
    maturesAt: at('matures_at').notNull(),
    nextDueAt: at('next_due_at'),
    redeemRequestedAt: at('redeem_requested_at'),
    redeemDueAt: at('redeem_due_at'),
    penalty: units('penalty'),
    pausedReason: text('paused_reason'),
    rejectReason: text('reject_reason'),
    endedAt: at('ended_at'),
    /** `user:rtoken` of the request that placed it: a replayed request places nothing. */
    requestKey: text('request_key').notNull(),
  },
  (t) => [
    unique('earn_orders_request').on(t.requestKey),
    index('earn_orders_user').on(t.userId, t.book, t.id),
    index('earn_orders_due').on(t.nextDueAt).where(sql`${t.status} = 'custody'`),
    index('earn_orders_redeem_due').on(t.redeemDueAt).where(sql`${t.status} = 'redeeming'`),
    index('earn_orders_product').on(t.productId, t.id),
    check(
      'earn_orders_status',
      sql`${t.status} in ('custody', 'redeeming', 'redeemed', 'completed', 'rejected', 'reapply')`,
    ),
    check('earn_orders_days', sql`${t.daysPaid} >= 0 and ${t.daysPaid} <= ${t.termDays}`),
  ],
);

/**
 * What each book's earn reserve has promised: the yield still owed on every order in custody.
 * Every statement that promises (an order), pays (accrual) or releases (a redemption) a yield
 * moves it, under this row's lock, so the reserve's balance always covers it.
 */
export const earnReserve = pgTable(
  'earn_reserve',
  {
    book: text('book').notNull(),
    asset: text('asset').notNull(),
    committed: units('committed').notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.book, t.asset] }),
    check('earn_reserve_committed', sql`${t.committed} >= 0`),
  ],
);

/** Each customer's principal in earning products per book: the risk cap is checked against it atomically. */
export const earnHoldings = pgTable(
  'earn_holdings',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    book: text('book').notNull(),
    invested: units('invested').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.book] }),
    check('earn_holdings_invested', sql`${t.invested} >= 0`),
  ],
);

/** Money paid into or taken out of the earn reserve: asked by one member of finance, approved by another. */
export const earnFundings = pgTable('earn_fundings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  asset: text('asset').notNull(),
  amount: units('amount').notNull(),
  reason: text('reason').notNull(),
  requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  decidedBy: bigint('decided_by', { mode: 'number' }),
  postingId: bigint('posting_id', { mode: 'number' }),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
});
