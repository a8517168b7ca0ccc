import type { AccountType, CodePurpose } from '@platform/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CodeInput, Field, Segmented, TextInput } from '../../../components/ui/form-controls.tsx';
import { type AccountTarget, accountActions } from '../api/accounts-api.ts';
import { callingCodeOf } from './countries.ts';
import { AreaCodeSelect } from './country-select.tsx';
import { useRules } from './rules.ts';
import { SendCodeButton } from './send-code-button.tsx';

/** Form fields naming an email or a phone; forms using these fields extend this shape. */
export interface TargetValues {
  type: AccountType;
  email: string;
  country: string;
  phone: string;
  code: string;
}

export function targetOf(values: Pick<TargetValues, 'type' | 'email' | 'country' | 'phone'>): AccountTarget {
  return values.type === 'email'
    ? { type: 'email', email: values.email.trim() }
    : { type: 'phone', area_code: callingCodeOf(values.country), phone: values.phone.replace(/[\s-]/g, '') };
}

/** Email or phone tabs (unless `only` fixes one) and the matching input; needs a FormProvider. */
export function TargetFields({ idPrefix, only }: { idPrefix: string; only?: AccountType }) {
  const { t } = useTranslation('accounts');
  const form = useFormContext<TargetValues>();
  const rules = useRules();
  const type = only ?? form.watch('type');
  const errors = form.formState.errors;
  return (
    <>
      {!only && (
        <Segmented
          label={t('field.accountType')}
          value={type}
          onChange={(v) => {
            form.setValue('type', v);
            form.clearErrors(['email', 'phone']);
          }}
          options={[
            { value: 'email', label: t('tab.email') },
            { value: 'phone', label: t('tab.phone') },
          ]}
        />
      )}
      {type === 'email' ? (
        <Field id={`${idPrefix}-email`} label={t('field.email')} error={errors.email?.message}>
          <TextInput
            id={`${idPrefix}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('placeholder.email')}
            invalid={Boolean(errors.email)}
            {...form.register('email', rules.email)}
          />
        </Field>
      ) : (
        <Field
          id={`${idPrefix}-phone`}
          label={t('field.phone')}
          error={errors.phone?.message ?? errors.country?.message}
        >
          <div className="flex gap-2">
            <Controller
              control={form.control}
              name="country"
              render={({ field }) => (
                <AreaCodeSelect value={field.value} onChange={field.onChange} label={t('field.areaCode')} />
              )}
            />
            <TextInput
              id={`${idPrefix}-phone`}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={t('placeholder.phone')}
              invalid={Boolean(errors.phone)}
              {...form.register('phone', rules.phone)}
            />
          </div>
        </Field>
      )}
    </>
  );
}

/** The six-digit code with its "Send code" button; the target is validated before sending. */
export function CodeField({
  idPrefix,
  purpose,
  only,
}: {
  idPrefix: string;
  purpose: CodePurpose;
  only?: AccountType;
}) {
  const { t } = useTranslation('accounts');
  const form = useFormContext<TargetValues>();
  const rules = useRules();
  const request = async () => {
    const type = only ?? form.getValues('type');
    const ok = await form.trigger(type === 'email' ? ['email'] : ['phone']);
    if (!ok) return undefined;
    return accountActions.sendCode(targetOf({ ...form.getValues(), type }), purpose);
  };
  const error = form.formState.errors.code?.message;
  return (
    <Field id={`${idPrefix}-code`} label={t('field.code')} error={error} hint={t('code.hint')}>
      <div className="flex gap-2">
        <CodeInput id={`${idPrefix}-code`} invalid={Boolean(error)} {...form.register('code', rules.code)} />
        <SendCodeButton request={request} />
      </div>
    </Field>
  );
}
