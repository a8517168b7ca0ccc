import { KYC_LEVELS, type KycLevel, type KycState } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useRiskProfile } from '../api/kyc-api.ts';
import { LEVEL_PATHS, levelOf, requirementOf } from '../components/checks.ts';
import { KycPage, WithKycState } from '../components/kyc-page.tsx';
import { RiskSummary } from '../components/risk-summary.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** /sfyz: the verification hub with the three levels, the risk level and the funding rules. */
export function Component() {
  const { t } = useTranslation('kyc');
  return (
    <KycPage title={t('hub.title')} back="/setting" wide testId="kyc-hub">
      <WithKycState lines={10}>
        {(state) => (
          <div className="grid gap-6 md:grid-cols-[1fr_360px] md:items-start">
            <div className="space-y-6">
              <Levels state={state} />
              <History state={state} />
            </div>
            <div className="space-y-6">
              <RiskCard />
              <CreditCard />
              <Requirements state={state} />
            </div>
          </div>
        )}
      </WithKycState>
    </KycPage>
  );
}

function Levels({ state }: { state: KycState }) {
  const { t } = useTranslation('kyc');
  return (
    <section>
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-wide text-mute uppercase">{t('hub.levels')}</h2>
      <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-panel">
        {KYC_LEVELS.map((level, i) => (
          <LevelRow key={level} state={state} level={level} step={i + 1} />
        ))}
      </ol>
    </section>
  );
}

function LevelRow({ state, level, step }: { state: KycState; level: KycLevel; step: number }) {
  const { t } = useTranslation('kyc');
  const current = levelOf(state, level);
  // Advanced waits for primary (KYC_PRIMARY_REQUIRED); its screen explains why.
  const blocked =
    level === 'advanced' && current.status === 'none' && levelOf(state, 'primary').status !== 'approved';
  const cta = {
    none: t('action.start'),
    rejected: t('action.submitAgain'),
    pending: t('action.viewStatus'),
    approved: t('action.view'),
  }[current.status];
  const strong = current.status === 'none' || current.status === 'rejected';
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center md:p-5" data-testid={`hub-${level}`}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand/15 text-sm font-semibold text-brand max-sm:hidden">
        {step}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-[15px] font-semibold">{t(`level.${level}.title`)}</h3>
          <StatusBadge status={current.status} testId={`hub-${level}-status`} />
        </div>
        <p className="mt-1 text-sm leading-6 text-mute">
          {blocked ? t('hub.advancedBlocked') : t(`level.${level}.text`)}
        </p>
        {current.status === 'rejected' && (
          <p className="mt-1 text-sm text-down" data-testid={`hub-${level}-reason`}>
            {current.reason ? t('review.reason', { reason: current.reason }) : t('review.noReason')}
          </p>
        )}
      </div>
      <Link
        to={LEVEL_PATHS[level]}
        className={`${strong && !blocked ? 'btn-primary' : 'btn-ghost'} h-10 shrink-0 sm:min-w-32`}
      >
        {blocked ? t('action.view') : cta}
      </Link>
    </li>
  );
}

function RiskCard() {
  const { t } = useTranslation('kyc');
  const risk = useRiskProfile();
  return (
    <section className="card p-5" data-testid="hub-risk">
      <h2 className="text-[15px] font-semibold">{t('risk.title')}</h2>
      <div className="mt-4">
        {risk.isPending ? (
          <LoadingBlock lines={3} />
        ) : risk.isError ? (
          <ErrorBlock onRetry={() => void risk.refetch()} />
        ) : (
          <RiskSummary profile={risk.data} />
        )}
      </div>
      {/* What the cap is applied to: the total across earning products and baskets (EarnService.limitsOf). */}
      <p className="mt-3 text-xs leading-5 text-mute" data-testid="hub-risk-scope">
        {t('risk.capsText')}
      </p>
      <Link to="/fengxian" className="btn-ghost mt-4 h-10 w-full">
        {risk.data && risk.data.level !== 'none' ? t('action.reassess') : t('action.assess')}
      </Link>
    </section>
  );
}

/** The credit score lives beside verification: it needs primary approved and raises the loan limit. */
function CreditCard() {
  const { t } = useTranslation('kyc');
  return (
    <section className="card p-5" data-testid="hub-credit">
      <h2 className="text-[15px] font-semibold">{t('credit.title')}</h2>
      <p className="mt-1 text-sm leading-6 text-mute">{t('hub.creditText')}</p>
      <Link to="/credit" className="btn-ghost mt-4 h-10 w-full" data-testid="hub-credit-link">
        {t('hub.creditLink')}
      </Link>
    </section>
  );
}

function Requirements({ state }: { state: KycState }) {
  const { t } = useTranslation('kyc');
  const rows = [
    { key: 'deposit', to: '/authenticationrj' },
    { key: 'withdrawal', to: '/authenticationcj' },
  ] as const;
  return (
    <section className="card p-5">
      <h2 className="text-[15px] font-semibold">{t('hub.funding')}</h2>
      <ul className="mt-3 divide-y divide-line">
        {rows.map((row) => {
          const { required, met } = requirementOf(state, row.key);
          return (
            <li key={row.key} data-testid={`hub-requirement-${row.key}`}>
              <Link
                to={row.to}
                className="flex items-center justify-between gap-3 py-3 text-sm hover:text-brand"
              >
                <span className="min-w-0">
                  <span className="block">{t(`requirements.${row.key}.title`)}</span>
                  <span className="mt-0.5 block text-xs leading-5 text-mute">
                    {t(`requirements.${row.key}.rules.${required}`)}
                  </span>
                </span>
                <span className={`shrink-0 ${met ? 'text-up' : 'text-warn'}`}>
                  {met ? t('requirements.met') : t('requirements.notMet')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function History({ state }: { state: KycState }) {
  const { t, i18n } = useTranslation('kyc');
  // Ids grow with each submission, so the newest comes first without reading dates.
  const rows = [...state.history].sort((a, b) => b.id - a.id);
  return (
    <section>
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-wide text-mute uppercase">
        {t('hub.history')}
      </h2>
      <div className="rounded-2xl border border-line bg-panel px-4 md:px-5">
        {rows.length === 0 ? (
          <EmptyBlock text={t('hub.noHistory')} />
        ) : (
          <ul className="divide-y divide-line">
            {rows.map((row) => (
              <li
                key={row.id}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-3 text-sm"
              >
                <span className="font-medium">{t(`level.${row.level}.title`)}</span>
                <StatusBadge status={row.status} />
                <span className="w-full text-xs text-mute">
                  {row.submitted_at !== null && formatDateTime(row.submitted_at, i18n.language)}
                  {row.status === 'rejected' && row.reason ? ` · ${row.reason}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
