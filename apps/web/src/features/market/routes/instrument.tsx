import { KLINE_PERIODS, type KlinePeriod, type MarketItem, type PairQuote } from '@platform/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { KlineChart } from '../../../components/chart/kline-chart.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { formatClock, formatTradingHours, formatWeekdayDateTime, groupDecimal } from '../../../lib/format.ts';
import { storage } from '../../../lib/storage.ts';
import { useMarketDetail, useSpotSymbols } from '../api/market-api.ts';
import { ChangePill } from '../components/change-pill.tsx';
import { ClosedChip } from '../components/closed-chip.tsx';
import { LivePrice } from '../components/live-price.tsx';
import { PeriodSwitcher } from '../components/period-switcher.tsx';
import { PriceOnlyChip } from '../components/price-only-chip.tsx';
import { SimulatedBadge } from '../components/simulated-badge.tsx';
import { compactDecimal } from '../model/format.ts';
import { useLiveCandle, useLiveQuote } from '../model/live.ts';
import { seedQuotes } from '../model/quote-store.ts';
import { isPriceOnly } from '../model/sorting.ts';
import { tradeHref } from '../model/trade-link.ts';

const PERIOD_KEY = 'market.period';
/** A price older than this is shown with its weekday and date (a closed market's last close), not only its time. */
const CLOCK_ONLY_S = 12 * 60 * 60;

/** When the last price was taken: the time of day when recent, else with its weekday and date. */
function quoteTime(seconds: number, lang: string): string {
  return Date.now() / 1000 - seconds < CLOCK_ONLY_S
    ? formatClock(seconds, lang)
    : formatWeekdayDateTime(seconds, lang);
}
const DEFAULT_PERIOD: KlinePeriod = '15m';

function storedPeriod(): KlinePeriod {
  const value = storage.get(PERIOD_KEY);
  return (KLINE_PERIODS as readonly string[]).includes(value ?? '') ? (value as KlinePeriod) : DEFAULT_PERIOD;
}

function Stat({ label, value, wrap = false }: { label: string; value: string; wrap?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-xs text-mute">{label}</dt>
      <dd className={`mt-0.5 text-sm tabular-nums ${wrap ? 'break-words' : 'truncate'}`}>{value}</dd>
    </div>
  );
}

function Stats({ item, quote }: { item: MarketItem; quote: PairQuote | undefined }) {
  const { t, i18n } = useTranslation('market');
  const lang = i18n.language;
  const time = quote ? quoteTime(quote.time, lang) : '—';
  const price = (value: string | null | undefined) => (value == null ? '—' : groupDecimal(value, lang));
  return (
    <dl className="grid grid-cols-3 gap-x-4 gap-y-3 md:grid-cols-6">
      <Stat label={t('stats.high')} value={price(quote?.high)} />
      <Stat label={t('stats.low')} value={price(quote?.low)} />
      <Stat
        label={t('stats.volume')}
        value={quote ? `${compactDecimal(quote.volume)} ${item.instrument.base}` : '—'}
      />
      <Stat label={t('stats.bid')} value={price(quote?.bid)} />
      <Stat label={t('stats.ask')} value={price(quote?.ask)} />
      {/* A closed market's last price carries its day: the line may wrap rather than lose it. */}
      <Stat
        wrap
        label={t('stats.source')}
        value={quote ? `${t(`sources.${quote.source}`)} · ${time}` : '—'}
      />
    </dl>
  );
}

function Header({ item, quote }: { item: MarketItem; quote: PairQuote | undefined }) {
  const { t, i18n } = useTranslation('market');
  const i = item.instrument;
  // A crypto pair the spot market does not trade offers no Trade button, only its price.
  const priceOnly = isPriceOnly(i, useSpotSymbols());
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-xl font-semibold tracking-tight md:text-2xl" data-testid="instrument-title">
            {i.base}
            <span className="text-base font-normal text-mute">/{i.quote}</span>
          </h1>
          <ClosedChip instrument={i} />
          {/* On a phone the strip under the header says it already. */}
          <SimulatedBadge className="hidden sm:inline-flex" />
        </div>
        <p className="mt-0.5 truncate text-sm text-mute">{i.name}</p>
      </div>
      <div className="flex items-center gap-3">
        <LivePrice value={quote?.last} className="text-2xl font-semibold md:text-3xl" />
        <ChangePill percent={quote?.changePercent} />
        {priceOnly ? (
          <PriceOnlyChip />
        ) : (
          <Link
            to={tradeHref(i)}
            className="btn-primary"
            aria-label={t('tradeLabel', { symbol: i.symbol })}
            data-testid="instrument-trade"
          >
            {t('trade')}
          </Link>
        )}
      </div>
      {!i.open && (
        <p className="w-full rounded-lg bg-panel-2 px-3 py-2 text-xs text-mute" data-testid="closed-notice">
          {i.nextOpen === null
            ? t('closedNotice', { hours: formatTradingHours(i, i18n.language) })
            : t('closedNoticeOpens', {
                hours: formatTradingHours(i, i18n.language),
                time: formatWeekdayDateTime(i.nextOpen, i18n.language),
              })}
        </p>
      )}
    </div>
  );
}

export function Component() {
  const { t, i18n } = useTranslation('market');
  const symbol = useParams().symbol ?? '';
  const detail = useMarketDetail(symbol);
  const live = useLiveQuote(symbol);
  const [period, setPeriod] = useState<KlinePeriod>(storedPeriod);
  const candle = useLiveCandle(symbol, period);
  useEffect(() => {
    if (detail.data?.quote) seedQuotes([detail.data.quote], detail.data.quote.source === 'simulated');
  }, [detail.data]);
  const choose = (p: KlinePeriod) => {
    setPeriod(p);
    storage.set(PERIOD_KEY, p);
  };
  return (
    <Page wide>
      <Link to="/market" className="mb-3 inline-flex items-center gap-1 text-sm text-mute hover:text-ink">
        <span aria-hidden="true">‹</span> {t('back')}
      </Link>
      {detail.isPending ? (
        <LoadingBlock lines={6} />
      ) : detail.isError ? (
        <ErrorBlock onRetry={() => void detail.refetch()} />
      ) : (
        <div className="space-y-4">
          <Header item={detail.data} quote={live ?? detail.data.quote ?? undefined} />
          <Stats item={detail.data} quote={live ?? detail.data.quote ?? undefined} />
          <section className="card overflow-hidden p-2 md:p-4">
            <PeriodSwitcher value={period} onChange={choose} />
            <div className="mt-2">
              <KlineChart
                symbol={symbol}
                period={period}
                scales={{
                  priceScale: detail.data.instrument.priceScale,
                  quantityScale: detail.data.instrument.quantityScale,
                }}
                live={candle}
                texts={{
                  label: t('chart.label', { symbol }),
                  empty: t('chart.empty'),
                  failed: t('chart.failed'),
                }}
                className="h-[340px] w-full md:h-[460px]"
              />
            </div>
          </section>
          <p className="text-xs text-mute">
            {t('hoursLine', { hours: formatTradingHours(detail.data.instrument, i18n.language) })}
          </p>
        </div>
      )}
    </Page>
  );
}
