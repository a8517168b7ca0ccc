import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, PasswordInput, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { accountActions } from '../api/accounts-api.ts';
import { Notice } from './auth-shell.tsx';
import { useRules } from './rules.ts';

interface Values {
  old_password: string;
  password: string;
  password_confirm: string;
}

/** Change the login password (old, new, confirm); other devices are signed out by the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const navigate = useNavigate();
  const [dialog, confirm] = useConfirm();
  const form = useForm<Values>({ defaultValues: { old_password: '', password: '', password_confirm: '' } });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    const ok = await confirm({ title: t('password.confirmTitle'), body: t('password.confirmBody') });
    if (!ok) return;
    await accountActions.updatePassword({ ...v });
    form.reset();
    navigate('/setting');
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="change-password-form">
      <Notice>{t('password.note')}</Notice>
      <Field id="pw-old" label={t('field.oldPassword')} error={errors.old_password?.message}>
        <PasswordInput
          id="pw-old"
          autoComplete="current-password"
          invalid={Boolean(errors.old_password)}
          {...form.register('old_password', rules.required)}
        />
      </Field>
      <Field
        id="pw-new"
        label={t('field.newPassword')}
        error={errors.password?.message}
        hint={t('register.passwordHint')}
      >
        <PasswordInput
          id="pw-new"
          autoComplete="new-password"
          invalid={Boolean(errors.password)}
          {...form.register('password', rules.password)}
        />
      </Field>
      <Field id="pw-confirm" label={t('field.confirmPassword')} error={errors.password_confirm?.message}>
        <PasswordInput
          id="pw-confirm"
          autoComplete="new-password"
          invalid={Boolean(errors.password_confirm)}
          {...form.register('password_confirm', rules.sameAs(form.getValues, 'password'))}
        />
      </Field>
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <SubmitButton pending={form.formState.isSubmitting}>{t('password.submit')}</SubmitButton>
      {dialog}
    </form>
  );
}
