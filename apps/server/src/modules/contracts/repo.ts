import type { Page } from '@platform/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import type { Book } from '../ledger/index.ts';
import { contractPositions } from './schema.ts';

/** The only file of the contracts module that reads or writes contract_positions for customers. */

export type PositionRow = typeof contractPositions.$inferSelect;
export type NewPosition = typeof contractPositions.$inferInsert;
export type PositionPatch = Partial<Omit<NewPosition, 'id'>>;

/** Advisory lock class serialising one user's opens (the open-position limit). */
const OPEN_LOCK = 7_002;

/** Whose positions: one user's in one book, in these statuses, in one instrument or all. */
export interface Owner {
  userId: number;
  book: Book;
}

/** The session's positions: its user in its book (a demo session trades the demo book). */
export const ownerOf = (user: SessionUser): Owner => ({
  userId: user.userId,
  book: user.kind === 'demo' ? 'demo' : 'real',
});

function whereOwn(owner: Owner, statuses: readonly string[], symbol?: string): SQL | undefined {
  return and(
    eq(contractPositions.userId, owner.userId),
    eq(contractPositions.book, owner.book),
    inArray(contractPositions.status, [...statuses]),
    symbol ? eq(contractPositions.symbol, symbol) : undefined,
  );
}

/** Every open position and pending open, of every user and book (their levels are armed at start). */
export function liveRows(db: DbOrTx): Promise<PositionRow[]> {
  return db
    .select()
    .from(contractPositions)
    .where(inArray(contractPositions.status, ['open', 'pending']));
}

/** The owner's positions in these statuses (in one instrument or all). */
export function ownRows(
  db: DbOrTx,
  owner: Owner,
  statuses: readonly string[],
  symbol?: string,
): Promise<PositionRow[]> {
  return db
    .select()
    .from(contractPositions)
    .where(whereOwn(owner, statuses, symbol));
}

/** One page of the owner's positions in these statuses, the latest changed first. */
export function ownPage<Item>(
  db: DbOrTx,
  owner: Owner,
  statuses: readonly string[],
  f: { symbol?: string | undefined; page: number; pageSize: number },
  show: (row: PositionRow) => Item,
): Promise<Page<Item>> {
  return pagedRows(
    db,
    contractPositions,
    {
      where: whereOwn(owner, statuses, f.symbol),
      orderBy: [desc(contractPositions.updatedAt), desc(contractPositions.id)],
      page: f.page,
      pageSize: f.pageSize,
    },
    show,
  );
}

/**
 * Serialises one user's opens until the transaction ends, so a count taken after it sees every
 * open committed before: concurrent requests can never pass the limit together.
 */
export async function lockOpens(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_LOCK}, ${userId})`);
}

/** How many of the owner's positions are in these statuses. */
export async function countOwn(tx: DbOrTx, owner: Owner, statuses: readonly string[]): Promise<number> {
  const rows = await tx.select({ n: count() }).from(contractPositions).where(whereOwn(owner, statuses));
  return present(rows[0], 'count row').n;
}

/** Inserts a new position; undefined when its request key was used before (a replayed request). */
export async function insertRequested(tx: DbOrTx, values: NewPosition): Promise<PositionRow | undefined> {
  const rows = await tx
    .insert(contractPositions)
    .values(values)
    .onConflictDoNothing({ target: contractPositions.requestKey })
    .returning();
  return rows[0];
}

/** Inserts the closed part split off a position. */
export async function insertPosition(tx: DbOrTx, values: NewPosition): Promise<PositionRow> {
  const rows = await tx.insert(contractPositions).values(values).returning();
  return present(rows[0], 'inserted position');
}

/** Changes a position known to exist (read under lock in the same transaction). */
export async function updatePosition(tx: DbOrTx, id: number, patch: PositionPatch): Promise<PositionRow> {
  const rows = await tx.update(contractPositions).set(patch).where(eq(contractPositions.id, id)).returning();
  return present(rows[0], 'updated position');
}

/** A position locked for the rest of the transaction; undefined when there is none. */
export async function lockPosition(tx: DbOrTx, id: number): Promise<PositionRow | undefined> {
  const rows = await tx.select().from(contractPositions).where(eq(contractPositions.id, id)).for('update');
  return rows[0];
}

/** A position of this user locked for the rest of the transaction; another user's reads as missing. */
export async function lockOwnPosition(
  tx: DbOrTx,
  userId: number,
  id: number,
): Promise<PositionRow | undefined> {
  const rows = await tx
    .select()
    .from(contractPositions)
    .where(and(eq(contractPositions.id, id), eq(contractPositions.userId, userId)))
    .for('update');
  return rows[0];
}
