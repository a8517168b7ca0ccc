import type { ContractInstrument } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ppmPercent, unitsFixed, unitsText } from '../../../lib/format.ts';
import { type OpenEstimate, USDT_SCALE } from '../model/contract-math.ts';

function Line({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="min-w-0 text-mute">{label}</dt>
      <dd
        className={`text-right whitespace-nowrap tabular-nums ${strong ? 'font-semibold text-ink' : 'font-medium'}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The order's figures before it is sent, as the server will work them out: the position's value,
 * the margin held (value over leverage, rounded up), the opening fee (rounded up), what leaves the
 * available balance, the estimated liquidation price and the balance itself.
 */
export function OrderPreview({
  instrument,
  estimate,
  entryTicks,
  pending,
  leverage,
  available,
  lotsRead,
}: {
  instrument: ContractInstrument;
  estimate: OpenEstimate | null;
  entryTicks: bigint | null;
  pending: boolean;
  leverage: number;
  available: bigint | null | undefined;
  /** Whether the typed lots can be read; without them there is nothing to work out yet. */
  lotsRead: boolean;
}) {
  const { t, i18n } = useTranslation('contracts');
  const lang = i18n.language;
  const { quote } = instrument;
  const usdt = (units: bigint | undefined) =>
    units === undefined ? '—' : `${unitsText(units, USDT_SCALE, lang)} USDT`;
  const price = (ticks: bigint | null | undefined) =>
    ticks === null || ticks === undefined
      ? '—'
      : `${unitsFixed(ticks, instrument.price_scale, lang)} ${quote}`;
  const liquidation =
    estimate === null
      ? '—'
      : estimate.liquidationTicks === null
        ? t('summary.none')
        : price(estimate.liquidationTicks);
  const converted = quote !== 'USD' && quote !== 'USDT';
  return (
    <div className="space-y-2 rounded-xl bg-panel-2/60 p-3 text-sm" data-testid="contract-summary">
      <dl className="space-y-1.5">
        <Line
          label={pending ? t('summary.entryPending') : t('summary.entryMarket')}
          value={price(entryTicks)}
          testId="contract-entry"
        />
        <Line label={t('summary.value')} value={usdt(estimate?.valueUnits)} testId="contract-value" />
        <Line
          label={t('summary.margin', { leverage })}
          value={usdt(estimate?.marginUnits)}
          testId="contract-margin"
        />
        <Line
          label={t('summary.fee', { rate: ppmPercent(instrument.fee_ppm, lang) })}
          value={usdt(estimate?.feeUnits)}
          testId="contract-fee"
        />
        <Line label={t('summary.cost')} value={usdt(estimate?.costUnits)} testId="contract-cost" strong />
        <Line label={t('summary.liquidation')} value={liquidation} testId="contract-liquidation" />
        <div className="flex items-baseline justify-between gap-3 border-t border-line/70 pt-1.5">
          <dt className="min-w-0 text-mute">{t('summary.available')}</dt>
          <dd
            className="text-right font-medium whitespace-nowrap tabular-nums"
            data-testid="contract-available"
          >
            {available === undefined || available === null ? '—' : usdt(available)}
            {available === 0n && (
              <Link to="/transfer" className="link ml-2" data-testid="contract-transfer">
                {t('account.transfer')}
              </Link>
            )}
          </dd>
        </div>
      </dl>
      {estimate === null && (
        <p className="text-xs leading-5 text-mute">
          {lotsRead ? t('summary.noPrice') : t('summary.unknown')}
        </p>
      )}
      {converted && <p className="text-xs leading-5 text-mute">{t('summary.converted', { quote })}</p>}
      {pending && <p className="text-xs leading-5 text-mute">{t('summary.pendingHeld')}</p>}
    </div>
  );
}
