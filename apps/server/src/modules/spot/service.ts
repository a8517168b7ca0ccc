import {
  ASSET_SCALES,
  isAsset,
  type Page,
  SPOT_OPEN_ORDERS_MAX,
  type SpotDepth,
  type SpotMarket,
  type SpotOrder,
} from '@platform/contract';
import { insideBand, marketBoundOf, priceBandOf, type Side } from '@platform/engine';
import { formatUnits, parseUnits, rescale } from '@platform/money';
import type { SessionUser } from '../../platform/auth.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { EventBus } from '../../platform/events.ts';
import { bound, fieldRefusal, Refusal, stepsOf } from '../../platform/refusal.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { Book, LedgerService } from '../ledger/index.ts';
import type { MarketService } from '../market/index.ts';
import type { SpotMetrics } from './metrics.ts';
import { baseOf, buyFreeze, clientOrderIdOf, orderKeyOf, protectionOf, quoteOf } from './model.ts';
import { orderPage, tradePage } from './repo.ts';
import { type Accounts, type BatchEvents, type MarketKey, MarketWriter, type OrderRecord } from './writer.ts';

/** Parts per million as a percentage: 4 decimals (100000 ppm is 10%). */
const PPM_PERCENT_SCALE = 4;

/** Settings compare quantities written with up to 8 decimals. */
const SETTING_SCALE = 8;

/** A positive count of ticks or lots from a decimal typed at `scale`, or the field refusal. */
function countOf(text: string | undefined, scale: number, field: string): number {
  if (text === undefined) throw fieldRefusal({ [field]: 'required' });
  return stepsOf(text, scale, field);
}

/** Commands waiting per market when the configuration does not say (tools, tests). */
const DEFAULT_QUEUE_MAX = 20_000;

type PlaceInput = Parameters<SpotService['placeOrder']>[1];

/**
 * Spot trading (spec sections 1-5): the markets (crypto pairs whose assets the ledger holds),
 * one writer per market and book, the checks an order passes before it reaches the writer, and
 * the read side (orders, trades, depth).
 */
