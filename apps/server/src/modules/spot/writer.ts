import { type Fill, OrderBook, type Side } from '@platform/engine';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { Book, LedgerService } from '../ledger/index.ts';
import { baseOf, buyerCharge, feeOf, type MarketScales, quoteOf } from './model.ts';
import { spotOrders, spotTrades } from './schema.ts';

/** A market of one book (real or demo): its scales and assets. */
export interface MarketKey {
  symbol: string;
  book: Book;
  base: string;
  quote: string;
  scales: MarketScales;
}

export interface PlaceCommand {
  kind: 'place';
  userId: number;
  side: Side;
  type: 'limit' | 'market';
  tif: 'GTC' | 'IOC' | 'FOK';
  /** Limit price, or the protection bound of a market order, in ticks. */
  priceTicks: number;
  quantityLots: number;
  /** Quote (buy) or base (sell) units to freeze. */
  frozen: bigint;
  clientOrderId: string | null;
  fees: { makerPpm: number; takerPpm: number };
  /** The user's spot ledger accounts of the market's two assets (they exist before the order). */
  accounts: Accounts;
}

/** A user's spot ledger accounts of one market's base and quote. */
export interface Accounts {
  base: number;
  quote: number;
}

export interface CancelCommand {
  kind: 'cancel';
  userId: number;
  orderId: number;
  reason: 'cancelled';
}

type Command = PlaceCommand | CancelCommand;

/** What the writer keeps of each open order to settle its fills without reading it back. */
interface OpenOrder {
  id: number;
  userId: number;
  side: Side;
  quantityLots: number;
  filledLots: number;
  filledQuote: bigint;
  fee: bigint;
  frozen: bigint;
  accounts: Accounts;
}

interface Pending {
  command: Command;
  resolve: (orderId: number) => void;
  reject: (error: unknown) => void;
}

/** A committed trade as the market data sees it. */
export interface SpotTick {
  symbol: string;
  priceTicks: number;
  quantityLots: number;
  timeMs: number;
}

/** Commands taken into one transaction at most. */
const BATCH_MAX = 500;

/**
 * The single writer of one market (DESIGN.md section 6): commands queue here; a batch is applied
 * to the in-memory book and written in one transaction (orders, trades, ledger postings), and
 * only after the commit are the callers answered. If a transaction fails, the book is rebuilt
 * from the open orders in the database, so memory never runs ahead of what was committed.
 */
export class MarketWriter {
  private book = new OrderBook();
  private open = new Map<number, OpenOrder>();
  private queue: Pending[] = [];
  private running = false;
  private lastTrades: { id: number; priceTicks: number; quantityLots: number; side: Side; time: number }[] =
    [];
  /** The fees account of the market's quote in this book. */
  private feesAccount = 0;

