import { TURNOVER_USES, type TurnoverUse } from '@platform/contract';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, pgArray } from '../../platform/db.ts';
import type { StatementPart } from '../../platform/statement.ts';
import type { Book } from './intents.ts';
import { ledgerTurnover } from './schema.ts';

/**
 * The one definition of turnover for the withdrawal rule (spec section 9: "90% of cumulative
 * consumption"): deposits, and their use in trading or products, each valued in USDT units when
 * it happens. What counts as use is TURNOVER_USES (packages/contract), which the withdrawal
 * rules panel shows:
 * - `convert`: the USDT value of the amount converted, at the quote's price;
 * - `spot`: the traded value of each fill (quote of a USDT market), for the buyer and the seller;
 * - `contract`: the position value of a contract when it opens, at its opening price;
 * - `delivery`, `option`: the stake of the order.
 * Only the real book counts: demo accounts never withdraw. A row is written in the transaction
 * (or statement) of the trade it records, and once per reference.
 */
export type TurnoverSource = 'deposit' | TurnoverUse;

export interface TurnoverEntry {
  userId: number;
  source: TurnoverSource;
  /** USDT units (scale 6). */
  usdt: bigint;
  /** What it records, unique per source (a deposit id, a trade id and side, an order id). */
  refId: string;
}

/** Every source the rule counts as use: the list the customer is shown. */
export const TURNOVER_COUNTED: readonly TurnoverUse[] = TURNOVER_USES;

/**
 * The insert of turnover rows as one set-based statement (arrays bound as single parameters),
 * or undefined when nothing counts: a demo book, or no positive value. A repeated reference is
 * ignored, so a replay cannot count twice.
 */
export function turnoverInsert(book: Book, entries: readonly TurnoverEntry[], at: Date): SQL | undefined {
  if (book !== 'real') return undefined;
  const rows = entries.filter((e) => e.usdt > 0n);
  if (rows.length === 0) return undefined;
  const col = (f: (e: TurnoverEntry) => string) => pgArray(rows.map(f));
  return sql`
    insert into ledger_turnover (user_id, kind, usdt, ref_kind, ref_id, created_at)
    select user_id, case when ref_kind = 'deposit' then 'deposit' else 'use' end, usdt, ref_kind, ref_id,
      ${at.toISOString()}::timestamptz
    from unnest(${col((e) => String(e.userId))}::bigint[], ${col((e) => e.usdt.toString())}::numeric[],
      ${col((e) => e.source)}::text[], ${col((e) => e.refId)}::text[]) as t(user_id, usdt, ref_kind, ref_id)
    on conflict (kind, ref_kind, ref_id) do nothing`;
}

/** Turnover rows as a part of a statement written with the caller's rows (platform/statement.ts). */
export function turnoverPart(
  book: Book,
  entries: readonly TurnoverEntry[],
  at: Date,
): StatementPart | undefined {
  const insert = turnoverInsert(book, entries, at);
  return insert && { ctes: sql`ledger_turnover_rows as (${insert})` };
}

/** Writes turnover rows in the caller's transaction (see turnoverInsert); nothing when none counts. */
export async function recordTurnover(
  tx: DbOrTx,
  book: Book,
  entries: readonly TurnoverEntry[],
  at: Date,
): Promise<void> {
  const insert = turnoverInsert(book, entries, at);
  if (insert) await tx.execute(insert);
}

/** Deposits and use of a user strictly after a moment (the last withdrawal), in USDT units. */
export async function turnoverSince(
  db: DbOrTx,
  userId: number,
  since: Date | null,
): Promise<{ deposits: bigint; used: bigint }> {
  const where = since
    ? and(eq(ledgerTurnover.userId, userId), gt(ledgerTurnover.createdAt, since))
    : eq(ledgerTurnover.userId, userId);
  const rows = await db
    .select({
      kind: ledgerTurnover.kind,
      total: sql<string>`coalesce(sum(${ledgerTurnover.usdt}), 0)::text`,
    })
    .from(ledgerTurnover)
    .where(where)
    .groupBy(ledgerTurnover.kind);
  // A kind with no rows since the moment sums to nothing: zero, not unknown.
  const of = (kind: string) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? BigInt(row.total) : 0n;
  };
  return { deposits: of('deposit'), used: of('use') };
}
