import type { BasketView } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { basketPath } from '../model/paths.ts';
import { Badge } from './basket-page.tsx';
import { useBasketFormat } from './use-basket-format.ts';

/**
 * The baskets side by side (low-risk and balanced), each with its NAV now; the one on screen is
 * marked, the others are links to their own address.
 */
export function BasketPicker({
  baskets,
  selectedId,
}: {
  baskets: readonly BasketView[];
  selectedId: number;
}) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const ordered = [...baskets].sort((a, b) => (a.risk === b.risk ? a.id - b.id : a.risk === 'low' ? -1 : 1));
  return (
    <nav aria-label={t('list.label')} className="grid gap-3 sm:grid-cols-2" data-testid="baskets-picker">
      {ordered.map((b) => {
        const selected = b.id === selectedId;
        return (
          <Link
            key={b.id}
            to={basketPath(b.id)}
            replace
            aria-current={selected ? 'page' : undefined}
            data-testid={`baskets-pick-${b.id}`}
            data-risk={b.risk}
            className={`card block p-4 transition ${selected ? 'ring-2 ring-brand' : 'hover:bg-panel-2/60'}`}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate text-[15px] font-semibold">{b.name}</p>
                <p className="mt-0.5 text-xs text-mute">
                  {t('list.components', { count: b.components.length })}
                </p>
              </div>
              <Badge tone={b.risk === 'low' ? 'up' : 'brand'}>{t(`risk.${b.risk}`)}</Badge>
            </div>
            <div className="mt-3 flex items-end justify-between gap-3">
              <div>
                <p className="text-xs text-mute">{t('nav.perUnit')}</p>
                <p className="text-lg font-semibold tabular-nums">
                  {b.nav.nav === null ? '—' : `${format.amount(b.nav.nav)} USDT`}
                </p>
              </div>
              {b.status === 'closed' ? (
                <Badge tone="mute">{t('status.closed')}</Badge>
              ) : (
                <Badge tone={b.nav.open ? 'up' : 'warn'}>
                  {b.nav.open ? t('market.open') : t('market.closed')}
                </Badge>
              )}
            </div>
          </Link>
        );
      })}
    </nav>
  );
}
