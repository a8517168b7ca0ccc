import { useTranslation } from 'react-i18next';
import { directionOf, signedPercent } from '../model/format.ts';

const TONE = {
  up: 'bg-up/15 text-up',
  down: 'bg-down/15 text-down',
  flat: 'bg-panel-2 text-mute',
} as const;

/** A 24-hour change in a pill of fixed width, so rows never shift as numbers change. */
export function ChangePill({ percent, className = '' }: { percent: string | undefined; className?: string }) {
  const { i18n } = useTranslation();
  const tone = percent === undefined ? 'flat' : directionOf(percent);
  return (
    <span
      className={`inline-block w-[76px] rounded-md px-1.5 py-1 text-right text-[13px] font-semibold tabular-nums ${TONE[tone]} ${className}`}
    >
      {percent === undefined ? '—' : signedPercent(percent, i18n.language)}
    </span>
  );
}
