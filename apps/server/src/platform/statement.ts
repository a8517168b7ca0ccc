import { type SQL, sql } from 'drizzle-orm';
import { present } from './assert.ts';
import { type DbOrTx, preparedQuery, rowsOf } from './db.ts';

/**
 * One module's share of a statement written by several (DESIGN.md section 6, group commit): its
 * data-modifying steps as named CTEs, and the values it reads back. Modules compose parts without
 * knowing each other's tables, and the whole is one round trip and, outside a transaction, one
 * commit. A part may fail the statement (an overdraft, a broken invariant); every part's writes
 * are then undone together.
 */
export interface StatementPart {
  /** `name as (...)` entries joined by commas; names are prefixed by the module to stay unique. */
  ctes: SQL;
  /**
   * Scalar expressions evaluated after every CTE, one column each. A check that must run even
   * when nothing reads its CTE belongs here (a select CTE nobody references is never run).
   */
  results?: readonly SQL[];
  /** What a failure of the statement means to this part, when it is one of its refusals. */
  refusal?: (error: unknown) => Error | undefined;
}

/**
 * Runs parts as one statement, in order, and returns each part's results. An error a part
 * recognises is thrown as that part's refusal; any other is thrown as it is.
 */
export async function runParts(
  db: DbOrTx,
  parts: readonly (StatementPart | undefined)[],
): Promise<unknown[][]> {
  return statementOf(db, parts)();
}

/**
 * The statement of `runParts`, worked out now (its text and values) and run when called: a
 * writer that must wait for the batch before prepares the next one while it waits.
 */
export function statementOf(
  db: DbOrTx,
  parts: readonly (StatementPart | undefined)[],
): () => Promise<unknown[][]> {
  const used = parts.filter((p): p is StatementPart => p !== undefined);
  if (used.length === 0) return async () => [];
  const columns: SQL[] = [];
  const spans: [number, number][] = [];
  for (const p of used) {
    const start = columns.length;
    for (const r of p.results ?? []) columns.push(sql`${r} as ${sql.raw(`r${columns.length}`)}`);
    spans.push([start, columns.length]);
  }
  const select = columns.length === 0 ? sql`select 1 as r` : sql`select ${sql.join(columns, sql`, `)}`;
  const execute = preparedQuery(
    db,
    sql`with ${sql.join(
      used.map((p) => p.ctes),
      sql`, `,
    )} ${select}`,
  );
  return async () => {
    let row: Record<string, unknown>;
    try {
      row = present(rowsOf<Record<string, unknown>>(await execute())[0], 'statement result');
    } catch (error) {
      for (const p of used) {
        const refusal = p.refusal?.(error);
        if (refusal) throw refusal;
      }
      throw error;
    }
    return spans.map(([from, to]) => {
      const out: unknown[] = [];
      for (let i = from; i < to; i++) out.push(row[`r${i}`]);
      return out;
    });
  };
}
