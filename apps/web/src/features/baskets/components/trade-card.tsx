import type { BasketTrade } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Detail } from '../../../components/ui/card.tsx';
import { basketPath } from '../model/paths.ts';
import { Badge } from './basket-page.tsx';
import { SourceList } from './quote-rows.tsx';
import { useBasketFormat } from './use-basket-format.ts';

/** One purchase or redemption: what was paid or received, the units, the NAV used and the prices behind it. */
export function TradeCard({ trade }: { trade: BasketTrade }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const usdt = (value: string) => `${format.amount(value)} USDT`;
  return (
    <article className="card p-4" data-testid="baskets-trade-row" data-id={trade.id} data-side={trade.side}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            to={basketPath(trade.basket_id)}
            className="block truncate text-[15px] font-semibold hover:text-brand"
          >
            {trade.name}
          </Link>
          <p className="mt-0.5 text-xs text-mute">{format.dateTime(trade.created_at)}</p>
        </div>
        <Badge tone={trade.side === 'buy' ? 'up' : 'down'}>{t(`side.${trade.side}`)}</Badge>
      </header>
      <dl className="mt-2 grid gap-x-6 sm:grid-cols-2">
        <Detail label={t(`history.amount.${trade.side}`)}>{usdt(trade.amount)}</Detail>
        <Detail label={t('history.units')}>{format.amount(trade.units)}</Detail>
        <Detail label={t('history.nav')} testId="baskets-trade-nav">
          {usdt(trade.nav)}
        </Detail>
        <Detail label={t('history.fee')}>{usdt(trade.fee)}</Detail>
      </dl>
      {trade.sources.length > 0 && (
        <details className="mt-2 rounded-xl bg-panel-2/50 px-3 py-2">
          <summary className="cursor-pointer text-xs text-mute">
            {t('history.sources', { count: trade.sources.length })}
          </summary>
          <div className="mt-2">
            <SourceList sources={trade.sources} testId="baskets-trade-sources" />
          </div>
        </details>
      )}
    </article>
  );
}
