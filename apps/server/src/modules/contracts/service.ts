import {
  CONTRACT_OPEN_MAX,
  type ContractInstrument,
  type ContractPosition,
  type ContractSummary,
  type Page,
} from '@platform/contract';
import {
  type PositionDirection as Direction,
  LOT_SCALE,
  liquidationPriceOf,
  marginOf,
  marginShare,
  onSide,
  openFeeOf,
  PAR,
  pnlOf,
  positionValue,
  type Rate,
  type Sizing,
  settlementOf,
  stopLossBeforeLiquidation,
  stoppedOut,
  stopSides,
  type Trigger,
  type Direction as TriggerDirection,
  TriggerIndex,
  USDT_SCALE,
} from '@platform/engine';
import { formatUnits, parseDecimal, pow10 } from '@platform/money';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { Backoff, type JobLog, logJobFailure } from '../../platform/backoff.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import { type Db, type DbOrTx, isConnectionError } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import { assetAmount, bound, fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { SettingsService, SettingValue } from '../../platform/settings.ts';
import type { AssetsService, Book, LedgerService } from '../ledger/index.ts';
import { hoursLabel, isTradingOpen, type MarketService, type Tick } from '../market/index.ts';
import { contractPositions } from './schema.ts';

type Row = typeof contractPositions.$inferSelect;
type Rules = SettingValue<'contracts.rules'>;

/** The rules of one instrument, resolved from the settings. */
export interface InstrumentRules extends Sizing {
  symbol: string;
  category: string;
  quote: string;
  minLots: number;
  maxLots: number;
  lotStep: number;
  maxLeverage: number;
  leverages: number[];
  feePpm: number;
  stopOutPpm: number;
  minMargin: bigint;
}

/** Kinds of trigger a position has; a trigger id is position id x KINDS + kind. */
const KIND = { takeProfit: 0, stopLoss: 1, liquidation: 2, pending: 3 } as const;
const KINDS = 4;
/** First pause of trigger settlement after a lost database connection; it doubles up to the maximum. */
const TRIGGER_RETRY_MIN_MS = 500;
const TRIGGER_RETRY_MAX_MS = 10_000;
type Kind = (typeof KIND)[keyof typeof KIND];
/** Advisory lock class serialising one user's opens (the open-position limit). */
const OPEN_LOCK = 7_002;

const lotsText = (lots: number) => formatUnits(BigInt(lots), LOT_SCALE);
const usdt = (units: bigint) => formatUnits(units, USDT_SCALE);
/** Prices are stored as integer ticks (safe integers, checked when they arrive). */
const ticksOf = (price: bigint | null) => (price === null ? null : Number(price));

/** A decimal typed at `scale` as a positive count of its smallest step, or the field refusal. */
function stepsOf(text: string, scale: number, field: string): number {
  const parsed = parseDecimal(text, scale);
  if (!parsed.ok)
    throw fieldRefusal({ [field]: parsed.reason === 'TOO_MANY_DECIMALS' ? 'tooManyDecimals' : 'notNumber' });
  if (parsed.units <= 0n)
    throw fieldRefusal({ [field]: { key: 'tooSmall', params: { min: formatUnits(1n, scale) } } });
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  if (parsed.units > max)
    throw fieldRefusal({ [field]: { key: 'tooBig', params: { max: formatUnits(max, scale) } } });
  return Number(parsed.units);
}

interface PriceNow {
  ticks: number;
  source: string;
  at: Date;
}

/**
 * Contract positions (CFD) against the house at the feed price (DESIGN.md section 6). Margin
 * and the opening fee leave the contract account's available USDT when a position opens (the
 * margin is held frozen); closing pays back the margin plus the profit or less the loss, never
 * less than nothing (the house absorbs a loss beyond the margin). Take-profit, stop-loss,
 * liquidation and pending-open levels sit in a trigger index per instrument and book; each
 * accepted tick fires what it crosses, and fired triggers are settled one at a time.
 */
