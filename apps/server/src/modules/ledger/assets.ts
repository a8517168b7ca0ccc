import { randomBytes } from 'node:crypto';
import {
  type AccountRecord,
  ADJUSTMENT_QUEUE,
  type AssetsOverview,
  type ConvertQuote,
  isAsset,
  type Page,
  WALLET_TYPES,
  type WalletType,
} from '@platform/contract';
import { formatUnits, parseDecimal } from '@platform/money';
import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { SettingsService } from '../../platform/settings.ts';
import { type RecordFilter, recordEntries, recordsWhere } from './records.ts';
import {
  ledgerAccounts,
  ledgerAdjustments,
  ledgerLines,
  ledgerPostings,
  ledgerQuotes,
  ledgerTurnover,
} from './schema.ts';
import { ASSET_SCALES, type Book, type LedgerService } from './service.ts';
import { recordTurnover, type TurnoverEntry } from './turnover.ts';
import {
  convert,
  convertibleMin,
  type PriceSource,
  readAmount,
  USDT_SCALE,
  type UsdtPrice,
  usdtValue,
} from './valuation.ts';

/** Rows an export writes at most; a longer history is exported in date ranges. */
export const RECORDS_EXPORT_MAX = 10_000;

export type { RecordFilter } from './records.ts';

/** An amount typed by a user at the asset's scale, or the field refusal that names the problem. */
export function amountOf(text: string, asset: string, field = 'amount'): bigint {
  const scale = ASSET_SCALES[asset];
  if (scale === undefined) throw fieldRefusal({ asset: 'unknownValue' });
  const read = readAmount(text, scale);
  if (!read.ok) throw fieldRefusal({ [field]: read.problem });
  return read.units;
}

export const show = (units: bigint, asset: string) =>
  formatUnits(units, present(ASSET_SCALES[asset], `scale of ${asset}`));

/**
 * What a customer does with their balances (spec section 2: assets, transfer, conversion,
 * records) and the ledger's back-office tools (balances, lines, four-eyes adjustments). Money
 * only moves through LedgerService postings.
 */
