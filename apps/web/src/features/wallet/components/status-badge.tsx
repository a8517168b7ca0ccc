import type { RecordStatus } from '@platform/contract';
import { useTranslation } from 'react-i18next';

const TONES: Record<RecordStatus, string> = {
  pending: 'bg-warn/15 text-warn',
  approved: 'bg-up/15 text-up',
  rejected: 'bg-down/15 text-down',
};

/** The review status of a deposit or a withdrawal. */
export function StatusBadge({ status, kind }: { status: RecordStatus; kind: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation('wallet');
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ${TONES[status]}`}
      data-testid="record-status"
      data-status={status}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {t(`status.${kind}.${status}`)}
    </span>
  );
}
