import { ASSETS, type Asset, WALLET_TYPES, type WalletType } from '@platform/contract';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { assetsActions, useRefreshAssets } from '../api/assets-api.ts';
import { AmountField, SwapPair } from '../components/amount-field.tsx';
import { formatTyped } from '../components/format.ts';
import { useAmountRule } from '../components/use-amount-rule.ts';
import { useAvailable } from '../components/use-available.ts';

interface TransferForm {
  asset: Asset;
  from: WalletType;
  to: WalletType;
  amount: string;
}

/** /transfer: moves an asset between two of the user's own accounts (spot, contract, options, futures). */
export function Component() {
  const { t } = useTranslation('assets');
  return (
    <Page title={t('transfer.title')} back="/table1">
      <div className="card mx-auto max-w-xl p-5 md:p-7" data-testid="transfer-page">
        <p className="mb-5 text-sm leading-6 text-mute">{t('transfer.intro')}</p>
        <TransferFormView />
      </div>
    </Page>
  );
}

function TransferFormView() {
  const { t, i18n } = useTranslation('assets');
  const refresh = useRefreshAssets();
  const [dialog, confirm] = useConfirm();
  const form = useForm<TransferForm>({
    defaultValues: { asset: 'USDT', from: 'spot', to: 'contract', amount: '' },
  });
  const [asset, from, to] = useWatch({ control: form.control, name: ['asset', 'from', 'to'] });
  const available = useAvailable(from, asset);
  const amountRule = useAmountRule(asset, available);
  const errors = form.formState.errors;

  const submit = useApiSubmit(form, async (v) => {
    const amount = v.amount.trim();
    const ok = await confirm({
      title: t('transfer.confirmTitle'),
      body: t('transfer.confirmBody', {
        amount: formatTyped(amount, i18n.language),
        asset: v.asset,
        from: t(`account.${v.from}`),
        to: t(`account.${v.to}`),
      }),
      confirm: t('transfer.submit'),
    });
    if (!ok) return;
    // The server answers with a success message, which the API client shows as a toast.
    await assetsActions.transfer({ asset: v.asset, from: v.from, to: v.to, amount });
    form.reset({ ...v, amount: '' });
    await refresh();
  });

  const swap = () => {
    form.setValue('from', to);
    form.setValue('to', from);
    if (form.formState.isSubmitted) void form.trigger();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="transfer-form">
      <Field id="transfer-asset" label={t('field.asset')}>
        <select
          id="transfer-asset"
          className="input appearance-none"
          {...form.register('asset', { deps: ['amount'] })}
        >
          {ASSETS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </Field>
      <SwapPair
        onSwap={swap}
        label={t('action.swap')}
        from={
          <Field id="transfer-from" label={t('field.from')}>
            <AccountSelect
              id="transfer-from"
              registration={form.register('from', { deps: ['amount', 'to'] })}
            />
          </Field>
        }
        to={
          <Field id="transfer-to" label={t('field.to')} error={errors.to?.message}>
            <AccountSelect
              id="transfer-to"
              invalid={Boolean(errors.to)}
              registration={form.register('to', {
                validate: (value, values) => value !== values.from || t('error.sameAccount'),
              })}
            />
          </Field>
        }
      />
      <AmountField
        id="transfer-amount"
        asset={asset}
        available={available}
        error={errors.amount?.message}
        registration={form.register('amount', { validate: amountRule })}
        onMax={(amount) => form.setValue('amount', amount, { shouldValidate: true })}
      />
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <SubmitButton pending={form.formState.isSubmitting} testId="transfer-submit">
        {t('transfer.submit')}
      </SubmitButton>
      {dialog}
    </form>
  );
}

function AccountSelect({
  id,
  invalid,
  registration,
}: {
  id: string;
  invalid?: boolean;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('assets');
  return (
    <select id={id} className="input appearance-none" aria-invalid={invalid || undefined} {...registration}>
      {WALLET_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`account.${type}`)}
        </option>
      ))}
    </select>
  );
}
