import { and, eq, isNull } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Book } from '../ledger/index.ts';
import { ledgerAdjustments, ledgerQuotes } from './schema.ts';

/** The assets module's rows: conversion quotes and manual adjustments (schema.ts). */
export type QuoteRow = typeof ledgerQuotes.$inferSelect;
export type AdjustmentRow = typeof ledgerAdjustments.$inferSelect;

export async function insertQuote(db: DbOrTx, row: typeof ledgerQuotes.$inferInsert): Promise<void> {
  await db.insert(ledgerQuotes).values(row);
}

/** Marks the user's unused quote used and returns it; undefined when there is none to use. */
export async function takeQuote(
  tx: DbOrTx,
  q: { id: string; userId: number; book: Book; at: Date },
): Promise<QuoteRow | undefined> {
  const taken = await tx
    .update(ledgerQuotes)
    .set({ usedAt: q.at })
    .where(
      and(
        eq(ledgerQuotes.id, q.id),
        eq(ledgerQuotes.userId, q.userId),
        eq(ledgerQuotes.book, q.book),
        isNull(ledgerQuotes.usedAt),
      ),
    )
    .returning();
  return taken[0];
}

/** A requested adjustment (pending); its id. */
export async function insertAdjustment(
  tx: DbOrTx,
  row: typeof ledgerAdjustments.$inferInsert,
): Promise<number> {
  const rows = await tx.insert(ledgerAdjustments).values(row).returning({ id: ledgerAdjustments.id });
  return present(rows[0], 'inserted row').id;
}

/** An adjustment locked for its decision. */
export async function lockAdjustment(tx: DbOrTx, id: number): Promise<AdjustmentRow | undefined> {
  const rows = await tx.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.id, id)).for('update');
  return rows[0];
}

export async function decideAdjustment(
  tx: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'rejected'; decidedBy: number; decidedAt: Date; postingId?: number },
): Promise<void> {
  await tx.update(ledgerAdjustments).set(decision).where(eq(ledgerAdjustments.id, id));
}
