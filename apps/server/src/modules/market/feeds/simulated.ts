import type { Clock } from '../../../platform/clock.ts';
import type { InstrumentSpec, Tick } from '../model.ts';
import {
  normal,
  quoteAround,
  type Random,
  seededRandom,
  symbolSeed,
  tradeVolume,
  walkStep,
} from '../random-walk.ts';
import { isTradingOpen } from '../trading-hours.ts';
import type { Feed, TickSink } from './feed.ts';

/** Share of instruments that stay still on a given step, so the board does not move in lockstep. */
const STILL_PROBABILITY = 0.3;

export interface SimulatedFeedOptions {
  seed: number;
  tickMs: number;
  clock: Clock;
  /** The instruments to drive at this moment (claimed by no other feed, enabled or not). */
  instruments(): readonly InstrumentSpec[];
  /** Where the walk of a symbol starts: its price restored at start (read once per symbol). */
  lastPrice(symbol: string): bigint | undefined;
}

/**
 * A seeded random walk per instrument (the embedded default). It only moves instruments inside
 * their trading hours, and walks on its own state: it starts from the price restored at start and
 * never adopts a price from elsewhere (a pushed tick, a trade on the platform's books). The same seed and the same sequence of clock readings give the same
 * ticks, so tests can call `step` with a manual clock instead of waiting for the timer.
 */
export class SimulatedFeed implements Feed {
  readonly source = 'simulated' as const;
  private readonly randoms = new Map<string, Random>();
  private readonly lastStepMs = new Map<string, number>();
  /** The walk's own last price of each symbol: no other price (a push, a trade) is ever adopted. */
  private readonly walked = new Map<string, bigint>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private sink: TickSink | undefined;

  constructor(private readonly options: SimulatedFeedOptions) {}

  claims(): boolean {
    return false;
  }

  async start(sink: TickSink): Promise<void> {
    this.sink = sink;
    if (this.options.tickMs <= 0) return;
    this.timer = setInterval(() => this.step(), this.options.tickMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Moves every open instrument once (or leaves it still) at the clock's current time. */
  step(): Tick[] {
    const nowMs = this.options.clock.nowMs();
    const ticks: Tick[] = [];
    for (const spec of this.options.instruments()) {
      if (!isTradingOpen(spec.hours, nowMs)) continue;
      const tick = this.next(spec, nowMs);
      if (!tick) continue;
      ticks.push(tick);
      this.sink?.ingest(tick);
    }
    return ticks;
  }

  private next(spec: InstrumentSpec, nowMs: number): Tick | undefined {
    const random = this.randomOf(spec.symbol);
    const still = random() < STILL_PROBABILITY;
    const z = normal(random);
    const volumeDraw = random();
    const dtMs = Math.max(nowMs - (this.lastStepMs.get(spec.symbol) ?? nowMs - this.options.tickMs), 1);
    this.lastStepMs.set(spec.symbol, nowMs);
    if (still) return undefined;
    const from =
      this.walked.get(spec.symbol) ?? this.options.lastPrice(spec.symbol) ?? spec.referencePriceUnits;
    const priceUnits = walkStep(from, spec.referencePriceUnits, spec.category, dtMs, z);
    this.walked.set(spec.symbol, priceUnits);
    const { bidUnits, askUnits } = quoteAround(priceUnits, spec.category);
    return {
      symbol: spec.symbol,
      priceUnits,
      bidUnits,
      askUnits,
      volumeUnits: tradeVolume(priceUnits, spec.priceScale, spec.quantityScale, spec.category, volumeDraw),
      timeMs: nowMs,
      source: 'simulated',
    };
  }

  private randomOf(symbol: string): Random {
    let random = this.randoms.get(symbol);
    if (!random) {
      random = seededRandom(symbolSeed(this.options.seed, symbol));
      this.randoms.set(symbol, random);
    }
    return random;
  }
}
