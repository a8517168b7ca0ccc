import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import type { MarketConfig } from '../../platform/config.ts';
import { CandleBook } from './candle-book.ts';
import { seedInstruments } from './catalogue.ts';
import { buildFeeds } from './feeds/index.ts';
import { generateHistory } from './history.ts';
import type { InstrumentSpec, Tick } from './model.ts';
import { BASIS_MAX_PPM, BASIS_MIN_PPM, basisPpm, followCandle, spotOfPerpetual } from './perpetual.ts';
import { QuoteBoard } from './quote-board.ts';
import { seededRandom } from './random-walk.ts';

// The coins and their perpetuals (the rest of the catalogue only slows the run down).
const specs = new Map(
  seedInstruments()
    .filter((s) => s.category === 'crypto' || s.category === 'contract')
    .map((s) => [s.symbol, s]),
);
const spec = (symbol: string) => specs.get(symbol) as InstrumentSpec;
const START_MS = Date.parse('2026-01-06T15:00:00Z');
const PERPETUALS = [...specs.keys()].filter((s) => spotOfPerpetual(s) !== null);

function config(seed: number): MarketConfig {
  return {
    feeds: ['simulated'],
    simSeed: seed,
    simTickMs: 0,
    simBackfillCandles: 0,
    replayFile: '',
    replayIntervalMs: 0,
    pushToken: undefined,
    exchangeUrl: '',
  };
}

/** Runs the simulated feed through the following sink for `steps` steps of five minutes. */
async function run(seed: number, steps: number) {
  const clock = new ManualClock(START_MS);
  const board = new QuoteBoard();
  const candles = new CandleBook();
  const log = { info: () => {}, warn: () => {} };
  const feeds = buildFeeds(config(seed), { specs, clock, log, board });
  const ticks: Tick[] = [];
  const sink = {
    ingest(tick: Tick) {
      if (!board.accept(tick, 30_000)) return false;
      candles.apply(tick);
      ticks.push(tick);
      return true;
    },
  };
  await feeds.simulated?.start(feeds.follow(sink));
  for (let i = 0; i < steps; i++) {
    clock.advance(5 * 60_000);
    feeds.simulated?.step();
  }
  return { ticks, candles, board, feeds, nowMs: clock.nowMs() };
}

/** The perpetual's price over the spot's, in parts per million above one (both at their own scale). */
function premiumPpm(
  perpUnits: bigint,
  perp: InstrumentSpec,
  spotUnits: bigint,
  spot: InstrumentSpec,
): number {
  const p = Number(perpUnits) / 10 ** perp.priceScale;
  const s = Number(spotUnits) / 10 ** spot.priceScale;
  return (p / s - 1) * 1e6;
}

/** The premium may differ from the basis by the rounding of one unit of the perpetual's price. */
function expectWithinBasis(ppm: number, perpUnits: bigint) {
  const roundingPpm = 1e6 / Number(perpUnits) + 1e-6;
  expect(ppm).toBeGreaterThanOrEqual(BASIS_MIN_PPM - roundingPpm);
  expect(ppm).toBeLessThanOrEqual(BASIS_MAX_PPM + roundingPpm);
}

