import type {
  CurrencyAll,
  FeedSource,
  FieldMessage,
  KlineMessage,
  KlinePage,
  KlinePeriod,
  Lang,
  MarketCategory,
  MarketItem,
  Page,
  PairQuote,
  QuotesMessage,
} from '@platform/contract';
import { Backoff } from '../../platform/backoff.ts';
import type { Clock } from '../../platform/clock.ts';
import type { MarketConfig } from '../../platform/config.ts';
import { connectionLossOf, type Db } from '../../platform/db.ts';
import { fieldText } from '../../platform/i18n.ts';
import { Refusal } from '../../platform/refusal.ts';
import { CandleBook } from './candle-book.ts';
import { seedInstruments } from './catalogue.ts';
import type { FeedLog } from './feeds/feed.ts';
import { buildFeeds, type FeedSet } from './feeds/index.ts';
import { restoreState } from './history-restore.ts';
import { type InstrumentSpec, type Tick, type TickInput, validateTick } from './model.ts';
import { candleDto, instrumentDto, klineMessageOf, quoteDto } from './present.ts';
import { INDEX_STALE_MS, isStale } from './price-index.ts';
import { tokenMatches } from './push-auth.ts';
import { QuoteBoard } from './quote-board.ts';
import * as repo from './repo.ts';
import { isTradingOpen } from './trading-hours.ts';

/** A reference price: an instrument's index from the feeds (price-index.ts). */
export interface IndexPrice {
  units: bigint;
  scale: number;
  symbol: string;
  source: FeedSource;
  timeMs: number;
  /** Older than its class's limit while its market is open: nothing new is priced at it. */
  stale: boolean;
}

/** How often changed quotes and candles are pushed to socket subscribers. */
export const QUOTES_PUSH_MS = 1_000;
/** How often waiting candles are written, and how many rows one statement carries. */
export const CANDLE_FLUSH_MS = 1_000;
/** First pause of the candle timer after a failed write; it doubles up to the maximum. */
const CANDLE_RETRY_MIN_MS = 1_000;
const CANDLE_RETRY_MAX_MS = 30_000;
export const CANDLE_FLUSH_BATCH_MAX = 1_000;
/**
 * At shutdown, candles are written for at most this long so a stop never hangs on a large backlog
 * (generated history on a first start); what is left is logged and regenerated from later ticks.
 */
export const STOP_FLUSH_MAX_MS = 4_000;
/** The latest time the database accepts, standing for "no upper bound" in history queries. */
const TIME_MAX_MS = Date.UTC(9999, 0, 1);

/** Receives what the service publishes; the market socket implements it. */
export interface MarketPublisher {
  wantsKline(symbol: string, period: KlinePeriod): boolean;
  publishQuotes(message: QuotesMessage): void;
  publishKline(message: KlineMessage): void;
}

/**
 * Market data: the instrument catalogue, feeds, the quotes board, candles and what the market
 * socket publishes. Ticks flow feed -> ingest -> index (board) and candles (a spot pair's tick also
 * moves the perpetual following it, see perpetual.ts); candles are written in batches by a timer,
 * never per tick. The platform's own trades are not ticks: they move no price.
 */
