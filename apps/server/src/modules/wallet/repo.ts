import type { Page } from '@platform/contract';
import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { present } from '../../platform/assert.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import {
  walletAddresses,
  walletBankCards,
  walletDeposits,
  walletVouchers,
  walletWithdrawals,
} from './schema.ts';

/** The only file of the wallet module that touches SQL. */

export type DepositRow = typeof walletDeposits.$inferSelect;
export type NewDeposit = typeof walletDeposits.$inferInsert;
export type WithdrawalRow = typeof walletWithdrawals.$inferSelect;
export type NewWithdrawal = typeof walletWithdrawals.$inferInsert;
export type AddressRow = typeof walletAddresses.$inferSelect;
export type NewAddress = typeof walletAddresses.$inferInsert;
export type CardRow = typeof walletBankCards.$inferSelect;
export type NewCard = typeof walletBankCards.$inferInsert;
export type NewVoucher = typeof walletVouchers.$inferInsert;

/** Withdrawal addresses or bank cards: the destinations a user owns. */
export const DESTINATION_TABLES = { address: walletAddresses, card: walletBankCards } as const;
export type DestinationTable = (typeof DESTINATION_TABLES)[keyof typeof DESTINATION_TABLES];

/** Advisory lock class serialising one user's withdrawal requests and destination changes. */
const WITHDRAW_LOCK = 7_001;

/** A user's addresses or cards still in use (deleted ones stay for the withdrawals that name them). */
const liveOf = (table: DestinationTable, userId: number) =>
  and(eq(table.userId, userId), eq(table.deleted, false));

