import type { BasketDetail } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Card, Detail } from '../../../components/ui/card.tsx';
import { useBasketFormat } from './use-basket-format.ts';

/**
 * Every fee and rule of a basket before any amount is typed: what buying and selling cost, the
 * yearly management fee and how it is charged, the range of a purchase, who may hold which
 * basket, how far the NAV may move before an order is refused, and that the house is the
 * counterparty (the customer holds a claim on the platform, not the instruments).
 */
export function BasketRules({ detail }: { detail: BasketDetail }) {
  const { t } = useTranslation('baskets');
  const format = useBasketFormat();
  const { basket } = detail;
  return (
    <Card testId="baskets-rules">
      <h2 className="text-[15px] font-semibold">{t('rules.title')}</h2>
      <dl className="mt-2">
        <Detail label={t('rules.subscriptionFee')} testId="baskets-rule-subscription">
          {t('rules.feeValue', { percent: format.percent(basket.subscription_fee_ppm) })}
        </Detail>
        <Detail label={t('rules.redemptionFee')} testId="baskets-rule-redemption">
          {t('rules.feeValue', { percent: format.percent(basket.redemption_fee_ppm) })}
        </Detail>
        <Detail label={t('rules.managementFee')} testId="baskets-rule-management">
          {t('rules.managementValue', { percent: format.percent(basket.management_fee_ppm) })}
        </Detail>
        <Detail label={t('rules.range')} testId="baskets-rule-range">
          {t('rules.rangeValue', {
            min: format.amount(basket.min_amount),
            max: format.amount(basket.max_amount),
          })}
        </Detail>
        <Detail label={t('rules.baseNav')}>
          {basket.inception_at === null
            ? t('rules.notStarted')
            : t('rules.baseNavValue', {
                nav: format.amount(basket.base_nav),
                date: format.dateTime(basket.inception_at),
              })}
        </Detail>
      </dl>
      <div className="mt-3 space-y-3 text-sm leading-6">
        <p className="rounded-xl bg-panel-2/60 px-4 py-3 text-ink/85" data-testid="baskets-rule-nav">
          {t('rules.navFormula')}
        </p>
        <p
          className="rounded-xl bg-panel-2/60 px-4 py-3 text-ink/85"
          data-testid="baskets-rule-management-text"
        >
          {t('rules.managementText', { percent: format.percent(basket.management_fee_ppm) })}
        </p>
        <p className="rounded-xl bg-panel-2/60 px-4 py-3 text-ink/85" data-testid="baskets-rule-tolerance">
          {t('rules.tolerance', { percent: format.percent(detail.nav_tolerance_ppm) })}
        </p>
        {detail.conservative_low_only && (
          <p
            className="rounded-xl bg-panel-2/60 px-4 py-3 text-ink/85"
            data-testid="baskets-rule-conservative"
          >
            {t('rules.conservativeLowOnly')}
          </p>
        )}
        <p
          className="rounded-xl border border-warn/40 bg-warn/10 px-4 py-3 text-ink/90"
          data-testid="baskets-rule-counterparty"
        >
          <span className="font-medium text-warn">{t('rules.counterpartyTitle')}</span>{' '}
          {t('rules.counterparty')}
        </p>
      </div>
    </Card>
  );
}
