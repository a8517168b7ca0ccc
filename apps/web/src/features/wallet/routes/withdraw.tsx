import type { BankCard, WithdrawAddress, WithdrawRulesView } from '@platform/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Card, Detail } from '../../../components/ui/card.tsx';
import { Field, Notice, Segmented, TextInput } from '../../../components/ui/form-controls.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { useIsDemo } from '../../../components/ui/use-switch-to-real.ts';
import type { ApiRefusal } from '../../../lib/api-client.ts';
import { formatAmountOf, formatDateTime } from '../../../lib/format.ts';
import {
  useBankCards,
  useRefreshWallet,
  useVerification,
  useWithdrawAddresses,
  useWithdrawRules,
  walletActions,
} from '../api/wallet-api.ts';
import { checkAmount, maxWithdrawable, ppmAsPercent, scaleOf, withdrawQuote } from '../components/amount.ts';
import { maskAccount } from '../components/bank-card.ts';
import { DemoWalletNotice } from '../components/demo-wallet-notice.tsx';
import { DestinationList, type WithdrawValues } from '../components/destination-list.tsx';
import { formatUnitsAmount, zoneName } from '../components/format.ts';
import { RulesPanel } from '../components/rules-panel.tsx';
import { useNetworkNames } from '../components/use-network-names.ts';
import { useNowSeconds } from '../components/use-now.ts';
import { verificationNeed } from '../components/verification.ts';
import { VerificationRequired } from '../components/verification-gate.tsx';
import { WalletPage } from '../components/wallet-page.tsx';
import {
  type Credentials,
  WithdrawConfirmDialog,
  type WithdrawSummary,
} from '../components/withdraw-confirm-dialog.tsx';
import { credentialNeeds, type RulesModel, rulesModel } from '../components/withdraw-rules.ts';

/** /withdraw: to a saved address or a bank card, with every rule shown before the confirmation. */
export function Component() {
  const { t } = useTranslation('wallet');
  const demo = useIsDemo();
  return (
    <WalletPage
      title={t('withdraw.title')}
      wide
      links={[
        { to: '/tbjl', label: t('withdraw.recordsLink') },
        { to: '/address', label: t('withdraw.addressesLink') },
        { to: '/bank', label: t('withdraw.cardsLink') },
      ]}
      testId="withdraw-page"
    >
      {demo ? <DemoWalletNotice action="withdraw" /> : <WithdrawRules />}
    </WalletPage>
  );
}

/** A demo account asks for no rules: the server refuses its withdrawals, and it is told why above. */
function WithdrawRules() {
  const rules = useWithdrawRules();
  return (
    <QueryView query={rules} lines={10}>
      {(data) => <WithdrawView rules={data} />}
    </QueryView>
  );
}

const GRID = 'grid gap-5 lg:grid-cols-[minmax(0,1fr)_400px] lg:grid-rows-[auto_1fr] lg:items-start';
const MAIN = 'lg:col-start-1 lg:row-start-1';
const SIDE = 'lg:col-start-2 lg:row-span-2 lg:row-start-1';
const FOOT = 'lg:col-start-1 lg:row-start-2';

function WithdrawView({ rules }: { rules: WithdrawRulesView }) {
  const now = useNowSeconds();
  const model = useMemo(() => rulesModel(rules, now), [rules, now]);
  const verification = useVerification();
  const need = verification.data ? verificationNeed(verification.data, 'withdraw') : null;
  const panel = (
    <RulesPanel rules={rules} model={model} nowSeconds={now} verification={need} className={SIDE} />
  );
  // In the server's order: verification is asked before any trade password or Google code.
  if (need?.step && need.required !== 'none')
    return (
      <div className={GRID}>
        <VerificationRequired
          operation="withdraw"
          required={need.required}
          step={need.step}
          className={MAIN}
        />
        {panel}
      </div>
    );
  if (!rules.status.security_set)
    return (
      <div className={GRID}>
        <SecurityRequired />
        {panel}
      </div>
    );
  return <WithdrawForm rules={rules} model={model} panel={panel} />;
}

/** Without a trade password or Google verification nothing could confirm a withdrawal. */
function SecurityRequired() {
  const { t } = useTranslation('wallet');
  return (
    <Card roomy className={MAIN} testId="withdraw-security-required">
      <div className="space-y-4">
        <Notice tone="warn">{t('withdraw.securityRequired')}</Notice>
        <Link to="/security" className="btn-primary h-11 w-full text-[15px]">
          {t('withdraw.securityLink')}
        </Link>
      </div>
    </Card>
  );
}

