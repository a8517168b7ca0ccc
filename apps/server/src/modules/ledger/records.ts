import type { AccountEntry, AccountRecord, Page } from '@platform/contract';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import { seconds } from '../../platform/clock.ts';
import { type DbOrTx, pgArray, rowsOf } from '../../platform/db.ts';
import { type Bucket, groupRecordLines, type RecordGroup } from './model.ts';
import { ledgerAccounts, ledgerLines, ledgerPostings } from './schema.ts';
import type { Book } from './service.ts';

/** The filters of the customer's records (asset, account type, posting kind, dates in Unix seconds). */
export interface RecordFilter {
  asset?: string | undefined;
  type?: string | undefined;
  kind?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** The lines of one user's accounts in one book that a filter selects. */
export function recordsWhere(userId: number, book: Book, f: RecordFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(ledgerAccounts.ownerKind, 'user'),
    eq(ledgerAccounts.ownerId, userId),
    eq(ledgerAccounts.book, book),
  ];
  if (f.asset) parts.push(eq(ledgerAccounts.asset, f.asset));
  if (f.type) parts.push(eq(ledgerAccounts.wallet, f.type));
  if (f.kind) parts.push(eq(ledgerPostings.kind, f.kind));
  if (f.from !== undefined) parts.push(gte(ledgerLines.createdAt, new Date(f.from * 1000)));
  if (f.to !== undefined) parts.push(lt(ledgerLines.createdAt, new Date(f.to * 1000)));
  return and(...parts);
}

/**
 * Every ledger line a filter selects, newest first, one page (the back office's view of a
 * customer's accounts).
 */
export async function lineRecords(
  db: DbOrTx,
  where: SQL | undefined,
  page: { page: number; pageSize: number },
  show: (units: bigint, asset: string) => string,
): Promise<Page<AccountRecord>> {
  const [rows, total] = await Promise.all([
    lineRows(db, where, page.pageSize, (page.page - 1) * page.pageSize, show),
    db
      .select({ n: count() })
      .from(ledgerLines)
      .innerJoin(ledgerAccounts, eq(ledgerLines.accountId, ledgerAccounts.id))
      .innerJoin(ledgerPostings, eq(ledgerLines.postingId, ledgerPostings.id))
      .where(where),
  ]);
  return { items: rows, total: present(total[0], 'count row').n, page: page.page, pageSize: page.pageSize };
}

/** The lines a filter selects, newest first, from `offset` on, at most `limit`. */
export async function lineRows(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
  show: (units: bigint, asset: string) => string,
): Promise<AccountRecord[]> {
  const rows = await db
    .select({
      id: ledgerLines.id,
      createdAt: ledgerLines.createdAt,
      asset: ledgerAccounts.asset,
      wallet: ledgerAccounts.wallet,
      bucket: ledgerLines.bucket,
      amount: ledgerLines.amount,
      balanceAfter: ledgerLines.balanceAfter,
      kind: ledgerPostings.kind,
      refKind: ledgerPostings.refKind,
      refId: ledgerPostings.refId,
    })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerLines.accountId, ledgerAccounts.id))
    .innerJoin(ledgerPostings, eq(ledgerLines.postingId, ledgerPostings.id))
    .where(where)
    .orderBy(desc(ledgerLines.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    id: r.id,
    time: seconds(r.createdAt),
    asset: r.asset,
    type: r.wallet,
    bucket: r.bucket as 'available' | 'frozen',
    kind: r.kind,
    ref_kind: r.refKind,
    ref_id: r.refId,
    amount: show(r.amount, r.asset),
    balance_after: show(r.balanceAfter, r.asset),
  }));
}

/**
 * A customer's records, one per posting and account, newest first and paged by record (not by
 * line), so the lines of one posting never fall on two pages.
 */
export async function recordEntries(
  db: DbOrTx,
  where: SQL | undefined,
  page: { page: number; pageSize: number },
  show: (units: bigint, asset: string) => string,
): Promise<Page<AccountEntry>> {
  const firstLine = sql<number>`min(${ledgerLines.id})`;
  const joined = () =>
    db
      .select({ postingId: ledgerLines.postingId, accountId: ledgerLines.accountId, first: firstLine })
      .from(ledgerLines)
      .innerJoin(ledgerAccounts, eq(ledgerLines.accountId, ledgerAccounts.id))
      .innerJoin(ledgerPostings, eq(ledgerLines.postingId, ledgerPostings.id))
      .where(where)
      .groupBy(ledgerLines.postingId, ledgerLines.accountId);
  const [keys, total] = await Promise.all([
    joined()
      .orderBy(desc(firstLine))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(joined().as('records')),
  ]);
  const items = keys.length === 0 ? [] : await entriesOf(db, where, keys, show);
  return { items, total: Number(present(total[0], 'count row').n), page: page.page, pageSize: page.pageSize };
}

