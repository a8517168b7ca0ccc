import { type ComponentProps, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../../components/ui/icons.tsx';
import { callingCodeOf, countryList } from './countries.ts';

type SelectProps = Omit<ComponentProps<'select'>, 'children'> & { invalid?: boolean };

/** A native select of every country by name: the phone's own picker is the best list UI there. */
export function CountrySelect({ invalid, className, ...props }: SelectProps & { placeholder?: string }) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => countryList(i18n.language), [i18n.language]);
  const { placeholder, ...rest } = props;
  return (
    <select
      {...rest}
      aria-invalid={invalid || undefined}
      className={`input appearance-none ${className ?? ''}`}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>
  );
}

/**
 * The area code beside a phone field. The value is a country (calling codes are shared by several
 * countries); the visible face shows "+86" while an invisible native select on top opens the list.
 */
export function AreaCodeSelect({
  value,
  onChange,
  id,
  label,
}: {
  value: string;
  onChange: (country: string) => void;
  id?: string;
  label: string;
}) {
  const { i18n } = useTranslation();
  const countries = useMemo(() => countryList(i18n.language), [i18n.language]);
  return (
    <div className="relative h-11 w-[92px] shrink-0">
      <div
        aria-hidden="true"
        className="input flex items-center justify-between gap-1 font-medium tabular-nums"
        data-testid="area-code"
      >
        <span>+{callingCodeOf(value)}</span>
        <ChevronDownIcon className="size-4 text-mute" strokeWidth="2" />
      </div>
      <select
        id={id}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name} +{c.callingCode}
          </option>
        ))}
      </select>
    </div>
  );
}
