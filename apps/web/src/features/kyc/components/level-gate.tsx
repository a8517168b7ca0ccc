import type { KycLevel, KycState } from '@platform/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { levelOf } from './checks.ts';
import { KycCard } from './kyc-page.tsx';
import { LevelStatusView, RejectedNotice } from './level-status.tsx';

/**
 * Spec section 4: while a level is under review or approved the user sees its status instead
 * of the form; after a rejection the reviewer's reason sits above the form, to submit again.
 */
export function LevelGate({
  state,
  level,
  children,
}: {
  state: KycState;
  level: KycLevel;
  children: ReactNode;
}) {
  const { t } = useTranslation('kyc');
  const current = levelOf(state, level);
  if (current.status === 'pending' || current.status === 'approved')
    return <LevelStatusView state={current} />;
  return (
    <KycCard>
      <div className="space-y-5" data-testid={`${level}-form-card`}>
        <p className="text-sm leading-6 text-mute">{t(`intro.${level}`)}</p>
        {current.status === 'rejected' && <RejectedNotice state={current} />}
        {children}
      </div>
    </KycCard>
  );
}