function WithdrawForm({
  rules,
  model,
  panel,
}: {
  rules: WithdrawRulesView;
  model: RulesModel;
  panel: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const addresses = useWithdrawAddresses();
  const cards = useBankCards();
  const form = useForm<WithdrawValues>({
    defaultValues: { method: 'address', address_id: '', card_id: '', amount: '' },
  });
  const flow = useWithdrawFlow(form, rules, model, addresses.data, cards.data);
  const method = form.watch('method');
  const blocked = model.firstBlock !== null;
  return (
    <>
      <form onSubmit={flow.review} noValidate className={GRID} data-testid="withdraw-form">
        <Card roomy className={MAIN}>
          <div className="space-y-5">
            <Segmented
              label={t('withdraw.method')}
              value={method}
              onChange={(next) => {
                form.setValue('method', next);
                form.clearErrors(['address_id', 'card_id']);
              }}
              options={[
                { value: 'address', label: t('withdraw.toAddress') },
                { value: 'bank', label: t('withdraw.toBank') },
              ]}
            />
            <DestinationList form={form} rules={rules} method={method} addresses={addresses} cards={cards} />
            <AmountField form={form} rules={rules} />
            <QuoteLines form={form} rules={rules} />
          </div>
        </Card>
        {panel}
        <div className={`space-y-3 ${FOOT}`}>
          {blocked && <BlockNotice rules={rules} model={model} />}
          <button
            type="submit"
            className="btn-primary h-11 w-full text-[15px]"
            disabled={blocked}
            data-testid="withdraw-submit"
          >
            {t('withdraw.submit')}
          </button>
          <p className="text-xs leading-5 text-mute">{t('withdraw.seedPhrase')}</p>
        </div>
      </form>
      <WithdrawConfirmDialog
        open={flow.summary !== null}
        onClose={flow.close}
        summary={flow.summary}
        needs={credentialNeeds(rules.status)}
        onConfirm={flow.confirm}
        onRefusal={flow.refused}
      />
    </>
  );
}

/**
 * The two steps after the form: `review` checks it and opens the confirmation with the exact fee
 * and arrival; `confirm` sends the withdrawal with the password or code and opens the records.
 */
function useWithdrawFlow(
  form: UseFormReturn<WithdrawValues>,
  rules: WithdrawRulesView,
  model: RulesModel,
  addresses: WithdrawAddress[] | undefined,
  cards: BankCard[] | undefined,
) {
  const { i18n } = useTranslation('wallet');
  const networks = useNetworkNames();
  const navigate = useNavigate();
  const refresh = useRefreshWallet();
  const [summary, setSummary] = useState<WithdrawSummary | null>(null);
  const scale = scaleOf(rules.asset);
  const lang = i18n.language;
  const shown = (units: bigint) => `${formatUnitsAmount(units, scale, lang)} ${rules.asset}`;

  const review = form.handleSubmit((v) => {
    const check = checkAmount(v.amount, {
      scale,
      min: rules.min,
      max: rules.max,
      available: rules.status.available,
    });
    if (!check.ok) return;
    const quote = withdrawQuote(check.units, rules.fee_ppm);
    setSummary({
      destination: destinationText(v, addresses, cards, networks.name),
      amount: shown(check.units),
      fee: shown(quote.feeUnits),
      arrival: shown(quote.arrivalUnits),
      reviewUntil: model.reviewUntil === null ? null : formatDateTime(model.reviewUntil, lang),
    });
  });

  const confirm = async (credentials: Credentials) => {
    const v = form.getValues();
    const destination =
      v.method === 'address'
        ? { method: 'address' as const, address_id: Number(v.address_id) }
        : { method: 'bank' as const, card_id: Number(v.card_id) };
    await walletActions.withdraw({
      ...destination,
      amount: v.amount.trim(),
      ...(credentials.trade_password ? { trade_password: credentials.trade_password } : {}),
      ...(credentials.google_code ? { google_code: credentials.google_code } : {}),
    });
    setSummary(null);
    await refresh();
    navigate('/tbjl');
  };

  const refused = (refusal: ApiRefusal) => {
    const known = new Set<string>(['address_id', 'card_id', 'amount']);
    for (const [name, message] of Object.entries(refusal.fields))
      if (known.has(name)) form.setError(name as keyof WithdrawValues, { type: 'server', message });
    setSummary(null);
    // A refusal by a rule means the user's standing changed since the panel was drawn.
    void refresh();
  };

  return { summary, review, confirm, refused, close: () => setSummary(null) };
}

/** The destination as the confirmation shows it: label, chain and the whole address, or the card. */
function destinationText(
  v: WithdrawValues,
  addresses: WithdrawAddress[] | undefined,
  cards: BankCard[] | undefined,
  networkName: (chain: string) => string,
): string {
  if (v.method === 'address') {
    const a = addresses?.find((x) => String(x.id) === v.address_id);
    return a ? [a.label, networkName(a.chain), a.address].filter(Boolean).join(' · ') : '';
  }
  const c = cards?.find((x) => String(x.id) === v.card_id);
  return c ? `${c.bank_name} ${maskAccount(c.account_number)} · ${c.payee_name}` : '';
}

function AmountField({ form, rules }: { form: UseFormReturn<WithdrawValues>; rules: WithdrawRulesView }) {
  const { t, i18n } = useTranslation('wallet');
  const errors = form.formState.errors;
  const scale = scaleOf(rules.asset);
  const lang = i18n.language;
  const amount = (value: string) => formatAmountOf(value, rules.asset, lang);
  const fillMax = () =>
    form.setValue('amount', maxWithdrawable(rules.status.available, rules.max, scale), {
      shouldValidate: true,
      shouldDirty: true,
    });
  return (
    <Field
      id="wd-amount"
      label={t('field.amount')}
      error={errors.amount?.message}
      hint={t('withdraw.amountHint', {
        available: amount(rules.status.available),
        min: amount(rules.min),
        max: amount(rules.max),
      })}
    >
      <div className="relative">
        <TextInput
          id="wd-amount"
          inputMode="decimal"
          placeholder={t('placeholder.amount')}
          invalid={Boolean(errors.amount)}
          className="pr-28 tabular-nums"
          {...form.register('amount', {
            validate: (value) => {
              const check = checkAmount(value, {
                scale,
                min: rules.min,
                max: rules.max,
                available: rules.status.available,
              });
              return (
                check.ok ||
                t(`amount.${check.problem}`, {
                  min: amount(rules.min),
                  max: amount(rules.max),
                  available: amount(rules.status.available),
                  scale,
                })
              );
            },
          })}
        />
        <span className="absolute inset-y-0 right-2 flex items-center gap-2 text-sm">
          <span className="text-mute">{rules.asset}</span>
          <button
            type="button"
            onClick={fillMax}
            className="rounded-md px-2 py-1 font-semibold text-brand hover:bg-brand/10"
            data-testid="withdraw-max"
          >
            {t('withdraw.max')}
          </button>
        </span>
      </div>
    </Field>
  );
}

/** Fee and arrival, worked out as the user types; a dash until the amount is a valid one. */
function QuoteLines({ form, rules }: { form: UseFormReturn<WithdrawValues>; rules: WithdrawRulesView }) {
  const { t, i18n } = useTranslation('wallet');
  const scale = scaleOf(rules.asset);
  const typed = form.watch('amount');
  const check = checkAmount(typed, { scale });
  const quote = check.ok ? withdrawQuote(check.units, rules.fee_ppm) : null;
  const shown = (units: bigint | undefined) =>
    units === undefined ? '—' : `${formatUnitsAmount(units, scale, i18n.language)} ${rules.asset}`;
  return (
    <dl className="rounded-xl border border-line bg-panel-2/50 px-4 py-2" data-testid="withdraw-quote">
      <Detail label={t('withdraw.feeRate', { percent: ppmAsPercent(rules.fee_ppm) })} testId="withdraw-fee">
        {shown(quote?.feeUnits)}
      </Detail>
      <Detail label={t('withdraw.arrival')} testId="withdraw-arrival">
        <span className="text-brand">{shown(quote?.arrivalUnits)}</span>
      </Detail>
    </dl>
  );
}

/** The first rule that refuses the user now, said in words above the disabled button. */
function BlockNotice({ rules, model }: { rules: WithdrawRulesView; model: RulesModel }) {
  const { t, i18n } = useTranslation('wallet');
  const block = model.firstBlock;
  if (block === null) return null;
  const text = {
    security: t('block.security'),
    frozen: t('block.frozen', { reason: rules.status.frozen_reason ?? '' }),
    window: t('block.window', {
      start: rules.window.start,
      end: rules.window.end,
      zone: zoneName(rules.window.time_zone, i18n.language),
    }),
    dailyCount: t('block.dailyCount', { count: rules.daily_count }),
    turnover: t('block.turnover'),
    balance: t('block.balance', { min: formatAmountOf(rules.min, rules.asset, i18n.language) }),
  }[block];
  return (
    <Notice tone="down" testId="withdraw-block">
      <span data-block={block}>{text}</span>
    </Notice>
  );
}
