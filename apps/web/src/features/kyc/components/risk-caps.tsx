import { RISK_LEVELS, type RiskLevel } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { formatAmountOf } from '../../../lib/format.ts';

/** The cap of every level, so the user sees what a re-assessment could allow (spec section 4). */
export function RiskCaps({ caps, current }: { caps: Record<string, string>; current: RiskLevel }) {
  const { t, i18n } = useTranslation('kyc');
  return (
    <section className="card p-5" data-testid="risk-caps">
      <h2 className="text-[15px] font-semibold">{t('risk.capsTitle')}</h2>
      <p className="mt-1 text-xs leading-5 text-mute">{t('risk.capsText')}</p>
      <ul className="mt-3 space-y-1.5">
        {RISK_LEVELS.map((level) => {
          const cap = caps[level];
          const mine = level === current;
          return (
            <li
              key={level}
              className={`flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-sm ${mine ? 'bg-brand/10 ring-1 ring-brand/40' : 'bg-panel-2/60'}`}
              aria-current={mine || undefined}
            >
              <span className={mine ? 'font-semibold text-brand' : ''}>
                {t(`riskLevel.${level}`)}
                {mine && <span className="ml-2 text-xs font-normal text-mute">{t('risk.yours')}</span>}
              </span>
              <span className="font-mono">
                {cap === undefined ? '—' : formatAmountOf(cap, 'USDT', i18n.language)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
