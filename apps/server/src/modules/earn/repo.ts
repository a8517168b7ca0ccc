import type { Page } from '@platform/contract';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { rowsOf } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import type { Book } from '../ledger/index.ts';
import { earnFundings, earnHoldings, earnOrders, earnProducts, earnReserve } from './schema.ts';

/** The only file of the earn module that reads or writes its tables. */

export type ProductRow = typeof earnProducts.$inferSelect;
export type NewProduct = typeof earnProducts.$inferInsert;
export type OrderRow = typeof earnOrders.$inferSelect;
export type NewOrder = typeof earnOrders.$inferInsert;
export type FundingRow = typeof earnFundings.$inferSelect;

/** Statuses of an order still holding principal. */
export const OPEN_STATUSES = ['custody', 'redeeming', 'reapply'] as const;
const ENDED_STATUSES = ['redeemed', 'completed', 'rejected'] as const;

// Products.

export async function products(db: DbOrTx, tier?: string): Promise<ProductRow[]> {
  return db
    .select()
    .from(earnProducts)
    .where(tier ? eq(earnProducts.tier, tier) : undefined)
    .orderBy(asc(earnProducts.tier), asc(earnProducts.termDays), asc(earnProducts.id));
}

export async function product(db: DbOrTx, id: number): Promise<ProductRow | undefined> {
  return (await db.select().from(earnProducts).where(eq(earnProducts.id, id)))[0];
}

export async function lockProduct(tx: DbOrTx, id: number): Promise<ProductRow | undefined> {
  return (await tx.select().from(earnProducts).where(eq(earnProducts.id, id)).for('update'))[0];
}

export async function insertProduct(tx: DbOrTx, values: NewProduct): Promise<ProductRow> {
  const rows = await tx.insert(earnProducts).values(values).returning();
  return rows[0] as ProductRow;
}

export async function updateProduct(
  tx: DbOrTx,
  id: number,
  patch: Partial<Omit<NewProduct, 'id' | 'inCustody'>>,
): Promise<ProductRow | undefined> {
  return (await tx.update(earnProducts).set(patch).where(eq(earnProducts.id, id)).returning())[0];
}

/** Open orders per product (the back office's list). */
export async function openOrderCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: earnOrders.productId, n: count() })
    .from(earnOrders)
    .where(inArray(earnOrders.status, [...OPEN_STATUSES]))
    .groupBy(earnOrders.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}

/**
 * Takes `amount` of a product's capacity for a new order, if the product is open and has room:
 * one conditional update, so concurrent orders can never take more than the capacity together.
 */
export async function claimCapacity(tx: DbOrTx, id: number, amount: bigint): Promise<boolean> {
  const rows = await tx
    .update(earnProducts)
    .set({ inCustody: sql`${earnProducts.inCustody} + ${amount.toString()}` })
    .where(
      and(
        eq(earnProducts.id, id),
        eq(earnProducts.status, 'open'),
        sql`${earnProducts.inCustody} + ${amount.toString()} <= ${earnProducts.capacity}`,
      ),
    )
    .returning({ id: earnProducts.id });
  return rows.length === 1;
}

/** Gives principal paid back to each product's capacity (ids in order, so lockers never cross). */
export async function releaseCapacity(tx: DbOrTx, amounts: ReadonlyMap<number, bigint>): Promise<void> {
  for (const [id, amount] of [...amounts].sort((a, b) => a[0] - b[0]))
    await tx
      .update(earnProducts)
      .set({ inCustody: sql`${earnProducts.inCustody} - ${amount.toString()}` })
      .where(eq(earnProducts.id, id));
}

// Holdings (the risk cap).

/**
 * A customer's escrow principal in one book, its row locked until the transaction ends (created
 * at zero on first use): every check of the risk cap, escrow or basket, takes this lock first,
 * so concurrent orders of one customer are checked one after the other.
 */
export async function lockHolding(tx: DbOrTx, userId: number, book: Book): Promise<bigint> {
  const rows = await tx
    .insert(earnHoldings)
    .values({ userId, book, invested: 0n })
    .onConflictDoUpdate({
      target: [earnHoldings.userId, earnHoldings.book],
      set: { invested: sql`${earnHoldings.invested}` },
    })
    .returning({ invested: earnHoldings.invested });
  return rows[0]?.invested ?? 0n;
}

