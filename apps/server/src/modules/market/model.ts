import type { FeedSource, FieldMessage, KlinePeriod, MarketCategory } from '@platform/contract';
import { divRound, formatUnits, max, min, parseDecimal } from '@platform/money';
import type { TradingHours } from './trading-hours.ts';

/**
 * Pure rules of market data: candle buckets (UTC), merging ticks into candles, 24-hour statistics
 * and tick validation. No clock, no I/O: times arrive as arguments.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday; weeks start on Monday 00:00 UTC, four days later. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

const FIXED_PERIOD_MS: Partial<Record<KlinePeriod, number>> = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '1d': DAY_MS,
};

/** Start of the UTC bucket of `period` that holds `timeMs`. */
export function bucketStart(period: KlinePeriod, timeMs: number): number {
  const fixed = FIXED_PERIOD_MS[period];
  if (fixed !== undefined) return Math.floor(timeMs / fixed) * fixed;
  if (period === '1w') return Math.floor((timeMs - FIRST_MONDAY_MS) / WEEK_MS) * WEEK_MS + FIRST_MONDAY_MS;
  const date = new Date(timeMs);
  if (period === '1M') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  return Date.UTC(date.getUTCFullYear(), 0, 1);
}

/** Start of the bucket after the one that starts at `startMs`. */
export function nextBucketStart(period: KlinePeriod, startMs: number): number {
  const fixed = FIXED_PERIOD_MS[period];
  if (fixed !== undefined) return startMs + fixed;
  if (period === '1w') return startMs + WEEK_MS;
  const date = new Date(startMs);
  if (period === '1M') return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return Date.UTC(date.getUTCFullYear() + 1, 0, 1);
}

/** A price observation from a feed. Prices are units of the instrument's price scale. */
export interface Tick {
  symbol: string;
  priceUnits: bigint;
  bidUnits: bigint | null;
  askUnits: bigint | null;
  /** Quantity traded with this tick, in units of the quantity scale (0 for quote-only ticks). */
  volumeUnits: bigint;
  timeMs: number;
  source: FeedSource;
}

export interface CandleState {
  openTimeMs: number;
  openUnits: bigint;
  highUnits: bigint;
  lowUnits: bigint;
  closeUnits: bigint;
  volumeUnits: bigint;
  tickCount: number;
  /** Source of the latest tick merged in, so a stored candle says where its close came from. */
  source: FeedSource;
}

/** The candle after `tick`: a new one when the tick opens a new bucket, else the merged one. */
export function mergeTick(current: CandleState | undefined, openTimeMs: number, tick: Tick): CandleState {
  if (!current || current.openTimeMs !== openTimeMs) {
    return {
      openTimeMs,
      openUnits: tick.priceUnits,
      highUnits: tick.priceUnits,
      lowUnits: tick.priceUnits,
      closeUnits: tick.priceUnits,
      volumeUnits: tick.volumeUnits,
      tickCount: 1,
      source: tick.source,
    };
  }
  return {
    openTimeMs,
    openUnits: current.openUnits,
    highUnits: max(current.highUnits, tick.priceUnits),
    lowUnits: min(current.lowUnits, tick.priceUnits),
    closeUnits: tick.priceUnits,
    volumeUnits: current.volumeUnits + tick.volumeUnits,
    tickCount: current.tickCount + 1,
    source: tick.source,
  };
}

/** Merges a finer candle into a coarser one (used to build history from generated candles). */
export function mergeCandle(
  current: CandleState | undefined,
  openTimeMs: number,
  c: CandleState,
): CandleState {
  if (!current || current.openTimeMs !== openTimeMs) return { ...c, openTimeMs };
  return {
    openTimeMs,
    openUnits: current.openUnits,
    highUnits: max(current.highUnits, c.highUnits),
    lowUnits: min(current.lowUnits, c.lowUnits),
    closeUnits: c.closeUnits,
    volumeUnits: current.volumeUnits + c.volumeUnits,
    tickCount: current.tickCount + c.tickCount,
    source: c.source,
  };
}

export interface DayStats {
  openUnits: bigint;
  highUnits: bigint;
  lowUnits: bigint;
  volumeUnits: bigint;
}

/**
 * Statistics of the last 24 hours from the candles of one symbol (any period up to an hour,
 * oldest first): the open is the first candle's open inside the window. Without candles in the
 * window the last price stands for all three and the volume is zero.
 */
