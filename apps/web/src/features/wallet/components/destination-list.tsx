import {
  ADDRESSES_MAX,
  BANK_CARDS_MAX,
  type BankCard,
  type WithdrawAddress,
  type WithdrawRulesView,
} from '@platform/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states.tsx';
import { shortAddress } from './address-format.ts';
import { maskAccount } from './bank-card.ts';
import { useNetworkNames } from './use-network-names.ts';
import { addressUnusable } from './withdraw-rules.ts';

/** The withdrawal form's values; ids stay text as the radio inputs hold them. */
export interface WithdrawValues {
  method: 'address' | 'bank';
  address_id: string;
  card_id: string;
  amount: string;
}

/**
 * The saved addresses or bank cards to withdraw to, as radio cards. An address the rules do not
 * allow (another asset, a chain the operator does not pay out on) is shown disabled with the reason.
 */
export function DestinationList({
  form,
  rules,
  method,
  addresses,
  cards,
}: {
  form: UseFormReturn<WithdrawValues>;
  rules: WithdrawRulesView;
  method: WithdrawValues['method'];
  addresses: UseQueryResult<WithdrawAddress[]>;
  cards: UseQueryResult<BankCard[]>;
}) {
  const firstAddress = addresses.data?.find((a) => addressUnusable(a, rules) === null);
  useDefaultChoice(form, 'address_id', firstAddress?.id);
  useDefaultChoice(form, 'card_id', cards.data?.[0]?.id);
  return method === 'address' ? (
    <AddressChoices form={form} rules={rules} query={addresses} />
  ) : (
    <CardChoices form={form} query={cards} />
  );
}

/** Preselects the first usable destination once the list arrives, unless the user chose already. */
function useDefaultChoice(
  form: UseFormReturn<WithdrawValues>,
  field: 'address_id' | 'card_id',
  firstId: number | undefined,
) {
  useEffect(() => {
    if (firstId !== undefined && form.getValues(field) === '') form.setValue(field, String(firstId));
  }, [form, field, firstId]);
}

function AddressChoices({
  form,
  rules,
  query,
}: {
  form: UseFormReturn<WithdrawValues>;
  rules: WithdrawRulesView;
  query: UseQueryResult<WithdrawAddress[]>;
}) {
  const { t } = useTranslation('wallet');
  const networks = useNetworkNames();
  const register = form.register('address_id', {
    validate: (v) => form.getValues('method') !== 'address' || v !== '' || t('withdraw.chooseAddress'),
  });
  const list = query.data ?? [];
  // Usable addresses first, in the order they were saved; the others follow, greyed out.
  const sorted = [...list].sort(
    (a, b) => Number(addressUnusable(a, rules) !== null) - Number(addressUnusable(b, rules) !== null),
  );
  return (
    <ChoiceGroup
      legend={t('withdraw.address')}
      add={
        list.length < ADDRESSES_MAX
          ? { to: '/walletAdd?from=withdraw', label: t('withdraw.addAddress') }
          : null
      }
      error={form.formState.errors.address_id?.message}
      query={query}
      empty={t('withdraw.noAddresses')}
      testId="withdraw-addresses"
    >
      {sorted.map((a) => {
        const why = addressUnusable(a, rules);
        return (
          <RadioCard
            key={a.id}
            input={{ ...register, value: String(a.id) }}
            disabled={why !== null}
            testId={`withdraw-address-${a.id}`}
          >
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{a.label ?? a.asset}</span>
                <span className="rounded bg-panel-2 px-1.5 py-0.5 text-[11px] text-mute">
                  {a.asset} · {networks.name(a.chain)}
                </span>
              </span>
              <span className="mt-0.5 block font-mono text-xs break-all text-mute" title={a.address}>
                {shortAddress(a.address, 10)}
              </span>
              {why && (
                <span className="mt-1 block text-xs text-warn" data-testid="address-unusable">
                  {t(`withdraw.unusable.${why}`, { asset: rules.asset, chains: networks.list(rules.chains) })}
                </span>
              )}
            </span>
          </RadioCard>
        );
      })}
    </ChoiceGroup>
  );
}

function CardChoices({
  form,
  query,
}: {
  form: UseFormReturn<WithdrawValues>;
  query: UseQueryResult<BankCard[]>;
}) {
  const { t } = useTranslation('wallet');
  const register = form.register('card_id', {
    validate: (v) => form.getValues('method') !== 'bank' || v !== '' || t('withdraw.chooseCard'),
  });
  const list = query.data ?? [];
  return (
    <ChoiceGroup
      legend={t('withdraw.card')}
      add={
        list.length < BANK_CARDS_MAX ? { to: '/bankAdd?from=withdraw', label: t('withdraw.addCard') } : null
      }
      error={form.formState.errors.card_id?.message}
      query={query}
      empty={t('withdraw.noCards')}
      testId="withdraw-cards"
    >
      {list.map((c) => (
        <RadioCard
          key={c.id}
          input={{ ...register, value: String(c.id) }}
          disabled={false}
          testId={`withdraw-card-${c.id}`}
        >
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{c.bank_name}</span>
            <span className="mt-0.5 block text-xs text-mute">
              <span className="font-mono">{maskAccount(c.account_number)}</span> · {c.payee_name}
            </span>
          </span>
        </RadioCard>
      ))}
    </ChoiceGroup>
  );
}

function ChoiceGroup<T extends unknown[]>({
  legend,
  add,
  error,
  query,
  empty,
  testId,
  children,
}: {
  legend: string;
  add: { to: string; label: string } | null;
  error?: string;
  query: UseQueryResult<T>;
  empty: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-2" data-testid={testId}>
      <div className="flex items-center justify-between gap-3">
        <legend className="text-sm font-medium text-ink/90">{legend}</legend>
        {add && (
          <Link to={add.to} className="link text-sm" data-testid={`${testId}-add`}>
            {add.label}
          </Link>
        )}
      </div>
      {query.isPending ? (
        <LoadingBlock lines={2} />
      ) : query.isError ? (
        <ErrorBlock onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-5 text-center text-sm text-mute">
          {empty}
        </p>
      ) : (
        <div className="space-y-2">{children}</div>
      )}
      {error && (
        <p role="alert" className="text-xs text-down" data-testid={`error-${testId}`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One destination as a card around its radio input; `input` carries the form registration. */
function RadioCard({
  input,
  disabled,
  testId,
  children,
}: {
  input: UseFormRegisterReturn & { value: string };
  disabled: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label
      data-testid={testId}
      className={`flex items-start gap-3 rounded-xl border p-3 text-sm transition has-checked:border-brand has-checked:bg-brand/5 ${
        disabled
          ? 'cursor-not-allowed border-line opacity-60'
          : 'cursor-pointer border-line hover:border-brand/50'
      }`}
    >
      <input type="radio" disabled={disabled} className="mt-1 accent-brand" {...input} />
      {children}
    </label>
  );
}
