import type { FixedTermKind, FixedTermOrder, FixedTermProduct, Page } from '@platform/contract';
import { fixedTermFeeOf, outcomeOf, payoutOf } from '@platform/engine';

import { formatUnits, parseDecimal } from '@platform/money';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { type JobLog, PeriodicJob } from '../../platform/backoff.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { bound, fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { SettingsService, SettingValue } from '../../platform/settings.ts';
import type { Book, LedgerService, TurnoverEntry } from '../ledger/index.ts';
import { hoursLabel, type IndexPrice, isTradingOpen, type MarketService } from '../market/index.ts';
import { FixedTermMarks } from './marks.ts';
import {
  dueIds,
  insertRequested,
  lockOrder,
  markAtOrBefore,
  ownPage,
  type OrderRow as Row,
  updateOrder,
} from './repo.ts';

type Rules = SettingValue<'fixedterm.rules'>;
type Cycle = Rules[FixedTermKind]['cycles'][number];
type PlaceInput = Parameters<FixedTermService['place']>[1];

/** Writes turnover rows for the withdrawal rule in the caller's transaction (the assets module). */
export interface TurnoverRecorder {
  recordTurnover(tx: DbOrTx, book: Book, entries: readonly TurnoverEntry[]): Promise<void>;
}

const USDT_SCALE = 6;
const usdt = (units: bigint) => formatUnits(units, USDT_SCALE);
/** The account each product's money lives in. */
export const FIXED_TERM_WALLETS = { delivery: 'futures', option: 'options' } as const;
/** Directions each product takes, as rising (first) and falling (second). */
const DIRECTIONS = { delivery: ['up', 'down'], option: ['call', 'put'] } as const;
/** Orders settled in one pass at most. */
const SETTLE_BATCH = 200;
/** First pause of the settlement timer after a failed run; it doubles up to the maximum. */
const SETTLE_RETRY_MIN_MS = 1_000;
const SETTLE_RETRY_MAX_MS = 10_000;

/**
 * Fixed-term products (DESIGN.md section 6): delivery contracts (up or down) and options (call or
 * put) with a cycle. Placing freezes the stake and charges the fee in one posting; at expiry
 * the order settles against the price recorded at its expiry second (marks are kept each second
 * for instruments with open orders), once: the settlement posting's key is the order, and the
 * row moves from open in the same transaction, so a restart before or after expiry settles
 * exactly once. Nothing here lets anyone choose a price or an outcome.
 */
export class FixedTermService {
  private readonly marks: FixedTermMarks;
  /** Writes the waiting marks and settles what is due; spaced after failures (the database unreachable). */
  private readonly job: PeriodicJob;

  constructor(
    private readonly d: {
      db: Db;
      clock: Clock;
      ledger: LedgerService;
      /** Records each order's stake toward the withdrawal turnover. */
      turnover: TurnoverRecorder;
      market: MarketService;
      settings: SettingsService;
      log?: JobLog;
    },
  ) {
    this.marks = new FixedTermMarks(d.db);
    this.job = new PeriodicJob(
      'fixed-term settlement',
      async () => {
        await this.marks.write();
        await this.settleDue();
      },
      d.log,
      { minMs: SETTLE_RETRY_MIN_MS, maxMs: SETTLE_RETRY_MAX_MS },
    );
  }