export function dayStats(
  candles: readonly CandleState[],
  periodMs: number,
  lastUnits: bigint,
  nowMs: number,
) {
  const windowStart = nowMs - DAY_MS;
  let stats: DayStats | undefined;
  for (const c of candles) {
    if (c.openTimeMs + periodMs <= windowStart || c.openTimeMs > nowMs) continue;
    stats = stats
      ? {
          openUnits: stats.openUnits,
          highUnits: max(stats.highUnits, c.highUnits),
          lowUnits: min(stats.lowUnits, c.lowUnits),
          volumeUnits: stats.volumeUnits + c.volumeUnits,
        }
      : { openUnits: c.openUnits, highUnits: c.highUnits, lowUnits: c.lowUnits, volumeUnits: c.volumeUnits };
  }
  return stats ?? { openUnits: lastUnits, highUnits: lastUnits, lowUnits: lastUnits, volumeUnits: 0n };
}

/** Change in percent with two decimals; half up, so a displayed change never hides a half step. */
export function percentChange(lastUnits: bigint, openUnits: bigint): string {
  if (openUnits <= 0n) return '0.00';
  const basisPoints = divRound((lastUnits - openUnits) * 10_000n, openUnits, 'halfUp');
  return formatUnits(basisPoints, 2);
}

/** What an instrument needs for validation and display; the catalogue row in memory. */
export interface InstrumentSpec {
  symbol: string;
  category: MarketCategory;
  base: string;
  quote: string;
  names: Record<string, string>;
  priceScale: number;
  quantityScale: number;
  hours: TradingHours;
  enabled: boolean;
  sort: number;
  /** Where the simulated walk starts when there is no history, and what it drifts back to. */
  referencePriceUnits: bigint;
}

export interface TickInput {
  price: string;
  bid?: string | undefined;
  ask?: string | undefined;
  volume?: string | undefined;
  time?: number | undefined;
}

export interface FieldProblem {
  field: string;
  key: FieldMessage;
  params?: Record<string, string>;
}

/** How far a pushed tick's time may differ from the server's clock. */
export const TICK_CLOCK_SKEW_MAX_MS = 5_000;

type UnitsResult = { units: bigint } | { problem: FieldProblem };

/** A positive amount at `scale`, or the field problem a person would see. */
function positiveUnits(text: string, scale: number, field: string, allowZero: boolean): UnitsResult {
  const parsed = parseDecimal(text, scale);
  const smallest = formatUnits(allowZero ? 0n : 1n, scale);
  if (!parsed.ok) {
    if (parsed.reason === 'TOO_MANY_DECIMALS') return { problem: { field, key: 'tooManyDecimals' } };
    if (parsed.reason === 'NEGATIVE')
      return { problem: { field, key: 'tooSmall', params: { min: smallest } } };
    return { problem: { field, key: parsed.reason === 'EMPTY' ? 'required' : 'notNumber' } };
  }
  if (!allowZero && parsed.units <= 0n)
    return { problem: { field, key: 'tooSmall', params: { min: smallest } } };
  return { units: parsed.units };
}

/**
 * Checks a pushed tick against its instrument in order of precedence (price, bid, ask, volume,
 * time) and returns the tick or every problem found, each named by its field.
 */
export function validateTick(
  input: TickInput,
  spec: InstrumentSpec,
  nowMs: number,
  prefix: string,
): { tick: Tick } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const read = (text: string | undefined, scale: number, field: string, allowZero: boolean) => {
    if (text === undefined) return null;
    const result = positiveUnits(text, scale, `${prefix}.${field}`, allowZero);
    if ('problem' in result) {
      problems.push(result.problem);
      return null;
    }
    return result.units;
  };
  const price = read(input.price, spec.priceScale, 'price', false);
  const bid = read(input.bid, spec.priceScale, 'bid', false);
  const ask = read(input.ask, spec.priceScale, 'ask', false);
  const volume = read(input.volume, spec.quantityScale, 'volume', true);
  if (bid !== null && ask !== null && bid > ask) problems.push({ field: `${prefix}.ask`, key: 'invalid' });
  const timeMs = input.time ?? nowMs;
  if (Math.abs(timeMs - nowMs) > TICK_CLOCK_SKEW_MAX_MS)
    problems.push({ field: `${prefix}.time`, key: 'invalid' });
  if (problems.length > 0 || price === null) return { problems };
  const tick: Tick = {
    symbol: spec.symbol,
    priceUnits: price,
    bidUnits: bid,
    askUnits: ask,
    volumeUnits: volume ?? 0n,
    timeMs,
    source: 'push',
  };
  return { tick };
}