describe('a perpetual follows its spot index', () => {
  it('moves with every spot tick of the simulated feed, within a small basis, from the same seed', async () => {
    const a = await run(20260101, 24 * 12);
    const b = await run(20260101, 24 * 12);
    expect(b.ticks).toEqual(a.ticks);
    expect(PERPETUALS).toContain('BTCUSDT-PERP');
    expect(a.feeds.simulatedSymbols()).not.toContain('BTCUSDT-PERP');
    let followed = 0;
    a.ticks.forEach((tick, i) => {
      const spotSymbol = spotOfPerpetual(tick.symbol);
      if (spotSymbol === null) return;
      // Never a tick of its own: each one comes right after the spot tick it follows.
      const spot = a.ticks[i - 1] as Tick;
      expect(spot).toMatchObject({ symbol: spotSymbol, timeMs: tick.timeMs, source: 'simulated' });
      expectWithinBasis(
        premiumPpm(tick.priceUnits, spec(tick.symbol), spot.priceUnits, spec(spotSymbol)),
        tick.priceUnits,
      );
      expect(tick.bidUnits as bigint).toBeLessThan(tick.priceUnits);
      expect(tick.askUnits as bigint).toBeGreaterThan(tick.priceUnits);
      followed += 1;
    });
    expect(followed).toBeGreaterThan(PERPETUALS.length * 24 * 12 * 0.5);
  }, 20_000);

  it('gives the pair and the perpetual the same 24-hour change, high and low (within the basis)', async () => {
    const { candles, board, nowMs } = await run(7, 24 * 12);
    for (const perpSymbol of PERPETUALS) {
      const spotSymbol = spotOfPerpetual(perpSymbol) as string;
      const [perp, spot] = [spec(perpSymbol), spec(spotSymbol)];
      const perpLast = board.get(perpSymbol)?.lastUnits as bigint;
      const spotLast = board.get(spotSymbol)?.lastUnits as bigint;
      const p = candles.dayStats(perpSymbol, perpLast, nowMs);
      const s = candles.dayStats(spotSymbol, spotLast, nowMs);
      expectWithinBasis(premiumPpm(p.highUnits, perp, s.highUnits, spot), p.highUnits);
      expectWithinBasis(premiumPpm(p.lowUnits, perp, s.lowUnits, spot), p.lowUnits);
      const change = (last: bigint, open: bigint) => (Number(last) / Number(open) - 1) * 100;
      // The same basis on open and last: the changes agree to a few thousandths of a percent.
      expect(change(perpLast, p.openUnits)).toBeCloseTo(change(spotLast, s.openUnits), 2);
    }
  }, 20_000);

  it('gives generated history of the perpetual from the spot history plus the basis', () => {
    const [spot, perp] = [spec('BTCUSDT'), spec('BTCUSDT-PERP')];
    const history = generateHistory(spot, spot.referencePriceUnits, START_MS, 30, seededRandom(3));
    const basis = basisPpm(20260101, perp.symbol);
    for (const list of history.values())
      for (const c of list) {
        const f = followCandle(c, spot, perp, basis);
        expect(f.openTimeMs).toBe(c.openTimeMs);
        for (const k of ['openUnits', 'highUnits', 'lowUnits', 'closeUnits'] as const)
          expectWithinBasis(premiumPpm(f[k], perp, c[k], spot), f[k]);
      }
  });

  it('follows the median of the feeds of its pair, not the last feed to tick', () => {
    const clock = new ManualClock(START_MS);
    const board = new QuoteBoard();
    const log = { info: () => {}, warn: () => {} };
    const feeds = buildFeeds(config(1), { specs, clock, log, board });
    const taken: Tick[] = [];
    const sink = feeds.follow({
      ingest(tick: Tick) {
        if (!board.accept(tick, 30_000)) return false;
        taken.push(tick);
        return true;
      },
    });
    const tick = (source: 'push' | 'replay' | 'exchange', priceUnits: bigint): Tick => ({
      symbol: 'BTCUSDT',
      priceUnits,
      bidUnits: null,
      askUnits: null,
      volumeUnits: 0n,
      timeMs: clock.nowMs(),
      source,
    });
    sink.ingest(tick('push', 6_700_000n));
    sink.ingest(tick('replay', 6_710_000n));
    // A third feed far off: the median of the three is 67,100.00, whatever the last one said.
    sink.ingest(tick('exchange', 8_700_000n));
    const perp = taken.filter((t) => t.symbol === 'BTCUSDT-PERP').at(-1);
    const follower = feeds.followerOf('BTCUSDT');
    expect(follower).toBeDefined();
    expect(perp?.source).toBe('median');
    const premium = premiumPpm(perp?.priceUnits ?? 0n, spec('BTCUSDT-PERP'), 6_710_000n, spec('BTCUSDT'));
    expectWithinBasis(premium, perp?.priceUnits ?? 0n);
  });
});