  /** Follows the feed for instruments with open orders, and settles every `periodMs` (0: only when asked). */
  async start(periodMs: number): Promise<void> {
    await this.marks.load();
    this.d.market.onTick((tick) => this.marks.record(tick));
    this.job.start(periodMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** Writes the waiting marks and settles every order whose expiry has passed; calls share one run. */
  runOnce(): Promise<void> {
    return this.job.runOnce();
  }

  // Products.

  private async rules(): Promise<Rules> {
    return this.d.settings.get('fixedterm.rules');
  }

  async products(): Promise<FixedTermProduct[]> {
    const rules = await this.rules();
    const now = this.d.clock.nowMs();
    return (['delivery', 'option'] as const).map((kind) => {
      const r = rules[kind];
      return {
        kind,
        cycles: r.cycles.map((c) => ({ seconds: c.seconds, payout_ppm: c.payoutPpm, fee_ppm: c.feePpm })),
        min_stake: r.minStake,
        max_stake: r.maxStake,
        instruments: this.d.market
          .enabledSpecs()
          .filter((s) => r.categories.includes(s.category))
          .map((s) => {
            const last = this.d.market.indexPrice(s.symbol);
            return {
              symbol: s.symbol,
              category: s.category,
              price_scale: s.priceScale,
              open: isTradingOpen(s.hours, now),
              hours: hoursLabel(s.hours),
              price: last ? formatUnits(last.units, last.scale) : null,
            };
          }),
      };
    });
  }

  /** Places an order at the current price: the stake is frozen and the fee charged. */
  async place(
    user: SessionUser,
    input: {
      kind: FixedTermKind;
      symbol: string;
      direction: string;
      cycle: number;
      stake: string;
      rtoken: string;
    },
  ): Promise<FixedTermOrder> {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    const rules = (await this.rules())[input.kind];
    const spec = this.d.market.specOf(input.symbol);
    if (!spec?.enabled || !rules.categories.includes(spec.category))
      throw new Refusal('FIXED_TERM_UNKNOWN_INSTRUMENT');
    if (!(DIRECTIONS[input.kind] as readonly string[]).includes(input.direction))
      throw new Refusal('FIXED_TERM_DIRECTION_INVALID');
    const cycle = rules.cycles.find((c) => c.seconds === input.cycle);
    if (!cycle)
      throw new Refusal('FIXED_TERM_UNKNOWN_CYCLE', {
        cycles: rules.cycles.map((c) => c.seconds).join(', '),
      });
    const parsed = parseDecimal(input.stake, USDT_SCALE);
    if (!parsed.ok)
      throw fieldRefusal({ stake: parsed.reason === 'TOO_MANY_DECIMALS' ? 'tooManyDecimals' : 'notNumber' });
    const stake = parsed.units;
    const min = parseDecimal(rules.minStake, USDT_SCALE);
    const max = parseDecimal(rules.maxStake, USDT_SCALE);
    if (stake <= 0n || (min.ok && stake < min.units) || (max.ok && stake > max.units))
      throw new Refusal('FIXED_TERM_STAKE_OUT_OF_RANGE', {
        min: bound(rules.minStake),
        max: bound(rules.maxStake),
      });
    const now = this.d.clock.nowMs();
    if (!isTradingOpen(spec.hours, now))
      throw new Refusal('CONTRACT_MARKET_CLOSED', { hours: hoursLabel(spec.hours) });
    const last = this.d.market.indexPrice(input.symbol);
    // A stale index (the feed stopped in market hours) takes no bet: the market may have moved on.
    if (!last || last.stale || last.units <= 0n || last.units > BigInt(Number.MAX_SAFE_INTEGER))
      throw new Refusal('CONTRACT_NO_PRICE');
    const fee = fixedTermFeeOf(stake, cycle.feePpm);
    // Marks of this instrument are kept from now on (the entry's own second first), however
    // long the commit below takes.
    const release = this.marks.hold(input.symbol);
    try {
      return await this.placeHeld(user, input, book, stake, fee, cycle, now, last);
    } finally {
      release();
    }
  }

  private async placeHeld(
    user: SessionUser,
    input: PlaceInput,
    book: Book,
    stake: bigint,
    fee: bigint,
    cycle: Cycle,
    now: number,
    last: IndexPrice,
  ): Promise<FixedTermOrder> {
    this.marks.record({
      symbol: input.symbol,
      priceUnits: last.units,
      bidUnits: null,
      askUnits: null,
      volumeUnits: 0n,
      timeMs: last.timeMs,
      source: last.source,
    });
    const row = await this.d.db.transaction(async (tx) => {
      const created = await insertRequested(tx, {
        userId: user.userId,
        book,
        kind: input.kind,
        symbol: input.symbol,
        direction: input.direction,
        status: 'open',
        stake,
        fee,
        feePpm: cycle.feePpm,
        payoutPpm: cycle.payoutPpm,
        cycleSeconds: cycle.seconds,
        priceScale: last.scale,
        entryPrice: Number(last.units),
        entrySource: last.source,
        entryAt: new Date(last.timeMs),
        expiresAt: new Date(now + cycle.seconds * 1000),
        requestKey: `${user.userId}:${input.rtoken}`,
        createdAt: new Date(now),
      });
      if (!created) throw new Refusal('REQUEST_REPLAYED');
      await this.d.ledger.apply(tx, [
        {
          type: 'freeze',
          key: `fixed-term-place:${created.id}`,
          kind: 'fixed-term-place',
          ref: { kind: 'fixed-term', id: String(created.id) },
          book,
          asset: 'USDT',
          account: { user: user.userId, wallet: FIXED_TERM_WALLETS[input.kind] },
          amount: stake,
          fee: { amount: fee, to: { system: 'fees' } },
        },
      ]);
      await this.d.turnover.recordTurnover(tx, book, [
        { userId: user.userId, source: input.kind, usdt: stake, refId: String(created.id) },
      ]);
      return created;
    });
    return this.present(row);
  }

  // Settlement.

  /** Settles the orders whose expiry has passed, oldest first. */
  private async settleDue(): Promise<void> {
    const now = new Date(this.d.clock.nowMs());
    for (;;) {
      const due = await dueIds(this.d.db, now, SETTLE_BATCH);
      for (const id of due) await this.settle(id);
      if (due.length < SETTLE_BATCH) break;
    }
    await this.marks.forgetIdle();
  }

  /**
   * One order against the mark of its expiry second (the last price recorded at or before it).
   * Without any mark at or after its entry, the stake is refunded: no price was recorded.
   */
  private async settle(id: number): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (row?.status !== 'open') return;
      const expirySecond = Math.floor(row.expiresAt.getTime() / 1000);
      const mark = await markAtOrBefore(tx, row.symbol, expirySecond);
      const priced = mark !== undefined && mark.tickAt.getTime() >= row.entryAt.getTime();
      const outcome = priced
        ? outcomeOf(row.direction, BigInt(row.entryPrice), BigInt(mark.price))
        : 'refunded';
      const payout = payoutOf(outcome, row.stake, row.payoutPpm);
      const book = row.book as Book;
      const account = { user: row.userId, wallet: FIXED_TERM_WALLETS[row.kind as FixedTermKind] };
      // The stake pays the payout; the house keeps the rest, or pays a win beyond the stake.
      await this.d.ledger.apply(tx, [
        {
          type: 'settle',
          key: `fixed-term-settle:${row.id}`,
          kind: 'fixed-term-settle',
          ref: { kind: 'fixed-term', id: String(row.id) },
          book,
          asset: 'USDT',
          account,
          amount: row.stake,
          to: [
            { account, amount: payout },
            { account: { system: 'house' }, amount: row.stake - payout },
          ],
        },
      ]);
      await updateOrder(tx, row.id, {
        status: outcome,
        settlePrice: priced ? mark.price : null,
        settleSource: priced ? mark.source : null,
        settleAt: priced ? mark.tickAt : null,
        payout,
        settledAt: new Date(this.d.clock.nowMs()),
      });
    });
  }

  // Reading.

  async list(
    user: SessionUser,
    which: 'open' | 'history',
    f: { kind?: FixedTermKind | undefined; page: number; pageSize: number },
  ): Promise<Page<FixedTermOrder>> {
    const book: Book = user.kind === 'demo' ? 'demo' : 'real';
    return ownPage(this.d.db, { userId: user.userId, book }, which, f, (r) => this.present(r));
  }

  present(row: Row): FixedTermOrder {
    const price = (ticks: number) => formatUnits(BigInt(ticks), row.priceScale);
    return {
      id: row.id,
      kind: row.kind as FixedTermKind,
      symbol: row.symbol,
      direction: row.direction as FixedTermOrder['direction'],
      status: row.status as FixedTermOrder['status'],
      stake: usdt(row.stake),
      fee: usdt(row.fee),
      fee_ppm: row.feePpm,
      payout_ppm: row.payoutPpm,
      cycle: row.cycleSeconds,
      entry: { price: price(row.entryPrice), source: row.entrySource, time: seconds(row.entryAt) },
      expires_at: seconds(row.expiresAt),
      settlement:
        row.settlePrice === null
          ? null
          : {
              price: price(row.settlePrice),
              source: present(row.settleSource, 'settle price source'),
              time: seconds(present(row.settleAt, 'settle time of a settled order')),
            },
      payout: row.payout === null ? null : usdt(row.payout),
      created_at: seconds(row.createdAt),
    };
  }
}
