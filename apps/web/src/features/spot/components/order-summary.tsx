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
 * The order's figures as they will be booked: total, the fee at the price shown (at the higher of
 * the maker and taker rates, labelled an estimate because each fill pays the rate on its own
 * value) and what is frozen when the server accepts it. A maximum is stated only where one holds:
 * a limit buy never costs more than its freeze, fee included (packages/engine, spot-maths.ts).
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
  const rate = ppmPercent(maxFeePpm(market), lang);
  const frozen = estimate
    ? estimate.frozenAsset === 'quote'
      ? quoteText(estimate.frozenUnits)
      : `${unitsText(estimate.frozenUnits, scales.baseScale, lang)} ${base}`
    : '—';
  const feeRule = (e: OrderEstimate) => {
    const price = groupDecimal(formatUnits(e.priceTicks, scales.priceScale), lang);
    if (e.frozenAsset === 'base') return t('summary.feeRuleSell', { rate, price, quote });
    if (e.costMaxUnits === null) return t('summary.feeRuleMarketBuy', { rate, quote });
    return t('summary.feeRuleLimitBuy', {
      rate,
      max: unitsText(e.costMaxUnits, scales.quoteScale, lang),
      quote,
    });
  };
  return (
    <div className="space-y-2 rounded-xl bg-panel-2/60 p-3 text-sm" data-testid="spot-summary">
      <dl className="space-y-1.5">
        <Line
          label={type === 'market' ? t('summary.totalEstimate') : t('summary.total')}
          value={estimate ? quoteText(estimate.totalUnits) : '—'}
          testId="spot-total"
        />
        <Line
          label={t('summary.fee', { rate })}
          value={estimate ? quoteText(estimate.feeEstimateUnits) : '—'}
          testId="spot-fee"
        />
        <Line label={t('summary.frozen')} value={frozen} testId="spot-frozen" />
      </dl>
      {estimate && (
        <p className="text-xs leading-5 text-mute" data-testid="spot-fee-rule">
          {feeRule(estimate)}
        </p>
      )}
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