export class AssetsService {
  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      settings: SettingsService;
      prices: PriceSource;
    },
  ) {}

  priceOf(asset: string): UsdtPrice | undefined {
    return this.d.prices.usdtPrice(asset);
  }

  /** USDT value of an amount at the current price, or undefined when no price is known. */
  valueInUsdt(amount: bigint, asset: string): bigint | undefined {
    const price = this.priceOf(asset);
    const scale = ASSET_SCALES[asset];
    return price && scale !== undefined ? usdtValue(amount, scale, price) : undefined;
  }

  /** web/getAsset2: every account type with its currencies, valued in USDT at current quotes. */
  async overview(userId: number, book: Book): Promise<AssetsOverview> {
    const rows = await this.d.ledger.balances(userId, book);
    let total = 0n;
    const accounts = WALLET_TYPES.map((type) => {
      let accountTotal = 0n;
      const assets = Object.keys(ASSET_SCALES).map((asset) => {
        const row = rows.find((r) => r.wallet === type && r.asset === asset);
        const available = row?.available ?? 0n;
        const frozen = row?.frozen ?? 0n;
        const value = this.valueInUsdt(available + frozen, asset);
        accountTotal += value ?? 0n;
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

  /** A conversion price for the user's spot account, valid for the operator's quote seconds. */
  async quote(
    userId: number,
    book: Book,
    input: { from_asset: string; to_asset: string; amount: string },
  ): Promise<ConvertQuote> {
    if (input.from_asset === input.to_asset) throw new Refusal('WALLET_CONVERT_SAME_ASSET');
    const amount = amountOf(input.amount, input.from_asset);
    const fromPrice = this.priceOf(input.from_asset);
    const toPrice = this.priceOf(input.to_asset);
    if (!fromPrice || !toPrice) throw new Refusal('WALLET_PRICE_UNAVAILABLE');
    const [spreadPpm, validSeconds] = await Promise.all([
      this.d.settings.get('convert.spreadPpm'),
      this.d.settings.get('convert.quoteSeconds'),
    ]);
    const from = { scale: present(ASSET_SCALES[input.from_asset], 'scale of from_asset'), price: fromPrice };
    const to = { scale: present(ASSET_SCALES[input.to_asset], 'scale of to_asset'), price: toPrice };
    const result = convert(amount, from, to, spreadPpm);
    if (result.receive <= 0n) {
      const min = formatUnits(convertibleMin(from, to, spreadPpm), from.scale);
      throw fieldRefusal({ amount: { key: 'tooSmall', params: { min } } });
    }
    const nowMs = this.d.clock.nowMs();
    const id = randomBytes(16).toString('hex');
    const expiresAt = new Date(nowMs + validSeconds * 1000);
    const leg = (p: UsdtPrice) => ({
      symbol: p.symbol,
      price: formatUnits(p.units, p.scale),
      source: p.source,
      time_ms: p.timeMs,
    });
    await this.d.db.insert(ledgerQuotes).values({
      id,
      userId,
      book,
      fromAsset: input.from_asset,
      toAsset: input.to_asset,
      amount,
      receive: result.receive,
      fee: result.fee,
      spreadPpm,
      usdt: usdtValue(amount, present(ASSET_SCALES[input.from_asset], 'scale of from_asset'), fromPrice),
      prices: { from: leg(fromPrice), to: leg(toPrice) },
      createdAt: new Date(nowMs),
      expiresAt,
    });
    return {
      quote_id: id,
      from_asset: input.from_asset,
      to_asset: input.to_asset,
      amount: show(amount, input.from_asset),
      receive: show(result.receive, input.to_asset),
      rate: formatUnits(result.rate, 8),
      spread_ppm: spreadPpm,
      fee: show(result.fee, input.to_asset),
      expires_at: seconds(expiresAt),
    };
  }

  /**
   * Executes a quote once, before it expires, as one posting: the user's spot account pays the
   * source asset to the house and receives the target asset from it.
   */
  async convert(userId: number, book: Book, quoteId: string): Promise<{ posting_id: number }> {
    return this.d.db.transaction(async (tx) => {
      const now = new Date(this.d.clock.nowMs());
      const taken = await tx
        .update(ledgerQuotes)
        .set({ usedAt: now })
        .where(
          and(
            eq(ledgerQuotes.id, quoteId),
            eq(ledgerQuotes.userId, userId),
            eq(ledgerQuotes.book, book),
            isNull(ledgerQuotes.usedAt),
          ),
        )
        .returning();
      const q = taken[0];
      if (!q || q.expiresAt.getTime() <= now.getTime()) throw new Refusal('WALLET_QUOTE_EXPIRED');
      const user = { user: userId, wallet: 'spot' } as const;
      const house = { system: 'house' } as const;
      const [result] = await this.d.ledger.apply(tx, [
        {
          type: 'exchange',
          key: `convert:${q.id}`,
          kind: 'convert',
          ref: { kind: 'quote', id: q.id },
          book,
          paid: { asset: q.fromAsset, amount: q.amount, from: user, to: house },
          received: { asset: q.toAsset, amount: q.receive, from: house, to: user },
        },
      ]);
      await this.recordTurnover(tx, book, [{ userId, source: 'convert', usdt: q.usdt, refId: q.id }]);
      return { posting_id: present(present(result, 'applied conversion').postingId, 'conversion posting') };
    });
  }

  /**
   * Records deposits or their use in trading or products for the withdrawal turnover rule
   * (turnover.ts defines what counts), on the caller's transaction so it stands or falls with the
   * trade. The demo book records nothing.
   */
  async recordTurnover(tx: DbOrTx, book: Book, entries: readonly TurnoverEntry[]): Promise<void> {
    await recordTurnover(tx, book, entries, new Date(this.d.clock.nowMs()));
  }

  /** Deposits and use strictly after a moment (the last withdrawal), in USDT units. */
  async turnoverSince(userId: number, since: Date | null, db: DbOrTx = this.d.db) {
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
    const of = (kind: string) => BigInt(rows.find((r) => r.kind === kind)?.total ?? '0');
    return { deposits: of('deposit'), used: of('use') };
  }

  /** A customer's records: one per posting and account with its lines, newest first (/deallog, /accountRecord). */
  entries(userId: number, book: Book, f: RecordFilter & { page: number; pageSize: number }) {
    return recordEntries(this.d.db, recordsWhere(userId, book, f), f, show);
  }

  /** Back office: every ledger line of a user, newest first, filtered and paged (/deallog, /accountRecord). */
  async records(
    userId: number,
    book: Book,
    f: RecordFilter & { page: number; pageSize: number },
  ): Promise<Page<AccountRecord>> {
    const where = recordsWhere(userId, book, f);
    const [rows, total] = await Promise.all([
      this.recordRows(where, f.pageSize, (f.page - 1) * f.pageSize),
      this.d.db
        .select({ n: count() })
        .from(ledgerLines)
        .innerJoin(ledgerAccounts, eq(ledgerLines.accountId, ledgerAccounts.id))
        .innerJoin(ledgerPostings, eq(ledgerLines.postingId, ledgerPostings.id))
        .where(where),
    ]);
    return { items: rows, total: present(total[0], 'count row').n, page: f.page, pageSize: f.pageSize };
  }

  private async recordRows(where: SQL | undefined, limit: number, offset: number): Promise<AccountRecord[]> {
    const rows = await this.d.db
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

  /** The filtered records as CSV (newest first, at most RECORDS_EXPORT_MAX rows). */
  async recordsCsv(userId: number, book: Book, f: RecordFilter): Promise<string> {
    const rows = await this.recordRows(recordsWhere(userId, book, f), RECORDS_EXPORT_MAX, 0);
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

  /**
   * Back office: asks for a manual adjustment. Nothing moves until a second staff member
   * approves it in the review queue; the posting then appears in the user's records.
   */
  async requestAdjustment(
    tx: DbOrTx,
    reviews: ReviewQueues,
    staffId: number,
    input: { uid: number; asset: string; type: WalletType; amount: string; reason: string },
  ): Promise<{ id: number }> {
    const scale = ASSET_SCALES[input.asset];
    if (scale === undefined || !isAsset(input.asset)) throw fieldRefusal({ asset: 'unknownValue' });
    const parsed = parseDecimal(input.amount, scale, { allowNegative: true });
    if (!parsed.ok)
      throw fieldRefusal({ amount: parsed.reason === 'TOO_MANY_DECIMALS' ? 'tooManyDecimals' : 'notNumber' });
    if (parsed.units === 0n)
      throw fieldRefusal({ amount: { key: 'tooSmall', params: { min: formatUnits(1n, scale) } } });
    const rows = await tx
      .insert(ledgerAdjustments)
      .values({
        userId: input.uid,
        asset: input.asset,
        wallet: input.type,
        amount: parsed.units,
        reason: input.reason,
        requestedBy: staffId,
        createdAt: new Date(this.d.clock.nowMs()),
      })
      .returning({ id: ledgerAdjustments.id });
    const id = present(rows[0], 'inserted row').id;
    await reviews.submit(tx, {
      queue: ADJUSTMENT_QUEUE,
      subjectId: String(id),
      userId: input.uid,
      summary: {
        asset: input.asset,
        account: input.type,
        amount: show(parsed.units, input.asset),
        reason: input.reason,
        requested_by: staffId,
      },
    });
    return { id };
  }

  /** The adjustment queue: finance decides, and never the staff member who asked. */
  registerQueue(reviews: ReviewQueues): void {
    reviews.register({
      name: ADJUSTMENT_QUEUE,
      title: 'Manual balance adjustments (four-eyes)',
      roles: ['finance'],
    });
    reviews.onDecided(ADJUSTMENT_QUEUE, {
      approved: async (tx, decision) => {
        const adj = await this.pendingAdjustment(tx, Number(decision.subjectId));
        if (adj.requestedBy === decision.staffId) throw new Refusal('LEDGER_ADJUSTMENT_SELF_APPROVAL');
        const user = { user: adj.userId, wallet: adj.wallet as WalletType };
        const system = { system: 'adjustments' } as const;
        const [posted] = await this.d.ledger.apply(tx, [
          {
            type: 'transfer',
            key: `adjustment:${adj.id}`,
            kind: 'adjustment',
            ref: { kind: 'adjustment', id: String(adj.id) },
            book: 'real',
            asset: adj.asset,
            amount: adj.amount < 0n ? -adj.amount : adj.amount,
            from: adj.amount < 0n ? user : system,
            to: adj.amount < 0n ? system : user,
          },
        ]);
        await tx
          .update(ledgerAdjustments)
          .set({
            status: 'approved',
            decidedBy: decision.staffId,
            decidedAt: new Date(this.d.clock.nowMs()),
            postingId: present(present(posted, 'applied adjustment').postingId, 'adjustment posting'),
          })
          .where(eq(ledgerAdjustments.id, adj.id));
      },
      rejected: async (tx, decision) => {
        const adj = await this.pendingAdjustment(tx, Number(decision.subjectId));
        await tx
          .update(ledgerAdjustments)
          .set({ status: 'rejected', decidedBy: decision.staffId, decidedAt: new Date(this.d.clock.nowMs()) })
          .where(eq(ledgerAdjustments.id, adj.id));
      },
    });
  }

  private async pendingAdjustment(tx: DbOrTx, id: number) {
    const rows = await tx.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.id, id)).for('update');
    const adj = rows[0];
    if (adj?.status !== 'pending') throw new Refusal('REVIEW_ALREADY_DECIDED');
    return adj;
  }
}
