import type {
  AdminContractPosition,
  ContractExposure,
  ContractExposureRow,
  ContractStatus,
  Page,
} from '@platform/contract';
import { LOT_SCALE, USDT_SCALE } from '@platform/engine';
import { formatUnits } from '@platform/money';
import { and, asc, desc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import type { Book } from '../ledger/index.ts';
import type { MarketService } from '../market/index.ts';
import { contractPositions } from './schema.ts';
import type { ContractsService } from './service.ts';

type Row = typeof contractPositions.$inferSelect;
type CloseReason = NonNullable<AdminContractPosition['close_reason']>;

/** Open positions read at once while the exposure is summed (keyset pages by id). */
export const EXPOSURE_BATCH_ROWS = 1_000;

interface Paging {
  page: number;
  pageSize: number;
}

/** One instrument's running sums while the exposure is read. */
interface Sums {
  positions: number;
  longLots: number;
  shortLots: number;
  margin: bigint;
  /** The customers' unrealised P&L; undefined once a position of the instrument has no price. */
  pnl: bigint | undefined;
}

const lotsText = (lots: number) => formatUnits(BigInt(lots), LOT_SCALE);
const usdt = (units: bigint) => formatUnits(units, USDT_SCALE);

/** Adds one open position (and its customer's unrealised P&L, if priced) to its instrument's sums. */
function addPosition(sums: Map<string, Sums>, row: Row, pnl: bigint | undefined): void {
  const s = sums.get(row.symbol) ?? { positions: 0, longLots: 0, shortLots: 0, margin: 0n, pnl: 0n };
  s.positions += 1;
  if (row.direction === 'long') s.longLots += row.lots;
  else s.shortLots += row.lots;
  s.margin += row.margin;
  s.pnl = s.pnl === undefined || pnl === undefined ? undefined : s.pnl + pnl;
  sums.set(row.symbol, s);
}

/**
 * The back office's read-only view of contract positions (CFD): the house's exposure per
 * instrument and book, every position with its customer, and the settlement history. Nothing
 * here changes a price, a position or an outcome; the P&L comes from ContractsService, so staff
 * see the figures the customers see.
 */
export class ContractsBackOffice {
  constructor(
    private readonly db: Db,
    private readonly market: MarketService,
    private readonly contracts: ContractsService,
  ) {}

  /**
   * Open positions per instrument with the house's unrealised result at the current price (the
   * negative of the customers' P&L). Rows are read in batches by id, each priced as it is read:
   * a figure of the moment, not a settlement.
   */
  async exposure(book: Book): Promise<ContractExposure> {
    const sums = new Map<string, Sums>();
    let after = 0;
    for (;;) {
      const rows = await this.db
        .select()
        .from(contractPositions)
        .where(
          and(
            eq(contractPositions.status, 'open'),
            eq(contractPositions.book, book),
            gt(contractPositions.id, after),
          ),
        )
        .orderBy(asc(contractPositions.id))
        .limit(EXPOSURE_BATCH_ROWS);
      for (const row of rows) addPosition(sums, row, this.contracts.unrealisedPnl(row));
      const last = rows.at(-1);
      if (!last || rows.length < EXPOSURE_BATCH_ROWS) break;
      after = last.id;
    }
    const instruments = [...sums.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([symbol, s]) => this.exposureRow(symbol, s));
    const total = { positions: 0, margin: 0n, house: 0n, unpriced: 0 };
    for (const s of sums.values()) {
      total.positions += s.positions;
      total.margin += s.margin;
      if (s.pnl === undefined) total.unpriced += s.positions;
      else total.house -= s.pnl;
    }
    return {
      book,
      instruments,
      total: {
        positions: total.positions,
        margin: usdt(total.margin),
        house_unrealised: usdt(total.house),
        unpriced_positions: total.unpriced,
      },
    };
  }

  private exposureRow(symbol: string, s: Sums): ContractExposureRow {
    // Exposure on a disabled instrument is still priced: its positions stay open.
    const last = this.market.recordedIndex(symbol);
    return {
      symbol,
      price: last ? formatUnits(last.units, last.scale) : null,
      positions: s.positions,
      long_lots: lotsText(s.longLots),
      short_lots: lotsText(s.shortLots),
      net_lots: lotsText(s.longLots - s.shortLots),
      margin: usdt(s.margin),
      house_unrealised: s.pnl === undefined ? null : usdt(-s.pnl),
    };
  }

  /** Every position of a book, newest first, filtered by status, instrument and customer. */
  positions(
    f: Paging & {
      book: Book;
      status?: ContractStatus | undefined;
      symbol?: string | undefined;
      uid?: number | undefined;
    },
  ): Promise<Page<AdminContractPosition>> {
    const where = and(
      eq(contractPositions.book, f.book),
      f.status ? eq(contractPositions.status, f.status) : undefined,
      f.symbol ? eq(contractPositions.symbol, f.symbol) : undefined,
      f.uid === undefined ? undefined : eq(contractPositions.userId, f.uid),
    );
    return this.page(where, [desc(contractPositions.id)], f);
  }

  /**
   * The settlement history: closed and liquidated positions, the latest close first, each with
   * its open and close price, their sources and times. `from` and `to` bound the close (Unix
   * seconds, from inclusive, to exclusive).
   */
  settlements(
    f: Paging & {
      book: Book;
      symbol?: string | undefined;
      uid?: number | undefined;
      reason?: CloseReason | undefined;
      from?: number | undefined;
      to?: number | undefined;
    },
  ): Promise<Page<AdminContractPosition>> {
    const where = and(
      eq(contractPositions.book, f.book),
      inArray(contractPositions.status, ['closed', 'liquidated']),
      f.symbol ? eq(contractPositions.symbol, f.symbol) : undefined,
      f.uid === undefined ? undefined : eq(contractPositions.userId, f.uid),
      f.reason ? eq(contractPositions.closeReason, f.reason) : undefined,
      f.from === undefined ? undefined : gte(contractPositions.closedAt, new Date(f.from * 1000)),
      f.to === undefined ? undefined : lt(contractPositions.closedAt, new Date(f.to * 1000)),
    );
    return this.page(where, [desc(contractPositions.closedAt), desc(contractPositions.id)], f);
  }

  private async page(where: SQL | undefined, order: SQL[], f: Paging): Promise<Page<AdminContractPosition>> {
    return pagedRows(
      this.db,
      contractPositions,
      { where, orderBy: order, page: f.page, pageSize: f.pageSize },
      (row) => ({ ...this.contracts.present(row), uid: row.userId, book: row.book as Book }),
    );
  }
}
