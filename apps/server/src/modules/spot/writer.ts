import { OrderBook, type Side } from '@platform/engine';
import { present } from '../../platform/assert.ts';
import { Backoff } from '../../platform/backoff.ts';
import type { Clock } from '../../platform/clock.ts';
import { type Db, isConnectionError } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import { statementOf } from '../../platform/statement.ts';
import { intentAccountIds, type LedgerService, turnoverPart } from '../ledger/index.ts';
import {
  type Accounts,
  type BatchEvents,
  type Command,
  type LiveOrder,
  type MarketKey,
  type OrderRecord,
  type Plan,
  recordOf,
} from './batch.ts';
import { restingRefusal } from './model.ts';
import { OpenOrders } from './open-orders.ts';
import { BatchPlanner } from './planner.ts';
import { batchRows, fenceOrderRows, IdPool, openOrderRows, recentTradeRows } from './repo.ts';

export type {
  Accounts,
  BatchEvents,
  CancelCommand,
  MarketKey,
  OrderRecord,
  PlaceCommand,
  SpotTick,
} from './batch.ts';

interface Pending {
  command: Command;
  resolve: (order: OrderRecord) => void;
  reject: (error: unknown) => void;
}

/** Commands taken into one batch (one statement) at most. */
const BATCH_MAX = 500;
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