/** Adds principal to a customer's holding (locked by lockHolding in the same transaction). */
export async function addHolding(tx: DbOrTx, userId: number, book: Book, amount: bigint): Promise<void> {
  await tx
    .update(earnHoldings)
    .set({ invested: sql`${earnHoldings.invested} + ${amount.toString()}` })
    .where(and(eq(earnHoldings.userId, userId), eq(earnHoldings.book, book)));
}

export async function invested(db: DbOrTx, userId: number, book: Book): Promise<bigint> {
  const rows = await db
    .select({ invested: earnHoldings.invested })
    .from(earnHoldings)
    .where(and(eq(earnHoldings.userId, userId), eq(earnHoldings.book, book)));
  return rows[0]?.invested ?? 0n;
}

/** Takes principal paid back off each customer's holdings. */
export async function releaseHoldings(
  tx: DbOrTx,
  book: Book,
  amounts: ReadonlyMap<number, bigint>,
): Promise<void> {
  if (amounts.size === 0) return;
  const entries = [...amounts].sort((a, b) => a[0] - b[0]);
  await tx.execute(sql`
    update earn_holdings h set invested = h.invested - v.amount
    from unnest(${`{${entries.map((e) => e[0]).join(',')}}`}::bigint[], ${`{${entries.map((e) => e[1]).join(',')}}`}::numeric[]) as v(user_id, amount)
    where h.user_id = v.user_id and h.book = ${book}`);
}

// The reserve's commitments.

/**
 * Adds `delta` (negative: released or paid) to what a book's reserve has promised, locking the
 * row until the transaction ends; returns the new total.
 */
export async function commit(tx: DbOrTx, book: Book, asset: string, delta: bigint): Promise<bigint> {
  // A negative delta releases what an existing row promised (an insert's row is checked before its conflict).
  if (delta < 0n) {
    const rows = await tx
      .update(earnReserve)
      .set({ committed: sql`${earnReserve.committed} + ${delta.toString()}` })
      .where(and(eq(earnReserve.book, book), eq(earnReserve.asset, asset)))
      .returning({ committed: earnReserve.committed });
    if (rows.length !== 1)
      throw new Error(`earn reserve ${book}/${asset} releases ${delta} but promised nothing`);
    return (rows[0] as { committed: bigint }).committed;
  }
  const rows = await tx
    .insert(earnReserve)
    .values({ book, asset, committed: delta })
    .onConflictDoUpdate({
      target: [earnReserve.book, earnReserve.asset],
      set: { committed: sql`${earnReserve.committed} + excluded.committed` },
    })
    .returning({ committed: earnReserve.committed });
  return rows[0]?.committed ?? 0n;
}

/** Locks a book's commitment row until the transaction ends (created at zero on first use). */
export async function lockCommitment(tx: DbOrTx, book: Book, asset: string): Promise<bigint> {
  return commit(tx, book, asset, 0n);
}

export async function committed(db: DbOrTx, book: Book, asset: string): Promise<bigint> {
  const rows = await db
    .select({ committed: earnReserve.committed })
    .from(earnReserve)
    .where(and(eq(earnReserve.book, book), eq(earnReserve.asset, asset)));
  return rows[0]?.committed ?? 0n;
}

// Orders.

/** Inserts an order; undefined when its request key was used before (a replayed request). */
export async function insertOrder(tx: DbOrTx, values: NewOrder): Promise<OrderRow | undefined> {
  const rows = await tx
    .insert(earnOrders)
    .values(values)
    .onConflictDoNothing({ target: earnOrders.requestKey })
    .returning();
  return rows[0];
}

/** An order of one customer and book, locked for the rest of the transaction. */
export async function lockOwnOrder(
  tx: DbOrTx,
  owner: { userId: number; book: Book },
  id: number,
): Promise<OrderRow | undefined> {
  const rows = await tx
    .select()
    .from(earnOrders)
    .where(and(eq(earnOrders.id, id), eq(earnOrders.userId, owner.userId), eq(earnOrders.book, owner.book)))
    .for('update');
  return rows[0];
}

/** An order of one customer and book; undefined for another customer's id. */
export async function ownOrder(
  db: DbOrTx,
  owner: { userId: number; book: Book },
  id: number,
): Promise<OrderRow | undefined> {
  const rows = await db
    .select()
    .from(earnOrders)
    .where(and(eq(earnOrders.id, id), eq(earnOrders.userId, owner.userId), eq(earnOrders.book, owner.book)));
  return rows[0];
}

export async function order(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  return (await db.select().from(earnOrders).where(eq(earnOrders.id, id)))[0];
}

export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
  return (await tx.select().from(earnOrders).where(eq(earnOrders.id, id)).for('update'))[0];
}