export class MarketService {
  readonly board = new QuoteBoard();
  readonly candles = new CandleBook();
  private specs = new Map<string, InstrumentSpec>();
  private feeds: FeedSet | undefined;
  private publisher: MarketPublisher | undefined;
  private readonly tickListeners: ((tick: Tick) => void)[] = [];
  private timers: ReturnType<typeof setInterval>[] = [];
  private flushing: Promise<void> | undefined;
  private readonly flushRetries = new Backoff(CANDLE_RETRY_MIN_MS, CANDLE_RETRY_MAX_MS);
  private snapshot: QuotesMessage | undefined;
  private log: FeedLog = { info: () => {}, warn: () => {} };
  staleCount = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly config: MarketConfig,
  ) {}

  /** Adds missing seed instruments and loads the catalogue into memory. */
  async seed(): Promise<number> {
    const added = await repo.insertMissingInstruments(this.db, seedInstruments());
    await this.reload();
    return added;
  }

  private async reload(): Promise<void> {
    this.specs = new Map((await repo.listInstruments(this.db)).map((s) => [s.symbol, s]));
  }

  /** Restores prices and candles, starts the configured feeds and the publish and write timers. */
  async start(log: FeedLog): Promise<void> {
    this.log = log;
    const nowMs = this.clock.nowMs();
    this.feeds = buildFeeds(this.config, { specs: this.specs, clock: this.clock, log, board: this.board });
    await restoreState(this.db, this, this.feeds, nowMs, {
      candles: this.config.simBackfillCandles,
      seed: this.config.simSeed,
    });
    for (const feed of this.feeds.all) await feed.start(this.feeds.follow(this));
    this.timers.push(setInterval(() => this.publish(), QUOTES_PUSH_MS));
    this.timers.push(setInterval(() => this.flushOnTimer(), CANDLE_FLUSH_MS));
    for (const t of this.timers) t.unref();
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    for (const feed of this.feeds?.all ?? []) await feed.stop();
    await this.flushing?.catch(() => undefined);
    await this.writeAll(performance.now() + STOP_FLUSH_MAX_MS).catch((e) => this.flushFailed(e));
    const left = this.candles.pendingCount();
    if (left > 0) this.log.warn({ candles: left }, 'candles not written at shutdown');
  }

  /** The timer's write: skipped while one runs or while a failed write's backoff lasts. */
  private flushOnTimer(): void {
    if (this.flushing || !this.flushRetries.ready()) return;
    void this.flush().then(
      () => this.flushRetries.succeeded(),
      (error: unknown) => this.flushFailed(error, this.flushRetries.failed()),
    );
  }

  private flushFailed(error: unknown, retryMs?: number): void {
    // Candles not written stay waiting; a lost connection is named without the failed query.
    const err = connectionLossOf(error) ?? String(error);
    this.log.warn({ err, retryMs, waiting: this.candles.pendingCount() }, 'candle write failed');
  }

  /** The simulated feed's handle for tests that drive it with a manual clock. */
  get simulatedFeed() {
    return this.feeds?.simulated;
  }

  /** True while a simulated feed drives at least one instrument (the web app shows a badge). */
  get simulated(): boolean {
    return this.feeds?.simulated !== undefined && this.feeds.simulatedSymbols().length > 0;
  }

  attach(publisher: MarketPublisher): void {
    this.publisher = publisher;
  }

  /** Calls `listener` with every accepted tick (contract triggers follow the price this way). */
  onTick(listener: (tick: Tick) => void): void {
    this.tickListeners.push(listener);
  }

  /**
   * Takes a tick from a feed: unknown or stale ticks are dropped, and so is any price from the
   * platform's own books (source `spot`), which never feeds an index. The tick moves the symbol's
   * index (the median of its feeds, price-index.ts); candles and listeners receive the index. A
   * disabled instrument's ticks are still taken: disabling stops new opens only, and what is
   * already open on it (positions, their stops and liquidation, fixed-term orders, basket units)
   * goes on following and settling at the feed's price.
   */
  ingest(tick: Tick): boolean {
    const spec = this.specs.get(tick.symbol);
    if (!spec || tick.source === 'spot') return false;
    const entry = this.board.accept(tick, INDEX_STALE_MS[spec.category]);
    if (!entry) {
      this.staleCount += 1;
      return false;
    }
    const index: Tick =
      entry.source === tick.source && entry.lastUnits === tick.priceUnits
        ? tick
        : {
            ...tick,
            priceUnits: entry.lastUnits,
            bidUnits: entry.bidUnits,
            askUnits: entry.askUnits,
            source: entry.source,
          };
    this.candles.apply(index);
    for (const listener of this.tickListeners) listener(index);
    return true;
  }

  /** Writes every waiting candle in batches; concurrent calls share one run. */
  flush(): Promise<void> {
    this.flushing ??= this.writeAll().finally(() => {
      this.flushing = undefined;
    });
    return this.flushing;
  }

  private async writeAll(deadline = Number.POSITIVE_INFINITY): Promise<void> {
    while (performance.now() < deadline) {
      const batch = this.candles.takePending(CANDLE_FLUSH_BATCH_MAX);
      if (batch.length === 0) return;
      try {
        await repo.upsertCandles(this.db, batch);
      } catch (error) {
        this.candles.returnPending(batch);
        throw error;
      }
    }
  }

  /** Pushes changed quotes to every client and changed candles to their subscribers. */
  publish(): void {
    this.snapshot = undefined;
    const nowMs = this.clock.nowMs();
    const changed = this.board.drainChanged().flatMap((s) => this.quoteOf(s, nowMs) ?? []);
    if (changed.length > 0) {
      this.publisher?.publishQuotes({
        type: 'quotes',
        time: Math.floor(nowMs / 1000),
        simulated: this.simulated,
        full: false,
        data: changed,
      });
    }
    for (const { symbol, period, candle } of this.candles.drainChanged()) {
      const spec = this.specs.get(symbol);
      if (spec && this.publisher?.wantsKline(symbol, period))
        this.publisher.publishKline(klineMessageOf(spec, period, candle));
    }
  }

  /** Every enabled instrument's quote, built once per publish cycle and shared by all clients. */
  quotesSnapshot(): QuotesMessage {
    if (this.snapshot) return this.snapshot;
    const nowMs = this.clock.nowMs();
    const data = this.enabledSpecs().flatMap((s) => this.quoteOf(s.symbol, nowMs) ?? []);
    this.snapshot = {
      type: 'quotes',
      time: Math.floor(nowMs / 1000),
      simulated: this.simulated,
      full: true,
      data,
    };
    return this.snapshot;
  }

  private quoteOf(symbol: string, nowMs: number): PairQuote | undefined {
    const spec = this.specs.get(symbol);
    const entry = this.board.get(symbol);
    if (!spec?.enabled || !entry) return undefined;
    return quoteDto(spec, entry, this.candles.dayStats(symbol, entry.lastUnits, nowMs));
  }

  enabledSpecs(): InstrumentSpec[] {
    return [...this.specs.values()].filter((s) => s.enabled).sort((a, b) => a.sort - b.sort);
  }

  /** Every instrument, enabled or not, in display order: for the back office. */
  catalogue(): InstrumentSpec[] {
    return [...this.specs.values()].sort((a, b) => a.sort - b.sort);
  }

  specOf(symbol: string): InstrumentSpec | undefined {
    return this.specs.get(symbol);
  }

  /**
   * The index of an enabled instrument (for opening and quoting), with its scale, source, time and
   * whether it is stale, if one is known. Never a trade of the platform's own books.
   */
  indexPrice(symbol: string): IndexPrice | undefined {
    const spec = this.specs.get(symbol);
    return spec?.enabled ? this.indexOfSpec(spec) : undefined;
  }

  /**
   * The index of a known instrument, enabled or not: what is already open on a disabled
   * instrument closes, settles and is valued at it (`indexPrice` is for opening).
   */
  recordedIndex(symbol: string): IndexPrice | undefined {
    const spec = this.specs.get(symbol);
    return spec ? this.indexOfSpec(spec) : undefined;
  }

  /**
   * The mark price of a contract: its index (for a perpetual without a feed of its own, the index
   * of its spot pair times one plus its basis, perpetual.ts). Positions are valued, triggered and
   * liquidated at it; enabled or not, as `recordedIndex`.
   */
  markPrice(symbol: string): IndexPrice | undefined {
    return this.recordedIndex(symbol);
  }

  private indexOfSpec(spec: InstrumentSpec): IndexPrice | undefined {
    const entry = this.board.get(spec.symbol);
    if (!entry) return undefined;
    const nowMs = this.clock.nowMs();
    return {
      units: entry.lastUnits,
      scale: spec.priceScale,
      symbol: spec.symbol,
      source: entry.source,
      timeMs: entry.timeMs,
      stale: isStale(spec.category, entry.timeMs, nowMs, isTradingOpen(spec.hours, nowMs)),
    };
  }

  /** The enabled instrument with this symbol, or the refusal a caller sees. */
  enabledSpec(symbol: string): InstrumentSpec {
    const spec = this.specs.get(symbol);
    if (!spec?.enabled) throw new Refusal('MARKET_UNKNOWN_SYMBOL');
    return spec;
  }

  private itemOf(spec: InstrumentSpec, lang: Lang, nowMs: number): MarketItem {
    return { instrument: instrumentDto(spec, lang, nowMs), quote: this.quoteOf(spec.symbol, nowMs) ?? null };
  }

  /** web/getCurrencyAll: every enabled instrument with its quote (the catalogue is bounded). */
  currencyAll(lang: Lang, category?: MarketCategory): CurrencyAll {
    const nowMs = this.clock.nowMs();
    const specs = this.enabledSpecs().filter((s) => !category || s.category === category);
    return { simulated: this.simulated, items: specs.map((s) => this.itemOf(s, lang, nowMs)) };
  }

  /** One page of instruments, optionally of a category and matching a search on symbol or name. */
  marketList(
    lang: Lang,
    q: { category?: MarketCategory | undefined; search?: string | undefined; page: number; pageSize: number },
  ): Page<MarketItem> {
    const nowMs = this.clock.nowMs();
    const needle = q.search?.toLowerCase();
    const specs = this.enabledSpecs().filter(
      (s) =>
        (!q.category || s.category === q.category) &&
        (!needle ||
          s.symbol.toLowerCase().includes(needle) ||
          (s.names[lang] ?? s.names.en ?? '').toLowerCase().includes(needle)),
    );
    const start = (q.page - 1) * q.pageSize;
    const items = specs.slice(start, start + q.pageSize).map((s) => this.itemOf(s, lang, nowMs));
    return { items, total: specs.length, page: q.page, pageSize: q.pageSize };
  }

  instrument(lang: Lang, symbol: string): MarketItem {
    return this.itemOf(this.enabledSpec(symbol), lang, this.clock.nowMs());
  }

  /**
   * One page of candles before `beforeS` (newest page without it), oldest first: stored candles
   * overlaid with those still waiting to be written and the live one.
   */
  async kline(
    symbol: string,
    period: KlinePeriod,
    beforeS: number | undefined,
    limit: number,
  ): Promise<KlinePage> {
    const spec = this.enabledSpec(symbol);
    const beforeMs = beforeS === undefined ? TIME_MAX_MS : beforeS * 1000;
    const stored = await repo.candlesBefore(this.db, symbol, period, beforeMs, limit);
    const byTime = new Map(stored.map((c) => [c.openTimeMs, c]));
    const live = this.candles.currentCandle(symbol, period);
    for (const c of [...this.candles.pendingFor(symbol, period), ...(live ? [live] : [])]) {
      const known = byTime.get(c.openTimeMs);
      if (c.openTimeMs < beforeMs && (!known || known.tickCount <= c.tickCount)) byTime.set(c.openTimeMs, c);
    }
    const merged = [...byTime.values()].sort((a, b) => a.openTimeMs - b.openTimeMs).slice(-limit);
    const first = merged[0];
    return {
      symbol,
      period,
      priceScale: spec.priceScale,
      candles: merged.map((c) => candleDto(spec, c)),
      next: merged.length >= limit && first ? Math.floor(first.openTimeMs / 1000) : null,
    };
  }

  /** The live candle of a symbol and period as a socket message, if there is one yet. */
  liveKline(symbol: string, period: KlinePeriod): KlineMessage | undefined {
    const spec = this.specs.get(symbol);
    const candle = this.candles.currentCandle(symbol, period);
    return spec && candle ? klineMessageOf(spec, period, candle) : undefined;
  }

  /**
   * Ticks posted by an operator service (the push feed). Checks in order: the push feed is on and
   * the service token matches; every symbol is known; every market is open; every tick is valid. Only then are they
   * taken, so a bad batch changes nothing.
   */
  pushTicks(lang: Lang, token: string | undefined, inputs: readonly (TickInput & { symbol: string })[]) {
    if (!this.feeds?.push || !tokenMatches(token, this.config.pushToken))
      throw new Refusal('MARKET_PUSH_FORBIDDEN');
    const nowMs = this.clock.nowMs();
    // A disabled instrument's prices are still taken: its open positions and orders follow them.
    const specs = inputs.map((input) => {
      const spec = this.specs.get(input.symbol);
      if (!spec) throw new Refusal('MARKET_UNKNOWN_SYMBOL');
      return spec;
    });
    // A closed market has no prices: its last close stands until it opens.
    const closed = specs.find((spec) => !isTradingOpen(spec.hours, nowMs));
    if (closed) throw new Refusal('MARKET_PUSH_CLOSED', { symbol: closed.symbol }, { symbol: closed.symbol });
    const ticks: Tick[] = [];
    const fields: Record<string, string> = {};
    inputs.forEach((input, i) => {
      const result = validateTick(input, specs[i] as InstrumentSpec, nowMs, `ticks.${i}`);
      if ('tick' in result) ticks.push(result.tick);
      else
        for (const p of result.problems) fields[p.field] ??= fieldText(lang, p.key as FieldMessage, p.params);
    });
    if (Object.keys(fields).length > 0) throw new Refusal('REQUEST_VALIDATION_FAILED', undefined, { fields });
    // A pushed spot price moves the perpetual that follows it, as every feed's does.
    const sink = this.feeds.follow(this);
    return { accepted: ticks.filter((t) => sink.ingest(t)).length };
  }

  /** For the back office (operations role, arrives with staff accounts): enable or disable. */
  async setEnabled(symbol: string, enabled: boolean): Promise<InstrumentSpec> {
    return this.edit(symbol, { enabled });
  }

  /** For the back office: edit names, display order or trading hours of an instrument. */
  async edit(symbol: string, patch: repo.InstrumentPatch): Promise<InstrumentSpec> {
    if (patch.names && !patch.names.en)
      throw new Refusal('REQUEST_VALIDATION_FAILED', undefined, {
        fields: { 'names.en': fieldText('en', 'required') },
      });
    const updated = await repo.updateInstrument(this.db, symbol, patch);
    if (!updated) throw new Refusal('MARKET_UNKNOWN_SYMBOL');
    this.specs.set(symbol, updated);
    this.snapshot = undefined;
    return updated;
  }
}
