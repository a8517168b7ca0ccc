import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDecimal } from '../../../lib/format.ts';
import { compareDecimals } from '../model/sorting.ts';

/**
 * A price that turns green or red for the direction of its latest move. Only the colour changes;
 * the digits are tabular, so an update never moves anything around it. The price keeps its tick's
 * decimals and takes the language's digit grouping.
 */
export function LivePrice({ value, className = '' }: { value: string | undefined; className?: string }) {
  const { i18n } = useTranslation();
  const previous = useRef<{ value: string | undefined; tone: string }>({ value, tone: 'text-ink' });
  if (value !== undefined && previous.current.value !== undefined && value !== previous.current.value) {
    const move = compareDecimals(value, previous.current.value);
    previous.current = { value, tone: move > 0 ? 'text-up' : move < 0 ? 'text-down' : previous.current.tone };
  } else if (value !== previous.current.value) {
    previous.current = { value, tone: previous.current.tone };
  }
  return (
    <span
      data-testid="live-price"
      className={`tabular-nums transition-colors ${previous.current.tone} ${className}`}
    >
      {value === undefined ? '—' : groupDecimal(value, i18n.language)}
    </span>
  );
}
