import { CREDIT_SCORE_MAX, type CreditState } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDecimal } from '../../../lib/format.ts';
import { servedProducts } from '../../../lib/products.ts';
import { gaugeFraction } from './credit.ts';

/**
 * The score on a half-circle gauge, when it was evaluated, and the loan limit it gives today
 * while the server serves loans; without loans no limit figure is shown.
 */
export function CreditScoreCard({ credit }: { credit: CreditState }) {
  const { t, i18n } = useTranslation('kyc');
  const { score, evaluated_at } = credit;
  return (
    <section className="card p-5 md:p-7" data-testid="credit-score-card">
      <h2 className="text-center text-sm font-medium text-mute">{t('credit.scoreLabel')}</h2>
      <Gauge score={score} />
      <p className="mt-2 text-center text-xs text-mute" data-testid="credit-evaluated-at">
        {evaluated_at === null
          ? t('credit.notEvaluatedText')
          : t('credit.evaluatedAt', { date: formatDateTime(evaluated_at, i18n.language) })}
      </p>
      {servedProducts().has('loans') && (
        <div className="mt-6 rounded-xl bg-panel-2/60 px-4 py-3 text-center">
          <p className="text-xs text-mute">{t('credit.limitTitle')}</p>
          <p className="mt-1 font-mono text-2xl font-semibold" data-testid="credit-loan-limit">
            {formatDecimal(credit.loan_limit_usdt, i18n.language)}{' '}
            <span className="text-sm text-mute">USDT</span>
          </p>
          <p className="mt-1 text-xs text-mute">{t('credit.limitText')}</p>
        </div>
      )}
    </section>
  );
}

/** The arc is drawn with pathLength 100, so the dash length is the score's share in percent. */
function Gauge({ score }: { score: number | null }) {
  const { t } = useTranslation('kyc');
  const filled = gaugeFraction(score) * 100;
  const arc = 'M14 100 A86 86 0 0 1 186 100';
  return (
    <div className="relative mx-auto mt-3 w-full max-w-72">
      <svg aria-hidden="true" viewBox="0 0 200 108" className="w-full">
        <path
          d={arc}
          pathLength={100}
          fill="none"
          strokeWidth="14"
          strokeLinecap="round"
          className="stroke-panel-2"
        />
        {filled > 0 && (
          <path
            d={arc}
            pathLength={100}
            fill="none"
            strokeWidth="14"
            strokeLinecap="round"
            strokeDasharray={`${filled} 100`}
            className="stroke-brand transition-[stroke-dasharray] duration-700"
          />
        )}
      </svg>
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-center">
        <span className="font-mono text-5xl leading-none font-semibold" data-testid="credit-score">
          {score ?? '—'}
        </span>
        <span className="mt-1.5 text-xs text-mute">
          {score === null ? t('credit.notEvaluated') : t('credit.outOf', { max: CREDIT_SCORE_MAX })}
        </span>
      </div>
    </div>
  );
}
