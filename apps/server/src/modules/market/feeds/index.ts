import type { Clock } from '../../../platform/clock.ts';
import type { MarketConfig } from '../../../platform/config.ts';
import type { InstrumentSpec } from '../model.ts';
import { basisPpm, followTick, perpetualOfSpot, spotOfPerpetual } from '../perpetual.ts';
import type { QuoteBoard } from '../quote-board.ts';
import { ExchangeFeed } from './exchange.ts';
import type { Feed, FeedLog, TickSink } from './feed.ts';
import { ReplayFeed, readReplayFile } from './replay.ts';
import { SimulatedFeed } from './simulated.ts';

/** The feeds the configuration asks for, and who drives which instrument. */
export interface FeedSet {
  all: Feed[];
  simulated: SimulatedFeed | undefined;
  /** Whether operator services may push ticks (MARKET_FEED names `push`). */
  push: boolean;
  /** Enabled symbols the simulated feed drives now (no other feed claims them). */
  simulatedSymbols(): string[];
  /** The perpetual that follows a spot symbol now (it has no feed of its own), with its basis. */
  followerOf(spotSymbol: string): { perp: InstrumentSpec; spot: InstrumentSpec; basis: number } | undefined;
  /** A sink that also ingests, for each spot tick taken, the tick of the perpetual following it. */
  follow(sink: TickSink): TickSink;
}

export function buildFeeds(
  config: MarketConfig,
  deps: { specs: Map<string, InstrumentSpec>; clock: Clock; log: FeedLog; board: QuoteBoard },
): FeedSet {
  const others: Feed[] = [];
  if (config.feeds.includes('replay')) {
    others.push(
      new ReplayFeed(readReplayFile(config.replayFile, deps.specs), config.replayIntervalMs, deps.log),
    );
  }
  if (config.feeds.includes('exchange')) {
    const crypto = [...deps.specs.values()].filter((s) => s.category === 'crypto');
    others.push(new ExchangeFeed({ url: config.exchangeUrl, instruments: crypto, log: deps.log }));
  }
  const ownFeed = (symbol: string) => others.some((f) => f.claims(symbol));
  // A perpetual without a feed of its own follows its spot index, whichever feed drives that.
  const leaderOf = (symbol: string) => {
    const spot = spotOfPerpetual(symbol);
    return spot !== null && !ownFeed(symbol) ? deps.specs.get(spot) : undefined;
  };
  const followerOf = (spotSymbol: string) => {
    const perp = deps.specs.get(perpetualOfSpot(spotSymbol));
    const spot = deps.specs.get(spotSymbol);
    if (!perp || !spot || leaderOf(perp.symbol) !== spot) return undefined;
    return { perp, spot, basis: basisPpm(config.simSeed, perp.symbol) };
  };
  // Disabled instruments are driven too: positions and orders still open on them follow the price.
  const driven = () =>
    [...deps.specs.values()].filter((s) => !ownFeed(s.symbol) && leaderOf(s.symbol) === undefined);
  const simulated = config.feeds.includes('simulated')
    ? new SimulatedFeed({
        seed: config.simSeed,
        tickMs: config.simTickMs,
        clock: deps.clock,
        instruments: driven,
        lastPrice: (symbol) => deps.board.get(symbol)?.lastUnits,
      })
    : undefined;
  return {
    all: simulated ? [...others, simulated] : others,
    simulated,
    push: config.feeds.includes('push'),
    simulatedSymbols: () => (simulated ? driven().flatMap((s) => (s.enabled ? [s.symbol] : [])) : []),
    followerOf,
    follow: (sink) => ({
      ingest(tick) {
        const taken = sink.ingest(tick);
        const follower = taken ? followerOf(tick.symbol) : undefined;
        // The perpetual follows its pair's index (the median of its feeds), not one feed's tick.
        const index = follower ? deps.board.get(tick.symbol) : undefined;
        if (follower && index) {
          const indexTick = { ...tick, priceUnits: index.lastUnits, source: index.source };
          sink.ingest(followTick(indexTick, follower.spot, follower.perp, follower.basis));
        }
        return taken;
      },
    }),
  };
}
