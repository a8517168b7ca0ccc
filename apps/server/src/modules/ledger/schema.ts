import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, units } from '../../platform/columns.ts';

/**
 * One account per owner, asset, wallet and book. Users own theirs; the platform's system
 * accounts (world, fees, house, rewards, loans, demo) have owner_kind 'system' and owner_id 0.
 * A user's available and frozen never go below zero (CHECK).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerKind: text('owner_kind').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    asset: text('asset').notNull(),
    wallet: text('wallet').notNull(),
    book: text('book').notNull(),
    available: units('available').notNull().default(sql`0`),
    frozen: units('frozen').notNull().default(sql`0`),
  },
  (t) => [
    unique('ledger_accounts_identity').on(t.ownerKind, t.ownerId, t.asset, t.wallet, t.book),
    check('ledger_accounts_owner_kind', sql`${t.ownerKind} in ('user', 'system')`),
    check('ledger_accounts_book', sql`${t.book} in ('real', 'demo')`),
    check(
      'ledger_accounts_user_not_negative',
      sql`${t.ownerKind} = 'system' or (${t.available} >= 0 and ${t.frozen} >= 0)`,
    ),
  ],
);

/** A balanced set of lines, written once per idempotency key. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    payloadHash: text('payload_hash').notNull(),
    kind: text('kind').notNull(),
    refKind: text('ref_kind').notNull(),
    refId: text('ref_id').notNull(),
    book: text('book').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('ledger_postings_key').on(t.idempotencyKey),
    index('ledger_postings_ref').on(t.refKind, t.refId),
  ],
);

/**
 * One movement of one bucket (available or frozen) of one account, with the balance after it.
 * No foreign keys: a per-row reference check would cost more than the rest of a batched insert,
 * the ledger service is the only writer, and the auditor checks every line's account and posting.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: bigint('posting_id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    bucket: text('bucket').notNull(),
    amount: units('amount').notNull(),
    balanceAfter: units('balance_after').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('ledger_lines_account').on(t.accountId, t.id),
    check('ledger_lines_bucket', sql`${t.bucket} in ('available', 'frozen')`),
    check('ledger_lines_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * Deposits and use in trading or products, valued in USDT when they happen: the withdrawal
 * turnover rule compares the two since the last withdrawal.
 */
export const ledgerTurnover = pgTable(
  'ledger_turnover',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    usdt: units('usdt').notNull(),
    refKind: text('ref_kind').notNull(),
    refId: text('ref_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('ledger_turnover_user').on(t.userId, t.createdAt),
    unique('ledger_turnover_ref').on(t.kind, t.refKind, t.refId),
    check('ledger_turnover_kind', sql`${t.kind} in ('deposit', 'use')`),
  ],
);