async function entriesOf(
  db: DbOrTx,
  where: SQL | undefined,
  keys: readonly { postingId: number; accountId: number }[],
  show: (units: bigint, asset: string) => string,
): Promise<AccountEntry[]> {
  const rows = await db
    .select({
      lineId: ledgerLines.id,
      postingId: ledgerLines.postingId,
      accountId: ledgerLines.accountId,
      bucket: ledgerLines.bucket,
      amount: ledgerLines.amount,
      balanceAfter: ledgerLines.balanceAfter,
      createdAt: ledgerLines.createdAt,
      asset: ledgerAccounts.asset,
      wallet: ledgerAccounts.wallet,
      kind: ledgerPostings.kind,
      refKind: ledgerPostings.refKind,
      refId: ledgerPostings.refId,
    })
    .from(ledgerLines)
    .innerJoin(ledgerAccounts, eq(ledgerLines.accountId, ledgerAccounts.id))
    .innerJoin(ledgerPostings, eq(ledgerLines.postingId, ledgerPostings.id))
    .where(
      and(
        where,
        inArray(ledgerLines.postingId, [...new Set(keys.map((k) => k.postingId))]),
        inArray(ledgerLines.accountId, [...new Set(keys.map((k) => k.accountId))]),
      ),
    );
  const byLine = new Map(rows.map((r) => [r.lineId, r]));
  const groups = groupRecordLines(
    rows.map((r) => ({
      lineId: r.lineId,
      postingId: r.postingId,
      accountId: r.accountId,
      bucket: r.bucket as Bucket,
      amount: BigInt(r.amount),
      balanceAfter: BigInt(r.balanceAfter),
    })),
  );
  const wanted = new Set(keys.map((k) => `${k.postingId}:${k.accountId}`));
  const shown = groups.filter((g) => wanted.has(`${g.postingId}:${g.accountId}`));
  const availableBefore = await availableBeforeOf(
    db,
    shown.filter((g) => g.availableAfter === null),
  );
  return shown
    .sort((a, b) => b.firstLineId - a.firstLineId)
    .map((g) => {
      const head = byLine.get(g.firstLineId);
      if (!head) throw new Error(`record line ${g.firstLineId} vanished`);
      return {
        id: g.firstLineId,
        posting_id: g.postingId,
        time: seconds(head.createdAt),
        asset: head.asset,
        type: head.wallet,
        kind: head.kind,
        ref_kind: head.refKind,
        ref_id: head.refId,
        amount: show(g.amount, head.asset),
        balance_after: show(
          g.availableAfter ?? present(availableBefore.get(g.firstLineId), 'available before a record'),
          head.asset,
        ),
        lines: g.lines.map((l) => ({
          bucket: l.bucket,
          amount: show(l.amount, head.asset),
          balance_after: show(l.balanceAfter, head.asset),
        })),
      };
    });
}

/**
 * The available balance of each record's account just before it, for records that moved only
 * frozen funds (a fill paid from a hold leaves available as it was). An account without an
 * earlier available line had nothing available.
 */
async function availableBeforeOf(db: DbOrTx, groups: readonly RecordGroup[]): Promise<Map<number, bigint>> {
  if (groups.length === 0) return new Map();
  const result = await db.execute(sql`
    select distinct on (g.first) g.first::bigint as first, l.balance_after::text as balance
    from unnest(${pgArray(groups.map((g) => String(g.firstLineId)))}::bigint[],
      ${pgArray(groups.map((g) => String(g.accountId)))}::bigint[]) as g(first, account)
    join ledger_lines l on l.account_id = g.account and l.bucket = 'available' and l.id < g.first
    order by g.first, l.id desc`);
  // Accounts open empty: one with no available line before the group held nothing available.
  const before = new Map<number, bigint>(groups.map((g) => [g.firstLineId, 0n]));
  for (const r of rowsOf<{ first: string; balance: string }>(result))
    before.set(Number(r.first), BigInt(r.balance));
  return before;
}
