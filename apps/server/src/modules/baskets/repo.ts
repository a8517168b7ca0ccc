import type { Page } from '@platform/contract';
import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { rowsOf } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import type { Book } from '../ledger/index.ts';
import { basketNavs, basketPositions, baskets, basketTrades } from './schema.ts';

/** The only file of the baskets module that reads or writes its tables. */

export type BasketRow = typeof baskets.$inferSelect;
export type NewBasket = typeof baskets.$inferInsert;
export type PositionRow = typeof basketPositions.$inferSelect;
export type TradeRow = typeof basketTrades.$inferSelect;

export async function all(db: DbOrTx, risk?: string): Promise<BasketRow[]> {
  return db
    .select()
    .from(baskets)
    .where(risk ? eq(baskets.risk, risk) : undefined)
    .orderBy(asc(baskets.risk), asc(baskets.id));
}

export async function one(db: DbOrTx, id: number): Promise<BasketRow | undefined> {
  return (await db.select().from(baskets).where(eq(baskets.id, id)))[0];
}

export async function lockOne(tx: DbOrTx, id: number): Promise<BasketRow | undefined> {
  return (await tx.select().from(baskets).where(eq(baskets.id, id)).for('update'))[0];
}

export async function insert(tx: DbOrTx, values: NewBasket): Promise<BasketRow> {
  return (await tx.insert(baskets).values(values).returning())[0] as BasketRow;
}

export async function update(
  tx: DbOrTx,
  id: number,
  patch: Partial<Omit<NewBasket, 'id' | 'components' | 'base' | 'inceptionAt'>>,
): Promise<BasketRow | undefined> {
  return (await tx.update(baskets).set(patch).where(eq(baskets.id, id)).returning())[0];
}

/** Records a basket's inception prices once (a basket that has them keeps them). */
export async function setInception(
  db: DbOrTx,
  id: number,
  base: NonNullable<BasketRow['base']>,
  at: Date,
): Promise<void> {
  await db
    .update(baskets)
    .set({ base, inceptionAt: at })
    .where(and(eq(baskets.id, id), sql`${baskets.base} is null`));
}

// Positions.

export async function position(
  db: DbOrTx,
  owner: { userId: number; book: Book },
  basketId: number,
): Promise<PositionRow | undefined> {
  const rows = await db
    .select()
    .from(basketPositions)
    .where(
      and(
        eq(basketPositions.userId, owner.userId),
        eq(basketPositions.book, owner.book),
        eq(basketPositions.basketId, basketId),
      ),
    );
  return rows[0];
}

/** A position locked for the transaction, created empty on first use. */
export async function lockPosition(
  tx: DbOrTx,
  owner: { userId: number; book: Book },
  basketId: number,
  feeDay: number,
): Promise<PositionRow> {
  const rows = await tx
    .insert(basketPositions)
    .values({
      userId: owner.userId,
      book: owner.book,
      basketId,
      units: 0n,
      cost: 0n,
      feesPaid: 0n,
      managementUnits: 0n,
      feeDay,
    })
    .onConflictDoUpdate({
      target: [basketPositions.userId, basketPositions.book, basketPositions.basketId],
      set: { units: sql`${basketPositions.units}` },
    })
    .returning();
  return rows[0] as PositionRow;
}

export async function savePosition(tx: DbOrTx, row: PositionRow): Promise<void> {
  await tx
    .update(basketPositions)
    .set({
      units: row.units,
      cost: row.cost,
      feesPaid: row.feesPaid,
      managementUnits: row.managementUnits,
      feeDay: row.feeDay,
    })
    .where(
      and(
        eq(basketPositions.userId, row.userId),
        eq(basketPositions.book, row.book),
        eq(basketPositions.basketId, row.basketId),
      ),
    );
}

export async function ownPositions(
  db: DbOrTx,
  owner: { userId: number; book: Book },
): Promise<PositionRow[]> {
  return db
    .select()
    .from(basketPositions)
    .where(
      and(
        eq(basketPositions.userId, owner.userId),
        eq(basketPositions.book, owner.book),
        gt(basketPositions.units, 0n),
      ),
    )
    .orderBy(asc(basketPositions.basketId));
}

/** Positions whose management fee has days to charge, locked, skipping those another runner holds. */
export async function lockFeesDue(tx: DbOrTx, today: number, limit: number): Promise<PositionRow[]> {
  return tx
    .select()
    .from(basketPositions)
    .where(and(sql`${basketPositions.feeDay} < ${today}`, gt(basketPositions.units, 0n)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** What a customer's units of every basket cost (the risk cap counts it with escrow). */
export async function costHeld(db: DbOrTx, userId: number, book: Book): Promise<bigint> {
  const rows = rowsOf<{ cost: string | null }>(
    await db.execute(
      sql`select sum(cost)::text as cost from basket_positions where user_id = ${userId} and book = ${book}`,
    ),
  );
  return BigInt(rows[0]?.cost ?? '0');
}

/** Units outstanding and holders per basket of a book. */
export async function outstanding(db: DbOrTx, book: Book) {
  const rows = rowsOf<{ basket_id: string; units: string; holders: number }>(
    await db.execute(sql`
      select basket_id::text, sum(units)::text as units, (count(*) filter (where units > 0))::int as holders
      from basket_positions where book = ${book} group by basket_id`),
  );
  return new Map(rows.map((r) => [Number(r.basket_id), { units: BigInt(r.units), holders: r.holders }]));
}

// Trades.

export async function insertTrade(
  tx: DbOrTx,
  values: typeof basketTrades.$inferInsert,
): Promise<TradeRow | undefined> {
  const rows = await tx
    .insert(basketTrades)
    .values(values)
    .onConflictDoNothing({ target: basketTrades.requestKey })
    .returning();
  return rows[0];
}

export function tradePage<Item>(
  db: DbOrTx,
  f: {
    book: Book;
    userId?: number | undefined;
    basketIds?: number[] | undefined;
    page: number;
    pageSize: number;
  },
  show: (row: TradeRow) => Item,
): Promise<Page<Item>> {
  const where = and(
    eq(basketTrades.book, f.book),
    f.userId === undefined ? undefined : eq(basketTrades.userId, f.userId),
    f.basketIds === undefined
      ? undefined
      : sql`${basketTrades.basketId} = any(${`{${f.basketIds.join(',')}}`}::bigint[])`,
  );
  return pagedRows(
    db,
    basketTrades,
    { where, orderBy: [desc(basketTrades.id)], page: f.page, pageSize: f.pageSize },
    show,
  );
}

// NAV history.

export async function recordNavs(
  db: DbOrTx,
  rows: { basketId: number; minute: number; nav: bigint }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(basketNavs).values(rows).onConflictDoNothing();
}

export async function navHistory(db: DbOrTx, basketId: number, sinceMinute: number) {
  return db
    .select({ minute: basketNavs.minute, nav: basketNavs.nav })
    .from(basketNavs)
    .where(and(eq(basketNavs.basketId, basketId), gte(basketNavs.minute, sinceMinute)))
    .orderBy(asc(basketNavs.minute));
}
