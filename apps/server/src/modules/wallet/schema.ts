import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at, units } from '../../platform/columns.ts';

/** A deposit voucher image of a user (stored privately; served to its owner and finance staff). */
export const walletVouchers = pgTable('wallet_vouchers', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  fileName: text('file_name').notNull(),
  createdAt: at('created_at').notNull(),
});

/** A deposit the user reported; credited only when finance approves it. */
export const walletDeposits = pgTable(
  'wallet_deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    asset: text('asset').notNull(),
    chain: text('chain').notNull(),
    /** One transaction hash is one deposit per chain family (USDT-ERC20 and ETH share Ethereum). */
    chainFamily: text('chain_family')
      .notNull()
      .generatedAlwaysAs(
        sql`case chain when 'ERC20' then 'ethereum' when 'ETH' then 'ethereum' when 'TRC20' then 'tron' when 'TRX' then 'tron' else chain end`,
      ),
    address: text('address').notNull(),
    amount: units('amount').notNull(),
    txHash: text('tx_hash'),
    voucherId: text('voucher_id'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('wallet_deposits_user').on(t.userId, t.id),
    unique('wallet_deposits_tx_hash_family').on(t.chainFamily, t.txHash),
    check('wallet_deposits_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('wallet_deposits_amount', sql`${t.amount} > 0`),
  ],
);

/** The user's withdrawal address book. */
export const walletAddresses = pgTable(
  'wallet_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    asset: text('asset').notNull(),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    memo: text('memo'),
    label: text('label'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('wallet_addresses_user').on(t.userId)],
);

/** The user's bank cards for withdrawals by wire. */
export const walletBankCards = pgTable(
  'wallet_bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    swiftCode: text('swift_code'),
    routingNumber: text('routing_number'),
    bankAddress: text('bank_address'),
    payeeName: text('payee_name').notNull(),
    phone: text('phone'),
    address: text('address'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('wallet_bank_cards_user').on(t.userId)],
);

/**
 * A withdrawal: the amount is frozen when requested; finance approves (paid out, fee to the
 * platform) or rejects (released). The destination is copied so a later edit of the address
 * book or card never changes where an earlier request goes.
 */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    asset: text('asset').notNull(),
    chain: text('chain'),
    destination: text('destination').notNull(),
    details: text('details').notNull(),
    amount: units('amount').notNull(),
    fee: units('fee').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    securityReview: boolean('security_review').notNull().default(false),
    requestKey: text('request_key').notNull(),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('wallet_withdrawals_user').on(t.userId, t.createdAt),
    unique('wallet_withdrawals_request').on(t.requestKey),
    check('wallet_withdrawals_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('wallet_withdrawals_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
  ],
);
