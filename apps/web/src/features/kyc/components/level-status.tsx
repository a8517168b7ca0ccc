import type { KycLevelState } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/form-controls.tsx';
import { CheckIcon, ClockIcon } from '../../../components/ui/icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { KycCard } from './kyc-page.tsx';

/** What a user sees instead of the form while a level is under review or once it is approved. */
export function LevelStatusView({ state }: { state: KycLevelState }) {
  const { t, i18n } = useTranslation('kyc');
  const pending = state.status === 'pending';
  const when = pending ? state.submitted_at : state.decided_at;
  return (
    <KycCard>
      <div className="flex flex-col items-center py-4 text-center" data-testid={`level-${state.status}`}>
        <span
          className={`flex size-16 items-center justify-center rounded-full ${pending ? 'bg-warn/15 text-warn' : 'bg-up/15 text-up'}`}
        >
          {pending ? (
            <ClockIcon className="size-8" strokeWidth="2" />
          ) : (
            <CheckIcon className="size-8" strokeWidth="2" />
          )}
        </span>
        <h2 className="mt-4 text-lg font-semibold">
          {pending ? t('review.pendingTitle') : t('review.approvedTitle')}
        </h2>
        <p className="mt-2 max-w-sm text-sm leading-6 text-mute">
          {pending ? t(`review.pendingText.${state.level}`) : t(`review.approvedText.${state.level}`)}
        </p>
        {when !== null && (
          <p className="mt-3 text-xs text-mute">
            {pending
              ? t('review.submittedAt', { date: formatDateTime(when, i18n.language) })
              : t('review.decidedAt', { date: formatDateTime(when, i18n.language) })}
          </p>
        )}
        <Link to="/sfyz" className="btn-ghost mt-6">
          {t('action.backToHub')}
        </Link>
      </div>
    </KycCard>
  );
}

/** Shown above the form again after a rejection, so the user can fix what the reviewer named. */
export function RejectedNotice({ state }: { state: KycLevelState }) {
  const { t } = useTranslation('kyc');
  return (
    <Notice tone="down" testId="rejected-notice">
      <p className="font-medium text-down">{t('review.rejectedTitle')}</p>
      <p className="mt-1">
        {state.reason ? t('review.reason', { reason: state.reason }) : t('review.noReason')}
      </p>
      <p className="mt-1 text-mute">{t('review.submitAgain')}</p>
    </Notice>
  );
}
