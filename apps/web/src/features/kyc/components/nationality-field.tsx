import { getCountries } from 'libphonenumber-js';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../components/ui/form-controls.tsx';
import { tagOf } from '../../../lib/format.ts';
import { countryName } from './format.ts';

/**
 * Nationality cannot change after registration (spec section 3): a registered one is shown
 * read-only; an account registered without one (a wallet login) chooses it once, here.
 */
export function NationalityField({
  registered,
  registration,
  error,
}: {
  registered: string | null;
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  const { t, i18n } = useTranslation('kyc');
  const countries = useMemo(() => {
    const collator = new Intl.Collator(tagOf(i18n.language));
    return getCountries()
      .map((code) => ({ code, name: countryName(code, i18n.language) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [i18n.language]);
  if (registered)
    return (
      <Field id="nationality" label={t('field.nationality')} hint={t('hint.nationalityFixed')}>
        <TextInput id="nationality" value={countryName(registered, i18n.language)} readOnly disabled />
      </Field>
    );
  return (
    <Field id="nationality" label={t('field.nationality')} error={error} hint={t('hint.nationalityOnce')}>
      <select
        id="nationality"
        className="input appearance-none"
        aria-invalid={Boolean(error) || undefined}
        {...registration}
      >
        <option value="">{t('placeholder.nationality')}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
