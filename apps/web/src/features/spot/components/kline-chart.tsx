import type { Candle, KlinePage, KlinePeriod } from '@platform/contract';
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
import { api } from '../../../lib/api.ts';
import { tagOf } from '../../../lib/format.ts';
import type { SpotLive } from '../api/spot-live.ts';

/** The periods this screen offers; the market screen has the full list. */
export const CHART_PERIODS = ['1m', '15m', '1h', '1d'] as const satisfies readonly KlinePeriod[];
export type ChartPeriod = (typeof CHART_PERIODS)[number];
/** Candles loaded when the chart opens. */
const CANDLES_FIRST_PAGE = 300;
/** Theme colours of index.css, which the canvas cannot read from CSS classes. */
const COLORS = { up: '#16c784', down: '#ea3943', text: '#8a93a6', grid: '#1b2130', line: '#262d3d' };

interface Scales {
  priceScale: number;
  quantityScale: number;
}

interface Drawn {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  volume: ISeriesApi<'Histogram'>;
  lastTime: number | null;
}

/** The chart's numbers: the one lossy conversion the money rules allow (toChartNumber). */
function bars(c: Candle, s: Scales) {
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

function makeChart(el: HTMLElement, period: ChartPeriod, s: Scales, locale: string): Drawn {
  const chart = createChart(el, {
    autoSize: true,
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: COLORS.text },
    grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
    rightPriceScale: { borderColor: COLORS.line },
    timeScale: { borderColor: COLORS.line, timeVisible: period !== '1d', secondsVisible: false },
    localization: { locale },
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
  return { chart, candles, volume, lastTime: null };
}

/** The period tabs above the chart. */
export function PeriodTabs({ value, onChange }: { value: ChartPeriod; onChange: (p: ChartPeriod) => void }) {
  const { t } = useTranslation('spot');
  return (
    <div role="tablist" aria-label={t('chart.periods')} className="flex gap-1">
      {CHART_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={value === p}
          data-testid={`spot-period-${p}`}
          onClick={() => onChange(p)}
          className={`rounded-md px-2.5 py-1 text-xs whitespace-nowrap ${value === p ? 'bg-panel-2 font-semibold text-brand' : 'text-mute hover:text-ink'}`}
        >
          {t(`chart.period.${p}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * A K-line chart of one market and period: the latest candles from getKline, then the live candle
 * from the screen's market-socket connection.
 */
export function KlineChart({
  symbol,
  period,
  scales,
  live,
}: {
  symbol: string;
  period: ChartPeriod;
  scales: Scales;
  live: SpotLive['candle'];
}) {
  const { t, i18n } = useTranslation('spot');
  const box = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const [status, setStatus] = useState<'loading' | 'empty' | 'failed' | 'ready'>('loading');
  const locale = tagOf(i18n.language);
  const { priceScale, quantityScale } = scales;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const s = { priceScale, quantityScale };
    const d = makeChart(el, period, s, locale);
    let alive = true;
    setStatus('loading');
    api
      .get<KlinePage>('getKline', { symbol, period, limit: CANDLES_FIRST_PAGE })
      .then((page) => {
        if (!alive) return;
        const drawnBars = page.candles.map((c) => bars(c, s));
        d.candles.setData(drawnBars.map((b) => b.candle));
        d.volume.setData(drawnBars.map((b) => b.volume));
        d.chart.timeScale().fitContent();
        d.lastTime = page.candles.at(-1)?.time ?? null;
        drawn.current = d;
        setStatus(page.candles.length > 0 ? 'ready' : 'empty');
      })
      .catch(() => alive && setStatus('failed'));
    return () => {
      alive = false;
      drawn.current = null;
      d.chart.remove();
    };
  }, [symbol, period, priceScale, quantityScale, locale]);

  useEffect(() => {
    const d = drawn.current;
    if (!d || !live || live.symbol !== symbol || live.period !== period) return;
    // An update older than the last drawn candle would be refused by the chart.
    if (d.lastTime !== null && live.candle.time < d.lastTime) return;
    const b = bars(live.candle, { priceScale, quantityScale });
    d.candles.update(b.candle);
    d.volume.update(b.volume);
    d.lastTime = live.candle.time;
    setStatus('ready');
  }, [live, symbol, period, priceScale, quantityScale]);

  return (
    <div className="relative">
      <div
        ref={box}
        role="img"
        aria-label={t('chart.label', { symbol })}
        data-testid="spot-chart"
        data-status={status}
        className="h-[300px] w-full lg:h-[380px]"
      />
      {(status === 'empty' || status === 'failed') && (
        <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-mute">
          {status === 'failed' ? t('chart.failed') : t('chart.empty')}
        </p>
      )}
    </div>
  );
}
