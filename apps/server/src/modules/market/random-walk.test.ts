import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import { seedInstruments } from './catalogue.ts';
import { SimulatedFeed } from './feeds/simulated.ts';
import type { InstrumentSpec, Tick } from './model.ts';
import { normal, quoteAround, seededRandom, tradeVolume, walkStep } from './random-walk.ts';

const catalogue = seedInstruments();

function run(seed: number, steps: number, specs: InstrumentSpec[] = catalogue): Tick[] {
  const clock = new ManualClock(Date.parse('2026-01-06T15:00:00Z'));
  const last = new Map<string, bigint>();
  const feed = new SimulatedFeed({
    seed,
    tickMs: 1000,
    clock,
    instruments: () => specs,
    lastPrice: (s) => last.get(s),
  });
  const out: Tick[] = [];
  for (let i = 0; i < steps; i++) {
    clock.advance(1000);
    for (const t of feed.step()) {
      last.set(t.symbol, t.priceUnits);
      out.push(t);
    }
  }
  return out;
}

describe('simulated random walk', () => {
  it('repeats exactly for the same seed and clock, and differs for another seed', () => {
    const a = run(7, 50);
    expect(run(7, 50)).toEqual(a);
    expect(run(8, 50)).not.toEqual(a);
    expect(a.length).toBeGreaterThan(catalogue.length * 20);
  });

  it('only moves instruments inside their trading hours', () => {
    const clock = new ManualClock(Date.parse('2026-01-10T15:00:00Z')); // a Saturday
    const feed = new SimulatedFeed({
      seed: 1,
      tickMs: 1000,
      clock,
      instruments: () => catalogue,
      lastPrice: () => undefined,
    });
    const moved = new Set(
      Array.from({ length: 5 }, () => feed.step())
        .flat()
        .map((t) => t.symbol),
    );
    const categories = new Set(catalogue.filter((s) => moved.has(s.symbol)).map((s) => s.category));
    expect([...categories].sort()).toEqual(['contract', 'crypto']);
  });

  it('keeps a per-class volatility: crypto moves more than forex over the same hour', () => {
    const pick = (symbol: string) => catalogue.filter((s) => s.symbol === symbol);
    const spread = (symbol: string) => {
      const ticks = run(3, 3600, pick(symbol));
      const prices = ticks.map((t) => Number(t.priceUnits));
      return (Math.max(...prices) - Math.min(...prices)) / (prices[0] ?? 1);
    };
    expect(spread('BTCUSDT')).toBeGreaterThan(spread('EURUSD') * 2);
  });

  it('prices stay positive bigints with the bid below the ask', () => {
    for (const t of run(11, 20)) {
      expect(t.priceUnits).toBeGreaterThan(0n);
      expect(t.bidUnits).not.toBeNull();
      expect((t.bidUnits as bigint) < (t.askUnits as bigint)).toBe(true);
      expect(t.source).toBe('simulated');
    }
  });

  it('never walks below one unit and gives sizes in quantity units', () => {
    const random = seededRandom(5);
    let p = 3n;
    for (let i = 0; i < 1000; i++) p = walkStep(p, 3n, 'crypto', 86_400_000, normal(random) - 5);
    expect(p).toBeGreaterThanOrEqual(1n);
    expect(quoteAround(1n, 'forex')).toEqual({ bidUnits: 1n, askUnits: 2n });
    // 25,000 USDT at 50,000.00 with 6 quantity decimals at the middle draw: about 0.5 BTC.
    expect(tradeVolume(5_000_000n, 2, 6, 'crypto', 0.5)).toBe(525_000n);
  });

  it('walks on its own state and never adopts a price from elsewhere', () => {
    const clock = new ManualClock(Date.parse('2026-01-06T15:00:00Z'));
    const spec = catalogue.find((s) => s.symbol === 'BTCUSDT') as InstrumentSpec;
    let board: bigint | undefined;
    const feed = new SimulatedFeed({
      seed: 7,
      tickMs: 1000,
      clock,
      instruments: () => [spec],
      lastPrice: () => board,
    });
    const plain = new SimulatedFeed({
      seed: 7,
      tickMs: 1000,
      clock,
      instruments: () => [spec],
      lastPrice: () => undefined,
    });
    for (let i = 0; i < 50; i++) {
      clock.advance(1000);
      const [walked] = feed.step();
      const [alone] = plain.step();
      expect(walked?.priceUnits).toBe(alone?.priceUnits);
      // A print 30% above the walk, as two colluding accounts could make on the platform's book.
      if (walked) board = (walked.priceUnits * 13n) / 10n;
    }
  });
});