export class ContractsService {
  private readonly indexes = new Map<string, TriggerIndex>();
  private work: Promise<void> = Promise.resolve();
  /** Spaces trigger settlement after a lost database connection. */
  private readonly retries = new Backoff(TRIGGER_RETRY_MIN_MS, TRIGGER_RETRY_MAX_MS);

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      /** Records each opened position's value toward the withdrawal turnover. */
      turnover: Pick<AssetsService, 'recordTurnover'>;
      market: MarketService;
      settings: SettingsService;
      log?: JobLog;
    },
  ) {}

  /** Loads the levels of every live position and follows the feed. */
  async start(): Promise<void> {
    const live = await this.d.db
      .select()
      .from(contractPositions)
      .where(inArray(contractPositions.status, ['open', 'pending']));
    for (const row of live) this.arm(row);
    this.d.market.onTick((tick) => this.onTick(tick));
  }

  /** Resolves once every trigger fired so far is settled (tests and shutdown wait on it). */
  idle(): Promise<void> {
    return this.work;
  }

  // Rules and prices.

  /** Inside a transaction pass its handle: PGlite has one connection, a read beside it would wait forever. */
  private async rules(db?: DbOrTx): Promise<Rules> {
    return this.d.settings.get('contracts.rules', db);
  }

  /**
   * The rules of an instrument. Opening needs it enabled; what is already open (closing, stops,
   * liquidation) goes on while it is disabled: an operator disabling it stops new opens only.
   */
  private rulesOf(all: Rules, symbol: string, use: 'open' | 'hold'): InstrumentRules {
    const spec = this.d.market.specOf(symbol);
    const category = spec ? all.categories[spec.category] : undefined;
    if (!spec || (use === 'open' && !spec.enabled) || !category)
      throw new Refusal('CONTRACT_UNKNOWN_INSTRUMENT');
    const steps = (text: string) => {
      const parsed = parseDecimal(text, LOT_SCALE);
      return parsed.ok ? Number(parsed.units) : 0;
    };
    const margin = parseDecimal(all.minMargin, USDT_SCALE);
    return {
      symbol,
      category: spec.category,
      quote: spec.quote,
      priceScale: spec.priceScale,
      contractSize: BigInt(all.contractSizes[symbol] ?? category.contractSize),
      minLots: steps(category.minLots),
      maxLots: steps(category.maxLots),
      lotStep: Math.max(1, steps(category.lotStep)),
      maxLeverage: category.maxLeverage,
      leverages: all.leverages.filter((l) => l <= category.maxLeverage),
      feePpm: category.feePpm,
      stopOutPpm: all.stopOutPpm,
      minMargin: margin.ok ? margin.units : 0n,
    };
  }

  /** Quote currency to USD from the feed (USD and USDT count as equal), disabled rate pairs included. */
  private rateOf(quote: string): Rate | undefined {
    if (quote === 'USD' || quote === 'USDT') return PAR;
    const direct = this.d.market.recordedPrice(`${quote}USD`);
    if (direct && direct.units > 0n) return { num: direct.units, den: pow10(direct.scale) };
    const inverse = this.d.market.recordedPrice(`USD${quote}`);
    if (inverse && inverse.units > 0n) return { num: pow10(inverse.scale), den: inverse.units };
    return undefined;
  }

  /** The feed's last price; opening checks the instrument is enabled before it asks. */
  private priceNow(symbol: string): PriceNow {
    const last = this.d.market.recordedPrice(symbol);
    if (!last || last.units <= 0n || last.units > BigInt(Number.MAX_SAFE_INTEGER))
      throw new Refusal('CONTRACT_NO_PRICE');
    return { ticks: Number(last.units), source: last.source, at: new Date(last.timeMs) };
  }

  private rateNow(r: InstrumentRules): Rate {
    const rate = this.rateOf(r.quote);
    if (!rate) throw new Refusal('CONTRACT_NO_PRICE');
    return rate;
  }

  private assertOpen(symbol: string): void {
    const spec = this.d.market.specOf(symbol);
    if (!spec) throw new Refusal('CONTRACT_UNKNOWN_INSTRUMENT');
    if (!isTradingOpen(spec.hours, this.d.clock.nowMs()))
      throw new Refusal('CONTRACT_MARKET_CLOSED', { hours: hoursLabel(spec.hours) });
  }

  /** Every instrument with the rules that limit an order, for the order panel. */
  async instruments(): Promise<ContractInstrument[]> {
    const all = await this.rules();
    const out: ContractInstrument[] = [];
    for (const spec of this.d.market.enabledSpecs()) {
      if (!all.categories[spec.category]) continue;
      const r = this.rulesOf(all, spec.symbol, 'open');
      const last = this.d.market.lastPrice(spec.symbol);
      out.push({
        symbol: spec.symbol,
        category: spec.category,
        base: spec.base,
        quote: spec.quote,
        price_scale: spec.priceScale,
        contract_size: r.contractSize.toString(),
        min_lots: lotsText(r.minLots),
        max_lots: lotsText(r.maxLots),
        lot_step: lotsText(r.lotStep),
        leverages: r.leverages,
        max_leverage: r.maxLeverage,
        fee_ppm: r.feePpm,
        stop_out_ppm: r.stopOutPpm,
        min_margin: usdt(r.minMargin),
        open: isTradingOpen(spec.hours, this.d.clock.nowMs()),
        hours: hoursLabel(spec.hours),
        price: last ? formatUnits(last.units, last.scale) : null,
      });
    }
    return out;
  }

  // Opening.

  /**
   * Opens a position at the current price, or places a pending open at `price`. Margin and fee
   * are worked out at that price; the fee is charged when the position opens.
   */
  async open(
    user: SessionUser,
    input: {
      symbol: string;
      direction: Direction;
      lots: string;
      leverage: number;
      price?: string | undefined;
      take_profit?: string | undefined;
      stop_loss?: string | undefined;
      rtoken: string;
    },
  ): Promise<ContractPosition> {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    const r = this.rulesOf(await this.rules(), input.symbol, 'open');
    const lots = stepsOf(input.lots, LOT_SCALE, 'lots');
    if (lots < r.minLots || lots > r.maxLots)
      throw new Refusal('CONTRACT_LOTS_OUT_OF_RANGE', {
        min: bound(lotsText(r.minLots)),
        max: bound(lotsText(r.maxLots)),
      });
    if (lots % r.lotStep !== 0) throw new Refusal('CONTRACT_LOTS_STEP', { step: bound(lotsText(r.lotStep)) });
    if (!r.leverages.includes(input.leverage))
      throw new Refusal('CONTRACT_LEVERAGE_NOT_ALLOWED', {
        max: r.maxLeverage,
        choices: r.leverages.join(', '),
      });
    this.assertOpen(input.symbol);
    const now = this.priceNow(input.symbol);
    const rate = this.rateNow(r);
    const pending = input.price === undefined ? null : stepsOf(input.price, r.priceScale, 'price');
    const entry = pending ?? now.ticks;
    const value = positionValue(BigInt(entry), BigInt(lots), r, rate, 'up');
    const margin = marginOf(value, input.leverage);
    const fee = openFeeOf(value, r.feePpm);
    if (margin < r.minMargin)
      throw new Refusal('CONTRACT_MARGIN_TOO_SMALL', {
        margin: assetAmount(usdt(margin), 'USDT'),
        min: bound(usdt(r.minMargin)),
      });
    const liquidation = ticksOf(
      liquidationPriceOf(input.direction, BigInt(entry), BigInt(lots), margin, r.stopOutPpm, r, rate),
    );
    const stops = this.checkStops(r, input.direction, entry, liquidation, input.take_profit, input.stop_loss);
    const at = new Date(this.d.clock.nowMs());
    const row = await this.d.db.transaction(async (tx) => {
      // One user's opens are serialised, so the count below sees every open committed before:
      // concurrent requests can never pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_LOCK}, ${user.userId})`);
      const open = await tx
        .select({ n: count() })
        .from(contractPositions)
        .where(this.whereOwn(user, ['open', 'pending']));
      if (present(open[0], 'count row').n >= CONTRACT_OPEN_MAX)
        throw new Refusal('CONTRACT_TOO_MANY_OPEN', { max: CONTRACT_OPEN_MAX });
      const inserted = await tx
        .insert(contractPositions)
        .values({
          userId: user.userId,
          book,
          symbol: input.symbol,
          direction: input.direction,
          status: pending === null || pending === now.ticks ? 'open' : 'pending',
          lots,
          leverage: input.leverage,
          priceScale: r.priceScale,
          contractSize: Number(r.contractSize),
          pendingPrice: pending === now.ticks ? null : pending,
          openPrice: pending === null || pending === now.ticks ? now.ticks : null,
          openSource: pending === null || pending === now.ticks ? now.source : null,
          openedAt: pending === null || pending === now.ticks ? now.at : null,
          margin,
          fee,
          takeProfit: stops.takeProfit,
          stopLoss: stops.stopLoss,
          liquidationPrice: liquidation,
          requestKey: `${user.userId}:${input.rtoken}`,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: contractPositions.requestKey })
        .returning();
      const created = inserted[0];
      if (!created) throw new Refusal('REQUEST_REPLAYED');
      const account = { user: user.userId, wallet: 'contract' } as const;
      const ref = { kind: 'contract', id: String(created.id) };
      if (created.status === 'open') {
        await this.d.ledger.apply(tx, [
          {
            type: 'freeze',
            key: `contract-open:${created.id}`,
            kind: 'contract-open',
            ref,
            book,
            asset: 'USDT',
            account,
            amount: margin,
            fee: { amount: fee, to: { system: 'fees' } },
          },
        ]);
        await this.recordOpen(tx, created, now.ticks, r, rate);
      } else {
        // A pending open holds its fee too; the fee is charged when it opens.
        await this.d.ledger.apply(tx, [
          {
            type: 'freeze',
            key: `contract-pending:${created.id}`,
            kind: 'contract-pending',
            ref,
            book,
            asset: 'USDT',
            account,
            amount: margin + fee,
          },
        ]);
      }
      return created;
    });
    this.arm(row, now.ticks);
    return this.present(row);
  }

  /** Take-profit and stop-loss as ticks, each on its side of `reference` (and the stop short of liquidation). */
  private checkStops(
    r: InstrumentRules,
    direction: Direction,
    reference: number,
    liquidation: number | null,
    takeProfit: string | undefined,
    stopLoss: string | undefined,
  ): { takeProfit: number | null; stopLoss: number | null } {
    const sides = stopSides(direction);
    const price = formatUnits(BigInt(reference), r.priceScale);
    const tp = takeProfit ? stepsOf(takeProfit, r.priceScale, 'take_profit') : null;
    const sl = stopLoss ? stepsOf(stopLoss, r.priceScale, 'stop_loss') : null;
    if (tp !== null && !onSide(BigInt(tp), sides.takeProfit, BigInt(reference)))
      throw new Refusal('CONTRACT_TAKE_PROFIT_WRONG_SIDE', { price: bound(price) });
    if (
      sl !== null &&
      (!onSide(BigInt(sl), sides.stopLoss, BigInt(reference)) ||
        !stopLossBeforeLiquidation(direction, BigInt(sl), liquidation === null ? null : BigInt(liquidation)))
    )
      throw new Refusal('CONTRACT_STOP_LOSS_WRONG_SIDE', { price: bound(price) });
    return { takeProfit: tp, stopLoss: sl };
  }

  /** Changes (or removes, with '') the take-profit and stop-loss of an open position. */
  async setStops(
    user: SessionUser,
    input: { id: number; take_profit?: string | undefined; stop_loss?: string | undefined },
  ): Promise<ContractPosition> {
    const row = await this.d.db.transaction(async (tx) => {
      const current = await this.ownLive(tx, user, input.id, ['open', 'pending']);
      const r = this.rulesOf(await this.rules(tx), current.symbol, 'hold');
      const reference =
        current.status === 'open'
          ? this.priceNow(current.symbol).ticks
          : present(current.pendingPrice, 'pending price');
      const keep = (value: string | undefined, now: number | null) =>
        value === undefined
          ? now === null
            ? undefined
            : formatUnits(BigInt(now), r.priceScale)
          : value || undefined;
      const stops = this.checkStops(
        r,
        current.direction as Direction,
        reference,
        current.liquidationPrice,
        keep(input.take_profit, current.takeProfit),
        keep(input.stop_loss, current.stopLoss),
      );
      const updated = await tx
        .update(contractPositions)
        .set({
          takeProfit: stops.takeProfit,
          stopLoss: stops.stopLoss,
          updatedAt: new Date(this.d.clock.nowMs()),
        })
        .where(eq(contractPositions.id, current.id))
        .returning();
      return updated[0] ?? current;
    });
    this.disarm(row);
    this.arm(row);
    return this.present(row);
  }

  // Closing.

  /** Closes a position (or `lots` of it) at the current price. */
  async close(user: SessionUser, id: number, lots?: string): Promise<ContractPosition> {
    const result = await this.d.db.transaction(async (tx) => {
      const row = await this.ownLive(tx, user, id, ['open']);
      this.assertOpen(row.symbol);
      const part = lots === undefined ? row.lots : stepsOf(lots, LOT_SCALE, 'lots');
      const r = this.rulesOf(await this.rules(tx), row.symbol, 'hold');
      if (part > row.lots || part % r.lotStep !== 0)
        throw new Refusal('CONTRACT_LOTS_OUT_OF_RANGE', {
          min: lotsText(r.lotStep),
          max: lotsText(row.lots),
        });
      return this.closeRow(tx, row, part, this.priceNow(row.symbol), 'manual', this.rateNow(r));
    });
    this.afterClose(result);
    return this.present(result.closed);
  }

  /** Cancels a pending open: what it holds goes back to available. */
  async cancel(user: SessionUser, id: number): Promise<ContractPosition> {
    const row = await this.d.db.transaction(async (tx) => {
      const pending = await this.ownLive(tx, user, id, ['pending']);
      return this.cancelRow(tx, pending);
    });
    this.disarm(row);
    return this.present(row);
  }

  /** The user's positions of the session's book in these statuses (in one instrument or all). */
  private whereOwn(user: SessionUser, statuses: string[], symbol?: string): SQL | undefined {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    return and(
      eq(contractPositions.userId, user.userId),
      eq(contractPositions.book, book),
      inArray(contractPositions.status, statuses),
      symbol ? eq(contractPositions.symbol, symbol) : undefined,
    );
  }

  private rowsOf(user: SessionUser, statuses: string[], symbol?: string): Promise<Row[]> {
    return this.d.db
      .select()
      .from(contractPositions)
      .where(this.whereOwn(user, statuses, symbol));
  }

  /** Closes every open position and cancels every pending open of the user (in one instrument or all). */
  async closeAll(user: SessionUser, symbol?: string): Promise<{ closed: number; cancelled: number }> {
    const live = await this.rowsOf(user, ['open', 'pending'], symbol);
    let closed = 0;
    let cancelled = 0;
    for (const row of live) {
      try {
        if (row.status === 'pending') {
          await this.cancel(user, row.id);
          cancelled++;
        } else {
          const result = await this.d.db.transaction(async (tx) => {
            const current = await this.ownLive(tx, user, row.id, ['open']);
            this.assertOpen(current.symbol);
            const r = this.rulesOf(await this.rules(tx), current.symbol, 'hold');
            return this.closeRow(
              tx,
              current,
              current.lots,
              this.priceNow(current.symbol),
              'close_all',
              this.rateNow(r),
            );
          });
          this.afterClose(result);
          closed++;
        }
      } catch (error) {
        // A closed market or a position that closed meanwhile is left; the rest go on.
        if (!(error instanceof Refusal)) throw error;
      }
    }
    return { closed, cancelled };
  }

  private async ownLive(tx: DbOrTx, user: SessionUser, id: number, statuses: string[]): Promise<Row> {
    const rows = await tx
      .select()
      .from(contractPositions)
      .where(and(eq(contractPositions.id, id), eq(contractPositions.userId, user.userId)))
      .for('update');
    const row = rows[0];
    if (!row || !statuses.includes(row.status)) throw new Refusal('CONTRACT_POSITION_NOT_FOUND');
    return row;
  }

  /**
   * Closes `part` lots of a position at `price`: one posting gives back the margin share plus
   * the profit (or less the loss, never below zero) and settles the difference with the house.
   * A partial close splits a closed row off; the position keeps the rest.
   */
  private async closeRow(
    tx: DbOrTx,
    row: Row,
    part: number,
    price: PriceNow,
    reason: 'manual' | 'take_profit' | 'stop_loss' | 'liquidation' | 'close_all',
    rate: Rate,
  ): Promise<{ closed: Row; remaining: Row | undefined }> {
    const book = row.book as Book;
    const sizing: Sizing = { priceScale: row.priceScale, contractSize: BigInt(row.contractSize) };
    const direction = row.direction as Direction;
    const entry = present(row.openPrice, 'open price');
    const share = marginShare(row.margin, BigInt(part), BigInt(row.lots));
    const pnl = pnlOf(direction, BigInt(entry), BigInt(price.ticks), BigInt(part), sizing, rate);
    const { payout, house } = settlementOf(share, pnl);
    const at = new Date(this.d.clock.nowMs());
    const status = reason === 'liquidation' ? 'liquidated' : 'closed';
    const final = {
      status,
      closePrice: price.ticks,
      closeSource: price.source,
      closedAt: price.at,
      pnl: payout - share,
      closeReason: reason,
      updatedAt: at,
    };
    let closed: Row;
    let remaining: Row | undefined;
    if (part === row.lots) {
      const updated = await tx
        .update(contractPositions)
        .set(final)
        .where(eq(contractPositions.id, row.id))
        .returning();
      closed = updated[0] ?? row;
    } else {
      const { id: _, requestKey: __, ...rest } = row;
      const inserted = await tx
        .insert(contractPositions)
        .values({ ...rest, ...final, lots: part, margin: share, fee: 0n, parentId: row.id, createdAt: at })
        .returning();
      closed = inserted[0] ?? row;
      const left = row.lots - part;
      const margin = row.margin - share;
      const rules = this.rulesOf(await this.rules(tx), row.symbol, 'hold');
      const updated = await tx
        .update(contractPositions)
        .set({
          lots: left,
          margin,
          liquidationPrice: ticksOf(
            liquidationPriceOf(
              direction,
              BigInt(entry),
              BigInt(left),
              margin,
              rules.stopOutPpm,
              sizing,
              rate,
            ),
          ),
          updatedAt: at,
        })
        .where(eq(contractPositions.id, row.id))
        .returning();
      remaining = updated[0];
    }
    const account = { user: row.userId, wallet: 'contract' } as const;
    // The margin share goes back with the profit (or less the loss); the house takes the
    // difference, or pays a profit beyond the margin (a negative share).
    await this.d.ledger.apply(tx, [
      {
        type: 'settle',
        key: `contract-close:${closed.id}`,
        kind: reason === 'liquidation' ? 'contract-liquidation' : 'contract-close',
        ref: { kind: 'contract', id: String(row.id) },
        book,
        asset: 'USDT',
        account,
        amount: share,
        to: [
          { account, amount: payout },
          { account: { system: 'house' }, amount: house },
        ],
      },
    ]);
    return { closed, remaining };
  }

  private async cancelRow(tx: DbOrTx, row: Row): Promise<Row> {
    const book = row.book as Book;
    await this.d.ledger.apply(tx, [
      {
        type: 'release',
        key: `contract-cancel:${row.id}`,
        kind: 'contract-cancel',
        ref: { kind: 'contract', id: String(row.id) },
        book,
        asset: 'USDT',
        account: { user: row.userId, wallet: 'contract' },
        amount: row.margin + row.fee,
      },
    ]);
    const updated = await tx
      .update(contractPositions)
      .set({ status: 'cancelled', updatedAt: new Date(this.d.clock.nowMs()) })
      .where(eq(contractPositions.id, row.id))
      .returning();
    return updated[0] ?? row;
  }

  /** A pending open reached its level: it opens at the tick's price and its fee is charged. */
  private async fillPending(tx: DbOrTx, row: Row, price: PriceNow, rate: Rate): Promise<Row> {
    const book = row.book as Book;
    const rules = this.rulesOf(await this.rules(tx), row.symbol, 'hold');
    const sizing: Sizing = { priceScale: row.priceScale, contractSize: BigInt(row.contractSize) };
    // The held fee goes to the fees account; the margin stays frozen (nothing is written without a fee).
    await this.d.ledger.apply(tx, [
      {
        type: 'settle',
        key: `contract-fill:${row.id}`,
        kind: 'contract-open',
        ref: { kind: 'contract', id: String(row.id) },
        book,
        asset: 'USDT',
        account: { user: row.userId, wallet: 'contract' },
        amount: row.fee,
        to: [{ account: { system: 'fees' }, amount: row.fee }],
      },
    ]);
    await this.recordOpen(tx, row, price.ticks, sizing, rate);
    const direction = row.direction as Direction;
    const updated = await tx
      .update(contractPositions)
      .set({
        status: 'open',
        openPrice: price.ticks,
        openSource: price.source,
        openedAt: price.at,
        liquidationPrice: ticksOf(
          liquidationPriceOf(
            direction,
            BigInt(price.ticks),
            BigInt(row.lots),
            row.margin,
            rules.stopOutPpm,
            sizing,
            rate,
          ),
        ),
        updatedAt: new Date(this.d.clock.nowMs()),
      })
      .where(eq(contractPositions.id, row.id))
      .returning();
    return updated[0] ?? row;
  }

  /** An opened position counts its value at the opening price toward the withdrawal turnover. */
  private async recordOpen(tx: DbOrTx, row: Row, openTicks: number, sizing: Sizing, rate: Rate) {
    // Rounded down: turnover credits the customer with no more than was traded.
    const value = positionValue(BigInt(openTicks), BigInt(row.lots), sizing, rate, 'down');
    await this.d.turnover.recordTurnover(tx, row.book as Book, [
      { userId: row.userId, source: 'contract', usdt: value, refId: String(row.id) },
    ]);
  }

  private afterClose(result: { closed: Row; remaining: Row | undefined }): void {
    this.disarm(result.closed);
    if (result.remaining) {
      this.disarm(result.remaining);
      this.arm(result.remaining);
    }
  }

  // Triggers.

  private indexOf(symbol: string, book: string): TriggerIndex {
    const key = `${symbol}:${book}`;
    let index = this.indexes.get(key);
    if (!index) {
      index = new TriggerIndex();
      this.indexes.set(key, index);
    }
    return index;
  }

  /** Puts a live position's levels (or a pending open's level) into its index. */
  private arm(row: Row, current?: number): void {
    const index = this.indexOf(row.symbol, row.book);
    const add = (kind: Kind, direction: TriggerDirection, price: number | null) => {
      if (price !== null) index.add({ id: row.id * KINDS + kind, direction, price });
    };
    if (row.status === 'pending') {
      const level = present(row.pendingPrice, 'pending price');
      const now = current ?? this.d.market.recordedPrice(row.symbol)?.units;
      // A level under the price waits for the price to fall to it, one over it for a rise.
      add(KIND.pending, now !== undefined && level < Number(now) ? 'below' : 'above', level);
      return;
    }
    if (row.status !== 'open') return;
    const sides = stopSides(row.direction as Direction);
    add(KIND.takeProfit, sides.takeProfit === 'above' ? 'above' : 'below', row.takeProfit);
    add(KIND.stopLoss, sides.stopLoss === 'above' ? 'above' : 'below', row.stopLoss);
    add(KIND.liquidation, row.direction === 'long' ? 'below' : 'above', row.liquidationPrice);
  }

  private disarm(row: Row): void {
    const index = this.indexOf(row.symbol, row.book);
    for (let kind = 0; kind < KINDS; kind++) index.remove(row.id * KINDS + kind);
  }

  private onTick(tick: Tick): void {
    if (tick.priceUnits <= 0n || tick.priceUnits > BigInt(Number.MAX_SAFE_INTEGER)) return;
    const price: PriceNow = {
      ticks: Number(tick.priceUnits),
      source: tick.source,
      at: new Date(tick.timeMs),
    };
    // A disabled instrument opens nothing: its pending opens wait (they can be cancelled), while
    // the stops and liquidation of its open positions act as usual.
    const opening = this.d.market.specOf(tick.symbol)?.enabled === true;
    // After a lost database connection, levels stay in the index until the backoff ends.
    if (!this.retries.ready()) return;
    for (const book of ['real', 'demo']) {
      const index = this.indexes.get(`${tick.symbol}:${book}`);
      if (!index || index.size === 0) continue;
      for (const fired of index.fire(price.ticks)) {
        const id = Math.floor(fired.id / KINDS);
        const kind = (fired.id % KINDS) as Kind;
        if (kind === KIND.pending && !opening) {
          index.add(fired);
          continue;
        }
        this.work = this.work
          .then(() => this.settle(id, kind, price))
          .then(
            () => this.retries.succeeded(),
            (error: unknown) => this.settleFailed(error, index, fired, id),
          );
      }
    }
  }

  /**
   * A fired trigger that could not be settled because the database connection was lost goes
   * back into the index, to fire again on a later tick once the backoff allows; one warning per
   * outage wait. Any other failure is a fault, logged as an error.
   */
  private settleFailed(error: unknown, index: TriggerIndex, fired: Trigger, position: number): void {
    if (!isConnectionError(error)) {
      this.d.log?.error({ err: error, position }, 'contract trigger failed');
      return;
    }
    if (!index.has(fired.id)) index.add(fired);
    if (this.retries.ready())
      logJobFailure(this.d.log, 'contract trigger settlement', error, this.retries.failed());
  }

  /** Settles one fired trigger, if the position is still in the state that armed it. */
  private async settle(id: number, kind: Kind, price: PriceNow): Promise<void> {
    const result = await this.d.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(contractPositions)
        .where(eq(contractPositions.id, id))
        .for('update');
      const row = rows[0];
      if (!row) return undefined;
      const rules = this.rulesOf(await this.rules(tx), row.symbol, 'hold');
      const rate = this.rateOf(rules.quote);
      if (!rate) return undefined;
      if (kind === KIND.pending) {
        if (row.status !== 'pending') return undefined;
        return { opened: await this.fillPending(tx, row, price, rate) };
      }
      if (row.status !== 'open') return undefined;
      if (kind === KIND.liquidation) {
        const sizing: Sizing = { priceScale: row.priceScale, contractSize: BigInt(row.contractSize) };
        const direction = row.direction as Direction;
        if (
          !stoppedOut(
            direction,
            BigInt(present(row.openPrice, 'open price')),
            BigInt(price.ticks),
            BigInt(row.lots),
            row.margin,
            rules.stopOutPpm,
            sizing,
            rate,
          )
        ) {
          // The conversion rate moved since the level was set: set it again at today's rate.
          const level = ticksOf(
            liquidationPriceOf(
              direction,
              BigInt(present(row.openPrice, 'open price')),
              BigInt(row.lots),
              row.margin,
              rules.stopOutPpm,
              sizing,
              rate,
            ),
          );
          const updated = await tx
            .update(contractPositions)
            .set({ liquidationPrice: level })
            .where(eq(contractPositions.id, row.id))
            .returning();
          return { rearmed: updated[0] ?? row };
        }
      }
      const reason =
        kind === KIND.takeProfit ? 'take_profit' : kind === KIND.stopLoss ? 'stop_loss' : 'liquidation';
      return { closed: await this.closeRow(tx, row, row.lots, price, reason, rate) };
    });
    if (!result) return;
    if ('opened' in result && result.opened) {
      this.disarm(result.opened);
      this.arm(result.opened);
    } else if ('rearmed' in result && result.rearmed) {
      this.disarm(result.rearmed);
      this.arm(result.rearmed);
    } else if ('closed' in result && result.closed) this.afterClose(result.closed);
  }

  // Reading.

  async list(
    user: SessionUser,
    which: 'open' | 'pending' | 'history',
    f: { symbol?: string | undefined; page: number; pageSize: number },
  ): Promise<Page<ContractPosition>> {
    const statuses = which === 'history' ? ['closed', 'liquidated', 'cancelled'] : [which];
    const where = this.whereOwn(user, statuses, f.symbol);
    return pagedRows(
      this.d.db,
      contractPositions,
      {
        where,
        orderBy: [desc(contractPositions.updatedAt), desc(contractPositions.id)],
        page: f.page,
        pageSize: f.pageSize,
      },
      (r) => this.present(r),
    );
  }

  async summary(user: SessionUser): Promise<ContractSummary> {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    const rows = await this.rowsOf(user, ['open']);
    let margin = 0n;
    let pnl = 0n;
    for (const row of rows) {
      margin += row.margin;
      pnl += this.unrealised(row) ?? 0n;
    }
    const balances = await this.d.ledger.balances(user.userId, book);
    const account = balances.find((b) => b.asset === 'USDT' && b.wallet === 'contract');
    return {
      positions: rows.length,
      margin: usdt(margin),
      unrealised_pnl: usdt(pnl),
      available: usdt(account?.available ?? 0n),
    };
  }

  /**
   * The customer's unrealised P&L of an open position at the current price, exactly as
   * `present` shows it; undefined when the position is not open or has no price or rate. Read
   * only, for the back office's exposure.
   */
  unrealisedPnl(row: Row): bigint | undefined {
    return this.unrealised(row);
  }

  private unrealised(row: Row): bigint | undefined {
    if (row.status !== 'open' || row.openPrice === null) return undefined;
    const last = this.d.market.recordedPrice(row.symbol);
    const spec = this.d.market.specOf(row.symbol);
    const rate = spec ? this.rateOf(spec.quote) : undefined;
    if (!last || !rate) return undefined;
    const sizing: Sizing = { priceScale: row.priceScale, contractSize: BigInt(row.contractSize) };
    return pnlOf(
      row.direction as Direction,
      BigInt(row.openPrice),
      last.units,
      BigInt(row.lots),
      sizing,
      rate,
    );
  }

  /** A position as the API shows it: unrealised P&L at the current price while it is open. */
  present(row: Row): ContractPosition {
    const price = (ticks: number | null) =>
      ticks === null ? null : formatUnits(BigInt(ticks), row.priceScale);
    const last =
      row.status === 'open' || row.status === 'pending' ? this.d.market.recordedPrice(row.symbol) : undefined;
    const pnl = row.status === 'open' ? this.unrealised(row) : (row.pnl ?? undefined);
    return {
      id: row.id,
      symbol: row.symbol,
      direction: row.direction as Direction,
      status: row.status as ContractPosition['status'],
      lots: lotsText(row.lots),
      leverage: row.leverage,
      pending_price: price(row.pendingPrice),
      opened:
        row.openPrice === null
          ? null
          : {
              price: present(price(row.openPrice), 'open price'),
              source: present(row.openSource, 'open price source'),
              time: seconds(present(row.openedAt, 'open time')),
            },
      margin: usdt(row.margin),
      fee: usdt(row.fee),
      take_profit: price(row.takeProfit),
      stop_loss: price(row.stopLoss),
      liquidation_price: row.status === 'open' ? price(row.liquidationPrice) : null,
      current_price: last ? formatUnits(last.units, last.scale) : null,
      pnl: pnl === undefined ? null : usdt(pnl),
      closed:
        row.closePrice === null
          ? null
          : {
              price: present(price(row.closePrice), 'close price'),
              source: present(row.closeSource, 'close price source'),
              time: seconds(present(row.closedAt, 'close time')),
            },
      close_reason: (row.closeReason as ContractPosition['close_reason']) ?? null,
      created_at: seconds(row.createdAt),
      updated_at: seconds(row.updatedAt),
    };
  }
}
