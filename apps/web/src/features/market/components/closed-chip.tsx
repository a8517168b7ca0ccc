import type { Instrument } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { formatOpening } from '../../../lib/format.ts';

/**
 * Says a market is closed and when it opens, in the customer's time zone: 'Closed · opens Mon
 * 09:30'. Nothing while the market is open. It never wraps or truncates: the caller gives it the
 * room (on a phone it leads the second line of a row, before the name).
 */
export function ClosedChip({
  instrument,
  className = '',
}: {
  instrument: Pick<Instrument, 'open' | 'nextOpen'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('market');
  if (instrument.open) return null;
  const text =
    instrument.nextOpen === null
      ? t('closed')
      : t('closedOpens', { time: formatOpening(instrument.nextOpen, i18n.language) });
  return (
    <span
      data-testid="closed-chip"
      className={`inline-block shrink-0 rounded bg-panel-2 px-1.5 py-0.5 text-[11px] leading-4 font-normal whitespace-nowrap text-mute ${className}`}
    >
      {text}
    </span>
  );
}
