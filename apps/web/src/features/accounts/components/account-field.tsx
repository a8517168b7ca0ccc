import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, TextInput } from '../../../components/ui/form-controls.tsx';
import { AreaCodeSelect } from './country-select.tsx';

/**
 * One input for an email or a phone number (login, reset by question). Once the text looks like
 * a phone number, the calling-code select appears in front of it.
 */
export function AccountField({
  id,
  error,
  registration,
  phone,
  country,
  onCountry,
  readOnly,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
  phone: boolean;
  country: string;
  onCountry: (country: string) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Field id={id} label={t('field.account')} error={error}>
      <div className="flex gap-2">
        {phone && <AreaCodeSelect value={country} onChange={onCountry} label={t('field.areaCode')} />}
        <TextInput
          id={id}
          autoComplete="username"
          placeholder={t('placeholder.account')}
          readOnly={readOnly}
          invalid={Boolean(error)}
          {...registration}
        />
      </div>
    </Field>
  );
}
