import { KLINE_PERIODS, type KlinePeriod } from '@platform/contract';
import { useTranslation } from 'react-i18next';

/** Reads a stored period back, or the default when it is not a period the server serves. */
export function periodOf(value: string | null, fallback: KlinePeriod): KlinePeriod {
  return KLINE_PERIODS.find((p) => p === value) ?? fallback;
}

/**
 * The period tabs above a trading screen's chart: every period the server serves, from a minute
 * to a year (spec section 2), named as on the market screen. On a phone the row scrolls sideways.
 */
export function PeriodTabs({
  value,
  onChange,
  label,
  testIdPrefix,
}: {
  value: KlinePeriod;
  onChange: (p: KlinePeriod) => void;
  label: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('market');
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto">
      {KLINE_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={value === p}
          data-testid={`${testIdPrefix}-${p}`}
          onClick={() => onChange(p)}
          className={`shrink-0 rounded-md px-2.5 py-1 text-xs whitespace-nowrap ${value === p ? 'bg-panel-2 font-semibold text-brand' : 'text-mute hover:text-ink'}`}
        >
          {t(`periods.${p}`)}
        </button>
      ))}
    </div>
  );
}
