import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Cycle, FixedTermEstimate } from '../model/fixed-term.ts';
import type { FixedTermMarket } from './use-fixed-term-form.ts';
import { useFixedTermTexts } from './use-fixed-term-texts.ts';

function Line({
  label,
  value,
  testId,
  tone = 'font-medium',
  divided = false,
}: {
  label: string;
  value: string;
  testId: string;
  tone?: string;
  /** Opens a group of lines with a rule above it (a dl holds only dt/dd groups, so no wrapper). */
  divided?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${divided ? 'border-t border-line/70 pt-1.5' : ''}`}
    >
      <dt className="min-w-0 text-mute">{label}</dt>
      <dd className={`text-right whitespace-nowrap tabular-nums ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The order's figures before it is placed, as the server will book them: the stake, the fee
 * (rounded up), what leaves the available balance, what a right call pays back (the payout
 * rounded down), what a tie returns and what a wrong call returns, the approximate entry price
 * and expiry, and the balance itself.
 */
export function FixedTermPreview({
  market,
  cycle,
  estimate,
  available,
  nowMs,
}: {
  market: FixedTermMarket;
  cycle: Cycle | undefined;
  estimate: FixedTermEstimate | null;
  available: bigint | null | undefined;
  nowMs: number;
}) {
  const { t } = useTranslation('contracts');
  const texts = useFixedTermTexts();
  const usdt = (units: bigint | undefined) => (units === undefined ? '—' : texts.usdt(units));
  const entry =
    market.price === null ? '—' : `${texts.price(market.price)}${market.quote ? ` ${market.quote}` : ''}`;
  const expiry = cycle ? texts.moment(Math.floor(nowMs / 1000) + cycle.seconds, nowMs) : '—';
  return (
    <div className="space-y-2 rounded-xl bg-panel-2/60 p-3 text-sm" data-testid="fixed-term-summary">
      <dl className="space-y-1.5">
        <Line label={t('fixedTerm.summary.entry')} value={entry} testId="fixed-term-entry" />
        <Line label={t('fixedTerm.summary.expiry')} value={expiry} testId="fixed-term-expiry" />
        <Line
          label={t('fixedTerm.summary.stake')}
          value={usdt(estimate?.stakeUnits)}
          testId="fixed-term-stake-figure"
        />
        <Line
          label={t('fixedTerm.summary.fee', { rate: cycle ? texts.percent(cycle.feePpm) : '—' })}
          value={usdt(estimate?.feeUnits)}
          testId="fixed-term-fee"
        />
        <Line
          label={t('fixedTerm.summary.total')}
          value={usdt(estimate?.totalUnits)}
          testId="fixed-term-total"
          tone="font-semibold text-ink"
        />
        <Line
          label={t('fixedTerm.summary.payout')}
          value={usdt(estimate?.payoutUnits)}
          testId="fixed-term-payout"
          tone="font-semibold text-up"
          divided
        />
        <Line label={t('fixedTerm.summary.tie')} value={usdt(estimate?.tieUnits)} testId="fixed-term-tie" />
        <Line
          label={t('fixedTerm.summary.wrong')}
          value={estimate ? texts.usdt(0n) : '—'}
          testId="fixed-term-wrong"
        />
        <div className="flex items-baseline justify-between gap-3 border-t border-line/70 pt-1.5">
          <dt className="min-w-0 text-mute">{t('fixedTerm.summary.available')}</dt>
          <dd
            className="text-right font-medium whitespace-nowrap tabular-nums"
            data-testid="fixed-term-available"
          >
            {available === undefined || available === null ? '—' : texts.usdt(available)}
            {available === 0n && (
              <Link to="/transfer" className="link ml-2" data-testid="fixed-term-transfer">
                {t('account.transfer')}
              </Link>
            )}
          </dd>
        </div>
      </dl>
      <p className="text-xs leading-5 text-mute">
        {estimate === null ? `${t('fixedTerm.summary.unknown')} ` : ''}
        {t('fixedTerm.summary.entryNote')}
      </p>
    </div>
  );
}
