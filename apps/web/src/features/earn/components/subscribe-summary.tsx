import type { EarnProduct } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../../components/ui/card.tsx';
import type { SubscribeSummary } from '../model/subscribe.ts';
import { usePenaltyText } from './penalty-text.ts';
import { useEarnFormat } from './use-earn-format.ts';

/**
 * The figures of an order before it is placed, as Detail rows: shown under the form as the amount
 * is typed and repeated in the confirmation.
 */
export function SummaryRows({
  product,
  summary,
  scale,
}: {
  product: EarnProduct;
  summary: SubscribeSummary;
  scale: number;
}) {
  const { t } = useTranslation('earn');
  const format = useEarnFormat();
  const penaltyText = usePenaltyText();
  const usdt = (units: bigint) => `${format.units(units, scale)} ${product.asset}`;
  return (
    <>
      <Detail label={t('summary.amount')} testId="earn-summary-amount">
        {usdt(summary.amountUnits)}
      </Detail>
      <Detail label={t('summary.term')}>{t('product.days', { count: product.term_days })}</Detail>
      <Detail label={t('summary.dailyRate')}>{format.percent(product.daily_rate_ppm)}%</Detail>
      <Detail label={t('summary.dailyYield')} testId="earn-summary-daily">
        <span className="text-up">{usdt(summary.dailyYieldUnits)}</span>
      </Detail>
      <Detail label={t('summary.totalYield')} testId="earn-summary-total">
        <span className="text-up">{usdt(summary.totalYieldUnits)}</span>
      </Detail>
      <Detail label={t('summary.maturity')} testId="earn-summary-maturity">
        {format.dateTime(Math.floor(summary.maturesAtMs / 1000))}
      </Detail>
      <Detail label={t('summary.earlyRule')}>
        <span className="font-normal">{penaltyText(product)}</span>
      </Detail>
    </>
  );
}
