import { ASSETS, type Asset, type ConvertQuote } from '@platform/contract';
import { useState } from 'react';
import { type UseFormRegisterReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Spinner, SubmitButton } from '../../../components/ui/form-controls.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { assetsActions, useRefreshAssets } from '../api/assets-api.ts';
import { AmountField, SwapPair } from '../components/amount-field.tsx';
import { quoteDeadlineMs, secondsLeft } from '../components/countdown.ts';
import { QuotePanel } from '../components/quote-panel.tsx';
import { useAmountRule } from '../components/use-amount-rule.ts';
import { useAvailable } from '../components/use-available.ts';
import { useNow } from '../components/use-now.ts';

interface ExchangeForm {
  from_asset: Asset;
  to_asset: Asset;
  amount: string;
}

/** A quote with the inputs it was given for and the device time at which the screen drops it. */
interface HeldQuote {
  quote: ConvertQuote;
  inputs: ExchangeForm;
  deadlineMs: number;
}

/** Refusals after which the held quote can no longer be used, whatever its countdown says. */
const QUOTE_GONE_REASONS = new Set(['WALLET_QUOTE_EXPIRED', 'WALLET_NOT_FOUND']);

/** /exchange: converts one asset of the spot account into another at a short-lived quote. */
export function Component() {
  const { t } = useTranslation('assets');
  return (
    <Page title={t('exchange.title')} back="/table1">
      <div className="card mx-auto max-w-xl p-5 md:p-7" data-testid="exchange-page">
        <p className="mb-5 text-sm leading-6 text-mute">{t('exchange.intro')}</p>
        <ExchangeFormView />
      </div>
    </Page>
  );
}

function ExchangeFormView() {
  const { t } = useTranslation('assets');
  const refresh = useRefreshAssets();
  const form = useForm<ExchangeForm>({ defaultValues: { from_asset: 'USDT', to_asset: 'BTC', amount: '' } });
  const [fromAsset, toAsset, amount] = useWatch({
    control: form.control,
    name: ['from_asset', 'to_asset', 'amount'],
  });
  const available = useAvailable('spot', fromAsset);
  const amountRule = useAmountRule(fromAsset, available);
  const [held, setHeld] = useState<HeldQuote | null>(null);
  // A quote answers the inputs it was asked for; once they change it is no longer shown.
  const current =
    held &&
    held.inputs.from_asset === fromAsset &&
    held.inputs.to_asset === toAsset &&
    held.inputs.amount === amount.trim()
      ? held
      : null;
  const now = useNow(current !== null);
  const left = current ? secondsLeft(current.deadlineMs, now) : 0;
  const errors = form.formState.errors;

  const requestQuote = useApiSubmit(form, async (v) => {
    const inputs = { ...v, amount: v.amount.trim() };
    const quote = await assetsActions.quote(inputs);
    setHeld({ quote, inputs, deadlineMs: quoteDeadlineMs(quote.expires_at, Date.now()) });
  });

  const convert = useApiSubmit(
    form,
    async () => {
      if (!current) return;
      // The server answers with a success message, which the API client shows as a toast.
      await assetsActions.convert(current.quote.quote_id);
      setHeld(null);
      form.reset({ from_asset: fromAsset, to_asset: toAsset, amount: '' });
      await refresh();
    },
    (refusal) => {
      // The server's clock decides: a quote it calls expired is shown expired, ready to refresh.
      if (refusal.reason && QUOTE_GONE_REASONS.has(refusal.reason))
        setHeld((h) => (h ? { ...h, deadlineMs: 0 } : h));
    },
  );

  const swap = () => {
    form.setValue('from_asset', toAsset);
    form.setValue('to_asset', fromAsset);
    if (form.formState.isSubmitted) void form.trigger();
  };

  const live = current !== null && left > 0;
  return (
    <form onSubmit={requestQuote} noValidate className="space-y-5" data-testid="exchange-form">
      <SwapPair
        onSwap={swap}
        label={t('action.swap')}
        from={
          <Field id="exchange-from" label={t('field.fromAsset')}>
            <AssetSelect
              id="exchange-from"
              registration={form.register('from_asset', { deps: ['amount', 'to_asset'] })}
            />
          </Field>
        }
        to={
          <Field id="exchange-to" label={t('field.toAsset')} error={errors.to_asset?.message}>
            <AssetSelect
              id="exchange-to"
              invalid={Boolean(errors.to_asset)}
              registration={form.register('to_asset', {
                validate: (value, values) => value !== values.from_asset || t('error.sameAsset'),
              })}
            />
          </Field>
        }
      />
      <AmountField
        id="exchange-amount"
        asset={fromAsset}
        available={available}
        error={errors.amount?.message}
        registration={form.register('amount', { validate: amountRule })}
        onMax={(max) => form.setValue('amount', max, { shouldValidate: true })}
      />
      {current && <QuotePanel quote={current.quote} secondsLeft={left} />}
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      {live ? (
        <button
          type="button"
          onClick={convert}
          disabled={form.formState.isSubmitting}
          aria-busy={form.formState.isSubmitting}
          className="btn-primary h-11 w-full gap-2 text-[15px]"
          data-testid="exchange-confirm"
        >
          {form.formState.isSubmitting && <Spinner />}
          {t('action.confirmConvert')}
        </button>
      ) : (
        <SubmitButton pending={form.formState.isSubmitting} testId="exchange-quote">
          {current ? t('action.refreshQuote') : t('action.getQuote')}
        </SubmitButton>
      )}
    </form>
  );
}

function AssetSelect({
  id,
  invalid,
  registration,
}: {
  id: string;
  invalid?: boolean;
  registration: UseFormRegisterReturn;
}) {
  return (
    <select id={id} className="input appearance-none" aria-invalid={invalid || undefined} {...registration}>
      {ASSETS.map((a) => (
        <option key={a} value={a}>
          {a}
        </option>
      ))}
    </select>
  );
}
