import { KLINE_PERIODS, type KlinePeriod } from '@platform/contract';
import type { Db } from '../../platform/db.ts';
import { type CandleBook, DAY_WINDOW_CANDLES_MAX, DAY_WINDOW_PERIOD } from './candle-book.ts';
import type { FeedSet } from './feeds/index.ts';
import { generateHistory } from './history.ts';
import { type CandleState, DAY_MS, type InstrumentSpec } from './model.ts';
import { followCandle, followPrice } from './perpetual.ts';
import type { QuoteBoard } from './quote-board.ts';
import { seededRandom, symbolSeed } from './random-walk.ts';
import * as repo from './repo.ts';

/** Seeds of generated history differ from the live walk's, so history is not the future replayed. */
const HISTORY_SEED_SALT = 0x5eed;

/** What restoring needs of the market service. */
export interface RestoreTarget {
  candles: CandleBook;
  board: QuoteBoard;
  specOf(symbol: string): InstrumentSpec | undefined;
}

/**
 * Where live aggregation resumes after a restart: the 24-hour window and the latest candle of
 * every symbol and period, and the last price from the latest minute candle. Instruments the
 * simulated feed drives that have no history at all get generated history (written in batches
 * by the candle writer) when `backfillCandles` is above zero.
 */
export async function restoreState(
  db: Db,
  market: RestoreTarget,
  feeds: FeedSet,
  nowMs: number,
  backfill: { candles: number; seed: number },
): Promise<void> {
  const windowRows = await repo.candlesSince(
    db,
    DAY_WINDOW_PERIOD,
    nowMs - DAY_MS - 15 * 60_000,
    repo.INSTRUMENTS_MAX * DAY_WINDOW_CANDLES_MAX,
  );
  for (const s of windowRows) market.candles.put(s.symbol, s.period, s.candle, false);
  const latest = await repo.latestCandles(db);
  for (const s of latest) market.candles.put(s.symbol, s.period, s.candle, false);
  // A close from the platform's own book (recorded before its trades stopped feeding prices)
  // is no index: the walk then starts from the reference price.
  const closes = newestCloses(latest.filter((s) => s.candle.source !== 'spot'));
  for (const [symbol, c] of closes) market.board.restore(symbol, restoredEntry(c));
  if (!feeds.simulated) return;
  if (backfill.candles > 0)
    backfillHistory(
      market,
      feeds,
      nowMs,
      backfill.seed,
      new Set(latest.map((s) => s.symbol)),
      backfill.candles,
    );
  startWalks(market, feeds, nowMs);
}

/**
 * The newest candle of each symbol over every period: its close is the last recorded price. A
 * market closed since before the minute window (a weekend, generated history that only gave the
 * coarser periods candles near the close) still has one in a coarser period, so its last price
 * is known after a restart. Of candles opening at the same time the finer one wins (same close).
 */
export function newestCloses(
  candles: readonly { symbol: string; period: KlinePeriod; candle: CandleState }[],
) {
  const fineness = (p: KlinePeriod) => KLINE_PERIODS.indexOf(p);
  const newest = new Map<string, { period: KlinePeriod; candle: CandleState }>();
  for (const s of candles) {
    const known = newest.get(s.symbol);
    const later =
      !known ||
      s.candle.openTimeMs > known.candle.openTimeMs ||
      (s.candle.openTimeMs === known.candle.openTimeMs && fineness(s.period) < fineness(known.period));
    if (later) newest.set(s.symbol, s);
  }
  return new Map([...newest].map(([symbol, s]) => [symbol, s.candle]));
}

/**
 * A board entry from a stored close, stamped with its candle's opening: the last price is not
 * older than that, and no later time is known for certain.
 */
function restoredEntry(c: CandleState) {
  return { lastUnits: c.closeUnits, bidUnits: null, askUnits: null, timeMs: c.openTimeMs, source: c.source };
}

/** Generated history for simulated instruments that have none, and for the perpetuals following them. */
function backfillHistory(
  market: RestoreTarget,
  feeds: FeedSet,
  nowMs: number,
  seed: number,
  known: ReadonlySet<string>,
  candles: number,
): void {
  for (const symbol of feeds.simulatedSymbols()) {
    const spec = market.specOf(symbol);
    if (!spec || known.has(symbol)) continue;
    const random = seededRandom(symbolSeed(seed ^ HISTORY_SEED_SALT, symbol));
    const history = generateHistory(spec, spec.referencePriceUnits, nowMs, candles, random);
    putHistory(market, symbol, history);
    // The perpetual following this pair gets the pair's history plus its basis.
    const follower = feeds.followerOf(symbol);
    if (!follower || known.has(follower.perp.symbol)) continue;
    const { perp, basis } = follower;
    const followed = new Map(
      [...history].map(([period, list]) => [period, list.map((c) => followCandle(c, spec, perp, basis))]),
    );
    putHistory(market, perp.symbol, followed);
  }
}

/** Generated candles into the candle book (to be written), and the last one's close as the price. */
function putHistory(market: RestoreTarget, symbol: string, history: Map<KlinePeriod, CandleState[]>) {
  for (const period of KLINE_PERIODS)
    for (const c of history.get(period) ?? []) market.candles.put(symbol, period, c, true);
  const generated = KLINE_PERIODS.flatMap((period) => {
    const candle = history.get(period)?.at(-1);
    return candle ? [{ symbol, period, candle }] : [];
  });
  const last = newestCloses(generated).get(symbol);
  if (last) market.board.restore(symbol, restoredEntry(last));
}

/**
 * Every instrument the simulated feed drives, and the perpetual following it, has an index from
 * the start: the price restored or generated above, else its reference price, where its walk
 * begins.
 */
function startWalks(market: RestoreTarget, feeds: FeedSet, nowMs: number): void {
  const start = (symbol: string, units: bigint) =>
    market.board.get(symbol) ??
    market.board.restore(symbol, {
      lastUnits: units,
      bidUnits: null,
      askUnits: null,
      timeMs: nowMs,
      source: 'simulated',
    });
  for (const symbol of feeds.simulatedSymbols()) {
    const spec = market.specOf(symbol);
    if (!spec) continue;
    start(symbol, spec.referencePriceUnits);
    const follower = feeds.followerOf(symbol);
    const index = market.board.get(symbol);
    if (follower && index)
      start(follower.perp.symbol, followPrice(index.lastUnits, spec, follower.perp, follower.basis));
  }
}
