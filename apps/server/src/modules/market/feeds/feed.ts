import type { FeedSource } from '@platform/contract';
import type { Tick } from '../model.ts';

/** Where feeds deliver ticks. `ingest` answers whether the tick was taken (not stale or unknown). */
export interface TickSink {
  ingest(tick: Tick): boolean;
}

/** Something a feed may report that an operator should see in the logs. */
export interface FeedLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * A source of ticks. Feeds claim the symbols they drive so two feeds never fight over one
 * instrument; the simulated feed drives whatever no other feed claims.
 */
export interface Feed {
  readonly source: FeedSource;
  /** Symbols this feed drives; the simulated feed drives every unclaimed symbol instead. */
  claims(symbol: string): boolean;
  start(sink: TickSink): Promise<void>;
  stop(): Promise<void>;
}
