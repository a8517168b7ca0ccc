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
  /** Placements under way per instrument: their orders may not be visible as open yet. */
  private readonly holds = new Map<string, number>();
  /** When each instrument was last held or released, counted in `generation` steps. */
  private readonly touchedAt = new Map<string, number>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    /** The instruments with open orders in the database (replaceable in tests). */
    private readonly listOpen: () => Promise<string[]> = () => openSymbols(db),
  ) {}

  /** Watches the instruments that have open orders. */
  async load(): Promise<void> {
    for (const symbol of await openSymbols(this.db)) this.watched.add(symbol);
  }

  /**
   * Keeps marks of an instrument from the moment an order on it is being placed, whatever the
   * timing of its commit: until the returned release is called (after the commit or the
   * rollback), and after it until a settlement run that started later finds no open order.
   */
  hold(symbol: string): () => void {
    this.watched.add(symbol);
    this.touch(symbol);
    this.holds.set(symbol, (this.holds.get(symbol) ?? 0) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      const left = (this.holds.get(symbol) ?? 1) - 1;
      if (left > 0) this.holds.set(symbol, left);
      else this.holds.delete(symbol);
      this.touch(symbol);
    };
  }

  private touch(symbol: string): void {
    this.generation += 1;
    this.touchedAt.set(symbol, this.generation);
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

  /**
   * Stops keeping marks for instruments without open orders. An instrument held, or held or
   * released after the open orders were read, stays: an order committed after that read is not
   * in it.
   */
  async forgetIdle(): Promise<void> {
    const readAt = this.generation;
    const still = new Set(await this.listOpen());
    for (const symbol of this.watched) {
      if (still.has(symbol) || this.holds.has(symbol) || (this.touchedAt.get(symbol) ?? 0) > readAt) continue;
      this.watched.delete(symbol);
      this.touchedAt.delete(symbol);
    }
  }
}
