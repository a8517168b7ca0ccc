import type { Candle, Instrument, KlinePeriod, Lang, PairQuote } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { seconds } from '../../platform/clock.ts';
import type { CandleState, DayStats, InstrumentSpec } from './model.ts';
import { percentChange } from './model.ts';
import type { BoardEntry } from './quote-board.ts';
import { hoursLabel, hoursSchedule, isTradingOpen, nextOpening } from './trading-hours.ts';

/** Wire shapes of market data: decimal strings at the instrument's scales, times in seconds. */

export function instrumentDto(spec: InstrumentSpec, lang: Lang, nowMs: number): Instrument {
  const opening = nextOpening(spec.hours, nowMs);
  return {
    symbol: spec.symbol,
    category: spec.category,
    base: spec.base,
    quote: spec.quote,
    name: spec.names[lang] ?? spec.names.en ?? spec.symbol,
    priceScale: spec.priceScale,
    quantityScale: spec.quantityScale,
    open: isTradingOpen(spec.hours, nowMs),
    hours: hoursLabel(spec.hours),
    schedule: hoursSchedule(spec.hours),
    nextOpen: opening === null ? null : seconds(opening),
  };
}

export function quoteDto(spec: InstrumentSpec, entry: BoardEntry, stats: DayStats): PairQuote {
  const price = (units: bigint) => formatUnits(units, spec.priceScale);
  return {
    symbol: spec.symbol,
    last: price(entry.lastUnits),
    bid: entry.bidUnits === null ? null : price(entry.bidUnits),
    ask: entry.askUnits === null ? null : price(entry.askUnits),
    open: price(stats.openUnits),
    high: price(stats.highUnits > entry.lastUnits ? stats.highUnits : entry.lastUnits),
    low: price(stats.lowUnits < entry.lastUnits ? stats.lowUnits : entry.lastUnits),
    change: price(entry.lastUnits - stats.openUnits),
    changePercent: percentChange(entry.lastUnits, stats.openUnits),
    volume: formatUnits(stats.volumeUnits, spec.quantityScale),
    time: seconds(entry.timeMs),
    source: entry.source,
  };
}

export function candleDto(spec: InstrumentSpec, c: CandleState): Candle {
  const price = (units: bigint) => formatUnits(units, spec.priceScale);
  return {
    time: seconds(c.openTimeMs),
    open: price(c.openUnits),
    high: price(c.highUnits),
    low: price(c.lowUnits),
    close: price(c.closeUnits),
    volume: formatUnits(c.volumeUnits, spec.quantityScale),
  };
}

export function klineMessageOf(spec: InstrumentSpec, period: KlinePeriod, c: CandleState) {
  return { type: 'kline' as const, symbol: spec.symbol, period, candle: candleDto(spec, c) };
}
