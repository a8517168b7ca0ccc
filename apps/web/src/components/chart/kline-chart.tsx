import { type Candle, KLINE_PAGE_DEFAULT, type KlinePeriod } from '@platform/contract';
import { parseUnits, toChartNumber } from '@platform/money';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import { tagOf } from '../../lib/format.ts';

/**
 * The one K-line chart of the app (the market, spot and contract screens). History comes from
 * getKline, a page at a time as the user scrolls back; the live candle comes from the screen's
 * own market-socket connection, passed in as `live`. Texts come from the screen, so each keeps
 * its own words.
 */

/** Theme colours of index.css, which the canvas cannot read from CSS classes. */
const COLORS = { up: '#16c784', down: '#ff6474', text: '#9aa3b5', grid: '#1b2130', line: '#262d3d' };
/** When fewer bars than this are left of the visible range, the previous page loads. */
const LOAD_MORE_MARGIN_BARS = 20;
const INTRADAY: readonly KlinePeriod[] = ['1m', '5m', '15m', '30m', '1h', '4h'];

export interface ChartScales {
  priceScale: number;
  quantityScale: number;
}

/** The candle of the current bucket as the market socket pushes it. */
export interface LiveCandle {
  symbol: string;
  period: KlinePeriod;
  candle: Candle;
}

export interface ChartTexts {
  label: string;
  empty: string;
  failed: string;
}

interface Drawn {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  /** Everything drawn, oldest first. */
  bars: Candle[];
  /** `before` of the previous page; null once the first candle is drawn. */
  next: number | null;
  loading: boolean;
}

interface Status {
  state: 'loading' | 'empty' | 'failed' | 'ready';
  count: number;
  close: string;
}

/** The chart's numbers: the one lossy conversion the money rules allow (toChartNumber). */
function bars(c: Candle, s: ChartScales) {
  const price = (v: string) => toChartNumber(parseUnits(v, s.priceScale), s.priceScale);
  const time = c.time as UTCTimestamp;
  const up = c.close >= c.open;
  return {
    candle: { time, open: price(c.open), high: price(c.high), low: price(c.low), close: price(c.close) },
    volume: {
      time,
      value: toChartNumber(parseUnits(c.volume, s.quantityScale), s.quantityScale),
      color: up ? `${COLORS.up}66` : `${COLORS.down}66`,
    },
  };
}

function axisPriceFormat(locale: string, decimals: number): (price: number) => string {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return (price) => format.format(price);
}

function makeChart(el: HTMLElement, period: KlinePeriod, s: ChartScales, locale: string): Drawn {
  const chart = createChart(el, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: COLORS.text },
    grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
    rightPriceScale: { borderColor: COLORS.line },
    timeScale: { borderColor: COLORS.line, timeVisible: INTRADAY.includes(period), secondsVisible: false },
    localization: { locale },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: COLORS.up,
    downColor: COLORS.down,
    borderVisible: false,
    wickUpColor: COLORS.up,
    wickDownColor: COLORS.down,
    // The axis and crosshair read prices with the language's grouping (67,233.05), like the rest of
    // the app; these are chart numbers already, so formatting them adds no further loss.
    priceFormat: {
      type: 'custom',
      formatter: axisPriceFormat(locale, s.priceScale),
      minMove: 1 / 10 ** s.priceScale,
    },
  });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: '',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
  return { chart, candles, volume, bars: [], next: null, loading: false };
}

/** Draws the whole history again (after a page arrives). */
function drawAll(d: Drawn, s: ChartScales): void {
  const drawn = d.bars.map((c) => bars(c, s));
  d.candles.setData(drawn.map((b) => b.candle));
  d.volume.setData(drawn.map((b) => b.volume));
}

