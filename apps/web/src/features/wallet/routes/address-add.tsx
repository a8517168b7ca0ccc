import type { Asset, Chain } from '@platform/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Notice, SubmitButton, TextInput } from '../../../components/ui/form-controls.tsx';
import { QueryView } from '../../../components/ui/states.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { useRefreshWallet, useWithdrawRules, walletActions } from '../api/wallet-api.ts';
import {
  type AddressChoices,
  addressChoices,
  addressLooksValid,
  SHAPE_OF_CHAIN,
  shortAddress,
} from '../components/address-format.ts';
import { returnPath } from '../components/use-action.ts';
import { useNetworkNames } from '../components/use-network-names.ts';
import { WalletPage } from '../components/wallet-page.tsx';

const ADDRESS_MAX = 100;
const MEMO_MAX = 64;
const LABEL_MAX = 40;

interface AddressValues {
  asset: Asset;
  chain: Chain;
  address: string;
  memo: string;
  label: string;
}

/**
 * /walletAdd: save a withdrawal address with its asset, chain, memo tag and a label. Only the
 * asset and the chains withdrawals go out on are offered, read from the withdrawal rules the
 * server applies (withdraw.rules), so an address saved here can take a withdrawal.
 */
export function Component() {
  const { t } = useTranslation('wallet');
  const rules = useWithdrawRules();
  return (
    <WalletPage title={t('addressAdd.title')} back="/address" testId="address-add-page">
      <QueryView query={rules} lines={6} roomy>
        {(r) => {
          const choices = addressChoices(r);
          return (
            <Card roomy className="mx-auto max-w-xl">
              {choices ? (
                <AddressForm choices={choices} />
              ) : (
                <Notice tone="warn" testId="address-no-networks">
                  {t('addressAdd.noNetworks')}
                </Notice>
              )}
            </Card>
          );
        }}
      </QueryView>
    </WalletPage>
  );
}

function AddressForm({ choices }: { choices: AddressChoices }) {
  const { t } = useTranslation('wallet');
  const networks = useNetworkNames();
  const chainLabel = networks.name;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const refresh = useRefreshWallet();
  const [dialog, confirm] = useConfirm();
  const form = useForm<AddressValues>({
    defaultValues: { asset: choices.asset, chain: choices.chains[0], address: '', memo: '', label: '' },
  });
  const errors = form.formState.errors;
  const [asset, chain, typed] = form.watch(['asset', 'chain', 'address']);
  const looksValid = typed.trim() === '' || addressLooksValid(chain, typed);
  const submit = useApiSubmit(form, async (v) => {
    const address = v.address.trim();
    const ok = await confirm({
      title: t('addressAdd.confirmTitle'),
      body: addressLooksValid(v.chain, address)
        ? t('addressAdd.confirmBody', {
            asset: v.asset,
            chain: chainLabel(v.chain),
            address: shortAddress(address, 10),
          })
        : t('addressAdd.confirmOddBody', { chain: chainLabel(v.chain), address: shortAddress(address, 10) }),
      confirm: t('action.save'),
    });
    if (!ok) return;
    await walletActions.addAddress({
      asset: v.asset,
      chain: v.chain,
      address,
      ...(v.memo.trim() ? { memo: v.memo.trim() } : {}),
      ...(v.label.trim() ? { label: v.label.trim() } : {}),
    });
    await refresh();
    navigate(returnPath(params.get('from'), '/address'));
  });
  const required = (v: string) => v.trim() !== '' || t('error.required');
  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="address-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="ad-asset" label={t('field.asset')} error={errors.asset?.message}>
          <select
            id="ad-asset"
            className="input appearance-none"
            aria-invalid={Boolean(errors.asset) || undefined}
            {...form.register('asset')}
          >
            <option value={choices.asset}>{choices.asset}</option>
          </select>
        </Field>
        <Field id="ad-chain" label={t('field.chain')} error={errors.chain?.message}>
          <select
            id="ad-chain"
            className="input appearance-none"
            aria-invalid={Boolean(errors.chain) || undefined}
            {...form.register('chain')}
          >
            {choices.chains.map((c) => (
              <option key={c} value={c}>
                {chainLabel(c)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field
        id="ad-address"
        label={t('field.address')}
        error={errors.address?.message}
        hint={
          looksValid ? (
            t(`addressShape.${SHAPE_OF_CHAIN[chain]}`)
          ) : (
            <span className="text-warn" data-testid="address-format-hint">
              {t('addressAdd.oddAddress', { chain: chainLabel(chain) })}{' '}
              {t(`addressShape.${SHAPE_OF_CHAIN[chain]}`)}
            </span>
          )
        }
      >
        <TextInput
          id="ad-address"
          maxLength={ADDRESS_MAX}
          spellCheck={false}
          autoCapitalize="off"
          placeholder={t('placeholder.address')}
          invalid={Boolean(errors.address)}
          className="font-mono text-sm"
          {...form.register('address', { validate: required })}
        />
      </Field>
      <Field
        id="ad-memo"
        label={t('field.memoOptional')}
        error={errors.memo?.message}
        hint={t('addressAdd.memoHint')}
      >
        <TextInput
          id="ad-memo"
          maxLength={MEMO_MAX}
          spellCheck={false}
          invalid={Boolean(errors.memo)}
          className="font-mono text-sm"
          {...form.register('memo')}
        />
      </Field>
      <Field
        id="ad-label"
        label={t('field.labelOptional')}
        error={errors.label?.message}
        hint={t('addressAdd.labelHint')}
      >
        <TextInput
          id="ad-label"
          maxLength={LABEL_MAX}
          placeholder={t('placeholder.label')}
          invalid={Boolean(errors.label)}
          {...form.register('label')}
        />
      </Field>
      <Notice tone="warn">{t('addressAdd.warning', { asset, chain: chainLabel(chain) })}</Notice>
      <p className="text-xs leading-5 text-mute">{t('addressAdd.seedPhrase')}</p>
      {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
      <SubmitButton testId="address-submit" pending={form.formState.isSubmitting}>
        {t('action.save')}
      </SubmitButton>
      {dialog}
    </form>
  );
}
