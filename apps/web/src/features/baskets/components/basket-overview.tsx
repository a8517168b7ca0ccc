import type { BasketDetail } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { historyChangeHundredths } from '../model/figures.ts';
import { HISTORY_HOURS, type HistoryHours } from '../model/paths.ts';
import { TONE_TEXT } from './basket-page.tsx';
import { NavChart } from './nav-chart.tsx';
import { useBasketFormat } from './use-basket-format.ts';

/**
 * The basket's value per unit now, when it was measured, and its history over an hour, a day or a
 * week. While a component's market is closed the basket cannot be traded: said here with the
 * closed markets' hours.
 */
export function BasketOverview({
  live,
  history,
  hours,
  onHours,
}: {
  /** The basket as last read (every few seconds). */
  live: BasketDetail;
  /** The NAV history of the span chosen. */
  history: BasketDetail['history'];
  hours: HistoryHours;
  onHours: (hours: HistoryHours) => void;
}) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const { basket } = live;
  const change = historyChangeHundredths(history);
  const changeTone = change === null || change === 0n ? 'flat' : change > 0n ? 'up' : 'down';
  const closed = basket.components.filter((c) => !c.open);
  return (
    <Card testId="baskets-overview">
      <h2 className="text-[15px] font-semibold">{basket.name}</h2>
      {basket.description && <p className="mt-1 text-sm leading-6 text-ink/85">{basket.description}</p>}
      <div className="mt-3">
        <p className="text-xs text-mute">{t('nav.perUnit')}</p>
        <p className="text-2xl font-semibold tabular-nums md:text-3xl" data-testid="baskets-nav">
          {basket.nav.nav === null ? '—' : format.amount(basket.nav.nav)}
          <span className="ml-1 text-sm font-normal text-mute">USDT</span>
        </p>
        <p className="text-xs text-mute" data-testid="baskets-nav-time">
          {basket.nav.time === null
            ? t('nav.noPrice')
            : t('nav.asOf', { time: format.when(basket.nav.time) })}
          {change !== null && (
            <span className={`ml-2 ${TONE_TEXT[changeTone]}`}>
              {change > 0n ? '+' : change < 0n ? '−' : ''}
              {format.hundredths(change < 0n ? -change : change)}% · {t(`chart.span.${hours}`)}
            </span>
          )}
        </p>
      </div>
      {!basket.nav.open && (
        <div className="mt-3">
          <Notice tone="warn" testId="baskets-market-closed">
            <p>{t('market.closedNotice')}</p>
            <ul className="mt-1 list-disc pl-5 text-ink/85">
              {closed.map((c) => (
                <li key={c.symbol}>
                  {c.symbol}: {c.hours}
                </li>
              ))}
            </ul>
            {basket.nav.next_open !== null && (
              <p className="mt-1" data-testid="baskets-reopens">
                {t('market.reopens', { time: format.opening(basket.nav.next_open) })}
              </p>
            )}
          </Notice>
        </div>
      )}
      <div className="mt-4 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold">{t('chart.title')}</h3>
        <div role="tablist" aria-label={t('chart.spans')} className="flex gap-1">
          {HISTORY_HOURS.map((h) => (
            <button
              key={h}
              type="button"
              role="tab"
              aria-selected={hours === h}
              data-testid={`baskets-hours-${h}`}
              onClick={() => onHours(h)}
              className={`rounded-md px-2.5 py-1 text-xs whitespace-nowrap ${hours === h ? 'bg-panel-2 font-semibold text-brand' : 'text-mute hover:text-ink'}`}
            >
              {t(`chart.button.${h}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-2">
        <NavChart
          history={history}
          label={t('chart.label', { name: basket.name })}
          empty={t('chart.empty')}
        />
      </div>
    </Card>
  );
}