export async function updateOrder(
  tx: DbOrTx,
  id: number,
  patch: Partial<Omit<NewOrder, 'id'>>,
): Promise<OrderRow> {
  const rows = await tx.update(earnOrders).set(patch).where(eq(earnOrders.id, id)).returning();
  return rows[0] as OrderRow;
}

/**
 * Orders in custody with a day's yield due at `now`, oldest due first, locked; rows another
 * runner holds are skipped, so two runners never pay the same order.
 */
export async function lockDue(tx: DbOrTx, now: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(earnOrders)
    .where(and(eq(earnOrders.status, 'custody'), lte(earnOrders.nextDueAt, now)))
    .orderBy(asc(earnOrders.nextDueAt), asc(earnOrders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Accrual's changes to many orders in one statement. */
export async function writeAccrued(
  tx: DbOrTx,
  rows: readonly {
    id: number;
    daysPaid: number;
    yieldPaid: bigint;
    nextDueAt: Date | null;
    status: string;
    endedAt: Date | null;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  const arr = (f: (r: (typeof rows)[number]) => string | null) =>
    `{${rows.map((r) => (f(r) === null ? 'NULL' : `"${f(r)}"`)).join(',')}}`;
  await tx.execute(sql`
    update earn_orders o set days_paid = v.days_paid, yield_paid = v.yield_paid, next_due_at = v.next_due_at,
      status = v.status, ended_at = v.ended_at
    from unnest(${arr((r) => String(r.id))}::bigint[], ${arr((r) => String(r.daysPaid))}::int[],
      ${arr((r) => r.yieldPaid.toString())}::numeric[], ${arr((r) => r.nextDueAt?.toISOString() ?? null)}::timestamptz[],
      ${arr((r) => r.status)}::text[], ${arr((r) => r.endedAt?.toISOString() ?? null)}::timestamptz[])
      as v(id, days_paid, yield_paid, next_due_at, status, ended_at)
    where o.id = v.id`);
}

/** Ids of redemptions due at `now`, oldest first. */
export async function redemptionsDue(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: earnOrders.id })
    .from(earnOrders)
    .where(and(eq(earnOrders.status, 'redeeming'), lte(earnOrders.redeemDueAt, now)))
    .orderBy(asc(earnOrders.redeemDueAt), asc(earnOrders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** One page of a customer's orders in one book, open or ended, newest first. */
export function ownPage<Item>(
  db: DbOrTx,
  owner: { userId: number; book: Book },
  f: { which: 'open' | 'ended'; tier?: string | undefined; page: number; pageSize: number },
  show: (row: OrderRow) => Item,
): Promise<Page<Item>> {
  const where = and(
    eq(earnOrders.userId, owner.userId),
    eq(earnOrders.book, owner.book),
    inArray(earnOrders.status, f.which === 'open' ? [...OPEN_STATUSES] : [...ENDED_STATUSES]),
    f.tier ? eq(earnOrders.tier, f.tier) : undefined,
  );
  return pagedRows(
    db,
    earnOrders,
    { where, orderBy: [desc(earnOrders.id)], page: f.page, pageSize: f.pageSize },
    show,
  );
}

/** Every order of a book for staff, filtered, newest first. */
export function staffPage<Item>(
  db: DbOrTx,
  f: {
    book: Book;
    uid?: number | undefined;
    productId?: number | undefined;
    status?: string | undefined;
    page: number;
    pageSize: number;
  },
  show: (row: OrderRow) => Item,
): Promise<Page<Item>> {
  const where = and(
    eq(earnOrders.book, f.book),
    f.uid === undefined ? undefined : eq(earnOrders.userId, f.uid),
    f.productId === undefined ? undefined : eq(earnOrders.productId, f.productId),
    f.status === undefined ? undefined : eq(earnOrders.status, f.status),
  );
  return pagedRows(
    db,
    earnOrders,
    { where, orderBy: [desc(earnOrders.id)], page: f.page, pageSize: f.pageSize },
    show,
  );
}

/** A customer's totals in one book: principal held, yield paid in all and since `since`, open orders. */
export async function totals(db: DbOrTx, userId: number, book: Book) {
  const rows = await db
    .select({
      invested: sql<string>`coalesce(sum(${earnOrders.amount}) filter (where ${earnOrders.status} in ('custody', 'redeeming', 'reapply')), 0)::text`,
      yieldPaid: sql<string>`coalesce(sum(${earnOrders.yieldPaid}), 0)::text`,
      open: sql<number>`(count(*) filter (where ${earnOrders.status} in ('custody', 'redeeming', 'reapply')))::int`,
    })
    .from(earnOrders)
    .where(and(eq(earnOrders.userId, userId), eq(earnOrders.book, book)));
  const r = rows[0];
  return {
    invested: BigInt(r?.invested ?? '0'),
    yieldPaid: BigInt(r?.yieldPaid ?? '0'),
    open: Number(r?.open ?? 0),
  };
}

/** The penalties fixed on a customer's orders being redeemed in one book (kept when the payout runs). */
export async function redemptionPenalties(db: DbOrTx, userId: number, book: Book): Promise<bigint> {
  const rows = await db
    .select({ penalty: sql<string>`coalesce(sum(${earnOrders.penalty}), 0)::text` })
    .from(earnOrders)
    .where(and(eq(earnOrders.userId, userId), eq(earnOrders.book, book), eq(earnOrders.status, 'redeeming')));
  return BigInt(rows[0]?.penalty ?? '0');
}

/** Yield owed per UTC day over the next `days` days, from the orders in custody of a book. */
export async function owedByDay(db: DbOrTx, book: Book, now: Date, days: number) {
  const rows = rowsOf<{ day: string; amount: string }>(
    await db.execute(sql`
      select to_char(d.due at time zone 'UTC', 'YYYY-MM-DD') as day, sum(o.daily_yield)::text as amount
      from earn_orders o
      cross join lateral generate_series(o.days_paid + 1, o.term_days) as k(n)
      cross join lateral (select o.started_at + make_interval(days => k.n) as due) d
      where o.status = 'custody' and o.book = ${book} and o.daily_yield > 0
        and d.due < ${now.toISOString()}::timestamptz + make_interval(days => ${days})
      group by 1 order by 1`),
  );
  return rows;
}

export async function redemptionCounts(db: DbOrTx, book: Book) {
  const rows = await db
    .select({ status: earnOrders.status, n: count() })
    .from(earnOrders)
    .where(and(eq(earnOrders.book, book), inArray(earnOrders.status, ['redeeming', 'reapply'])))
    .groupBy(earnOrders.status);
  const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
  return { pending: of('redeeming'), paused: of('reapply') };
}

/**
 * The earn module's invariants for the auditor: per book and asset, the principal of open
 * orders equals what the products and the holdings say is in custody, and the reserve's
 * commitment equals the yield still owed on orders in custody.
 */
export async function invariants(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const rows = rowsOf<{ what: string; key: string; recorded: string; derived: string }>(
    await db.execute(sql`
      with open as (
        select * from earn_orders where status in ('custody', 'redeeming', 'reapply')
      )
      select 'product' as what, p.id::text as key, p.in_custody::text as recorded,
        coalesce((select sum(amount) from open where product_id = p.id and book = 'real'), 0)::text as derived
      from earn_products p
      union all
      select 'holding', h.user_id::text || '/' || h.book, h.invested::text,
        coalesce((select sum(amount) from open where user_id = h.user_id and book = h.book), 0)::text
      from earn_holdings h
      union all
      select 'reserve', r.book || '/' || r.asset, r.committed::text,
        coalesce((select sum(daily_yield * (term_days - days_paid)) from earn_orders
          where status = 'custody' and book = r.book and asset = r.asset), 0)::text
      from earn_reserve r`),
  );
  for (const r of rows)
    if (r.recorded !== r.derived)
      problems.push(`earn ${r.what} ${r.key} records ${r.recorded}, its open orders say ${r.derived}`);
  return problems;
}

// Fundings.

export async function insertFunding(tx: DbOrTx, values: typeof earnFundings.$inferInsert): Promise<number> {
  const rows = await tx.insert(earnFundings).values(values).returning({ id: earnFundings.id });
  return (rows[0] as { id: number }).id;
}

export async function lockFunding(tx: DbOrTx, id: number): Promise<FundingRow | undefined> {
  return (await tx.select().from(earnFundings).where(eq(earnFundings.id, id)).for('update'))[0];
}

export async function decideFunding(
  tx: DbOrTx,
  id: number,
  patch: Partial<typeof earnFundings.$inferInsert>,
) {
  await tx.update(earnFundings).set(patch).where(eq(earnFundings.id, id));
}

export async function recentFundings(db: DbOrTx, limit: number): Promise<FundingRow[]> {
  return db.select().from(earnFundings).orderBy(desc(earnFundings.id)).limit(limit);
}
