import type { EarnAvailability } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { useIsDemo } from '../../../components/ui/use-switch-to-real.ts';
import { availabilityFor } from '../model/subscribe.ts';

const TONES: Record<EarnAvailability, string> = {
  open: 'bg-up/15 text-up',
  closed: 'bg-panel-2 text-mute',
  sold_out: 'bg-down/15 text-down',
  reserve_short: 'bg-warn/15 text-warn',
};

/**
 * Whether a product takes new orders: open, closed by the operator, sold out, or the reserve short.
 * A demo account sees it as its play money meets it (availabilityFor).
 */
export function AvailabilityBadge({ availability: real }: { availability: EarnAvailability }) {
  const { t } = useTranslation('earn');
  const availability = availabilityFor(real, useIsDemo());
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
