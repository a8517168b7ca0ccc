import type { RiskProfile } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { formatAmountOf, formatDateTime } from '../../../lib/format.ts';

/** The user's risk level, score and the cap it sets on one investment (spec section 4). */
export function RiskSummary({ profile }: { profile: RiskProfile }) {
  const { t, i18n } = useTranslation('kyc');
  const assessed = profile.level !== 'none';
  return (
    <div className="space-y-3" data-testid="risk-summary" data-level={profile.level}>
      <dl className="grid grid-cols-2 gap-3">
        <div className="col-span-2 rounded-xl bg-panel-2/70 px-4 py-3">
          <dt className="text-xs text-mute">{t('risk.level')}</dt>
          <dd className={`mt-1 text-lg font-semibold ${assessed ? 'text-brand' : 'text-mute'}`}>
            {t(`riskLevel.${profile.level}`)}
          </dd>
        </div>
        <div className="rounded-xl bg-panel-2/70 px-4 py-3">
          <dt className="text-xs text-mute">{t('risk.score')}</dt>
          <dd className="mt-1 font-mono text-[15px]">{profile.score ?? '—'}</dd>
        </div>
        <div className="rounded-xl bg-panel-2/70 px-4 py-3">
          <dt className="text-xs text-mute">{t('risk.cap')}</dt>
          <dd className="mt-1 truncate font-mono text-[15px]">
            {profile.max_investment_usdt === null
              ? t('risk.noCap')
              : formatAmountOf(profile.max_investment_usdt, 'USDT', i18n.language)}
          </dd>
        </div>
      </dl>
      {/* A dl holds only dt/dd groups: the date of the assessment follows it. */}
      {profile.assessed_at !== null && (
        <p className="text-xs text-mute">
          {t('risk.assessedAt', { date: formatDateTime(profile.assessed_at, i18n.language) })}
        </p>
      )}
    </div>
  );
}
