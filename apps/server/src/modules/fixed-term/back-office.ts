import type {
  AdminFixedTermOrder,
  FixedTermExposure,
  FixedTermExposureRow,
  FixedTermKind,
  FixedTermOrder,
  Page,
} from '@platform/contract';
import { isRising, payoutOf } from '@platform/engine';
import { formatUnits } from '@platform/money';
import { and, asc, count, desc, eq, gt, gte, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import type { Book } from '../ledger/index.ts';
import type { MarketService } from '../market/index.ts';
import { fixedTermOrders } from './schema.ts';
import { FIXED_TERM_WALLETS, type FixedTermService } from './service.ts';

type Row = typeof fixedTermOrders.$inferSelect;
type OpenRow = Pick<Row, 'id' | 'kind' | 'symbol' | 'direction' | 'stake' | 'payoutPpm'>;

/** Open orders read at once while the exposure is summed (keyset pages by id). */
export const EXPOSURE_BATCH_ROWS = 1_000;
/** The window of the settled summary. */
export const SETTLED_WINDOW_MS = 24 * 3_600_000;

const USDT_SCALE = 6;
const usdt = (units: bigint) => formatUnits(units, USDT_SCALE);

interface Paging {
  page: number;
  pageSize: number;
}

/** One product's running sums on one instrument while the exposure is read. */
interface Sums {
  kind: FixedTermKind;
  symbol: string;
  orders: number;
  risingStake: bigint;
  fallingStake: bigint;
  risingPays: bigint;
  fallingPays: bigint;
}

/**
 * Adds one open order to its product and instrument: its stake to its side, and the profit a win
 * would pay beyond the stake, computed by settlement's own rule (payoutOf rounds the profit down).
 */
function addOrder(sums: Map<string, Sums>, row: OpenRow): void {
  const key = `${row.kind}|${row.symbol}`;
  const s = sums.get(key) ?? {
    kind: row.kind as FixedTermKind,
    symbol: row.symbol,
    orders: 0,
    risingStake: 0n,
    fallingStake: 0n,
    risingPays: 0n,
    fallingPays: 0n,
  };
  const pays = payoutOf('won', row.stake, row.payoutPpm) - row.stake;
  s.orders += 1;
  if (isRising(row.direction)) {
    s.risingStake += row.stake;
    s.risingPays += pays;
  } else {
    s.fallingStake += row.stake;
    s.fallingPays += pays;
  }
  sums.set(key, s);
}

/**
 * The back office's read-only view of delivery and option orders: the house's exposure per
 * product and instrument, the last day's settlements, and every order with its customer. Nothing
 * here changes a price, an order or an outcome; orders are shown through FixedTermService.present,
 * so staff see the figures the customers see.
 */
export class FixedTermBackOffice {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly market: MarketService,
    private readonly fixedTerm: FixedTermService,
  ) {}

  /**
   * Open orders per product and instrument with each side's worst case for the house, and the
   * orders settled in the last 24 hours. Open rows are read in batches by id: a figure of the
   * moment, not a settlement.
   */
  async exposure(book: Book): Promise<FixedTermExposure> {
    const sums = new Map<string, Sums>();
    let after = 0;
    for (;;) {
      const rows = await this.db
        .select({
          id: fixedTermOrders.id,
          kind: fixedTermOrders.kind,
          symbol: fixedTermOrders.symbol,
          direction: fixedTermOrders.direction,
          stake: fixedTermOrders.stake,
          payoutPpm: fixedTermOrders.payoutPpm,
        })
        .from(fixedTermOrders)
        .where(
          and(
            eq(fixedTermOrders.status, 'open'),
            eq(fixedTermOrders.book, book),
            gt(fixedTermOrders.id, after),
          ),
        )
        .orderBy(asc(fixedTermOrders.id))
        .limit(EXPOSURE_BATCH_ROWS);
      for (const row of rows) addOrder(sums, row);
      const last = rows.at(-1);
      if (!last || rows.length < EXPOSURE_BATCH_ROWS) break;
      after = last.id;
    }
    const ordered = [...sums.values()].sort(
      (a, b) => a.kind.localeCompare(b.kind) || a.symbol.localeCompare(b.symbol),
    );
    const total = { orders: 0, risingStake: 0n, fallingStake: 0n, risingPays: 0n, fallingPays: 0n };
    for (const s of ordered) {
      total.orders += s.orders;
      total.risingStake += s.risingStake;
      total.fallingStake += s.fallingStake;
      total.risingPays += s.risingPays;
      total.fallingPays += s.fallingPays;
    }
    return {
      book,
      instruments: ordered.map((s) => this.exposureRow(s)),
      total: {
        orders: total.orders,
        rising_stake: usdt(total.risingStake),
        falling_stake: usdt(total.fallingStake),
        house_pays_if_rising: usdt(total.risingPays),
        house_pays_if_falling: usdt(total.fallingPays),
      },
      settled_24h: await this.settledSince(book, this.clock.nowMs()),
    };
  }

  private exposureRow(s: Sums): FixedTermExposureRow {
    // Exposure on a disabled instrument is still priced: its orders settle at the feed's price.
    const last = this.market.recordedIndex(s.symbol);
    return {
      kind: s.kind,
      symbol: s.symbol,
      price: last ? formatUnits(last.units, last.scale) : null,
      orders: s.orders,
      rising_stake: usdt(s.risingStake),
      falling_stake: usdt(s.fallingStake),
      house_pays_if_rising: usdt(s.risingPays),
      house_pays_if_falling: usdt(s.fallingPays),
    };
  }

  /** Orders of a book settled in the window up to `nowMs`: stakes, payouts, fees and what the house kept. */
  private async settledSince(book: Book, nowMs: number): Promise<FixedTermExposure['settled_24h']> {
    const from = new Date(nowMs - SETTLED_WINDOW_MS);
    const to = new Date(nowMs);
    // A sum over no rows is NULL in SQL; here it truly is nothing settled, so it reads as 0. The
    // sums of NUMERIC(39,0) columns arrive as decimal strings of whole units.
    const total = (column: AnyPgColumn) => sql<bigint>`coalesce(sum(${column}), 0)`.mapWith(BigInt);
    const rows = await this.db
      .select({
        orders: count(),
        stake: total(fixedTermOrders.stake),
        payout: total(fixedTermOrders.payout),
        fee: total(fixedTermOrders.fee),
      })
      .from(fixedTermOrders)
      .where(
        and(
          eq(fixedTermOrders.book, book),
          isNotNull(fixedTermOrders.settledAt),
          gte(fixedTermOrders.settledAt, from),
          lte(fixedTermOrders.settledAt, to),
        ),
      );
    const sums = rows[0];
    if (!sums) throw new Error('an aggregate query returned no row');
    return {
      from: seconds(from),
      to: seconds(to),
      orders: sums.orders,
      stake: usdt(sums.stake),
      payout: usdt(sums.payout),
      fee: usdt(sums.fee),
      house_result: usdt(sums.stake - sums.payout + sums.fee),
    };
  }

  /**
   * Every order of a book, filtered by product, instrument, status and customer. By the time
   * placed: newest first. By the time settled: settled orders only, the latest settlement first
   * (the settlement history). `from` and `to` bound that time (Unix seconds, from inclusive, to
   * exclusive).
   */
  orders(
    f: Paging & {
      book: Book;
      kind?: FixedTermKind | undefined;
      symbol?: string | undefined;
      status?: FixedTermOrder['status'] | undefined;
      uid?: number | undefined;
      dates: 'created' | 'settled';
      from?: number | undefined;
      to?: number | undefined;
    },
  ): Promise<Page<AdminFixedTermOrder>> {
    const settled = f.dates === 'settled';
    const time = settled ? fixedTermOrders.settledAt : fixedTermOrders.createdAt;
    const where = and(
      eq(fixedTermOrders.book, f.book),
      f.kind ? eq(fixedTermOrders.kind, f.kind) : undefined,
      f.symbol ? eq(fixedTermOrders.symbol, f.symbol) : undefined,
      f.status ? eq(fixedTermOrders.status, f.status) : undefined,
      f.uid === undefined ? undefined : eq(fixedTermOrders.userId, f.uid),
      settled ? isNotNull(fixedTermOrders.settledAt) : undefined,
      f.from === undefined ? undefined : gte(time, new Date(f.from * 1000)),
      f.to === undefined ? undefined : lt(time, new Date(f.to * 1000)),
    );
    const order = settled
      ? [desc(fixedTermOrders.settledAt), desc(fixedTermOrders.id)]
      : [desc(fixedTermOrders.id)];
    return this.page(where, order, f);
  }

  private page(where: SQL | undefined, orderBy: SQL[], f: Paging): Promise<Page<AdminFixedTermOrder>> {
    return pagedRows(
      this.db,
      fixedTermOrders,
      { where, orderBy, page: f.page, pageSize: f.pageSize },
      (row) => ({
        ...this.fixedTerm.present(row),
        uid: row.userId,
        book: row.book as Book,
        wallet: FIXED_TERM_WALLETS[row.kind as FixedTermKind],
        settled_at: row.settledAt ? seconds(row.settledAt) : null,
      }),
    );
  }
}
