import {
  type AccountEntry,
  type AccountRecord,
  type AssetsOverview,
  type ConvertQuote,
  type HoldingKind,
  type Page,
  WALLET_TYPES,
  type WalletType,
} from '@platform/contract';
import { formatUnits } from '@platform/money';
import { present } from '../../platform/assert.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { SettingsService } from '../../platform/settings.ts';
import {
  ASSET_SCALES,
  type Book,
  type LedgerService,
  lineRecords,
  lineRows,
  type RecordFilter,
  recordEntries,
  recordsWhere,
  recordTurnover,
  type TurnoverEntry,
  turnoverSince,
} from '../ledger/index.ts';
import { Adjustments } from './adjustments.ts';
import { Conversion } from './conversion.ts';
import { amountOf, RECORDS_EXPORT_MAX, show } from './model.ts';
import { type PriceSource, USDT_SCALE, type UsdtPrice, usdtValue } from './valuation.ts';

/**
 * What a customer does with their balances (spec section 2: assets, transfer, conversion,
 * records) and the back office's view of them (balances, lines, four-eyes adjustments). Money
 * only moves through ledger intents; conversion and adjustments are their own use cases
 * (conversion.ts, adjustments.ts), reached through this service.
 */
/** A product module's value of what a customer holds with it, in USDT units (6 decimals). */
export type HoldingValue = (userId: number, book: Book) => Promise<bigint>;

