import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Nationality, nationalityList, searchNationalities } from './countries.ts';

/** Matches shown at once; typing narrows the list, so a longer one would only scroll further. */
const SHOWN_MAX = 60;

/**
 * A searchable list of nationalities with no default (it cannot be changed after registration, so
 * the user must choose it): each country is named in the user's language and in its own, and either
 * name, or the ISO code, finds it. A combobox in the ARIA pattern: arrows move, Enter picks.
 */
export function NationalityPicker({
  id,
  value,
  onChange,
  onBlur,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
}) {
  const { t, i18n } = useTranslation('accounts');
  const list = useMemo(() => nationalityList(i18n.language), [i18n.language]);
  const chosen = list.find((n) => n.code === value);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listId = useId();
  const open = query !== null;
  const matches = useMemo(
    () => (open ? searchNationalities(list, query).slice(0, SHOWN_MAX) : []),
    [list, query, open],
  );
  const pick = (n: Nationality) => {
    onChange(n.code);
    setQuery(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setQuery('');
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.max(0, Math.min(matches.length - 1, i + step)));
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const match = matches[active];
      if (match) pick(match);
    } else if (e.key === 'Escape') {
      setQuery(null);
    }
  };
  return (
    <div className="relative">
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${matches[active].code}` : undefined}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        className="input"
        placeholder={t('register.nationalityPlaceholder')}
        value={query ?? (chosen ? labelOf(chosen) : '')}
        onFocus={() => {
          setQuery('');
          setActive(0);
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onBlur={() => {
          setQuery(null);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        data-testid="nationality-input"
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-line bg-panel-2 py-1 shadow-lg"
          data-testid="nationality-list"
        >
          {matches.length === 0 && (
            <p className="px-3 py-2 text-sm text-mute">{t('register.nationalityNone')}</p>
          )}
          {matches.map((n, i) => (
            <div
              key={n.code}
              tabIndex={-1}
              id={`${listId}-${n.code}`}
              role="option"
              aria-selected={i === active}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(n);
              }}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${
                i === active ? 'bg-brand/15 text-ink' : 'text-ink/90'
              }`}
              data-testid={`nationality-option-${n.code}`}
            >
              <span className="min-w-0 truncate">{n.name}</span>
              {n.nativeName && (
                <span className="min-w-0 shrink truncate text-xs text-mute">{n.nativeName}</span>
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

function labelOf(n: Nationality): string {
  return n.nativeName ? `${n.name} (${n.nativeName})` : n.name;
}
