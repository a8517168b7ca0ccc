import {
  type PositionDirection as Direction,
  liquidationPriceOf,
  type Rate,
  stoppedOut,
  stopSides,
  type Trigger,
  type Direction as TriggerDirection,
  TriggerIndex,
} from '@platform/engine';
import { present } from '../../platform/assert.ts';
import { Backoff, type JobLog, logJobFailure } from '../../platform/backoff.ts';
import { type Db, type DbOrTx, isConnectionError } from '../../platform/db.ts';
import type { MarketService, Tick } from '../market/index.ts';
import { type ContractPricing, type PriceNow, sizingOf, ticksOf } from './pricing.ts';
import { liveRows, lockPosition, type PositionRow, updatePosition } from './repo.ts';
import type { Closed, ContractSettlement } from './settlement.ts';

/** Kinds of trigger a position has; a trigger id is position id x KINDS + kind. */
const KIND = { takeProfit: 0, stopLoss: 1, liquidation: 2, pending: 3 } as const;
const KINDS = 4;
type Kind = (typeof KIND)[keyof typeof KIND];
/** First pause of trigger settlement after a lost database connection; it doubles up to the maximum. */
const TRIGGER_RETRY_MIN_MS = 500;
const TRIGGER_RETRY_MAX_MS = 10_000;

/** What settling a fired trigger did to its position. */
type Fired = { opened: PositionRow } | { rearmed: PositionRow } | { closed: Closed };

/**
 * The price-driven jobs: take-profit, stop-loss, liquidation and pending-open levels sit in a
 * trigger index per instrument and book; each accepted tick fires what it crosses, and fired
 * triggers are settled one at a time, each in its own transaction.
 */
export class ContractTriggers {
  private readonly indexes = new Map<string, TriggerIndex>();
  private work: Promise<void> = Promise.resolve();
  /** Spaces trigger settlement after a lost database connection. */
  private readonly retries = new Backoff(TRIGGER_RETRY_MIN_MS, TRIGGER_RETRY_MAX_MS);

  constructor(
    private readonly d: {
      db: Db;
      market: MarketService;
      pricing: ContractPricing;
      settlement: ContractSettlement;
      log?: JobLog | undefined;
    },
  ) {}

  /** Loads the levels of every live position and follows the feed. */
  async start(): Promise<void> {
    for (const row of await liveRows(this.d.db)) this.arm(row);
    this.d.market.onTick((tick) => this.onTick(tick));
  }

  /** Resolves once every trigger fired so far is settled (tests and shutdown wait on it). */
  idle(): Promise<void> {
    return this.work;
  }

  private indexOf(symbol: string, book: string): TriggerIndex {
    const key = `${symbol}:${book}`;
    let index = this.indexes.get(key);
    if (!index) {
      index = new TriggerIndex();
      this.indexes.set(key, index);
    }
    return index;
  }

  /**
   * Puts a live position's levels (or a pending open's level) into its index. `current`, the
   * price a pending open was placed at, tells on which side of it the level waits.
   */
  arm(row: PositionRow, current?: number): void {
    const index = this.indexOf(row.symbol, row.book);
    const add = (kind: Kind, direction: TriggerDirection, price: number | null) => {
      if (price !== null) index.add({ id: row.id * KINDS + kind, direction, price });
    };
    if (row.status === 'pending') {
      const level = present(row.pendingPrice, 'pending price');
      const now = current ?? this.d.market.markPrice(row.symbol)?.units;
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

  /** Takes every level of a position out of its index. */
  disarm(row: PositionRow): void {
    const index = this.indexOf(row.symbol, row.book);
    for (let kind = 0; kind < KINDS; kind++) index.remove(row.id * KINDS + kind);
  }

  /** A position whose levels changed: the old ones out, the new ones in. */
  rearm(row: PositionRow): void {
    this.disarm(row);
    this.arm(row);
  }

  /** After a close: the closed row's levels go, what stays open is armed at its new levels. */
  afterClose(result: Closed): void {
    this.disarm(result.closed);
    if (result.remaining) this.rearm(result.remaining);
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
    const result = await this.d.db.transaction((tx) => this.settleIn(tx, id, kind, price));
    if (!result) return;
    if ('opened' in result) this.rearm(result.opened);
    else if ('rearmed' in result) this.rearm(result.rearmed);
    else this.afterClose(result.closed);
  }

  private async settleIn(tx: DbOrTx, id: number, kind: Kind, price: PriceNow): Promise<Fired | undefined> {
    const row = await lockPosition(tx, id);
    if (!row) return undefined;
    const rules = await this.d.pricing.rulesIn(tx, row.symbol, 'hold');
    const rate = this.d.pricing.rateOf(rules.quote);
    if (!rate) return undefined;
    if (kind === KIND.pending) {
      if (row.status !== 'pending') return undefined;
      return { opened: await this.d.settlement.fill(tx, row, price, rate) };
    }
    if (row.status !== 'open') return undefined;
    if (kind === KIND.liquidation && !this.stoppedOut(row, price, rules.stopOutPpm, rate)) {
      // The conversion rate moved since the level was set: set it again at today's rate.
      const level = liquidationPriceOf(
        row.direction as Direction,
        BigInt(present(row.openPrice, 'open price')),
        BigInt(row.lots),
        row.margin,
        rules.stopOutPpm,
        sizingOf(row),
        rate,
      );
      return { rearmed: await updatePosition(tx, row.id, { liquidationPrice: ticksOf(level) }) };
    }
    const reason =
      kind === KIND.takeProfit ? 'take_profit' : kind === KIND.stopLoss ? 'stop_loss' : 'liquidation';
    return { closed: await this.d.settlement.close(tx, row, row.lots, price, reason, rate) };
  }

  private stoppedOut(row: PositionRow, price: PriceNow, stopOutPpm: number, rate: Rate): boolean {
    return stoppedOut(
      row.direction as Direction,
      BigInt(present(row.openPrice, 'open price')),
      BigInt(price.ticks),
      BigInt(row.lots),
      row.margin,
      stopOutPpm,
      sizingOf(row),
      rate,
    );
  }
}