/** Serialises one user's withdrawal requests and destination changes until the transaction ends. */
export async function lockUserWallet(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WITHDRAW_LOCK}, ${userId})`);
}

// ---- Deposits and vouchers ----

export async function insertVoucher(db: DbOrTx, voucher: NewVoucher): Promise<void> {
  await db.insert(walletVouchers).values(voucher);
}

export async function isOwnVoucher(db: DbOrTx, voucherId: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: walletVouchers.id })
    .from(walletVouchers)
    .where(and(eq(walletVouchers.id, voucherId), eq(walletVouchers.userId, userId)));
  return rows[0] !== undefined;
}

/** The voucher file of a deposit, of its owner only unless `userId` is null (staff). */
export async function voucherFileOf(
  db: DbOrTx,
  depositId: number,
  userId: number | null,
): Promise<string | undefined> {
  const where =
    userId === null
      ? eq(walletDeposits.id, depositId)
      : and(eq(walletDeposits.id, depositId), eq(walletDeposits.userId, userId));
  const rows = await db
    .select({ fileName: walletVouchers.fileName })
    .from(walletDeposits)
    .innerJoin(walletVouchers, eq(walletVouchers.id, walletDeposits.voucherId))
    .where(where);
  return rows[0]?.fileName;
}

/** The new deposit, or undefined when its transaction hash was already reported. */
export async function insertDeposit(db: DbOrTx, deposit: NewDeposit): Promise<DepositRow | undefined> {
  const rows = await db.insert(walletDeposits).values(deposit).onConflictDoNothing().returning();
  return rows[0];
}

export function depositPage<Item>(
  db: DbOrTx,
  userId: number,
  page: { page: number; pageSize: number },
  item: (row: DepositRow) => Item,
): Promise<Page<Item>> {
  const where = eq(walletDeposits.userId, userId);
  return pagedRows(db, walletDeposits, { where, orderBy: [desc(walletDeposits.id)], ...page }, item);
}

/** A deposit locked until the transaction ends. */
export async function depositForUpdate(tx: DbOrTx, id: number): Promise<DepositRow | undefined> {
  const rows = await tx.select().from(walletDeposits).where(eq(walletDeposits.id, id)).for('update');
  return rows[0];
}

export async function updateDeposit(tx: DbOrTx, id: number, patch: Partial<NewDeposit>): Promise<void> {
  await tx.update(walletDeposits).set(patch).where(eq(walletDeposits.id, id));
}

// ---- Destinations: address book and bank cards ----

export function liveAddresses(db: DbOrTx, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(walletAddresses)
    .where(liveOf(walletAddresses, userId))
    .orderBy(desc(walletAddresses.id));
}

export function liveCards(db: DbOrTx, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(walletBankCards)
    .where(liveOf(walletBankCards, userId))
    .orderBy(desc(walletBankCards.id));
}

export async function liveAddress(db: DbOrTx, userId: number, id: number): Promise<AddressRow | undefined> {
  const rows = await db
    .select()
    .from(walletAddresses)
    .where(and(eq(walletAddresses.id, id), liveOf(walletAddresses, userId)));
  return rows[0];
}

export async function liveCard(db: DbOrTx, userId: number, id: number): Promise<CardRow | undefined> {
  const rows = await db
    .select()
    .from(walletBankCards)
    .where(and(eq(walletBankCards.id, id), liveOf(walletBankCards, userId)));
  return rows[0];
}

export async function liveCount(db: DbOrTx, table: DestinationTable, userId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(table).where(liveOf(table, userId));
  return present(rows[0], 'count row').n;
}

export async function insertAddress(db: DbOrTx, address: NewAddress): Promise<void> {
  await db.insert(walletAddresses).values(address);
}

export async function insertCard(db: DbOrTx, card: NewCard): Promise<void> {
  await db.insert(walletBankCards).values(card);
}

/** Changes one of the user's live addresses or cards; false when it is not one of them. */
export async function updateOwned<T extends DestinationTable>(
  db: DbOrTx,
  table: T,
  userId: number,
  id: number,
  values: PgUpdateSetSource<T>,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, id), liveOf(table, userId)))
    .returning({ id: table.id });
  return rows[0] !== undefined;
}

// ---- Withdrawals ----

/** When the user's last withdrawal not rejected was requested, or null when there is none. */
export async function lastWithdrawalAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const rows = await db
    .select({ at: walletWithdrawals.createdAt })
    .from(walletWithdrawals)
    .where(and(eq(walletWithdrawals.userId, userId), ne(walletWithdrawals.status, 'rejected')))
    .orderBy(desc(walletWithdrawals.createdAt))
    .limit(1);
  return rows[0]?.at ?? null;
}

/** Withdrawals not rejected that the user requested since a moment. */
export async function withdrawalCountSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(walletWithdrawals)
    .where(
      and(
        eq(walletWithdrawals.userId, userId),
        ne(walletWithdrawals.status, 'rejected'),
        gte(walletWithdrawals.createdAt, since),
      ),
    );
  return present(rows[0], 'count row').n;
}

/** The new withdrawal, or undefined when its request key was already used (a replay). */
export async function insertWithdrawal(
  db: DbOrTx,
  withdrawal: NewWithdrawal,
): Promise<WithdrawalRow | undefined> {
  const rows = await db.insert(walletWithdrawals).values(withdrawal).onConflictDoNothing().returning();
  return rows[0];
}

export function withdrawalPage<Item>(
  db: DbOrTx,
  userId: number,
  page: { page: number; pageSize: number },
  item: (row: WithdrawalRow) => Item,
): Promise<Page<Item>> {
  const where = eq(walletWithdrawals.userId, userId);
  return pagedRows(db, walletWithdrawals, { where, orderBy: [desc(walletWithdrawals.id)], ...page }, item);
}

/** A withdrawal locked until the transaction ends. */
export async function withdrawalForUpdate(tx: DbOrTx, id: number): Promise<WithdrawalRow | undefined> {
  const rows = await tx.select().from(walletWithdrawals).where(eq(walletWithdrawals.id, id)).for('update');
  return rows[0];
}

export async function updateWithdrawal(tx: DbOrTx, id: number, patch: Partial<NewWithdrawal>): Promise<void> {
  await tx.update(walletWithdrawals).set(patch).where(eq(walletWithdrawals.id, id));
}
