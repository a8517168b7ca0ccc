import type { BasketView } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { categoryOf, feedSourceOf } from '../model/names.ts';
import { Badge } from './basket-page.tsx';
import { useBasketFormat } from './use-basket-format.ts';

type Component = BasketView['components'][number];
type Recorded = Component['last'];

/**
 * What the basket holds: each instrument with its weight, its price now (the one the NAV uses,
 * with its source and time), its price at the basket's inception, and whether its market is open.
 * A table on wide screens, a card per instrument on phones.
 */
export function ComponentsTable({ basket }: { basket: BasketView }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  return (
    <Card testId="baskets-components">
      <h2 className="text-[15px] font-semibold">{t('components.title')}</h2>
      <p className="mt-1 text-sm leading-6 text-mute">{t('components.intro')}</p>
      <table className="mt-3 hidden w-full text-sm md:table">
        <thead>
          <tr className="border-b border-line text-left text-xs text-mute">
            <th className="py-2 pr-3 font-normal">{t('components.symbol')}</th>
            <th className="py-2 pr-3 text-right font-normal">{t('components.weight')}</th>
            <th className="py-2 pr-3 text-right font-normal">{t('components.priceNow')}</th>
            <th className="py-2 pr-3 text-right font-normal">{t('components.priceBase')}</th>
            <th className="py-2 text-right font-normal">{t('components.market')}</th>
          </tr>
        </thead>
        <tbody>
          {basket.components.map((c) => (
            <tr
              key={c.symbol}
              className="border-b border-line/60 align-top last:border-0"
              data-testid="baskets-component"
            >
              <td className="py-2.5 pr-3">
                <p className="font-medium">{c.symbol}</p>
                <CategoryName category={c.category} />
              </td>
              <td className="py-2.5 pr-3 text-right tabular-nums">{format.percent(c.weight_ppm)}%</td>
              <td className="py-2.5 pr-3 text-right">
                <Price recorded={c.last} />
              </td>
              <td className="py-2.5 pr-3 text-right">
                <Price recorded={c.base} />
              </td>
              <td className="py-2.5 text-right">
                <MarketState component={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 space-y-2 md:hidden">
        {basket.components.map((c) => (
          <li
            key={c.symbol}
            className="rounded-xl border border-line px-3 py-2.5"
            data-testid="baskets-component"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {c.symbol}{' '}
                  <span className="text-sm font-normal text-mute">· {format.percent(c.weight_ppm)}%</span>
                </p>
                <CategoryName category={c.category} />
              </div>
              <MarketState component={c} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-xs text-mute">{t('components.priceNow')}</dt>
                <dd>
                  <Price recorded={c.last} align="left" />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-mute">{t('components.priceBase')}</dt>
                <dd>
                  <Price recorded={c.base} align="left" />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function CategoryName({ category }: { category: string }) {
  const { t } = useTranslation('baskets');
  const known = categoryOf(category);
  return <p className="text-xs text-mute">{known === null ? category : t(`categories.${known}`)}</p>;
}

/** A recorded price: the value, then its source and when, or a dash when there is none yet. */
function Price({ recorded, align = 'right' }: { recorded: Recorded; align?: 'left' | 'right' }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  if (recorded === null) return <span className="text-mute">—</span>;
  const known = feedSourceOf(recorded.source);
  const source = known === null ? recorded.source : t(`sources.${known}`);
  return (
    <span className={`block ${align === 'right' ? 'text-right' : ''}`}>
      <span className="block font-medium tabular-nums">{format.amount(recorded.price)}</span>
      <span className="block text-xs text-mute">
        {source} · <span className="whitespace-nowrap">{format.when(recorded.time)}</span>
      </span>
    </span>
  );
}

function MarketState({ component }: { component: Component }) {
  const { t } = useTranslation('baskets');
  return (
    <span className="inline-flex flex-col items-end gap-0.5">
      <Badge tone={component.open ? 'up' : 'warn'}>
        {component.open ? t('market.open') : t('market.closed')}
      </Badge>
      <span className="max-w-40 text-right text-xs text-mute">{component.hours}</span>
    </span>
  );
}