export class SpotService {
  private readonly writers = new Map<string, MarketWriter>();
  /** Spot accounts of users per market and book: ids never change once the rows exist. */
  private readonly accounts = new Map<string, Accounts>();

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      market: MarketService;
      settings: SettingsService;
      /** Where committed batches are published (`spot.batchCommitted`); none in tools that only read. */
      bus?: EventBus;
      /** Commands a market's writer holds waiting before it refuses more as busy. */
      queueMax?: number;
      /** Counts orders, batches and commit times; none in tools. */
      countedBy?: (queueDepths: () => Iterable<[string, number]>) => SpotMetrics;
      /** Where the writers report orders fenced when a book is rebuilt. */
      log?: { warn(obj: object, msg: string): void };
    },
  ) {
    this.metrics = d.countedBy?.(() => this.queueDepths());
  }

  private readonly metrics: SpotMetrics | undefined;

  /** Commands waiting per market and book. */
  private *queueDepths(): Iterable<[string, number]> {
    for (const [key, writer] of this.writers) yield [key, writer.queued];
  }

  /** Creates the writers and rebuilds every book from its open orders. */
  async start(): Promise<void> {
    const configured = await this.d.settings.get('spot.markets');
    const bus = this.d.bus;
    for (const spec of this.d.market.catalogue()) {
      if (spec.category !== 'crypto' || !isAsset(spec.base) || !isAsset(spec.quote)) continue;
      if (!configured[spec.symbol]) continue;
      // Fills count toward the withdrawal turnover at their quote, which must then be USDT.
      if (spec.quote !== 'USDT') throw new Error(`${spec.symbol}: spot markets quote in USDT`);
      const baseScale = ASSET_SCALES[spec.base];
      if (baseScale < spec.quantityScale)
        throw new Error(`${spec.symbol}: lots finer than ${spec.base} units`);
      for (const book of ['real', 'demo'] as const) {
        const key: MarketKey = {
          symbol: spec.symbol,
          book,
          base: spec.base,
          quote: spec.quote,
          scales: {
            priceScale: spec.priceScale,
            quantityScale: spec.quantityScale,
            baseScale,
            quoteScale: ASSET_SCALES[spec.quote],
          },
        };
        const metrics = this.metrics;
        const writer = new MarketWriter(key, {
          db: this.d.db,
          clock: this.d.clock,
          ledger: this.d.ledger,
          queueMax: this.d.queueMax ?? DEFAULT_QUEUE_MAX,
          ...(this.d.log ? { log: this.d.log } : {}),
          ...(metrics ? { onBatch: (size: number, seconds: number) => metrics.batch(size, seconds) } : {}),
          ...(bus ? { onCommit: (events: BatchEvents) => bus.publish('spot.batchCommitted', events) } : {}),
        });
        await writer.rebuild();
        this.writers.set(`${spec.symbol}:${book}`, writer);
      }
    }
  }

  /**
   * The market's index price in ticks: the reference its price bands are drawn around, from the
   * feeds only. Without a current one no order is taken.
   */
  private indexTicksOf(symbol: string, priceScale: number): bigint {
    const index = this.d.market.indexPrice(symbol);
    if (!index || index.stale || index.units <= 0n) throw new Refusal('SPOT_NO_INDEX_PRICE');
    // Half-even: the band's centre leans neither way.
    return rescale(index.units, index.scale, priceScale, 'halfEven');
  }

  private writer(symbol: string, book: Book): MarketWriter {
    const writer = this.writers.get(`${symbol}:${book}`);
    if (!writer || !this.d.market.specOf(symbol)?.enabled) throw new Refusal('SPOT_UNKNOWN_MARKET');
    return writer;
  }

  async markets(): Promise<SpotMarket[]> {
    const [limits, fees, bands] = await Promise.all([
      this.d.settings.get('spot.markets'),
      this.d.settings.get('spot.fees'),
      this.d.settings.get('spot.priceBands'),
    ]);
    const out: SpotMarket[] = [];
    for (const [key, w] of this.writers) {
      if (!key.endsWith(':real') || !this.d.market.specOf(w.market.symbol)?.enabled) continue;
      const l = limits[w.market.symbol];
      if (!l) continue;
      out.push({
        symbol: w.market.symbol,
        base: w.market.base,
        quote: w.market.quote,
        price_scale: w.market.scales.priceScale,
        quantity_scale: w.market.scales.quantityScale,
        min_quantity: l.minQuantity,
        max_quantity: l.maxQuantity,
        min_notional: l.minNotional,
        max_notional: l.maxNotional,
        maker_fee_ppm: fees.makerPpm,
        taker_fee_ppm: fees.takerPpm,
        market_protection_ppm: fees.marketProtectionPpm,
        price_band_ppm: bands.limitPpm,
        market_band_ppm: bands.marketPpm,
      });
    }
    return out;
  }

  /**
   * Checks an order against the market (tick, lot, minimum and maximum quantity and value, open
   * orders), works out what it freezes, and hands it to the market's writer.
   */
  async place(user: SessionUser, input: PlaceInput): Promise<SpotOrder> {
    try {
      const order = await this.placeOrder(user, input);
      this.metrics?.accepted();
      return order;
    } catch (error) {
      this.metrics?.refused(error);
      throw error;
    }
  }

  private async placeOrder(
    user: SessionUser,
    input: {
      symbol: string;
      side: Side;
      type: 'limit' | 'market';
      price?: string | undefined;
      quantity: string;
      tif: 'GTC' | 'IOC' | 'FOK';
      client_order_id?: string | undefined;
      /** The request's rtoken: without a client order id, a replayed request places nothing. */
      rtoken?: string | undefined;
    },
  ): Promise<SpotOrder> {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    const writer = this.writer(input.symbol, book);
    const m = writer.market;
    const [limits, fees, bands] = await Promise.all([
      this.d.settings.get('spot.markets'),
      this.d.settings.get('spot.fees'),
      this.d.settings.get('spot.priceBands'),
    ]);
    const limit = limits[m.symbol];
    if (!limit) throw new Refusal('SPOT_UNKNOWN_MARKET');
    const lots = countOf(input.quantity, m.scales.quantityScale, 'quantity');
    const indexTicks = this.indexTicksOf(m.symbol, m.scales.priceScale);
    let priceTicks: number;
    let valueTicks: number;
    if (input.type === 'limit') {
      priceTicks = countOf(input.price, m.scales.priceScale, 'price');
      const band = priceBandOf(indexTicks, bands.limitPpm);
      if (!insideBand(BigInt(priceTicks), band))
        throw new Refusal('SPOT_PRICE_OUT_OF_BAND', {
          min: bound(formatUnits(band.minTicks, m.scales.priceScale)),
          max: bound(formatUnits(band.maxTicks, m.scales.priceScale)),
          quote: m.quote,
          percent: bound(formatUnits(BigInt(bands.limitPpm), PPM_PERCENT_SCALE)),
        });
      valueTicks = priceTicks;
    } else {
      const best = writer.bestPrice(input.side === 'buy' ? 'sell' : 'buy');
      if (best === undefined) throw new Refusal('SPOT_NO_LIQUIDITY');
      const furthest = marketBoundOf(
        input.side,
        BigInt(protectionOf(input.side, best, fees.marketProtectionPpm)),
        priceBandOf(indexTicks, bands.marketPpm),
      );
      // Nothing to trade with inside the band: the best opposite price already lies beyond it.
      if (input.side === 'buy' ? furthest < BigInt(best) : furthest > BigInt(best))
        throw new Refusal('SPOT_NO_LIQUIDITY');
      priceTicks = Number(furthest);
      valueTicks = best;
    }
    const quantity8 = BigInt(lots) * 10n ** BigInt(SETTING_SCALE - m.scales.quantityScale);
    const value = quoteOf(valueTicks, lots, m.scales, 'up');
    const quoteScale = m.scales.quoteScale;
    const bounds = {
      base: m.base,
      quote: m.quote,
    };
    if (
      quantity8 < parseUnits(limit.minQuantity, SETTING_SCALE) ||
      value < parseUnits(limit.minNotional, quoteScale)
    )
      throw new Refusal('SPOT_BELOW_MINIMUM', {
        ...bounds,
        quantity: bound(limit.minQuantity),
        notional: bound(limit.minNotional),
      });
    if (
      quantity8 > parseUnits(limit.maxQuantity, SETTING_SCALE) ||
      value > parseUnits(limit.maxNotional, quoteScale)
    )
      throw new Refusal('SPOT_ABOVE_MAXIMUM', {
        ...bounds,
        quantity: bound(limit.maxQuantity),
        notional: bound(limit.maxNotional),
      });
    const tif = input.type === 'market' ? 'IOC' : input.tif;
    if (tif === 'GTC' && writer.openOrderCount(user.userId) >= SPOT_OPEN_ORDERS_MAX)
      throw new Refusal('SPOT_TOO_MANY_OPEN', { max: SPOT_OPEN_ORDERS_MAX });
    const maxFee = Math.max(fees.makerPpm, fees.takerPpm);
    const frozen =
      input.side === 'buy' ? buyFreeze(priceTicks, lots, m.scales, maxFee) : baseOf(lots, m.scales);
    const key = `${user.userId}:${m.symbol}:${m.book}`;
    let accounts = this.accounts.get(key);
    if (!accounts) {
      accounts = await writer.accountsOf(user.userId);
      this.accounts.set(key, accounts);
    }
    const order = await writer.submit({
      kind: 'place',
      accounts,
      userId: user.userId,
      side: input.side,
      type: input.type,
      tif,
      priceTicks,
      quantityLots: lots,
      frozen,
      clientOrderId: orderKeyOf(input.client_order_id, input.rtoken),
      fees: { makerPpm: fees.makerPpm, takerPpm: fees.takerPpm },
    });
    return this.orderOf(order);
  }

  async cancel(user: SessionUser, orderId: number): Promise<SpotOrder> {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    for (const [key, writer] of this.writers) {
      if (!key.endsWith(`:${book}`) || !writer.openOrder(user.userId, orderId)) continue;
      const order = await writer.submit({
        kind: 'cancel',
        userId: user.userId,
        orderId,
        reason: 'cancelled',
      });
      return this.orderOf(order);
    }
    throw new Refusal('SPOT_ORDER_NOT_FOUND');
  }

  /** How many orders the user has open in a market of their book. */
  openOrderCount(user: SessionUser, symbol: string): number {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    return this.writers.get(`${symbol}:${book}`)?.openOrdersOf(user.userId).length ?? 0;
  }

  /** Cancels every open order of the user, in one market or in all. */
  async cancelAll(user: SessionUser, symbol?: string): Promise<{ cancelled: number }> {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    let cancelled = 0;
    for (const [key, writer] of this.writers) {
      if (!key.endsWith(`:${book}`) || (symbol && writer.market.symbol !== symbol)) continue;
      const ids = writer.openOrdersOf(user.userId);
      const results = await Promise.allSettled(
        ids.map((orderId) =>
          writer.submit({ kind: 'cancel', userId: user.userId, orderId, reason: 'cancelled' }),
        ),
      );
      cancelled += results.filter((r) => r.status === 'fulfilled').length;
    }
    return { cancelled };
  }

  /** Whether a market is traded on a book (enabled and configured). */
  hasMarket(symbol: string, book: Book): boolean {
    return this.writers.has(`${symbol}:${book}`) && this.d.market.specOf(symbol)?.enabled === true;
  }

  /** An order as the API shows it. */
  present(r: OrderRecord): SpotOrder {
    return this.orderOf(r);
  }

  private orderOf(r: OrderRecord): SpotOrder {
    const w = this.writers.get(`${r.symbol}:${r.book}`);
    const ps = w?.market.scales.priceScale ?? 0;
    const qs = w?.market.scales.quantityScale ?? 0;
    const quoteScale = w?.market.scales.quoteScale ?? 6;
    // Average price: quote traded over quantity, at the price scale, rounded half up for display.
    const average =
      r.filledLots > 0
        ? formatUnits(
            (r.filledQuote * 10n ** BigInt(ps + qs) * 2n + BigInt(r.filledLots) * 10n ** BigInt(quoteScale)) /
              (BigInt(r.filledLots) * 10n ** BigInt(quoteScale) * 2n),
            ps,
          )
        : null;
    return {
      id: r.id,
      symbol: r.symbol,
      side: r.side as SpotOrder['side'],
      type: r.type as SpotOrder['type'],
      tif: r.tif as SpotOrder['tif'],
      price: r.type === 'limit' ? formatUnits(BigInt(r.priceTicks), ps) : null,
      quantity: formatUnits(BigInt(r.quantityLots), qs),
      filled: formatUnits(BigInt(r.filledLots), qs),
      filled_quote: formatUnits(r.filledQuote, quoteScale),
      average_price: average,
      fee: formatUnits(r.fee, quoteScale),
      status: r.status as SpotOrder['status'],
      end_reason: r.endReason,
      client_order_id: clientOrderIdOf(r.clientOrderId),
      created_at: seconds(r.createdAt),
      updated_at: seconds(r.updatedAt),
    };
  }

  /** Open (`open`) or ended orders of the user, newest first. */
  async orders(
    user: SessionUser,
    which: 'open' | 'history',
    f: { symbol?: string | undefined; page: number; pageSize: number },
  ): Promise<Page<SpotOrder>> {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    return orderPage(this.d.db, { userId: user.userId, book, which, ...f }, (r) => this.orderOf(r));
  }

  /** The user's fills, newest first, as maker or taker. */
  async myTrades(user: SessionUser, f: { symbol?: string | undefined; page: number; pageSize: number }) {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    return tradePage(this.d.db, { userId: user.userId, book, ...f }, (t) => {
      const s = this.writers.get(`${t.symbol}:${t.book}`)?.market.scales;
      // A self-trade never happens, so the user is either the maker or the taker.
      const taker = t.takerUserId === user.userId;
      const mySide = taker ? t.takerSide : t.takerSide === 'buy' ? 'sell' : 'buy';
      return {
        id: t.id,
        symbol: t.symbol,
        price: formatUnits(BigInt(t.priceTicks), s?.priceScale ?? 0),
        quantity: formatUnits(BigInt(t.quantityLots), s?.quantityScale ?? 0),
        side: t.takerSide as Side,
        time: seconds(t.createdAt),
        order_id: taker ? t.takerOrderId : t.makerOrderId,
        role: taker ? ('taker' as const) : ('maker' as const),
        my_side: mySide as Side,
        fee: formatUnits(taker ? t.takerFee : t.makerFee, s?.quoteScale ?? 6),
      };
    });
  }

  /** Aggregated levels and the latest trades of a market's real (or demo) book. */
  depth(symbol: string, levels: number, book: Book = 'real'): SpotDepth {
    const w = this.writer(symbol, book);
    const { priceScale: ps, quantityScale: qs } = w.market.scales;
    const level = ([p, q]: [number, number]): [string, string] => [
      formatUnits(BigInt(p), ps),
      formatUnits(BigInt(q), qs),
    ];
    const d = w.depth(levels);
    return {
      symbol,
      bids: d.bids.map(level),
      asks: d.asks.map(level),
      trades: w.recentTrades().map((t) => ({
        id: t.id,
        symbol,
        price: formatUnits(BigInt(t.priceTicks), ps),
        quantity: formatUnits(BigInt(t.quantityLots), qs),
        side: t.side,
        time: t.time,
      })),
    };
  }
}
