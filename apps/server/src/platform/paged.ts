import type { Page } from '@platform/contract';
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as invariant from './assert.ts';
import type { DbOrTx } from './db.ts';

/** One page of a table's rows matching `where`, in `orderBy` order, with the total count. */
export async function pagedRows<T extends PgTable, Item>(
  db: DbOrTx,
  table: T,
  query: {
    where: SQL | undefined;
    orderBy: (SQL | PgColumn)[];
    page: number;
    pageSize: number;
  },
  present: (row: T['$inferSelect']) => Item,
): Promise<Page<Item>> {
  const { where, orderBy, page, pageSize } = query;
  const from = table as PgTable;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(from).where(where),
  ]);
  return {
    items: (rows as T['$inferSelect'][]).map(present),
    total: invariant.present(total[0], 'count row').n,
    page,
    pageSize,
  };
}