  constructor(
    readonly market: MarketKey,
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      onTrades?: (trades: SpotTick[]) => void;
    },
  ) {}

  /** Loads the open orders in the order they were accepted; resting orders never cross. */
  async rebuild(): Promise<void> {
    const rows = await this.d.db
      .select()
      .from(spotOrders)
      .where(
        and(
          eq(spotOrders.symbol, this.market.symbol),
          eq(spotOrders.book, this.market.book),
          eq(spotOrders.status, 'open'),
        ),
      )
      .orderBy(asc(spotOrders.id));
    const book = new OrderBook();
    const open = new Map<number, OpenOrder>();
    this.feesAccount = await this.d.ledger.systemAccount(
      this.d.db,
      'fees',
      this.market.quote,
      this.market.book,
    );
    const accountsOf = new Map<number, Accounts>();
    for (const r of rows) {
      let accounts = accountsOf.get(r.userId);
      if (!accounts) {
        accounts = await this.accountsOf(r.userId);
        accountsOf.set(r.userId, accounts);
      }
      const out = book.place({
        type: 'limit',
        id: r.id,
        owner: r.userId,
        side: r.side as Side,
        price: r.priceTicks,
        quantity: r.quantityLots - r.filledLots,
        tif: 'GTC',
      });
      if (out.status !== 'resting' || out.fills.length > 0)
        throw new Error(`open spot order ${r.id} does not rest on rebuild (${out.status})`);
      open.set(r.id, {
        id: r.id,
        userId: r.userId,
        side: r.side as Side,
        quantityLots: r.quantityLots,
        filledLots: r.filledLots,
        filledQuote: r.filledQuote,
        fee: r.fee,
        frozen: r.frozen,
        accounts,
      });
    }
    const recent = await this.d.db
      .select()
      .from(spotTrades)
      .where(and(eq(spotTrades.symbol, this.market.symbol), eq(spotTrades.book, this.market.book)))
      .orderBy(desc(spotTrades.id))
      .limit(50);
    this.book = book;
    this.open = open;
    this.lastTrades = recent.map((t) => ({
      id: t.id,
      priceTicks: t.priceTicks,
      quantityLots: t.quantityLots,
      side: t.takerSide as Side,
      time: Math.floor(t.createdAt.getTime() / 1000),
    }));
  }

  submit(command: Command): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  bestPrice(side: Side): number | undefined {
    return side === 'buy' ? this.book.bestBid() : this.book.bestAsk();
  }

  depth(levels: number) {
    return { bids: this.book.depth('buy', levels), asks: this.book.depth('sell', levels) };
  }

  openOrdersOf(userId: number): number[] {
    return [...this.open.values()].filter((o) => o.userId === userId).map((o) => o.id);
  }

  recentTrades() {
    return this.lastTrades;
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, BATCH_MAX);
        const outcomes: ({ ok: true; id: number } | { ok: false; error: unknown })[] = [];
        const trades: typeof this.lastTrades = [];
        try {
          await this.d.db.transaction(async (tx) => {
            for (const p of batch) {
              try {
                const id = await tx.transaction((sp) =>
                  p.command.kind === 'place' ? this.place(sp, p.command, trades) : this.cancel(sp, p.command),
                );
                outcomes.push({ ok: true, id });
              } catch (error) {
                if (!(error instanceof Refusal)) throw error;
                outcomes.push({ ok: false, error });
              }
            }
          });
        } catch (error) {
          // Nothing of the batch was committed: memory goes back to what the database holds.
          await this.rebuild();
          for (const p of batch) p.reject(error);
          continue;
        }
        this.lastTrades = [...[...trades].reverse(), ...this.lastTrades].slice(0, 50);
        batch.forEach((p, i) => {
          const o = outcomes[i];
          if (o?.ok) p.resolve(o.id);
          else p.reject(o?.error);
        });
        if (this.market.book === 'real' && trades.length > 0)
          this.d.onTrades?.(
            trades.map((t) => ({
              symbol: this.market.symbol,
              priceTicks: t.priceTicks,
              quantityLots: t.quantityLots,
              timeMs: t.time * 1000,
            })),
          );
      }
    } finally {
      this.running = false;
    }
  }

  private now() {
    return new Date(this.d.clock.nowMs());
  }

  /** A user's spot accounts of this market, created (and committed) when missing. */
  async accountsOf(userId: number): Promise<Accounts> {
    const { ledger, db } = this.d;
    return {
      base: await ledger.userAccount(db, userId, this.market.base, 'spot', this.market.book),
      quote: await ledger.userAccount(db, userId, this.market.quote, 'spot', this.market.book),
    };
  }

  /** Accepts an order (freezing its funds), matches it, settles every fill and stores the result. */
  private async place(
    tx: DbOrTx,
    c: PlaceCommand,
    trades: { id: number; priceTicks: number; quantityLots: number; side: Side; time: number }[],
  ): Promise<number> {
    const m = this.market;
    const now = this.now();
    if (c.clientOrderId !== null) {
      const used = await tx
        .select({ id: spotOrders.id })
        .from(spotOrders)
        .where(and(eq(spotOrders.userId, c.userId), eq(spotOrders.clientOrderId, c.clientOrderId)));
      if (used[0]) throw new Refusal('SPOT_CLIENT_ORDER_ID_USED');
    }
    const inserted = await tx
      .insert(spotOrders)
      .values({
        userId: c.userId,
        book: m.book,
        symbol: m.symbol,
        side: c.side,
        type: c.type,
        tif: c.tif,
        priceTicks: c.priceTicks,
        quantityLots: c.quantityLots,
        frozen: c.frozen,
        status: 'open',
        clientOrderId: c.clientOrderId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: spotOrders.id });
    const id = inserted[0]?.id ?? 0;
    const frozenAsset = c.side === 'buy' ? m.quote : m.base;
    const account = c.side === 'buy' ? c.accounts.quote : c.accounts.base;
    await this.d.ledger.post(tx, {
      key: `spot-freeze:${id}`,
      kind: 'spot-order',
      ref: { kind: 'spot-order', id: String(id) },
      book: m.book,
      lines: [
        { accountId: account, asset: frozenAsset, bucket: 'available', amount: -c.frozen },
        { accountId: account, asset: frozenAsset, bucket: 'frozen', amount: c.frozen },
      ],
    });
    const outcome = this.book.place(
      c.type === 'limit'
        ? {
            type: 'limit',
            id,
            owner: c.userId,
            side: c.side,
            price: c.priceTicks,
            quantity: c.quantityLots,
            tif: c.tif,
          }
        : {
            type: 'market',
            id,
            owner: c.userId,
            side: c.side,
            quantity: c.quantityLots,
            protection: c.priceTicks,
          },
    );
    if (outcome.status === 'rejected') {
      // Nothing was matched: the savepoint rolls back the order and its freeze.
      throw new Refusal(outcome.reason === 'NO_LIQUIDITY' ? 'SPOT_NO_LIQUIDITY' : 'SPOT_FOK_UNFILLABLE');
    }
    const taker: OpenOrder = {
      id,
      userId: c.userId,
      side: c.side,
      quantityLots: c.quantityLots,
      filledLots: 0,
      filledQuote: 0n,
      fee: 0n,
      frozen: c.frozen,
      accounts: c.accounts,
    };
    this.open.set(id, taker);
    for (const [i, fill] of outcome.fills.entries()) {
      const tradeId = await this.settle(tx, fill, taker, c.fees, i, now);
      trades.push({
        id: tradeId,
        priceTicks: fill.price,
        quantityLots: fill.quantity,
        side: c.side,
        time: Math.floor(now.getTime() / 1000),
      });
    }
    if (outcome.status === 'resting') {
      await this.store(tx, taker, 'open', null, now);
    } else {
      this.open.delete(id);
      await this.finish(
        tx,
        taker,
        outcome.status === 'filled' ? 'filled' : 'cancelled',
        outcome.reason ?? null,
        now,
      );
    }
    return id;
  }

  /** One fill: a single posting moves the quote, the base and both fees; both orders are updated. */
  private async settle(
    tx: DbOrTx,
    fill: Fill,
    taker: OpenOrder,
    fees: { makerPpm: number; takerPpm: number },
    index: number,
    now: Date,
  ): Promise<number> {
    const m = this.market;
    const maker = this.open.get(fill.makerId);
    if (!maker) throw new Error(`maker order ${fill.makerId} is not known to the writer`);
    const buyer = taker.side === 'buy' ? taker : maker;
    const seller = taker.side === 'buy' ? maker : taker;
    const buyerRate = buyer === taker ? fees.takerPpm : fees.makerPpm;
    const sellerRate = seller === taker ? fees.takerPpm : fees.makerPpm;
    const quote = quoteOf(fill.price, fill.quantity, m.scales);
    const base = baseOf(fill.quantity, m.scales);
    const charge = buyerCharge(quote, buyerRate, buyer.frozen);
    // A seller's fee never exceeds what the fill pays them.
    const sellerFee = feeOf(quote, sellerRate) <= quote ? feeOf(quote, sellerRate) : quote;
    const buyerQuote = buyer.accounts.quote;
    const buyerBase = buyer.accounts.base;
    const sellerQuote = seller.accounts.quote;
    const sellerBase = seller.accounts.base;
    const fees_ = this.feesAccount;
    const lines = [
      {
        accountId: buyerQuote,
        asset: m.quote,
        bucket: 'frozen' as const,
        amount: -(charge.quote + charge.fee),
      },
      { accountId: sellerQuote, asset: m.quote, bucket: 'available' as const, amount: quote - sellerFee },
      { accountId: fees_, asset: m.quote, bucket: 'available' as const, amount: charge.fee + sellerFee },
      { accountId: sellerBase, asset: m.base, bucket: 'frozen' as const, amount: -base },
      { accountId: buyerBase, asset: m.base, bucket: 'available' as const, amount: base },
    ].filter((l) => l.amount !== 0n);
    if (lines.length >= 2)
      await this.d.ledger.post(tx, {
        key: `spot-fill:${taker.id}:${index}`,
        kind: 'spot-trade',
        ref: { kind: 'spot-order', id: String(taker.id) },
        book: m.book,
        lines,
      });
    const inserted = await tx
      .insert(spotTrades)
      .values({
        symbol: m.symbol,
        book: m.book,
        makerOrderId: maker.id,
        takerOrderId: taker.id,
        makerUserId: maker.userId,
        takerUserId: taker.userId,
        takerSide: taker.side,
        priceTicks: fill.price,
        quantityLots: fill.quantity,
        quote,
        makerFee: maker === buyer ? charge.fee : sellerFee,
        takerFee: taker === buyer ? charge.fee : sellerFee,
        createdAt: now,
      })
      .returning({ id: spotTrades.id });
    buyer.frozen -= charge.quote + charge.fee;
    buyer.fee += charge.fee;
    seller.frozen -= base;
    seller.fee += sellerFee;
    for (const o of [maker, taker]) {
      o.filledLots += fill.quantity;
      o.filledQuote += quote;
    }
    if (fill.makerRemaining === 0) {
      this.open.delete(maker.id);
      await this.finish(tx, maker, 'filled', null, now);
    } else await this.store(tx, maker, 'open', null, now);
    return inserted[0]?.id ?? 0;
  }

  private async cancel(tx: DbOrTx, c: CancelCommand): Promise<number> {
    const order = this.open.get(c.orderId);
    if (!order || order.userId !== c.userId) throw new Refusal('SPOT_ORDER_NOT_FOUND');
    if (!this.book.cancel(order.id)) throw new Error(`open order ${order.id} was not on the book`);
    this.open.delete(order.id);
    await this.finish(tx, order, 'cancelled', c.reason, this.now());
    return order.id;
  }

  /** Ends an order: what it still holds goes back to available, and its row is final. */
  private async finish(
    tx: DbOrTx,
    o: OpenOrder,
    status: 'filled' | 'cancelled',
    reason: string | null,
    now: Date,
  ) {
    if (o.frozen > 0n) {
      const asset = o.side === 'buy' ? this.market.quote : this.market.base;
      const account = o.side === 'buy' ? o.accounts.quote : o.accounts.base;
      await this.d.ledger.post(tx, {
        key: `spot-release:${o.id}`,
        kind: 'spot-release',
        ref: { kind: 'spot-order', id: String(o.id) },
        book: this.market.book,
        lines: [
          { accountId: account, asset, bucket: 'frozen', amount: -o.frozen },
          { accountId: account, asset, bucket: 'available', amount: o.frozen },
        ],
      });
      o.frozen = 0n;
    }
    await this.store(tx, o, status, reason, now);
  }

  private async store(tx: DbOrTx, o: OpenOrder, status: string, reason: string | null, now: Date) {
    await tx
      .update(spotOrders)
      .set({
        filledLots: o.filledLots,
        filledQuote: o.filledQuote,
        fee: o.fee,
        frozen: o.frozen,
        status,
        endReason: reason,
        updatedAt: now,
      })
      .where(eq(spotOrders.id, o.id));
  }
}
