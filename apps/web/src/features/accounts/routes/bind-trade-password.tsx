import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { CodeInput, Field, PasswordInput, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { ACCOUNTS_KEY, accountActions, useTradePasswordState } from '../api/accounts-api.ts';
import { Notice } from '../components/auth-shell.tsx';
import { useRules } from '../components/rules.ts';
import { SettingsPage } from '../components/settings-page.tsx';

interface Values {
  password: string;
  trade_password: string;
  trade_password_confirm: string;
}

/** /bindmpwd: set the 6-digit trade password, or point to the change screen when it is set. */
export function Component() {
  const { t } = useTranslation('accounts');
  const state = useTradePasswordState();
  return (
    <SettingsPage title={t('trade.setTitle')} testId="bind-trade-page">
      {state.isPending ? (
        <LoadingBlock lines={5} />
      ) : state.isError ? (
        <ErrorBlock onRetry={() => void state.refetch()} />
      ) : state.data.transaction_password === 1 ? (
        <div className="space-y-5" data-testid="trade-password-set">
          <Notice tone="ok">{t('trade.alreadySet')}</Notice>
          <Link to="/editPasswordTrade" className="btn-primary h-11 w-full">
            {t('trade.changeTitle')}
          </Link>
        </div>
      ) : (
        <SetTradePasswordForm />
      )}
    </SettingsPage>
  );
}

function SetTradePasswordForm() {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const form = useForm<Values>({
    defaultValues: { password: '', trade_password: '', trade_password_confirm: '' },
  });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    if (!(await confirm({ title: t('trade.setTitle'), body: t('trade.confirmBody') }))) return;
    await accountActions.setTradePassword({ ...v });
    await client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    navigate('/setting');
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="set-trade-form">
      <Notice>{t('trade.note')}</Notice>
      <Field id="tp-login" label={t('field.loginPassword')} error={errors.password?.message}>
        <PasswordInput
          id="tp-login"
          autoComplete="current-password"
          invalid={Boolean(errors.password)}
          {...form.register('password', rules.required)}
        />
      </Field>
      <Field
        id="tp-new"
        label={t('field.tradePassword')}
        error={errors.trade_password?.message}
        hint={t('trade.hint')}
      >
        <CodeInput
          id="tp-new"
          type="password"
          autoComplete="new-password"
          invalid={Boolean(errors.trade_password)}
          {...form.register('trade_password', rules.tradePassword)}
        />
      </Field>
      <Field
        id="tp-confirm"
        label={t('field.confirmTradePassword')}
        error={errors.trade_password_confirm?.message}
      >
        <CodeInput
          id="tp-confirm"
          type="password"
          autoComplete="new-password"
          invalid={Boolean(errors.trade_password_confirm)}
          {...form.register('trade_password_confirm', rules.sameAs(form.getValues, 'trade_password'))}
        />
      </Field>
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <SubmitButton pending={form.formState.isSubmitting}>{t('trade.setSubmit')}</SubmitButton>
      {dialog}
    </form>
  );
}
