import type { ReactNode } from 'react';

/** A row of single-choice chips (an asset, a chain): native radios styled as chips, wrapping on phones. */
export function ChoiceChips<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode; note?: string }[];
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink/90">{label}</legend>
      <div className="flex flex-wrap gap-2" data-testid={testId}>
        {options.map((o) => (
          <label
            key={o.value}
            data-testid={`${testId}-${o.value}`}
            className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line px-3.5 py-2 text-sm font-medium text-ink transition hover:border-brand/50 has-checked:border-brand has-checked:bg-brand/10 has-checked:text-brand has-focus-visible:ring-2 has-focus-visible:ring-brand/40"
          >
            <input
              type="radio"
              name={testId}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
            {o.note && (
              <span className="rounded bg-panel-2 px-1.5 py-0.5 text-[11px] text-mute">{o.note}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
