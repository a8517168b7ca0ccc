import type { ReactNode } from 'react';

/**
 * The underlined tabs above a panel of lists. The screen gives each list's name in its language,
 * an optional badge (a count), and the test id prefix its end-to-end tests know.
 */
export function ListTabs<L extends string>({
  lists,
  list,
  onList,
  label,
  nameOf,
  badgeOf,
  testIdPrefix,
  className,
}: {
  lists: readonly L[];
  list: L;
  onList: (list: L) => void;
  label: string;
  nameOf: (list: L) => string;
  badgeOf?: (list: L) => ReactNode;
  testIdPrefix: string;
  className: string;
}) {
  return (
    <div role="tablist" aria-label={label} className={className}>
      {lists.map((l) => (
        <button
          key={l}
          type="button"
          role="tab"
          aria-selected={list === l}
          onClick={() => onList(l)}
          data-testid={`${testIdPrefix}-${l}`}
          className={`-mb-px border-b-2 pb-2.5 text-sm font-medium ${list === l ? 'border-brand text-ink' : 'border-transparent text-mute hover:text-ink'}`}
        >
          {nameOf(l)}
          {badgeOf?.(l)}
        </button>
      ))}
    </div>
  );
}

/** The checkbox beside the tabs that widens the lists from this market to all of them. */
export function ScopeToggle({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId: string;
}) {
  return (
    <label className="flex items-center gap-2 pb-2.5 text-xs text-mute">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-6 accent-brand"
        data-testid={testId}
      />
      {label}
    </label>
  );
}
