import { bigint, bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, units } from '../../platform/columns.ts';

/*
 * The assets module's tables. They keep the names they had when the ledger served conversion and
 * adjustments (renaming a table is a migration with no benefit to anyone).
 */

/** A conversion price offered to a user, valid until expires_at and used at most once. */
export const ledgerQuotes = pgTable(
  'ledger_quotes',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    book: text('book').notNull(),
    fromAsset: text('from_asset').notNull(),
    toAsset: text('to_asset').notNull(),
    amount: units('amount').notNull(),
    receive: units('receive').notNull(),
    fee: units('fee').notNull(),
    spreadPpm: bigint('spread_ppm', { mode: 'number' }).notNull(),
    /** The source amount's value in USDT units when quoted (counts toward withdrawal turnover). */
    usdt: units('usdt').notNull(),
    /** What the prices were when quoted: symbol, price, source and time of each leg. */
    prices: jsonb('prices').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('ledger_quotes_user').on(t.userId, t.createdAt)],
);

/** A manual balance adjustment: requested by one staff member, posted only when another approves. */
export const ledgerAdjustments = pgTable('ledger_adjustments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  asset: text('asset').notNull(),
  wallet: text('wallet').notNull(),
  amount: units('amount').notNull(),
  reason: text('reason').notNull(),
  requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  decidedBy: bigint('decided_by', { mode: 'number' }),
  postingId: bigint('posting_id', { mode: 'number' }),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
});
