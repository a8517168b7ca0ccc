import { useTranslation } from 'react-i18next';
import { useSimulated } from '../model/live.ts';

const BADGE =
  'shrink-0 items-center gap-1 rounded-full border border-warn/40 bg-warn/10 px-2 py-0.5 text-[11px] leading-4 font-medium whitespace-nowrap text-warn';

/** Shown while a simulated feed drives any price (DESIGN.md section 7), so no one mistakes it for a market. */
export function SimulatedBadge({ className = 'inline-flex' }: { className?: string }) {
  const { t } = useTranslation('market');
  if (!useSimulated()) return null;
  return (
    <span data-testid="simulated-badge" title={t('simulatedHint')} className={`${BADGE} ${className}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-warn" />
      {t('simulated')}
    </span>
  );
}

/**
 * The same badge on a line of its own under the header, for screens too narrow to hold it beside
 * the brand: a phone shows it on every screen, trade screens included, while the feed is simulated.
 */
export function SimulatedStrip({ className = '' }: { className?: string }) {
  if (!useSimulated()) return null;
  return (
    <div className={`flex justify-center border-t border-line/60 px-4 py-1 ${className}`}>
      <SimulatedBadge />
    </div>
  );
}
