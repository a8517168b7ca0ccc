import {
  AreaSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { tagOf } from '../../../lib/format.ts';
import { chartPoints } from '../model/figures.ts';

/** Theme colours of index.css, which the canvas cannot read from CSS classes. */
const COLORS = {
  line: '#f0b90b',
  top: 'rgba(240,185,11,0.28)',
  bottom: 'rgba(240,185,11,0.02)',
  text: '#9aa3b5',
  grid: '#1b2130',
  border: '#262d3d',
};
/** NAVs are read to 6 decimals on the axis and the crosshair. */
const NAV_DECIMALS = 6;

/**
 * The NAV per unit over time, one point a minute, as an area chart drawn with the app's chart
 * library. `data-points` and `data-last` say what is drawn, for tests and for anyone inspecting it.
 */
export function NavChart({
  history,
  label,
  empty,
}: {
  history: readonly { time: number; nav: string }[];
  label: string;
  empty: string;
}) {
  const { i18n } = useTranslation();
  const box = useRef<HTMLElement>(null);
  const series = useRef<{ chart: IChartApi; area: ISeriesApi<'Area'> } | null>(null);
  const locale = tagOf(i18n.language);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: NAV_DECIMALS,
      maximumFractionDigits: NAV_DECIMALS,
    });
    const chart = createChart(el, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: COLORS.text },
      grid: { vertLines: { color: COLORS.grid }, horzLines: { color: COLORS.grid } },
      rightPriceScale: { borderColor: COLORS.border },
      // Times of day between the dates, as a week of minutes has both.
      timeScale: { borderColor: COLORS.border, timeVisible: true, secondsVisible: false },
      localization: { locale },
      handleScroll: false,
      handleScale: false,
    });
    const area = chart.addSeries(AreaSeries, {
      lineColor: COLORS.line,
      topColor: COLORS.top,
      bottomColor: COLORS.bottom,
      lineWidth: 2,
      // Chart numbers already (toChartNumber); formatting them for the axis loses nothing more.
      priceFormat: {
        type: 'custom',
        formatter: (p: number) => format.format(p),
        minMove: 10 ** -NAV_DECIMALS,
      },
    });
    series.current = { chart, area };
    return () => {
      series.current = null;
      chart.remove();
    };
  }, [locale]);

  const points = chartPoints(history);
  const key = `${points.length}:${points.at(-1)?.time ?? 0}:${points.at(-1)?.value ?? 0}:${points[0]?.time ?? 0}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the points change, named by `key`
  useEffect(() => {
    const drawn = series.current;
    if (!drawn) return;
    drawn.area.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: p.value })));
    drawn.chart.timeScale().fitContent();
  }, [key, locale]);

  return (
    <div className="relative">
      <figure
        ref={box}
        aria-label={label}
        data-testid="baskets-nav-chart"
        data-points={points.length}
        data-last={history.at(-1)?.nav ?? ''}
        className="h-[220px] w-full md:h-[280px]"
      ></figure>
      {points.length === 0 && (
        <p className="pointer-events-none absolute inset-0 grid place-items-center text-sm text-mute">
          {empty}
        </p>
      )}
    </div>
  );
}
