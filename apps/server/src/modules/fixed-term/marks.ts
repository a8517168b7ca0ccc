import type { Db } from '../../platform/db.ts';
import type { Tick } from '../market/index.ts';
import { type NewMark, openSymbols, upsertMarks } from './repo.ts';

/**
 * The price marks orders settle against: the last tick of each second of every instrument with
 * open orders, kept in memory until the next settlement run writes them.
 */
export class FixedTermMarks {
  /** The last tick of each second of instruments with open orders, not yet written (key symbol|second). */
  private readonly waiting = new Map<string, Required<NewMark>>();
  private readonly watched = new Set<string>();

  constructor(private readonly db: Db) {}

  /** Watches the instruments that have open orders. */
  async load(): Promise<void> {
    for (const symbol of await openSymbols(this.db)) this.watched.add(symbol);
  }

  /** Keeps marks of an instrument from now on. */
  watch(symbol: string): void {
    this.watched.add(symbol);
  }

  /** Keeps a tick of a watched instrument as its second's mark, unless a later one of that second is kept. */
  record(tick: Tick): void {
    if (!this.watched.has(tick.symbol)) return;
    if (tick.priceUnits <= 0n || tick.priceUnits > BigInt(Number.MAX_SAFE_INTEGER)) return;
    const second = Math.floor(tick.timeMs / 1000);
    const key = `${tick.symbol}|${second}`;
    const known = this.waiting.get(key);
    if (known && known.tickAt.getTime() > tick.timeMs) return;
    this.waiting.set(key, {
      symbol: tick.symbol,
      second,
      price: Number(tick.priceUnits),
      source: tick.source,
      tickAt: new Date(tick.timeMs),
    });
  }

  /** Writes the waiting marks. */
  async write(): Promise<void> {
    const due = [...this.waiting.values()];
    if (due.length === 0) return;
    this.waiting.clear();
    try {
      await upsertMarks(this.db, due);
    } catch (error) {
      // The marks wait for the next run (orders settle against them), unless a later tick of
      // the same second replaced one meanwhile.
      for (const mark of due) {
        const key = `${mark.symbol}|${mark.second}`;
        const known = this.waiting.get(key);
        if (!known || known.tickAt < mark.tickAt) this.waiting.set(key, mark);
      }
      throw error;
    }
  }

  /** Stops keeping marks for instruments without open orders. */
  async forgetIdle(): Promise<void> {
    const still = new Set(await openSymbols(this.db));
    for (const symbol of this.watched) if (!still.has(symbol)) this.watched.delete(symbol);
  }
}
