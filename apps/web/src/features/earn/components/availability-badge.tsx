import type { EarnAvailability } from '@platform/contract';
import { useTranslation } from 'react-i18next';

const TONES: Record<EarnAvailability, string> = {
  open: 'bg-up/15 text-up',
  closed: 'bg-panel-2 text-mute',
  sold_out: 'bg-down/15 text-down',
  reserve_short: 'bg-warn/15 text-warn',
};

/** Whether a product takes new orders: open, closed by the operator, sold out, or the reserve short. */
export function AvailabilityBadge({ availability }: { availability: EarnAvailability }) {
  const { t } = useTranslation('earn');
  return (
    <span
      className={`shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold ${TONES[availability]}`}
      data-testid="earn-availability"
      data-availability={availability}
    >
      {t(`availability.${availability}`)}
    </span>
  );
}
