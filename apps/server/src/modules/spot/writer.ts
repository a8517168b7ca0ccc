import { SPOT_OPEN_ORDERS_MAX } from '@platform/contract';
import { type Fill, OrderBook, type Side } from '@platform/engine';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { Backoff } from '../../platform/backoff.ts';
import type { Clock } from '../../platform/clock.ts';
import { type Db, isConnectionError, pgArray, rowsOf } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import {
  availableChanges,
  type Book,
  type Intent,
  intentAccountIds,
  type LedgerService,
  recordTurnover,
} from '../ledger/index.ts';
import { baseOf, buyerCharge, feeOf, isRtokenKey, type MarketScales, quoteOf } from './model.ts';
import { OpenOrders } from './open-orders.ts';
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

/** An order as stored (a row of spot_orders). */
export type OrderRecord = typeof spotOrders.$inferSelect;

/** What the writer keeps of each order of a batch and of each open order: its row and accounts. */
interface LiveOrder extends OrderRecord {
  accounts: Accounts;
}

interface Pending {
  command: Command;
  resolve: (order: OrderRecord) => void;
  reject: (error: unknown) => void;
}

/** A trade as the writer stores it and as market data sees it. */
interface TradeRecord {
  id: number;
  makerOrderId: number;
  takerOrderId: number;
  makerUserId: number;
  takerUserId: number;
  side: Side;
  priceTicks: number;
  quantityLots: number;
  quote: bigint;
  makerFee: bigint;
  takerFee: bigint;
  /** Unix seconds. */
  time: number;
}

/** A committed trade as the candles see it. */
export interface SpotTick {
  symbol: string;
  priceTicks: number;
  quantityLots: number;
  timeMs: number;
}

/** What one committed batch changed, for the market data and the users' private channels. */
export interface BatchEvents {
  market: MarketKey;
  trades: readonly { id: number; priceTicks: number; quantityLots: number; side: Side; time: number }[];
  /** The final state of every order the batch created or changed. */
  orders: readonly OrderRecord[];
}

/** Commands taken into one transaction at most. */
const BATCH_MAX = 500;
/** Ids taken from a sequence at once: allocation costs one query per this many orders or trades. */
const ID_BLOCK = 1_000;
/** Recent trades kept for the depth snapshot. */
const RECENT_TRADES = 50;
/** First wait before rebuilding the book again after a rebuild failed (the database unreachable). */
const REBUILD_BACKOFF_MIN_MS = 100;
/** Longest wait between two attempts to rebuild the book. */
const REBUILD_BACKOFF_MAX_MS = 2_000;
/** Longest wait for a broken batch's statement to finish on the server before it is looked for. */
const LANDED_LOCK_TIMEOUT_MS = 5_000;
/** Attempts at running a failed batch alone while the connection keeps failing, and the pause unit between them. */
const RECOVER_ATTEMPTS = 4;
const RECOVER_PAUSE_MS = 100;

/**
 * Ids of one table's sequence, fetched in blocks outside any transaction (sequences are not
 * transactional). A writer takes them in increasing order, so within a market a later order
 * always has a larger id, which is what rebuilding the book in time priority relies on.
 */
class IdPool {
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

/** A batch worked out in memory, ready to be written in one transaction. */
interface Plan {
  now: Date;
  outcomes: ({ ok: true; order: LiveOrder } | { ok: false; error: Refusal })[];
  intents: Intent[];
  created: LiveOrder[];
  changed: Set<LiveOrder>;
  trades: TradeRecord[];
  /** `user:clientOrderId` of the orders it accepts. */
  clientKeys: string[];
}

/** A batch that failed before it could be written. */
interface Failed {
  batch: Pending[];
  ok: false;
  error: unknown;
}

/** A batch being written; `committed` never rejects. */
interface Flight {
  batch: Pending[];
  plan: Plan;
  committed: Promise<boolean>;
  /** Undefined while in flight. */
  ok: boolean | undefined;
  error?: unknown;
}

/**
 * The single writer of one market (DESIGN.md section 6). Commands queue here; a batch is
 * matched in memory and written in one transaction with a fixed number of statements however
 * many orders it holds: the ledger postings (freezes, fills with their fees, releases) in one
 * pass, then orders and trades each in one statement. Only after the commit are the callers
 * answered. Refusals are decided in memory before anything is written; if the transaction fails
 * the book is rebuilt from the open orders in the database, so memory never runs ahead of what
 * was committed, and the batch is tried once more.
 */
export class MarketWriter {
  private orderBook = new OrderBook();
  private open = new OpenOrders<LiveOrder>();
  private queue: Pending[] = [];
  private running = false;
  /** Wakes the drain loop waiting on a batch in flight when a command arrives. */
  private wake: (() => void) | undefined;
  private lastTrades: BatchEvents['trades'] = [];
  /** The fees account of the market's quote in this book. */
  private feesAccount = 0;
  private readonly orderIds: IdPool;
  private readonly tradeIds: IdPool;
  /**
   * Set when a rebuild failed, so the book may hold orders the database does not: no batch is
   * planned until a rebuild succeeds. Attempts are spaced by a backoff, and commands that arrive
   * meanwhile are refused as the database being unavailable.
   */
  private stale = false;
  private readonly rebuilds = new Backoff(REBUILD_BACKOFF_MIN_MS, REBUILD_BACKOFF_MAX_MS);

