import type { FixedTermKind, Page } from '@platform/contract';
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import type { Book } from '../ledger/index.ts';
import { fixedTermMarks, fixedTermOrders } from './schema.ts';

/** The only file of the fixed-term module that reads or writes its tables for customers and settlement. */

export type OrderRow = typeof fixedTermOrders.$inferSelect;
export type NewOrder = typeof fixedTermOrders.$inferInsert;
export type MarkRow = typeof fixedTermMarks.$inferSelect;
export type NewMark = typeof fixedTermMarks.$inferInsert;

/** Instruments with at least one open order (their marks are kept). */
export async function openSymbols(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ symbol: fixedTermOrders.symbol })
    .from(fixedTermOrders)
    .where(eq(fixedTermOrders.status, 'open'));
  return rows.map((r) => r.symbol);
}

/** Writes marks; a later tick of a second already written replaces it. */
export async function upsertMarks(db: DbOrTx, marks: readonly NewMark[]): Promise<void> {
  await db
    .insert(fixedTermMarks)
    .values([...marks])
    .onConflictDoUpdate({
      target: [fixedTermMarks.symbol, fixedTermMarks.second],
      set: { price: sql`excluded.price`, source: sql`excluded.source`, tickAt: sql`excluded.tick_at` },
    });
}

/** Inserts an order; undefined when its request key was used before (a replayed request). */
export async function insertRequested(tx: DbOrTx, values: NewOrder): Promise<OrderRow | undefined> {
  const rows = await tx
    .insert(fixedTermOrders)
    .values(values)
    .onConflictDoNothing({ target: fixedTermOrders.requestKey })
    .returning();
  return rows[0];
}

/** Ids of open orders whose expiry is at or before `now`, oldest expiry first, at most `limit`. */
export async function dueIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: fixedTermOrders.id })
    .from(fixedTermOrders)
    .where(and(eq(fixedTermOrders.status, 'open'), lte(fixedTermOrders.expiresAt, now)))
    .orderBy(asc(fixedTermOrders.expiresAt), asc(fixedTermOrders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** An order locked for the rest of the transaction; undefined when there is none. */
export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const rows = await tx.select().from(fixedTermOrders).where(eq(fixedTermOrders.id, id)).for('update');
  return rows[0];
}

/** The last mark of an instrument at or before a second; undefined when none was recorded. */
export async function markAtOrBefore(
  tx: DbOrTx,
  symbol: string,
  second: number,
): Promise<MarkRow | undefined> {
  const rows = await tx
    .select()
    .from(fixedTermMarks)
    .where(and(eq(fixedTermMarks.symbol, symbol), lte(fixedTermMarks.second, second)))
    .orderBy(desc(fixedTermMarks.second))
    .limit(1);
  return rows[0];
}

/** Records an order's settlement. */
export async function updateOrder(
  tx: DbOrTx,
  id: number,
  patch: Partial<Omit<NewOrder, 'id'>>,
): Promise<void> {
  await tx.update(fixedTermOrders).set(patch).where(eq(fixedTermOrders.id, id));
}

/** One page of a user's open or settled orders in one book (of one kind or both), newest first. */
export function ownPage<Item>(
  db: DbOrTx,
  owner: { userId: number; book: Book },
  which: 'open' | 'history',
  f: { kind?: FixedTermKind | undefined; page: number; pageSize: number },
  show: (row: OrderRow) => Item,
): Promise<Page<Item>> {
  const where = and(
    eq(fixedTermOrders.userId, owner.userId),
    eq(fixedTermOrders.book, owner.book),
    which === 'open'
      ? eq(fixedTermOrders.status, 'open')
      : inArray(fixedTermOrders.status, ['won', 'lost', 'refunded']),
    f.kind ? eq(fixedTermOrders.kind, f.kind) : undefined,
  );
  return pagedRows(
    db,
    fixedTermOrders,
    { where, orderBy: [desc(fixedTermOrders.id)], page: f.page, pageSize: f.pageSize },
    show,
  );
}
