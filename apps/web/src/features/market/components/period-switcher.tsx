import { KLINE_PERIODS, type KlinePeriod } from '@platform/contract';
import { useTranslation } from 'react-i18next';

/** The K-line periods of spec section 2 (minute, hour, day, week, month, year and steps between). */
export function PeriodSwitcher({
  value,
  onChange,
}: {
  value: KlinePeriod;
  onChange(period: KlinePeriod): void;
}) {
  const { t } = useTranslation('market');
  return (
    <div
      role="tablist"
      aria-label={t('chart.periods')}
      className="-mx-4 flex gap-1 overflow-x-auto px-4 md:mx-0 md:px-0"
    >
      {KLINE_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={value === p}
          data-testid={`period-${p}`}
          onClick={() => onChange(p)}
          className={`shrink-0 rounded-md px-2.5 py-1 text-xs whitespace-nowrap ${value === p ? 'bg-panel-2 font-semibold text-brand' : 'text-mute hover:text-ink'}`}
        >
          {t(`periods.${p}`)}
        </button>
      ))}
    </div>
  );
}