  constructor(
    readonly market: MarketKey,
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      onCommit?: (events: BatchEvents) => void;
    },
  ) {
    this.orderIds = new IdPool(d.db, 'spot_orders_id_seq');
    this.tradeIds = new IdPool(d.db, 'spot_trades_id_seq');
  }

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
    const orderBook = new OrderBook();
    const open = new OpenOrders<LiveOrder>();
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
      const out = orderBook.place({
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
      open.set(r.id, { ...r, accounts });
    }
    const recent = await this.d.db
      .select()
      .from(spotTrades)
      .where(and(eq(spotTrades.symbol, this.market.symbol), eq(spotTrades.book, this.market.book)))
      .orderBy(desc(spotTrades.id))
      .limit(RECENT_TRADES);
    this.orderBook = orderBook;
    this.open = open;
    this.lastTrades = recent.map((t) => ({
      id: t.id,
      priceTicks: t.priceTicks,
      quantityLots: t.quantityLots,
      side: t.takerSide as Side,
      time: Math.floor(t.createdAt.getTime() / 1000),
    }));
  }

  submit(command: Command): Promise<OrderRecord> {
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject });
      if (!this.running) void this.drain().catch((error: unknown) => this.refuseQueued(error));
      else this.wake?.();
    });
  }

  /** A drain that stopped on a fault answers what is still queued rather than leaving it waiting. */
  private refuseQueued(error: unknown): void {
    this.stale = true;
    for (const p of this.queue.splice(0)) p.reject(error);
  }

  /**
   * Rebuilds a stale book when the backoff allows; true when the book matches the database.
   * Never throws: a failed attempt doubles the wait before the next one.
   */
  private async refreshed(): Promise<boolean> {
    if (!this.stale) return true;
    if (!this.rebuilds.ready()) return false;
    try {
      await this.rebuild();
    } catch {
      this.rebuilds.failed();
      return false;
    }
    this.stale = false;
    this.rebuilds.succeeded();
    return true;
  }

  bestPrice(side: Side): number | undefined {
    return side === 'buy' ? this.orderBook.bestBid() : this.orderBook.bestAsk();
  }

  depth(levels: number) {
    return { bids: this.orderBook.depth('buy', levels), asks: this.orderBook.depth('sell', levels) };
  }

  openOrdersOf(userId: number): number[] {
    return this.open.idsOf(userId);
  }

  /** An open order of the user in this market, or undefined. */
  openOrder(userId: number, orderId: number): OrderRecord | undefined {
    const o = this.open.get(orderId);
    return o && o.userId === userId ? recordOf(o) : undefined;
  }

  recentTrades() {
    return this.lastTrades;
  }

  /** A user's spot accounts of this market, created (and committed) when missing. */
  async accountsOf(userId: number): Promise<Accounts> {
    const { ledger, db } = this.d;
    return {
      base: await ledger.userAccount(db, userId, this.market.base, 'spot', this.market.book),
      quote: await ledger.userAccount(db, userId, this.market.quote, 'spot', this.market.book),
    };
  }

  /**
   * Batches run in a pipeline two deep: while one batch is being written, the next is planned
   * on top of it, and it is written once the first has committed. If a batch fails, the one
   * after it fails too; both are retried alone once the book is rebuilt from the database.
   */
  private async drain(): Promise<void> {
    this.running = true;
    let previous: Flight | undefined;
    try {
      for (;;) {
        if (this.queue.length === 0) {
          if (!previous) break;
          const arrival = new Promise<void>((resolve) => {
            this.wake = resolve;
          });
          await Promise.race([previous.committed, arrival]);
          this.wake = undefined;
          if (previous.ok === undefined) continue;
          if (!previous.ok) await this.recover([previous]);
          previous = undefined;
          continue;
        }
        const batch = this.queue.splice(0, BATCH_MAX);
        if (!previous && !(await this.refreshed())) {
          // The book cannot be trusted until it is rebuilt: nothing is planned on it.
          for (const p of batch) p.reject(new Refusal('DATABASE_UNAVAILABLE'));
          continue;
        }
        let plan: Plan;
        try {
          plan = await this.plan(
            batch.map((p) => p.command),
            previous,
          );
        } catch (error) {
          await this.recover([previous, { batch, ok: false, error }]);
          previous = undefined;
          continue;
        }
        const flight = this.fly(batch, plan, previous);
        if (previous && !(await previous.committed)) {
          await flight.committed;
          await this.recover([previous, flight]);
          previous = undefined;
          continue;
        }
        previous = flight;
      }
    } finally {
      this.running = false;
    }
  }

  /** Writes a planned batch and answers its callers once committed; never throws. */
  private fly(batch: Pending[], plan: Plan, previous: Flight | undefined): Flight {
    const flight: Flight = { batch, plan, committed: Promise.resolve(false), ok: undefined };
    flight.committed = (async () => {
      try {
        await this.commit(plan, previous);
      } catch (error) {
        flight.ok = false;
        flight.error = error;
        return false;
      }
      this.answer(batch, plan);
      flight.ok = true;
      return true;
    })();
    return flight;
  }

  private answer(batch: readonly Pending[], plan: Plan): void {
    this.published(plan);
    batch.forEach((p, i) => {
      const o = plan.outcomes[i];
      if (o?.ok) p.resolve(recordOf(o.order));
      else p.reject(o?.error);
    });
  }

  /**
   * After a failed batch: waits for everything in flight, goes back to what the database holds,
   * then runs each failed batch alone, in order. A batch whose commit did reach the database
   * (the connection broke before the answer came back) is answered as committed, not run again.
   * A lost connection is tried again a few times, a moment apart; a batch that still fails, or
   * fails alone for another reason, is refused.
   */
  private async recover(flights: readonly (Failed | Flight | undefined)[]): Promise<void> {
    for (const f of flights) if (f && 'committed' in f) await f.committed;
    const failed = flights.filter((f): f is Failed | Flight => f !== undefined && f.ok === false);
    for (const f of failed) {
      // The last plan whose commit broke with the connection: it may be in the database.
      const unsure = { plan: 'plan' in f && isConnectionError(f.error) ? f.plan : undefined };
      for (let attempt = 1; ; attempt++) {
        let plan: Plan;
        try {
          plan = await this.runAlone(f.batch, unsure);
        } catch (error) {
          // The book may now be ahead of the database (or not rebuilt at all).
          this.stale = true;
          if (isConnectionError(error) && attempt < RECOVER_ATTEMPTS) {
            await new Promise((resolve) => setTimeout(resolve, RECOVER_PAUSE_MS * attempt));
            continue;
          }
          for (const p of f.batch) p.reject(error);
          break;
        }
        this.answer(f.batch, plan);
        break;
      }
    }
    if (this.stale) await this.refreshed();
  }

  /**
   * Runs a failed batch alone on a rebuilt book and returns the plan that committed: the unsure
   * one when it is found in the database, else a new one (recorded as unsure while it commits).
   */
  private async runAlone(batch: readonly Pending[], unsure: { plan: Plan | undefined }): Promise<Plan> {
    // Looked for before the rebuild, which must then see the batch if it landed.
    const landed = unsure.plan !== undefined && (await this.landed(unsure.plan));
    await this.rebuild();
    this.stale = false;
    if (landed && unsure.plan) return unsure.plan;
    const plan = await this.plan(batch.map((p) => p.command));
    try {
      await this.commit(plan);
    } catch (error) {
      if (isConnectionError(error)) unsure.plan = plan;
      throw error;
    }
    return plan;
  }

  /**
   * Whether a batch whose connection broke during its commit is in the database all the same:
   * its first posting is. The statement may still be running on the server, so the accounts it
   * posts to are locked first, which waits until it has committed or rolled back.
   */
  private async landed(plan: Plan): Promise<boolean> {
    const marker = plan.intents[0]?.key;
    if (marker === undefined) return false;
    return this.d.ledger.landed(this.d.db, marker, intentAccountIds(plan.intents), LANDED_LOCK_TIMEOUT_MS);
  }

  private published(plan: Plan): void {
    const trades = plan.trades.map((t) => ({
      id: t.id,
      priceTicks: t.priceTicks,
      quantityLots: t.quantityLots,
      side: t.side,
      time: t.time,
    }));
    if (trades.length > 0)
      this.lastTrades = [...[...trades].reverse(), ...this.lastTrades].slice(0, RECENT_TRADES);
    const orders = [...plan.changed].map(recordOf);
    if (orders.length > 0) this.d.onCommit?.({ market: this.market, trades, orders });
  }

  /**
   * Works a batch out in memory: refusals (client order id used, funds short, nothing to match),
   * matching, and every posting and row to write. Balances are read without locks here; the
   * ledger checks them again under lock when the batch is written.
   */
  private async plan(commands: readonly Command[], previous?: Flight): Promise<Plan> {
    const m = this.market;
    const places = commands.filter((c): c is PlaceCommand => c.kind === 'place');
    await this.orderIds.reserve(places.length);
    // The batch still being written counts as written: its client ids are taken, and its
    // balance changes apply unless the read already sees its commit.
    const pending = previous?.ok === undefined ? previous?.plan : undefined;
    const usedIds = await this.clientIdsUsed(places);
    for (const key of pending?.clientKeys ?? []) usedIds.add(key);
    const available = await this.availableOf(places, pending);
    const plan: Plan = {
      now: new Date(this.d.clock.nowMs()),
      outcomes: [],
      intents: [],
      created: [],
      changed: new Set(),
      trades: [],
      clientKeys: [],
    };
    const credit = (account: number, amount: bigint) => {
      const before = available.get(account);
      if (before !== undefined) available.set(account, before + amount);
    };
    for (const c of commands) {
      if (c.kind === 'cancel') {
        const order = this.open.get(c.orderId);
        if (!order || order.userId !== c.userId) {
          plan.outcomes.push({ ok: false, error: new Refusal('SPOT_ORDER_NOT_FOUND') });
          continue;
        }
        if (!this.orderBook.cancel(order.id)) throw new Error(`open order ${order.id} was not on the book`);
        this.open.delete(order.id);
        this.finish(plan, order, 'cancelled', c.reason, credit);
        plan.outcomes.push({ ok: true, order });
        continue;
      }
      // Counted here, not when the order was checked: the open orders include those accepted
      // earlier in this batch and in the batch still being written.
      if (c.tif === 'GTC' && this.open.countOf(c.userId) >= SPOT_OPEN_ORDERS_MAX) {
        plan.outcomes.push({
          ok: false,
          error: new Refusal('SPOT_TOO_MANY_OPEN', { max: SPOT_OPEN_ORDERS_MAX }),
        });
        continue;
      }
      const clientKey = c.clientOrderId === null ? null : `${c.userId}:${c.clientOrderId}`;
      if (clientKey !== null && usedIds.has(clientKey)) {
        // A request replayed with its rtoken is refused as every module refuses a replay.
        const reason = isRtokenKey(c.clientOrderId) ? 'REQUEST_REPLAYED' : 'SPOT_CLIENT_ORDER_ID_USED';
        plan.outcomes.push({ ok: false, error: new Refusal(reason) });
        continue;
      }
      const account = c.side === 'buy' ? c.accounts.quote : c.accounts.base;
      const free = available.get(account) ?? 0n;
      if (free < c.frozen) {
        plan.outcomes.push({ ok: false, error: new Refusal('LEDGER_INSUFFICIENT_BALANCE') });
        continue;
      }
      const id = this.orderIds.take();
      const outcome = this.orderBook.place(
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
        // Nothing was matched or frozen; the id stays unused.
        const code = outcome.reason === 'NO_LIQUIDITY' ? 'SPOT_NO_LIQUIDITY' : 'SPOT_FOK_UNFILLABLE';
        plan.outcomes.push({ ok: false, error: new Refusal(code) });
        continue;
      }
      if (clientKey !== null) {
        usedIds.add(clientKey);
        plan.clientKeys.push(clientKey);
      }
      available.set(account, free - c.frozen);
      plan.intents.push({
        type: 'freeze',
        key: `spot-freeze:${id}`,
        kind: 'spot-order',
        ref: { kind: 'spot-order', id: String(id) },
        book: m.book,
        asset: c.side === 'buy' ? m.quote : m.base,
        account,
        amount: c.frozen,
      });
      const taker: LiveOrder = {
        id,
        userId: c.userId,
        book: m.book,
        symbol: m.symbol,
        side: c.side,
        type: c.type,
        tif: c.tif,
        priceTicks: c.priceTicks,
        quantityLots: c.quantityLots,
        filledLots: 0,
        filledQuote: 0n,
        fee: 0n,
        frozen: c.frozen,
        status: 'open',
        endReason: null,
        clientOrderId: c.clientOrderId,
        createdAt: plan.now,
        updatedAt: plan.now,
        accounts: c.accounts,
      };
      plan.created.push(taker);
      plan.changed.add(taker);
      this.open.set(id, taker);
      outcome.fills.forEach((fill, i) => {
        this.settle(plan, fill, taker, c.fees, i, credit);
      });
      if (outcome.status !== 'resting') {
        this.open.delete(id);
        const status = outcome.status === 'filled' ? 'filled' : 'cancelled';
        this.finish(plan, taker, status, outcome.reason ?? null, credit);
      }
      plan.outcomes.push({ ok: true, order: taker });
    }
    return plan;
  }

  /** Client order ids of the batch already stored for their users. */
  private async clientIdsUsed(places: readonly PlaceCommand[]): Promise<Set<string>> {
    const named = places.filter((c) => c.clientOrderId !== null);
    if (named.length === 0) return new Set();
    const rows = rowsOf<{ user_id: string; client_order_id: string }>(
      await this.d.db.execute(sql`
        select o.user_id::text as user_id, o.client_order_id from spot_orders o
        join unnest(${pgArray(named.map((c) => String(c.userId)))}::bigint[], ${pgArray(named.map((c) => c.clientOrderId))}::text[])
          as v(user_id, client_order_id) on o.user_id = v.user_id and o.client_order_id = v.client_order_id`),
    );
    return new Set(rows.map((r) => `${r.user_id}:${r.client_order_id}`));
  }

  /**
   * Available balances of the accounts the batch's orders freeze from. With a batch still being
   * written, the same read says whether that batch's commit is visible yet; if not, its changes
   * to available balances are added.
   */
  private async availableOf(places: readonly PlaceCommand[], pending?: Plan): Promise<Map<number, bigint>> {
    const ids = [...new Set(places.map((c) => (c.side === 'buy' ? c.accounts.quote : c.accounts.base)))];
    if (ids.length === 0) return new Map();
    const marker = pending?.intents[0]?.key;
    const read = await this.d.ledger.available(
      this.d.db,
      ids,
      marker === undefined ? {} : { posted: marker },
    );
    const out = read.balances;
    if (pending && marker !== undefined && !read.posted) {
      for (const [account, change] of availableChanges(pending.intents)) {
        const before = out.get(account);
        if (before !== undefined) out.set(account, before + change);
      }
    }
    return out;
  }

  /** One fill: a single posting moves the quote, the base and both fees; both orders change. */
  private settle(
    plan: Plan,
    fill: Fill,
    taker: LiveOrder,
    fees: { makerPpm: number; takerPpm: number },
    index: number,
    credit: (account: number, amount: bigint) => void,
  ): void {
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
    plan.intents.push({
      type: 'fill',
      key: `spot-fill:${taker.id}:${index}`,
      kind: 'spot-trade',
      ref: { kind: 'spot-order', id: String(taker.id) },
      book: m.book,
      quoteAsset: m.quote,
      baseAsset: m.base,
      quote,
      base,
      buyer: { quote: buyer.accounts.quote, base: buyer.accounts.base, fee: charge.fee },
      seller: { quote: seller.accounts.quote, base: seller.accounts.base, fee: sellerFee },
      fees: this.feesAccount,
    });
    credit(seller.accounts.quote, quote - sellerFee);
    credit(buyer.accounts.base, base);
    plan.trades.push({
      id: 0,
      makerOrderId: maker.id,
      takerOrderId: taker.id,
      makerUserId: maker.userId,
      takerUserId: taker.userId,
      side: taker.side as Side,
      priceTicks: fill.price,
      quantityLots: fill.quantity,
      quote,
      makerFee: maker === buyer ? charge.fee : sellerFee,
      takerFee: taker === buyer ? charge.fee : sellerFee,
      time: Math.floor(plan.now.getTime() / 1000),
    });
    buyer.frozen -= charge.quote + charge.fee;
    buyer.fee += charge.fee;
    seller.frozen -= base;
    seller.fee += sellerFee;
    for (const o of [maker, taker]) {
      o.filledLots += fill.quantity;
      o.filledQuote += quote;
      o.updatedAt = plan.now;
    }
    plan.changed.add(maker);
    if (fill.makerRemaining === 0) {
      this.open.delete(maker.id);
      this.finish(plan, maker, 'filled', null, credit);
    }
  }

  /** Ends an order: what it still holds goes back to available, and its state is final. */
  private finish(
    plan: Plan,
    o: LiveOrder,
    status: 'filled' | 'cancelled',
    reason: string | null,
    credit: (account: number, amount: bigint) => void,
  ): void {
    if (o.frozen > 0n) {
      const account = o.side === 'buy' ? o.accounts.quote : o.accounts.base;
      plan.intents.push({
        type: 'release',
        key: `spot-release:${o.id}`,
        kind: 'spot-release',
        ref: { kind: 'spot-order', id: String(o.id) },
        book: this.market.book,
        asset: o.side === 'buy' ? this.market.quote : this.market.base,
        account,
        amount: o.frozen,
      });
      credit(account, o.frozen);
      o.frozen = 0n;
    }
    o.status = status;
    o.endReason = reason;
    o.updatedAt = plan.now;
    plan.changed.add(o);
  }

  /**
   * Writes a planned batch in one transaction, which commits (or fails) as a whole: the ledger
   * applies the batch's intents (it locks the accounts and checks every balance), then the new
   * and changed orders and the trades are written, with the traded value counted as turnover.
   * It is sent once the batch before has committed.
   */
  private async commit(plan: Plan, previous?: Flight): Promise<void> {
    const afterPrevious = async () => {
      if (previous && !(await previous.committed)) throw new Error('the batch before this one failed');
    };
    if (plan.changed.size === 0) {
      // Nothing to write, but refusals may rest on the batch before: answer after it.
      await afterPrevious();
      return;
    }
    await this.tradeIds.reserve(plan.trades.length);
    for (const t of plan.trades) t.id = this.tradeIds.take();
    const rows = this.rowStatement(plan);
    // The batch before must have committed: this one was planned on top of it.
    await afterPrevious();
    const m = this.market;
    await this.d.db.transaction(async (tx) => {
      await this.d.ledger.apply(tx, plan.intents, { freshKeys: true });
      if (rows) await tx.execute(rows);
      // Each side's traded value counts toward its owner's withdrawal turnover (real book only);
      // markets quote in USDT, so the quote is the value.
      await recordTurnover(
        tx,
        m.book,
        plan.trades.flatMap((x) => {
          const buyer = x.side === 'buy' ? x.takerUserId : x.makerUserId;
          const seller = x.side === 'buy' ? x.makerUserId : x.takerUserId;
          return [
            { userId: buyer, source: 'spot' as const, usdt: x.quote, refId: `${x.id}:buy` },
            { userId: seller, source: 'spot' as const, usdt: x.quote, refId: `${x.id}:sell` },
          ];
        }),
        plan.now,
      );
    });
  }

  /**
   * The row writes of a batch as one statement: new orders, changed orders (only of earlier
   * batches, so the update never meets a row inserted in the same statement) and trades.
   */
  private rowStatement(plan: Plan): SQL | undefined {
    const m = this.market;
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
    // Data-modifying statements run together as the parts of one statement.
    const last = out.pop();
    if (!last || out.length === 0) return last;
    return sql`with ${sql.join(
      out.map((part, k) => sql`${sql.raw(`w${k}`)} as (${part})`),
      sql`, `,
    )} ${last}`;
  }
}

/** The stored fields of a live order, copied so later batches do not change an answer. */
function recordOf(o: LiveOrder): OrderRecord {
  const { accounts: _, ...record } = o;
  return record;
}
