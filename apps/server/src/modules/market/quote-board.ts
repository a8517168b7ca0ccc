import type { FeedSource } from '@platform/contract';
import type { Tick } from './model.ts';

export interface BoardEntry {
  lastUnits: bigint;
  bidUnits: bigint | null;
  askUnits: bigint | null;
  timeMs: number;
  source: FeedSource;
}

/**
 * The latest price of every instrument, in memory. A tick older than the last one of its symbol
 * is stale and refused, so feeds that deliver late never move a price backwards in time.
 */
export class QuoteBoard {
  private readonly entries = new Map<string, BoardEntry>();
  private readonly changed = new Set<string>();

  accept(tick: Tick): boolean {
    const known = this.entries.get(tick.symbol);
    if (known && tick.timeMs < known.timeMs) return false;
    this.entries.set(tick.symbol, {
      lastUnits: tick.priceUnits,
      bidUnits: tick.bidUnits,
      askUnits: tick.askUnits,
      timeMs: tick.timeMs,
      source: tick.source,
    });
    this.changed.add(tick.symbol);
    return true;
  }

  /** A price known from storage (after a restart or generated history). */
  restore(symbol: string, entry: BoardEntry): void {
    const known = this.entries.get(symbol);
    if (!known || known.timeMs <= entry.timeMs) this.entries.set(symbol, entry);
  }

  get(symbol: string): BoardEntry | undefined {
    return this.entries.get(symbol);
  }

  drainChanged(): string[] {
    const out = [...this.changed];
    this.changed.clear();
    return out;
  }
}