/** Adds or replaces the latest candle; false for one older than the last drawn (the chart refuses those). */
function drawLive(d: Drawn, c: Candle, s: ChartScales): boolean {
  const last = d.bars.at(-1);
  if (last && c.time < last.time) return false;
  if (last?.time === c.time) d.bars[d.bars.length - 1] = c;
  else d.bars.push(c);
  const b = bars(c, s);
  d.candles.update(b.candle);
  d.volume.update(b.volume);
  return true;
}

const statusOf = (d: Drawn): Status => ({
  state: d.bars.length > 0 ? 'ready' : 'empty',
  count: d.bars.length,
  close: d.bars.at(-1)?.close ?? '',
});

/**
 * A K-line chart of one instrument and period. `data-status`, `data-candles` and `data-last-close`
 * say what is drawn, for tests and for anyone inspecting the page.
 */
export function KlineChart({
  symbol,
  period,
  scales,
  live,
  texts,
  testId = 'kline-chart',
  className = 'h-[300px] w-full lg:h-[380px]',
}: {
  symbol: string;
  period: KlinePeriod;
  scales: ChartScales;
  live: LiveCandle | undefined;
  texts: ChartTexts;
  testId?: string;
  /** Height classes of the drawing area. */
  className?: string;
}) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLElement>(null);
  const drawn = useRef<Drawn | null>(null);
  // The live candle that arrived while the first page was loading is drawn once it lands.
  const latest = useRef<LiveCandle | undefined>(undefined);
  const [status, setStatus] = useState<Status>({ state: 'loading', count: 0, close: '' });
  const locale = tagOf(i18n.language);
  const { priceScale, quantityScale } = scales;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const s = { priceScale, quantityScale };
    const d = makeChart(el, period, s, locale);
    let alive = true;
    setStatus({ state: 'loading', count: 0, close: '' });
    const load = async (before?: number) => {
      d.loading = true;
      const page = await api.call('getKline', {
        symbol,
        period,
        limit: KLINE_PAGE_DEFAULT,
        ...(before ? { before } : {}),
      });
      if (!alive) return;
      const known = new Set(d.bars.map((b) => b.time));
      d.bars = [...page.candles.filter((c) => !known.has(c.time)), ...d.bars];
      d.next = page.next;
      d.loading = false;
      drawAll(d, s);
      if (before === undefined) {
        // The first page fills the width; older pages keep the user's view where it was.
        d.chart.timeScale().fitContent();
        drawn.current = d;
        const waiting = latest.current;
        if (waiting && waiting.symbol === symbol && waiting.period === period) drawLive(d, waiting.candle, s);
      }
      setStatus(statusOf(d));
    };
    const fail = () => {
      if (!alive) return;
      d.loading = false;
      setStatus((v) => (v.count > 0 ? v : { ...v, state: 'failed' }));
    };
    load().catch(fail);
    const onRange = (range: { from: number } | null) => {
      if (!range || d.loading || d.next === null || range.from > LOAD_MORE_MARGIN_BARS) return;
      load(d.next).catch(fail);
    };
    d.chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    return () => {
      alive = false;
      drawn.current = null;
      d.chart.remove();
    };
  }, [symbol, period, priceScale, quantityScale, locale]);

  useEffect(() => {
    latest.current = live;
    const d = drawn.current;
    if (!d || !live || live.symbol !== symbol || live.period !== period) return;
    if (drawLive(d, live.candle, { priceScale, quantityScale })) setStatus(statusOf(d));
  }, [live, symbol, period, priceScale, quantityScale]);

  return (
    <div className="relative">
      {/* A figure, not an image: the chart library puts controls of its own inside. */}
      <figure
        ref={box}
        aria-label={texts.label}
        data-testid={testId}
        data-status={status.state}
        data-candles={status.count}
        data-last-close={status.close}
        className={className}
      ></figure>
      {(status.state === 'empty' || status.state === 'failed') && (
        <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-mute">
          {status.state === 'failed' ? texts.failed : texts.empty}
        </p>
      )}
    </div>
  );
}
