import type { AccountType, UserInfo } from '@platform/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, PasswordInput, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { accountActions, useRefreshMe } from '../api/accounts-api.ts';
import { Notice } from './auth-shell.tsx';
import { countryOfCallingCode, guessCountry } from './countries.ts';
import { useRules } from './rules.ts';
import { CodeField, TargetFields, type TargetValues, targetOf } from './target-fields.tsx';

interface Values extends TargetValues {
  password: string;
}

/**
 * Bind or change the phone (/mobile) or the email (/email): the new target, a code sent to it
 * (purpose bind) and the login password, confirmed before it is sent.
 */
export function BindTargetForm({ type, user }: { type: AccountType; user: UserInfo }) {
  const { t, i18n } = useTranslation('accounts');
  const rules = useRules();
  const navigate = useNavigate();
  const refresh = useRefreshMe();
  const [dialog, confirm] = useConfirm();
  const current = type === 'email' ? user.email : user.phone ? `+${user.area_code} ${user.phone}` : null;
  const form = useForm<Values>({
    defaultValues: {
      type,
      email: '',
      country: (user.area_code && countryOfCallingCode(user.area_code)) || guessCountry(i18n.language),
      phone: '',
      code: '',
      password: '',
    },
  });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    const target = targetOf({ ...v, type });
    const shown = target.type === 'email' ? target.email : `+${target.area_code} ${target.phone}`;
    const ok = await confirm({
      title: type === 'email' ? t('bind.emailTitle') : t('bind.phoneTitle'),
      body: t('bind.confirmBody', { target: shown }),
    });
    if (!ok) return;
    const params = { code: v.code.trim(), password: v.password };
    if (target.type === 'email') await accountActions.bindEmail({ ...params, email: target.email });
    else await accountActions.bindPhone({ ...params, area_code: target.area_code, phone: target.phone });
    await refresh();
    navigate('/setting');
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid={`bind-${type}-form`}>
        <Notice>
          {current ? (
            // A long address wraps anywhere rather than widening the screen.
            <span className="[overflow-wrap:anywhere]">{t('bind.current', { target: current })}</span>
          ) : type === 'email' ? (
            t('bind.noEmail')
          ) : (
            t('bind.noPhone')
          )}
        </Notice>
        <TargetFields idPrefix={`bind-${type}`} only={type} />
        <CodeField idPrefix={`bind-${type}`} purpose="bind" only={type} />
        <Field id={`bind-${type}-password`} label={t('field.loginPassword')} error={errors.password?.message}>
          <PasswordInput
            id={`bind-${type}-password`}
            autoComplete="current-password"
            invalid={Boolean(errors.password)}
            {...form.register('password', rules.required)}
          />
        </Field>
        {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
        <SubmitButton pending={form.formState.isSubmitting}>
          {current ? t('bind.change') : t('bind.bind')}
        </SubmitButton>
        {dialog}
      </form>
    </FormProvider>
  );
}
