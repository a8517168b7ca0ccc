import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, executePrepared, pgArray, rowsOf } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import type { StatementPart } from '../../platform/statement.ts';
import type { Book } from '../ledger/index.ts';
import type { LiveOrder, MarketKey, OrderRecord, PlaceCommand, Plan, TradeRecord } from './batch.ts';
import { spotOrders, spotTrades } from './schema.ts';

/** Ids taken from a sequence at once: allocation costs one query per this many orders or trades. */
const ID_BLOCK = 1_000;

/**
 * Ids of one table's sequence, fetched in blocks outside any transaction (sequences are not
 * transactional). A writer takes them in increasing order, so within a market a later order
 * always has a larger id, which is what rebuilding the book in time priority relies on.
 */
export class IdPool {
  private ids: number[] = [];
  constructor(
    private readonly db: Db,
    private readonly sequence: string,
  ) {}

  async reserve(n: number): Promise<void> {
    if (this.ids.length >= n) return;
    const wanted = Math.max(ID_BLOCK, n - this.ids.length);
    const rows = rowsOf<{ id: string }>(
      await this.db.execute(
        sql`select nextval(${this.sequence}::regclass)::text as id from generate_series(1, ${wanted}::int)`,
      ),
    );
    this.ids.push(...rows.map((r) => Number(r.id)).sort((a, b) => a - b));
  }

  /** The next id; `reserve` must have made room. */
  take(): number {
    const id = this.ids.shift();
    if (id === undefined) throw new Error(`${this.sequence}: no id reserved`);
    return id;
  }

  get size(): number {
    return this.ids.length;
  }
}

/** The open orders of a market in the order they were accepted. */
export function openOrderRows(db: Db, market: MarketKey) {
  return db
    .select()
    .from(spotOrders)
    .where(
      and(
        eq(spotOrders.symbol, market.symbol),
        eq(spotOrders.book, market.book),
        eq(spotOrders.status, 'open'),
      ),
    )
    .orderBy(asc(spotOrders.id));
}

/**
 * Ends open orders the rebuild could not place (MarketWriter.fence): cancelled with the end reason
 * 'fenced', holding nothing; the ids of the rows it ended.
 */
export async function fenceOrderRows(tx: DbOrTx, ids: readonly number[], now: Date): Promise<number[]> {
  const rows = await tx
    .update(spotOrders)
    .set({ status: 'cancelled', endReason: 'fenced', frozen: 0n, updatedAt: now })
    .where(and(inArray(spotOrders.id, [...ids]), eq(spotOrders.status, 'open')))
    .returning({ id: spotOrders.id });
  return rows.map((r) => r.id);
}

/** The latest trades of a market, newest first. */
export function recentTradeRows(db: Db, market: MarketKey, limit: number) {
  return db
    .select()
    .from(spotTrades)
    .where(and(eq(spotTrades.symbol, market.symbol), eq(spotTrades.book, market.book)))
    .orderBy(desc(spotTrades.id))
    .limit(limit);
}

/** Client order ids of the batch already stored for their users. */
export async function clientIdsUsed(db: Db, places: readonly PlaceCommand[]): Promise<Set<string>> {
  const named = places.filter((c) => c.clientOrderId !== null);
  if (named.length === 0) return new Set();
  const rows = rowsOf<{ user_id: string; client_order_id: string }>(
    await executePrepared(
      db,
      sql`
      select o.user_id::text as user_id, o.client_order_id from spot_orders o
      join unnest(${pgArray(named.map((c) => String(c.userId)))}::bigint[], ${pgArray(named.map((c) => c.clientOrderId))}::text[])
        as v(user_id, client_order_id) on o.user_id = v.user_id and o.client_order_id = v.client_order_id`,
    ),
  );
  return new Set(rows.map((r) => `${r.user_id}:${r.client_order_id}`));
}

/**
 * The row writes of a batch as a part of the batch's statement (platform/statement.ts): new
 * orders, changed orders (only of earlier batches, so the update never meets a row inserted in
 * the same statement) and trades.
 */
