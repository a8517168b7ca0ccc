import type { EarnProductInfo } from '@platform/contract';
import { nextWorkingDayStart } from '@platform/engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Detail } from '../../../components/ui/card.tsx';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { useIsDemo } from '../../../components/ui/use-switch-to-real.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { usePenaltyText } from './penalty-text.ts';
import { useEarnFormat } from './use-earn-format.ts';

/**
 * Everything a product promises and every rule that limits an order, before any amount is typed:
 * what it is, where its yield comes from, its term and rate, its range and what is left of it,
 * and what leaving early costs and when it is paid. The remaining capacity and what the reserve
 * can fund limit the real book only, so a demo account's play money is not shown them.
 */
export function ProductRules({ info, nowMs }: { info: EarnProductInfo; nowMs: number }) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const penaltyText = usePenaltyText();
  const { product } = info;
  const usdt = (value: string) => `${format.amount(value)} ${product.asset}`;
  const paidOn = nextWorkingDayStart(nowMs, info.calendar);
  const demo = useIsDemo();
  return (
    <div className="space-y-5">
      <Card testId="earn-product-about">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-[15px] font-semibold">{t('buy.about')}</h2>
          <AvailabilityBadge availability={product.availability} />
        </div>
        {product.description && (
          <p className="mt-2 text-sm leading-6 whitespace-pre-line text-ink/85">{product.description}</p>
        )}
        {product.strategy && (
          <div className="mt-4" data-testid="earn-product-strategy">
            <h3 className="mb-2 text-sm font-semibold">{t('buy.strategy')}</h3>
            <RichText text={product.strategy} />
          </div>
        )}
        {product.min_kyc !== 'none' && (
          <div className="mt-4">
            <Notice tone="warn" testId="earn-kyc-notice">
              <p>{t('block.kyc', { level: t(`kycLevel.${product.min_kyc}`) })}</p>
              <Link to="/sfyz" className="link mt-1 inline-block">
                {t('block.kycLink')}
              </Link>
            </Notice>
          </div>
        )}
      </Card>
      <Card testId="earn-product-rules">
        <h2 className="text-[15px] font-semibold">{t('buy.rules')}</h2>
        <dl className="mt-2">
          <Detail label={t('product.term')}>{t('product.days', { count: product.term_days })}</Detail>
          <Detail label={t('product.dailyRate')} testId="earn-rule-rate">
            <span className="text-brand">{format.percent(product.daily_rate_ppm)}%</span>
          </Detail>
          <Detail label={t('product.range')} testId="earn-rule-range">
            {t('product.rangeValue', {
              min: format.amount(product.min_amount),
              max: format.amount(product.max_amount),
            })}
          </Detail>
          {!demo && (
            <>
              <Detail label={t('product.remaining')} testId="earn-rule-remaining">
                {usdt(product.remaining)}
              </Detail>
              <Detail label={t('product.fundable')} testId="earn-rule-fundable">
                {usdt(product.fundable_max)}
              </Detail>
            </>
          )}
        </dl>
        <div
          className="mt-3 rounded-xl bg-panel-2/60 px-4 py-3 text-sm leading-6"
          data-testid="earn-rule-penalty"
        >
          <p className="font-medium">{t('buy.earlyRule')}</p>
          <p className="text-ink/85">{penaltyText(product)}</p>
          <p className="text-mute">
            {t('penalty.payment')} {t('penalty.paidOn', { date: format.date(paidOn / 1000) })}
          </p>
        </div>
        {product.review && (
          <p
            className="mt-3 rounded-xl bg-panel-2/60 px-4 py-3 text-sm leading-6"
            data-testid="earn-rule-review"
          >
            {t('buy.review')}
          </p>
        )}
      </Card>
    </div>
  );
}
