import type { KycStatus } from '@platform/contract';
import { useTranslation } from 'react-i18next';

const TONES: Record<KycStatus, string> = {
  none: 'bg-panel-2 text-mute',
  pending: 'bg-warn/15 text-warn',
  approved: 'bg-up/15 text-up',
  rejected: 'bg-down/15 text-down',
};

/** The review status of one level (spec section 4: under review, approved, rejected). */
export function StatusBadge({ status, testId }: { status: KycStatus; testId?: string }) {
  const { t } = useTranslation('kyc');
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ${TONES[status]}`}
      data-testid={testId}
      data-status={status}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`status.${status}`)}
    </span>
  );
}
