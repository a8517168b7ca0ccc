import type { SpotMarket } from '@platform/contract';
import { formatUnits } from '@platform/money';
import { useTranslation } from 'react-i18next';
import { groupDecimal, ppmPercent, unitsText } from '../../../lib/format.ts';
import { maxFeePpm, type OrderEstimate, type SpotOrderType } from '../model/order-math.ts';
import type { SpotScales } from '../model/scales.ts';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-mute">{label}</dt>
      <dd className="text-right font-medium tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The order's figures as they will be booked: total, the most fee it can cost (at the higher of
 * the maker and taker rates) and what is frozen when the server accepts it.
 */
export function OrderSummary({
  market,
  scales,
  type,
  estimate,
}: {
  market: SpotMarket;
  scales: SpotScales;
  type: SpotOrderType;
  estimate: OrderEstimate | null;
}) {
  const { t, i18n } = useTranslation('spot');
  const lang = i18n.language;
  const { base, quote } = market;
  const quoteText = (units: bigint) => `${unitsText(units, scales.quoteScale, lang)} ${quote}`;
  const frozen = estimate
    ? estimate.frozenAsset === 'quote'
      ? quoteText(estimate.frozenUnits)
      : `${unitsText(estimate.frozenUnits, scales.baseScale, lang)} ${base}`
    : '—';
  return (
    <div className="space-y-2 rounded-xl bg-panel-2/60 p-3 text-sm" data-testid="spot-summary">
      <dl className="space-y-1.5">
        <Line
          label={type === 'market' ? t('summary.totalEstimate') : t('summary.total')}
          value={estimate ? quoteText(estimate.totalUnits) : '—'}
          testId="spot-total"
        />
        <Line
          label={t('summary.fee', { rate: ppmPercent(maxFeePpm(market), lang) })}
          value={estimate ? quoteText(estimate.feeUnits) : '—'}
          testId="spot-fee"
        />
        <Line label={t('summary.frozen')} value={frozen} testId="spot-frozen" />
      </dl>
      {estimate?.protectionTicks != null && (
        <p className="text-xs leading-5 text-mute">
          {t('summary.frozenBound', {
            price: groupDecimal(formatUnits(estimate.protectionTicks, scales.priceScale), lang),
            quote,
            base,
          })}
        </p>
      )}
      {!estimate && type === 'limit' && <p className="text-xs text-mute">{t('summary.unknown')}</p>}
    </div>
  );
}
