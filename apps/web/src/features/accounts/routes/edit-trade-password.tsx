import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { CodeInput, Field, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { ACCOUNTS_KEY, accountActions } from '../api/accounts-api.ts';
import { Notice } from '../components/auth-shell.tsx';
import { useRules } from '../components/rules.ts';
import { SettingsPage } from '../components/settings-page.tsx';

interface Values {
  old_trade_password: string;
  trade_password: string;
  trade_password_confirm: string;
}

/** /editPasswordTrade: change the trade password (current, new, confirm). */
export function Component() {
  const { t } = useTranslation('accounts');
  const rules = useRules();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [dialog, confirm] = useConfirm();
  const form = useForm<Values>({
    defaultValues: { old_trade_password: '', trade_password: '', trade_password_confirm: '' },
  });
  const errors = form.formState.errors;
  const submit = useApiSubmit(form, async (v) => {
    if (!(await confirm({ title: t('trade.changeTitle'), body: t('trade.confirmBody') }))) return;
    await accountActions.updateTradePassword({ ...v });
    await client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    navigate('/setting');
  });
  const digits = (name: keyof Values, id: string, rule: object) => (
    <CodeInput
      id={id}
      type="password"
      autoComplete="off"
      invalid={Boolean(errors[name])}
      {...form.register(name, rule)}
    />
  );
  return (
    <SettingsPage title={t('trade.changeTitle')} testId="edit-trade-page">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Notice>{t('trade.changeNote')}</Notice>
        <Field id="tpc-old" label={t('field.oldTradePassword')} error={errors.old_trade_password?.message}>
          {digits('old_trade_password', 'tpc-old', rules.tradePassword)}
        </Field>
        <Field
          id="tpc-new"
          label={t('field.newTradePassword')}
          error={errors.trade_password?.message}
          hint={t('trade.hint')}
        >
          {digits('trade_password', 'tpc-new', rules.tradePassword)}
        </Field>
        <Field
          id="tpc-confirm"
          label={t('field.confirmTradePassword')}
          error={errors.trade_password_confirm?.message}
        >
          {digits('trade_password_confirm', 'tpc-confirm', rules.sameAs(form.getValues, 'trade_password'))}
        </Field>
        {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
        <SubmitButton pending={form.formState.isSubmitting}>{t('trade.changeSubmit')}</SubmitButton>
        {dialog}
      </form>
    </SettingsPage>
  );
}
