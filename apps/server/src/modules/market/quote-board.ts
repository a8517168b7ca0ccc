import type { FeedSource } from '@platform/contract';
import type { Tick } from './model.ts';
import { indexOf, type SourcePrice } from './price-index.ts';

export interface BoardEntry {
  /** The index: the median of the fresh sources' latest prices (price-index.ts). */
  lastUnits: bigint;
  bidUnits: bigint | null;
  askUnits: bigint | null;
  timeMs: number;
  source: FeedSource;
}

/**
 * The index of every instrument, in memory, from the latest price of each feed that drives it.
 * A tick older than the last one of its symbol is stale and refused, so feeds that deliver late
 * never move a price backwards in time.
 */
export class QuoteBoard {
  private readonly entries = new Map<string, BoardEntry>();
  private readonly sources = new Map<string, SourcePrice[]>();
  private readonly changed = new Set<string>();

  /**
   * Takes a feed's tick and answers the symbol's new index, or undefined when the tick is stale.
   * `windowMs`: how far behind the newest source another may lie and still count.
   */
  accept(tick: Tick, windowMs: number): BoardEntry | undefined {
    const known = this.entries.get(tick.symbol);
    if (known && tick.timeMs < known.timeMs) return undefined;
    const latest = (this.sources.get(tick.symbol) ?? []).filter((s) => s.source !== tick.source);
    latest.push({ source: tick.source, priceUnits: tick.priceUnits, timeMs: tick.timeMs });
    this.sources.set(tick.symbol, latest);
    const index = indexOf(latest, windowMs);
    const single = index.sources === 1;
    const entry: BoardEntry = {
      lastUnits: index.priceUnits,
      // A bid and an ask belong to one feed's book: a median of several feeds shows none.
      bidUnits: single ? tick.bidUnits : null,
      askUnits: single ? tick.askUnits : null,
      timeMs: index.timeMs,
      source: index.source,
    };
    this.entries.set(tick.symbol, entry);
    this.changed.add(tick.symbol);
    return entry;
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
