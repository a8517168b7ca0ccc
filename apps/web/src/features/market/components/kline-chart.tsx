import type { Candle, KlinePage, KlinePeriod } from '@platform/contract';
import { parseUnits, toChartNumber } from '@platform/money';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { bcp47 } from '../../../lib/lang.ts';
import { KLINE_FIRST_PAGE } from '../api/market-api.ts';
import { openChartSocket } from '../model/live.ts';
import { onKline } from '../model/quote-store.ts';

/** Theme colours of index.css, which the canvas cannot read from CSS classes. */
const COLORS = { up: '#16c784', down: '#ea3943', text: '#8a93a6', grid: '#1b2130', line: '#262d3d' };
/** When fewer bars than this are left of the visible range, the previous page loads. */
const LOAD_MORE_MARGIN_BARS = 20;
const INTRADAY: readonly KlinePeriod[] = ['1m', '5m', '15m', '30m', '1h', '4h'];

interface Scales {
  priceScale: number;
  quantityScale: number;
}

function bar(c: Candle, s: Scales) {
  const price = (v: string) => toChartNumber(parseUnits(v, s.priceScale), s.priceScale);
  return {
    time: c.time as UTCTimestamp,
    open: price(c.open),
    high: price(c.high),
    low: price(c.low),
    close: price(c.close),
  };
}

function volumeBar(c: Candle, s: Scales) {
  const up = c.close >= c.open;
  return {
    time: c.time as UTCTimestamp,
    value: toChartNumber(parseUnits(c.volume, s.quantityScale), s.quantityScale),
    color: up ? `${COLORS.up}66` : `${COLORS.down}66`,
  };
}

function makeChart(el: HTMLElement, period: KlinePeriod, s: Scales, lang: string) {
  const chart = createChart(el, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: COLORS.text },
    grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
    rightPriceScale: { borderColor: COLORS.line },
    timeScale: { borderColor: COLORS.line, timeVisible: INTRADAY.includes(period), secondsVisible: false },
    localization: { locale: lang },
  });
  const candles = chart.addSeries(CandlestickSeries, {
    upColor: COLORS.up,
    downColor: COLORS.down,
    borderVisible: false,
    wickUpColor: COLORS.up,
    wickDownColor: COLORS.down,
    priceFormat: { type: 'price', precision: s.priceScale, minMove: 1 / 10 ** s.priceScale },
  });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: '',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
  return { chart, candles, volume };
}

interface Loaded {
  bars: Candle[];
  next: number | null;
  loading: boolean;
}

/** Loads the page before `before` and draws everything known so far. */
async function loadPage(
  symbol: string,
  period: KlinePeriod,
  state: Loaded,
  draw: (first: boolean) => void,
  before?: number,
): Promise<void> {
  state.loading = true;
  const page = await api.get<KlinePage>('getKline', {
    symbol,
    period,
    limit: KLINE_FIRST_PAGE,
    ...(before ? { before } : {}),
  });
  const known = new Set(state.bars.map((b) => b.time));
  state.bars = [...page.candles.filter((c) => !known.has(c.time)), ...state.bars];
  state.next = page.next;
  state.loading = false;
  draw(before === undefined);
}

/** Draws one series refresh: the whole history, then the chart's status for tests and screen readers. */
function drawAll(
  series: { candles: ISeriesApi<'Candlestick'>; volume: ISeriesApi<'Histogram'> },
  state: Loaded,
  s: Scales,
) {
  series.candles.setData(state.bars.map((c) => bar(c, s)));
  series.volume.setData(state.bars.map((c) => volumeBar(c, s)));
}

/**
 * The K-line chart of one instrument and period: history from getKline (older pages load as the
 * user scrolls back) and the live candle from the market socket.
 */
export function KlineChart({
  symbol,
  period,
  scales,
}: {
  symbol: string;
  period: KlinePeriod;
  scales: Scales;
}) {
  const { t, i18n } = useTranslation('market');
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState({ count: 0, close: '', failed: false });
  const lang = bcp47(i18n.language as Parameters<typeof bcp47>[0]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const s: Scales = { priceScale: scales.priceScale, quantityScale: scales.quantityScale };
    const { chart, candles, volume } = makeChart(el, period, s, lang);
    const state: Loaded = { bars: [], next: null, loading: false };
    let alive = true;
    const draw = (first: boolean) => {
      if (!alive) return;
      drawAll({ candles, volume }, state, s);
      // The first page fills the width; older pages keep the user's view where it was.
      if (first) chart.timeScale().fitContent();
      setStatus({ count: state.bars.length, close: state.bars.at(-1)?.close ?? '', failed: false });
    };
    const fail = () => alive && setStatus((v) => ({ ...v, failed: true }));
    loadPage(symbol, period, state, draw).catch(fail);
    const socket = openChartSocket(symbol, period);
    const stopLive = onKline((m) => {
      const last = state.bars.at(-1);
      if (!alive || m.symbol !== symbol || m.period !== period || state.loading) return;
      if (last && m.candle.time < last.time) return;
      if (last?.time === m.candle.time) state.bars[state.bars.length - 1] = m.candle;
      else state.bars.push(m.candle);
      candles.update(bar(m.candle, s));
      volume.update(volumeBar(m.candle, s));
      setStatus({ count: state.bars.length, close: m.candle.close, failed: false });
    });
    const onRange = (range: { from: number } | null) => {
      if (!range || state.loading || state.next === null || range.from > LOAD_MORE_MARGIN_BARS) return;
      loadPage(symbol, period, state, draw, state.next).catch(fail);
    };
    chart.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    return () => {
      alive = false;
      stopLive();
      socket.close();
      chart.remove();
    };
  }, [symbol, period, scales.priceScale, scales.quantityScale, lang]);
  return (
    <div className="relative">
      <div
        ref={box}
        role="img"
        aria-label={t('chart.label', { symbol })}
        data-testid="kline-chart"
        data-candles={status.count}
        data-last-close={status.close}
        className="h-[340px] w-full md:h-[460px]"
      />
      {status.count === 0 && (
        <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-mute">
          {status.failed ? t('chart.failed') : t('chart.empty')}
        </p>
      )}
    </div>
  );
}
