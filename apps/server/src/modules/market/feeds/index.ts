import type { Clock } from '../../../platform/clock.ts';
import type { MarketConfig } from '../../../platform/config.ts';
import type { InstrumentSpec } from '../model.ts';
import type { QuoteBoard } from '../quote-board.ts';
import { ExchangeFeed } from './exchange.ts';
import type { Feed, FeedLog } from './feed.ts';
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
  // Disabled instruments are driven too: positions and orders still open on them follow the price.
  const driven = () => [...deps.specs.values()].filter((s) => !others.some((f) => f.claims(s.symbol)));
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
  };
}