export class AssetsService {
  private readonly conversion: Conversion;
  private readonly adjustments: Adjustments;
  private readonly holdings: { kind: HoldingKind; value: HoldingValue }[] = [];

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      settings: SettingsService;
      prices: PriceSource;
    },
  ) {
    this.conversion = new Conversion(d);
    this.adjustments = new Adjustments(d);
  }

  priceOf(asset: string): UsdtPrice | undefined {
    return this.d.prices.usdtPrice(asset);
  }

  /** USDT value of an amount at the current price, or undefined when no price is known. */
  valueInUsdt(amount: bigint, asset: string): bigint | undefined {
    const price = this.priceOf(asset);
    const scale = ASSET_SCALES[asset];
    return price && scale !== undefined ? usdtValue(amount, scale, price) : undefined;
  }

  /**
   * Counts what customers hold with a product module (escrow principal, basket units) in their
   * total assets; the module values it, the overview lists it beside the accounts.
   */
  registerHoldings(kind: HoldingKind, value: HoldingValue): void {
    this.holdings.push({ kind, value });
  }

  /**
   * web/getAsset2: every account type with its currencies, valued in USDT at current quotes, and
   * what the customer holds in earning products; the total counts both.
   */
  async overview(userId: number, book: Book): Promise<AssetsOverview> {
    const [rows, held] = await Promise.all([
      this.d.ledger.balances(userId, book),
      Promise.all(this.holdings.map(async (h) => ({ kind: h.kind, value: await h.value(userId, book) }))),
    ]);
    let total = held.reduce((sum, h) => sum + h.value, 0n);
    const accounts = WALLET_TYPES.map((type) => {
      let accountTotal = 0n;
      const assets = Object.keys(ASSET_SCALES).map((asset) => {
        // An account the user never used does not exist yet; it holds nothing.
        const row = rows.find((r) => r.wallet === type && r.asset === asset);
        const { available, frozen } = row ?? { available: 0n, frozen: 0n };
        const value = this.valueInUsdt(available + frozen, asset);
        // An asset without a price shows no value (null) and is left out of the totals.
        if (value !== undefined) accountTotal += value;
        return {
          asset,
          available: show(available, asset),
          frozen: show(frozen, asset),
          usdt_value: value === undefined ? null : formatUnits(value, USDT_SCALE),
        };
      });
      total += accountTotal;
      return { type, total_usdt: formatUnits(accountTotal, USDT_SCALE), rows: assets };
    });
    return {
      book,
      total_usdt: formatUnits(total, USDT_SCALE),
      accounts,
      holdings: held.map((h) => ({ kind: h.kind, total_usdt: formatUnits(h.value, USDT_SCALE) })),
      valued_at: Math.floor(this.d.clock.nowMs() / 1000),
    };
  }

  /** Moves an amount between two account types of the same user; the rtoken makes it once-only. */
  async transfer(
    userId: number,
    book: Book,
    input: { asset: string; from: WalletType; to: WalletType; amount: string; rtoken: string },
  ): Promise<{ posting_id: number }> {
    if (input.from === input.to) throw new Refusal('WALLET_TRANSFER_SAME_ACCOUNT');
    const amount = amountOf(input.amount, input.asset);
    return this.d.db.transaction(async (tx) => {
      const [result] = await this.d.ledger.apply(tx, [
        {
          type: 'transfer',
          key: `transfer:${userId}:${input.rtoken}`,
          kind: 'transfer',
          ref: { kind: 'transfer', id: `${input.from}>${input.to}` },
          book,
          asset: input.asset,
          amount,
          from: { user: userId, wallet: input.from },
          to: { user: userId, wallet: input.to },
        },
      ]);
      const applied = present(result, 'applied transfer');
      const postingId = present(applied.postingId, 'transfer posting');
      if (applied.replayed) throw new Refusal('REQUEST_REPLAYED', {}, { posting_id: postingId });
      return { posting_id: postingId };
    });
  }

  /** A conversion price for the user's spot account (conversion.ts). */
  quote(
    userId: number,
    book: Book,
    input: { from_asset: string; to_asset: string; amount: string },
  ): Promise<ConvertQuote> {
    return this.conversion.quote(userId, book, input);
  }

  /** Executes a conversion quote once, before it expires (conversion.ts). */
  convert(userId: number, book: Book, quoteId: string): Promise<{ posting_id: number }> {
    return this.conversion.convert(userId, book, quoteId);
  }

  /**
   * Records deposits or their use in trading or products for the withdrawal turnover rule
   * (ledger turnover.ts defines what counts), on the caller's transaction so it stands or falls
   * with the trade. The demo book records nothing.
   */
  async recordTurnover(tx: DbOrTx, book: Book, entries: readonly TurnoverEntry[]): Promise<void> {
    await recordTurnover(tx, book, entries, new Date(this.d.clock.nowMs()));
  }

  /** Deposits and use strictly after a moment (the last withdrawal), in USDT units. */
  turnoverSince(userId: number, since: Date | null, db: DbOrTx = this.d.db) {
    return turnoverSince(db, userId, since);
  }

  /** A customer's records: one per posting and account with its lines, newest first (/deallog, /accountRecord). */
  entries(
    userId: number,
    book: Book,
    f: RecordFilter & { page: number; pageSize: number },
  ): Promise<Page<AccountEntry>> {
    return recordEntries(this.d.db, recordsWhere(userId, book, f), f, show);
  }

  /** Back office: every ledger line of a user, newest first, filtered and paged (/deallog, /accountRecord). */
  records(
    userId: number,
    book: Book,
    f: RecordFilter & { page: number; pageSize: number },
  ): Promise<Page<AccountRecord>> {
    return lineRecords(this.d.db, recordsWhere(userId, book, f), f, show);
  }

  /** The filtered records as CSV (newest first, at most RECORDS_EXPORT_MAX rows). */
  async recordsCsv(userId: number, book: Book, f: RecordFilter): Promise<string> {
    const rows = await lineRows(this.d.db, recordsWhere(userId, book, f), RECORDS_EXPORT_MAX, 0, show);
    const header = 'time,asset,account,bucket,kind,reference,amount,balance_after';
    const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const lines = rows.map((r) =>
      [
        new Date(r.time * 1000).toISOString(),
        r.asset,
        r.type,
        r.bucket,
        r.kind,
        `${r.ref_kind}:${r.ref_id}`,
        r.amount,
        r.balance_after,
      ]
        .map(cell)
        .join(','),
    );
    return `${[header, ...lines].join('\n')}\n`;
  }

  /** Back office: the user's accounts with ids, every asset and wallet that exists. */
  async adminBalances(userId: number, book: Book) {
    const rows = await this.d.ledger.balances(userId, book);
    return rows.map((r) => ({
      account_id: r.id,
      asset: r.asset,
      type: r.wallet,
      book: r.book as Book,
      available: show(r.available, r.asset),
      frozen: show(r.frozen, r.asset),
    }));
  }

  /** Back office: asks for a manual adjustment, posted once another staff member approves (adjustments.ts). */
  requestAdjustment(
    tx: DbOrTx,
    reviews: ReviewQueues,
    staffId: number,
    input: { uid: number; asset: string; type: WalletType; amount: string; reason: string },
  ): Promise<{ id: number }> {
    return this.adjustments.request(tx, reviews, staffId, input);
  }

  /** The adjustment queue: finance decides, and never the staff member who asked. */
  registerQueue(reviews: ReviewQueues): void {
    this.adjustments.registerQueue(reviews);
  }
}
