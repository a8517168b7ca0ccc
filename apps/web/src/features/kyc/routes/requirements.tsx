import type { KycState } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { type FundingOperation, LEVEL_PATHS, levelOf, requirementOf } from '../components/checks.ts';
import { KycCard, KycPage, WithKycState } from '../components/kyc-page.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/**
 * /authenticationrj (deposits) and /authenticationcj (withdrawals): which verification levels the
 * operator requires for the operation (verification.requirements, the rule the server enforces),
 * and how far this user is.
 */
export function Component() {
  const { t } = useTranslation('kyc');
  const { pathname } = useLocation();
  const operation: FundingOperation = pathname.toLowerCase().endsWith('cj') ? 'withdrawal' : 'deposit';
  return (
    <KycPage title={t(`requirements.${operation}.title`)} testId={`requirements-${operation}`}>
      <WithKycState>{(state) => <RequirementsView state={state} operation={operation} />}</WithKycState>
    </KycPage>
  );
}

function RequirementsView({ state, operation }: { state: KycState; operation: FundingOperation }) {
  const { t } = useTranslation('kyc');
  const { required, levels, met } = requirementOf(state, operation);
  const other = operation === 'deposit' ? 'withdrawal' : 'deposit';
  return (
    <KycCard>
      <div className="space-y-5">
        <p className="text-sm leading-6 text-ink/85" data-testid="requirements-rule">
          {t(`requirements.${operation}.rules.${required}`)}
        </p>
        {levels.length > 0 && (
          <Notice tone={met ? 'ok' : 'warn'} testId="requirements-verdict">
            {met ? t(`requirements.${operation}.ready`) : t(`requirements.${operation}.notReady`)}
          </Notice>
        )}
        <ol className="divide-y divide-line rounded-xl border border-line empty:hidden">
          {levels.map((level, i) => {
            const current = levelOf(state, level);
            return (
              <li key={level} className="flex items-center gap-3 px-4 py-3.5">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand/15 text-xs font-semibold text-brand">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1 text-[15px] font-medium">{t(`level.${level}.title`)}</span>
                <StatusBadge status={current.status} />
                {current.status !== 'approved' && (
                  <Link to={LEVEL_PATHS[level]} className="link shrink-0 text-sm">
                    {current.status === 'pending' ? t('action.viewStatus') : t('action.go')}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap justify-between gap-3 text-sm">
          <Link to="/sfyz" className="link">
            {t('action.backToHub')}
          </Link>
          <Link to={other === 'deposit' ? '/authenticationrj' : '/authenticationcj'} className="link">
            {t(`requirements.${operation}.link`)}
          </Link>
        </div>
      </div>
    </KycCard>
  );
}