/** An open order the rebuild cannot place on the book, and why. */
interface Unplaceable {
  order: OrderRecord;
  accounts: Accounts;
  why: string;
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
 * matched in memory and written in one statement however many orders it holds: the ledger
 * postings (freezes, fills with their fees, releases), the orders, the trades and the turnover
 * together (platform/statement.ts). Only after the commit are the callers answered. Refusals
 * are decided in memory before anything is written; if the statement fails
 * the book is rebuilt from the open orders in the database, so memory never runs ahead of what
 * was committed, and the batch is tried once more.
 */
export class MarketWriter {
  private readonly planner: BatchPlanner;
  private queue: Pending[] = [];
  private running = false;
  /** Wakes the drain loop waiting on a batch in flight when a command arrives. */
  private wake: (() => void) | undefined;
  private lastTrades: BatchEvents['trades'] = [];
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
      /** Commands held waiting at most; one more is refused at once as the market being busy. */
      queueMax: number;
      onCommit?: (events: BatchEvents) => void;
      /** Told each committed batch's command count and the seconds its statement took. */
      onBatch?: (size: number, seconds: number) => void;
      /** Where an order fenced on rebuild is reported. */
      log?: { warn(obj: object, msg: string): void };
    },
  ) {
    this.orderIds = new IdPool(d.db, 'spot_orders_id_seq');
    this.tradeIds = new IdPool(d.db, 'spot_trades_id_seq');
    this.planner = new BatchPlanner(market, {
      db: d.db,
      clock: d.clock,
      ledger: d.ledger,
      orderIds: this.orderIds,
    });
  }

  /**
   * Loads the open orders in the order they were accepted; resting orders never cross. An open
   * order that cannot rest (it would cross the orders before it, or its row cannot be placed at
   * all) is fenced rather than refusing to start: see `fence`.
   */
  async rebuild(): Promise<void> {
    const rows = await openOrderRows(this.d.db, this.market);
    const orderBook = new OrderBook();
    const open = new OpenOrders<LiveOrder>();
    const feesAccount = await this.d.ledger.systemAccount(
      this.d.db,
      'fees',
      this.market.quote,
      this.market.book,
    );
    const accountsOf = new Map<number, Accounts>();
    const unplaceable: Unplaceable[] = [];
    for (const r of rows) {
      let accounts = accountsOf.get(r.userId);
      if (!accounts) {
        accounts = await this.accountsOf(r.userId);
        accountsOf.set(r.userId, accounts);
      }
      // Checked before placing: placing a crossing order would match it in memory.
      const why = restingRefusal(r, { bid: orderBook.bestBid(), ask: orderBook.bestAsk() });
      if (why !== undefined) {
        unplaceable.push({ order: r, accounts, why });
        continue;
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
      // restingRefusal let it through, so it rests: anything else is a defect of the engine.
      if (out.status !== 'resting' || out.fills.length > 0)
        throw new Error(`open spot order ${r.id} does not rest on rebuild (${out.status})`);
      open.set(r.id, { ...r, accounts });
    }
    if (unplaceable.length > 0) await this.fence(unplaceable);
    const recent = await recentTradeRows(this.d.db, this.market, RECENT_TRADES);
    this.planner.reset(orderBook, open, feesAccount);
    this.lastTrades = recent.map((t) => ({
      id: t.id,
      priceTicks: t.priceTicks,
      quantityLots: t.quantityLots,
      side: t.takerSide as Side,
      time: Math.floor(t.createdAt.getTime() / 1000),
    }));
  }

  /**
   * Ends open orders the rebuild cannot place, so the book again equals the open orders and never
   * crosses: each is cancelled with the end reason 'fenced' (its owner and the back office see it
   * in the order history), what it holds is released through the ledger under the key
   * `spot:<id>:fenced`, in one transaction, and each is logged as a warning with why. The later
   * order of a crossing pair is the one fenced: the earlier one rested first.
   */
  private async fence(unplaceable: readonly Unplaceable[]): Promise<void> {
    const m = this.market;
    const now = new Date(this.d.clock.nowMs());
    const ids = unplaceable.map((u) => u.order.id);
    await this.d.db.transaction(async (tx) => {
      await this.d.ledger.apply(
        tx,
        unplaceable
          .filter((u) => u.order.frozen > 0n)
          .map(({ order, accounts }) => ({
            type: 'release' as const,
            key: `spot:${order.id}:fenced`,
            kind: 'spot-release' as const,
            ref: { kind: 'spot-order', id: String(order.id) },
            book: m.book,
            asset: order.side === 'buy' ? m.quote : m.base,
            account: order.side === 'buy' ? accounts.quote : accounts.base,
            amount: order.frozen,
          })),
      );
      const ended = await fenceOrderRows(tx, ids, now);
      // The rows were read as open by this market's only writer: one that is not is a fault.
      if (ended.length !== ids.length)
        throw new Error(`spot orders changed while being fenced: ${ids.join(', ')}`);
    });
    for (const { order, why } of unplaceable) {
      this.d.log?.warn(
        {
          orderId: order.id,
          userId: order.userId,
          symbol: m.symbol,
          book: m.book,
          why,
          released: String(order.frozen),
        },
        `spot order ${order.id} fenced on rebuild: ${why}; cancelled and its funds released`,
      );
    }
  }

  /** Commands waiting to be planned. */
  get queued(): number {
    return this.queue.length;
  }

  submit(command: Command): Promise<OrderRecord> {
    // A bounded queue: past the bound, waiting longer helps no one; the client retries later.
    if (this.queue.length >= this.d.queueMax) return Promise.reject(new Refusal('SPOT_MARKET_BUSY'));
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
    return side === 'buy' ? this.planner.orderBook.bestBid() : this.planner.orderBook.bestAsk();
  }

  depth(levels: number) {
    return {
      bids: this.planner.orderBook.depth('buy', levels),
      asks: this.planner.orderBook.depth('sell', levels),
    };
  }

  openOrderCount(userId: number): number {
    return this.planner.open.countOf(userId);
  }

  openOrdersOf(userId: number): number[] {
    return this.planner.open.idsOf(userId);
  }

  /** An open order of the user in this market, or undefined. */
  openOrder(userId: number, orderId: number): OrderRecord | undefined {
    const o = this.planner.open.get(orderId);
    return o && o.userId === userId ? recordOf(o) : undefined;
  }

  recentTrades() {
    return this.lastTrades;
  }

  /** A user's spot accounts of this market, created (and committed) when missing. */
  async accountsOf(userId: number): Promise<Accounts> {
    const { base, quote, book } = this.market;
    const ids = await this.d.ledger.userAccounts(this.d.db, userId, [base, quote], 'spot', book);
    return { base: present(ids.get(base), 'base account'), quote: present(ids.get(quote), 'quote account') };
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
        // One turn of the event loop first, so that every request already received joins the
        // batch: with the embedded database, queries run on this thread and never yield to I/O.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const batch = this.queue.splice(0, BATCH_MAX);
        if (!previous && !(await this.refreshed())) {
          // The book cannot be trusted until it is rebuilt: nothing is planned on it.
          for (const p of batch) p.reject(new Refusal('DATABASE_UNAVAILABLE'));
          continue;
        }
        let plan: Plan;
        try {
          // The batch still being written counts as written (see BatchPlanner.plan).
          plan = await this.planner.plan(
            batch.map((p) => p.command),
            previous?.ok === undefined ? previous?.plan : undefined,
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
    const plan = await this.planner.plan(batch.map((p) => p.command));
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
   * Writes a planned batch in one statement, which commits (or fails) as a whole: the ledger's
   * part applies the batch's intents (it locks the accounts and checks every balance), and the
   * new and changed orders, the trades and the traded value as turnover are written with it. It
   * is sent once the batch before has committed.
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
    const m = this.market;
    // Each side's traded value counts toward its owner's withdrawal turnover (real book only);
    // markets quote in USDT, so the quote is the value.
    const turnover = turnoverPart(
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
    // One statement, its own commit: the ledger's part locks the accounts and checks every
    // balance, the rows and the turnover are written with it, or nothing is. It is worked out
    // while the batch before is still being written, and sent the moment that one has committed.
    const statement = statementOf(this.d.db, [
      this.d.ledger.part(plan.intents),
      batchRows(this.market, plan),
      turnover,
    ]);
    // The batch before must have committed: this one was planned on top of it.
    await afterPrevious();
    const started = performance.now();
    await statement();
    this.d.onBatch?.(plan.outcomes.length, (performance.now() - started) / 1000);
  }
}
