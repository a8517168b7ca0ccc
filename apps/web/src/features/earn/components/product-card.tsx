import type { EarnProduct } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsDemo } from '../../../components/ui/use-switch-to-real.ts';
import { capacityPercent, EXAMPLE_PRINCIPAL, exampleDailyYield, scaleOf } from '../model/figures.ts';
import { availabilityFor } from '../model/subscribe.ts';
import { buyPath } from '../model/tiers.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { Figure } from './earn-page.tsx';
import { useEarnFormat } from './use-earn-format.ts';

/** One product of the list: its rate, term, range, how full it is, and the way to subscribe. */
export function ProductCard({ product }: { product: EarnProduct }) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const scale = scaleOf(product.asset);
  const filled = capacityPercent(product.in_custody, product.capacity, scale);
  const open = availabilityFor(product.availability, useIsDemo()) === 'open';
  return (
    <article className="card flex flex-col p-4 md:p-5" data-testid="earn-product" data-id={product.id}>
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold">{product.name}</h2>
          {product.min_kyc !== 'none' && (
            <p className="mt-0.5 text-xs text-warn" data-testid="earn-product-kyc">
              {t('product.kycRequired', { level: t(`kycLevel.${product.min_kyc}`) })}
            </p>
          )}
        </div>
        <AvailabilityBadge availability={product.availability} />
      </header>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
        <Figure label={t('product.dailyRate')} strong testId="earn-product-rate">
          {format.percent(product.daily_rate_ppm)}%
        </Figure>
        <Figure label={t('product.term')} testId="earn-product-term">
          {t('product.days', { count: product.term_days })}
        </Figure>
        <Figure label={t('product.range')} className="col-span-2">
          {t('product.rangeValue', {
            min: format.amount(product.min_amount),
            max: format.amount(product.max_amount),
          })}
        </Figure>
      </dl>
      <p
        className="mt-3 rounded-lg bg-panel-2/70 px-3 py-2 text-xs text-ink/85"
        data-testid="earn-product-example"
      >
        {t('product.example', {
          principal: format.units(EXAMPLE_PRINCIPAL, 0),
          yield: format.units(exampleDailyYield(product.daily_rate_ppm, scale), scale),
        })}
      </p>
      <div className="mt-3">
        <div className="flex justify-between text-xs text-mute">
          <span>
            {t('product.capacity')} {filled}%
          </span>
          <span className="tabular-nums">
            {t('product.capacityValue', {
              held: format.amount(product.in_custody),
              capacity: format.amount(product.capacity),
            })}
          </span>
        </div>
        <div
          className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-panel-2"
          role="progressbar"
          aria-label={t('product.capacity')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={filled}
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${filled}%` }} />
        </div>
      </div>
      <Link
        to={buyPath(product.id)}
        className={`${open ? 'btn-primary' : 'btn-ghost'} mt-4 h-10 w-full`}
        data-testid="earn-product-open"
      >
        {open ? t('product.subscribe') : t('product.details')}
      </Link>
    </article>
  );
}