export function batchRows(m: MarketKey, plan: Plan): StatementPart | undefined {
  const now = plan.now.toISOString();
  const created = new Set(plan.created);
  const updated = [...plan.changed].filter((o) => !created.has(o));
  const n = (f: (x: LiveOrder) => string | null) => pgArray(plan.created.map(f));
  const u = (f: (x: LiveOrder) => string | null) => pgArray(updated.map(f));
  const t = (f: (x: TradeRecord) => string) => pgArray(plan.trades.map(f));
  const out: SQL[] = [];
  if (plan.created.length > 0)
    out.push(sql`
      insert into spot_orders (id, user_id, book, symbol, side, type, tif, price_ticks, quantity_lots,
        filled_lots, filled_quote, fee, frozen, status, end_reason, client_order_id, created_at, updated_at)
      select id, user_id, ${m.book}, ${m.symbol}, side, type, tif, price_ticks, quantity_lots, filled_lots,
        filled_quote, fee, frozen, status, end_reason, client_order_id, ${now}::timestamptz, ${now}::timestamptz
      from unnest(${n((x) => String(x.id))}::bigint[], ${n((x) => String(x.userId))}::bigint[],
        ${n((x) => x.side)}::text[], ${n((x) => x.type)}::text[], ${n((x) => x.tif)}::text[],
        ${n((x) => String(x.priceTicks))}::bigint[], ${n((x) => String(x.quantityLots))}::bigint[],
        ${n((x) => String(x.filledLots))}::bigint[], ${n((x) => x.filledQuote.toString())}::numeric[],
        ${n((x) => x.fee.toString())}::numeric[], ${n((x) => x.frozen.toString())}::numeric[],
        ${n((x) => x.status)}::text[], ${n((x) => x.endReason)}::text[], ${n((x) => x.clientOrderId)}::text[])
        as t(id, user_id, side, type, tif, price_ticks, quantity_lots, filled_lots, filled_quote, fee, frozen,
          status, end_reason, client_order_id)`);
  if (updated.length > 0)
    out.push(sql`
      update spot_orders as o set filled_lots = v.filled_lots, filled_quote = v.filled_quote, fee = v.fee,
        frozen = v.frozen, status = v.status, end_reason = v.end_reason, updated_at = v.updated_at
      from unnest(${u((x) => String(x.id))}::bigint[], ${u((x) => String(x.filledLots))}::bigint[],
        ${u((x) => x.filledQuote.toString())}::numeric[], ${u((x) => x.fee.toString())}::numeric[],
        ${u((x) => x.frozen.toString())}::numeric[], ${u((x) => x.status)}::text[],
        ${u((x) => x.endReason)}::text[], ${u((x) => x.updatedAt.toISOString())}::timestamptz[])
        as v(id, filled_lots, filled_quote, fee, frozen, status, end_reason, updated_at)
      where o.id = v.id`);
  if (plan.trades.length > 0)
    out.push(sql`
      insert into spot_trades (id, symbol, book, maker_order_id, taker_order_id, maker_user_id, taker_user_id,
        taker_side, price_ticks, quantity_lots, quote, maker_fee, taker_fee, created_at)
      select id, ${m.symbol}, ${m.book}, maker_order_id, taker_order_id, maker_user_id, taker_user_id,
        taker_side, price_ticks, quantity_lots, quote, maker_fee, taker_fee, ${now}::timestamptz
      from unnest(${t((x) => String(x.id))}::bigint[], ${t((x) => String(x.makerOrderId))}::bigint[],
        ${t((x) => String(x.takerOrderId))}::bigint[], ${t((x) => String(x.makerUserId))}::bigint[],
        ${t((x) => String(x.takerUserId))}::bigint[], ${t((x) => x.side)}::text[],
        ${t((x) => String(x.priceTicks))}::bigint[], ${t((x) => String(x.quantityLots))}::bigint[],
        ${t((x) => x.quote.toString())}::numeric[], ${t((x) => x.makerFee.toString())}::numeric[],
        ${t((x) => x.takerFee.toString())}::numeric[])
        as t(id, maker_order_id, taker_order_id, maker_user_id, taker_user_id, taker_side, price_ticks,
          quantity_lots, quote, maker_fee, taker_fee)`);
  if (out.length === 0) return undefined;
  return {
    ctes: sql.join(
      out.map((w, k) => sql`${sql.raw(`spot_w${k}`)} as (${w})`),
      sql`, `,
    ),
  };
}

interface Paging {
  userId: number;
  book: Book;
  symbol?: string | undefined;
  page: number;
  pageSize: number;
}

/** A user's open or ended orders in one book, newest first. */
export function orderPage<T>(
  db: Db,
  f: Paging & { which: 'open' | 'history' },
  present: (row: OrderRecord) => T,
) {
  const parts: (SQL | undefined)[] = [eq(spotOrders.userId, f.userId), eq(spotOrders.book, f.book)];
  parts.push(
    f.which === 'open' ? eq(spotOrders.status, 'open') : inArray(spotOrders.status, ['filled', 'cancelled']),
  );
  if (f.symbol) parts.push(eq(spotOrders.symbol, f.symbol));
  return pagedRows(
    db,
    spotOrders,
    { where: and(...parts), orderBy: [desc(spotOrders.id)], page: f.page, pageSize: f.pageSize },
    present,
  );
}

/** A user's fills in one book as maker or taker, newest first. */
export function tradePage<T>(db: Db, f: Paging, present: (row: typeof spotTrades.$inferSelect) => T) {
  const mine = or(eq(spotTrades.makerUserId, f.userId), eq(spotTrades.takerUserId, f.userId));
  const where = and(
    mine,
    eq(spotTrades.book, f.book),
    f.symbol ? eq(spotTrades.symbol, f.symbol) : undefined,
  );
  return pagedRows(
    db,
    spotTrades,
    { where, orderBy: [desc(spotTrades.id)], page: f.page, pageSize: f.pageSize },
    present,
  );
}
