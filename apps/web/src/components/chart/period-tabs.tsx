import type { KlinePeriod } from '@platform/contract';

/** The periods a trading screen offers above its chart; the market screen has the full list. */
export const QUICK_PERIODS = ['1m', '15m', '1h', '1d'] as const satisfies readonly KlinePeriod[];
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

/** Reads a stored period back, or the default when it is not one of the quick periods. */
export function quickPeriodOf(value: string | null, fallback: QuickPeriod): QuickPeriod {
  return QUICK_PERIODS.find((p) => p === value) ?? fallback;
}

/** The period tabs above a chart; the screen gives the names of the periods in its language. */
export function PeriodTabs({
  value,
  onChange,
  label,
  nameOf,
  testIdPrefix,
}: {
  value: QuickPeriod;
  onChange: (p: QuickPeriod) => void;
  label: string;
  nameOf: (p: QuickPeriod) => string;
  testIdPrefix: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-1">
      {QUICK_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={value === p}
          data-testid={`${testIdPrefix}-${p}`}
          onClick={() => onChange(p)}
          className={`rounded-md px-2.5 py-1 text-xs whitespace-nowrap ${value === p ? 'bg-panel-2 font-semibold text-brand' : 'text-mute hover:text-ink'}`}
        >
          {nameOf(p)}
        </button>
      ))}
    </div>
  );
}
