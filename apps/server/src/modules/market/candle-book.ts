import { KLINE_PERIODS, type KlinePeriod } from '@platform/contract';
import { bucketStart, type CandleState, type DayStats, dayStats, mergeTick, type Tick } from './model.ts';
import type { StoredCandle } from './repo.ts';

/** The period whose recent candles give the 24-hour statistics, and how many of them are kept. */
export const DAY_WINDOW_PERIOD: KlinePeriod = '15m';
const DAY_WINDOW_PERIOD_MS = 15 * 60_000;
export const DAY_WINDOW_CANDLES_MAX = 24 * 4 + 1;
/**
 * Candles waiting to be written. Beyond this (a long database outage) the oldest waiting
 * candles are dropped and counted: live quotes matter more than a complete history.
 */
export const CANDLE_PENDING_MAX = 200_000;

const key = (symbol: string, period: KlinePeriod) => `${symbol}|${period}`;

/**
 * Candles of every period built from ticks, in memory: the current candle of each symbol and
 * period, the recent candles of the 24-hour window, and the candles not yet written to the
 * database. Writes are batched by the service; nothing here touches I/O.
 */
export class CandleBook {
  private readonly current = new Map<string, CandleState>();
  private readonly window = new Map<string, CandleState[]>();
  private readonly pending = new Map<string, StoredCandle>();
  private readonly changed = new Set<string>();
  droppedCount = 0;

  /** Merges a tick into the candle of every period. The tick is not older than the last one. */
  apply(tick: Tick): void {
    for (const period of KLINE_PERIODS) {
      const k = key(tick.symbol, period);
      const candle = mergeTick(this.current.get(k), bucketStart(period, tick.timeMs), tick);
      this.put(tick.symbol, period, candle, true);
    }
  }

  /** Takes a stored or generated candle as known state; `write` queues it for the database. */
  put(symbol: string, period: KlinePeriod, candle: CandleState, write: boolean): void {
    const k = key(symbol, period);
    const known = this.current.get(k);
    if (!known || known.openTimeMs <= candle.openTimeMs) {
      this.current.set(k, candle);
      this.changed.add(k);
    }
    if (period === DAY_WINDOW_PERIOD) this.remember(symbol, candle);
    if (write) this.queue({ symbol, period, candle });
  }

  private remember(symbol: string, candle: CandleState): void {
    const list = this.window.get(symbol) ?? [];
    const last = list[list.length - 1];
    if (last && last.openTimeMs === candle.openTimeMs) list[list.length - 1] = candle;
    else if (!last || last.openTimeMs < candle.openTimeMs) list.push(candle);
    if (list.length > DAY_WINDOW_CANDLES_MAX) list.splice(0, list.length - DAY_WINDOW_CANDLES_MAX);
    this.window.set(symbol, list);
  }

  private queue(stored: StoredCandle): void {
    this.pending.set(`${stored.symbol}|${stored.period}|${stored.candle.openTimeMs}`, stored);
    if (this.pending.size <= CANDLE_PENDING_MAX) return;
    const oldest = this.pending.keys().next().value;
    if (oldest !== undefined) this.pending.delete(oldest);
    this.droppedCount += 1;
  }

  currentCandle(symbol: string, period: KlinePeriod): CandleState | undefined {
    return this.current.get(key(symbol, period));
  }

  dayStats(symbol: string, lastUnits: bigint, nowMs: number): DayStats {
    return dayStats(this.window.get(symbol) ?? [], DAY_WINDOW_PERIOD_MS, lastUnits, nowMs);
  }

  /** Candles of one symbol and period not yet in the database (newer than what it holds). */
  pendingFor(symbol: string, period: KlinePeriod): CandleState[] {
    const out: CandleState[] = [];
    for (const p of this.pending.values()) if (p.symbol === symbol && p.period === period) out.push(p.candle);
    return out;
  }

  pendingCount(): number {
    return this.pending.size;
  }

  /** Removes up to `max` waiting candles for one write. */
  takePending(max: number): StoredCandle[] {
    const batch: StoredCandle[] = [];
    for (const [k, stored] of this.pending) {
      if (batch.length >= max) break;
      batch.push(stored);
      this.pending.delete(k);
    }
    return batch;
  }

  /** Puts back a batch whose write failed, unless a newer state of a candle is already waiting. */
  returnPending(batch: readonly StoredCandle[]): void {
    for (const stored of batch) {
      const k = `${stored.symbol}|${stored.period}|${stored.candle.openTimeMs}`;
      if (!this.pending.has(k)) this.pending.set(k, stored);
    }
  }

  /** The (symbol, period) pairs whose current candle changed since the last call. */
  drainChanged(): { symbol: string; period: KlinePeriod; candle: CandleState }[] {
    const out: { symbol: string; period: KlinePeriod; candle: CandleState }[] = [];
    for (const k of this.changed) {
      const candle = this.current.get(k);
      const [symbol, period] = k.split('|') as [string, KlinePeriod];
      if (candle) out.push({ symbol, period, candle });
    }
    this.changed.clear();
    return out;
  }
}
