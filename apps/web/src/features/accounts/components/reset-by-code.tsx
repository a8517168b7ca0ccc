import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field, PasswordInput, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { accountActions, targetParams } from '../api/accounts-api.ts';
import { guessCountry } from './countries.ts';
import { useRules } from './rules.ts';
import { CodeField, TargetFields, type TargetValues, targetOf } from './target-fields.tsx';

interface Values extends TargetValues {
  password: string;
  password_confirm: string;
}

/** Reset the login password with a code sent to the account's email or phone (purpose reset). */
export function ResetByCode({ prefill }: { prefill?: Partial<TargetValues> }) {
  const { t, i18n } = useTranslation('accounts');
  const rules = useRules();
  const navigate = useNavigate();
  const form = useForm<Values>({
    defaultValues: {
      type: 'email',
      email: '',
      country: guessCountry(i18n.language),
      phone: '',
      code: '',
      password: '',
      password_confirm: '',
      ...prefill,
    },
  });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    await accountActions.forgetPassword({
      ...targetParams(targetOf(v)),
      code: v.code.trim(),
      password: v.password,
      password_confirm: v.password_confirm,
    });
    navigate('/login', { replace: true });
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-code-form">
        <TargetFields idPrefix="reset" />
        <CodeField idPrefix="reset" purpose="reset" />
        <Field
          id="reset-password"
          label={t('field.newPassword')}
          error={errors.password?.message}
          hint={t('register.passwordHint')}
        >
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            invalid={Boolean(errors.password)}
            {...form.register('password', rules.password)}
          />
        </Field>
        <Field id="reset-confirm" label={t('field.confirmPassword')} error={errors.password_confirm?.message}>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            invalid={Boolean(errors.password_confirm)}
            {...form.register('password_confirm', rules.sameAs(form.getValues, 'password'))}
          />
        </Field>
        {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
        <SubmitButton pending={form.formState.isSubmitting}>{t('reset.submit')}</SubmitButton>
      </form>
    </FormProvider>
  );
}
