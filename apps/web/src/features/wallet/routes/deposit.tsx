import type { DepositChannel, KycState } from '@platform/contract';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { Field, Notice, Segmented, SubmitButton, TextInput } from '../../../components/ui/form-controls.tsx';
import { EmptyBlock, QueryView } from '../../../components/ui/states.tsx';
import { rootError, useApiSubmit } from '../../../components/ui/use-api-submit.ts';
import { useIsDemo } from '../../../components/ui/use-switch-to-real.ts';
import { formatAmountOf, formatDecimal } from '../../../lib/format.ts';
import { useDepositChannels, useRefreshWallet, useVerification, walletActions } from '../api/wallet-api.ts';
import { checkAmount, scaleOf } from '../components/amount.ts';
import { ChoiceChips } from '../components/choice-chips.tsx';
import { DemoWalletNotice } from '../components/demo-wallet-notice.tsx';
import {
  type AssetChannels,
  groupChannels,
  hashProblem,
  type ProofKind,
  type ProofProblem,
  pickChannel,
  proofProblem,
  TX_HASH_MAX,
} from '../components/deposit.ts';
import { QrCode } from '../components/qr-code.tsx';
import { useNetworkNames } from '../components/use-network-names.ts';
import { useUploadsInFlight } from '../components/use-uploads.ts';
import { refusedStep, verificationNeed } from '../components/verification.ts';
import { VerificationRequired } from '../components/verification-gate.tsx';
import { VoucherPicker } from '../components/voucher-picker.tsx';
import { WalletPage } from '../components/wallet-page.tsx';

/** /recharge: pick an asset and a chain, send to the platform's address, then report the deposit. */
export function Component() {
  const { t } = useTranslation('wallet');
  const demo = useIsDemo();
  return (
    <WalletPage
      title={t('deposit.title')}
      wide
      links={[{ to: '/cbjl', label: t('deposit.recordsLink') }]}
      testId="deposit-page"
    >
      {demo ? <DemoWalletNotice action="deposit" /> : <DepositChannels />}
    </WalletPage>
  );
}

/**
 * A demo account's funds are virtual: it is shown no platform address to send real money to.
 * A real account is shown the address only once its verification is known to meet the deposit
 * requirement (verification.requirements, the setting the server refuses a deposit by): until
 * then it is shown the requirement and the way to the verification, never an address to send to.
 */
function DepositChannels() {
  const channels = useDepositChannels();
  const verification = useVerification();
  return (
    <QueryView query={channels} lines={8}>
      {(list) => (
        <QueryView query={verification} lines={4}>
          {(state) => <Channels list={list} verification={state} />}
        </QueryView>
      )}
    </QueryView>
  );
}

function Channels({ list, verification }: { list: DepositChannel[]; verification: KycState }) {
  const { t } = useTranslation('wallet');
  const groups = useMemo(() => groupChannels(list), [list]);
  const need = verificationNeed(verification, 'deposit');
  if (need.step !== null && need.required !== 'none')
    return <VerificationRequired operation="deposit" required={need.required} step={need.step} />;
  if (groups.length === 0) return <EmptyBlock text={t('deposit.noChannels')} />;
  return <DepositView groups={groups} />;
}

function DepositView({ groups }: { groups: AssetChannels[] }) {
  const { t } = useTranslation('wallet');
  const networks = useNetworkNames();
  const [params, setParams] = useSearchParams();
  const group = groups.find((g) => g.asset === params.get('asset')) ?? groups[0]!;
  const channel = pickChannel(group, params.get('chain'))!;
  // The choice lives in the address, so a reload or a shared link shows the same channel.
  const choose = (asset: string, chain: string | null) =>
    setParams(chain ? { asset, chain } : { asset }, { replace: true });
  return (
    <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
      <div className="space-y-5">
        <Card roomy testId="deposit-choice">
          <div className="space-y-5">
            <ChoiceChips
              label={t('deposit.asset')}
              value={group.asset}
              options={groups.map((g) => ({ value: g.asset, label: g.asset }))}
              onChange={(asset) => choose(asset, null)}
              testId="deposit-asset"
            />
            <ChoiceChips
              label={t('deposit.chain')}
              value={channel.chain}
              options={group.channels.map((c) => ({
                value: c.chain,
                label: networks.name(c.chain),
                note: c.open ? undefined : t('deposit.closedTag'),
              }))}
              onChange={(chain) => choose(group.asset, chain)}
              testId="deposit-chain"
            />
          </div>
        </Card>
        {channel.open ? (
          <AddressCard channel={channel} />
        ) : (
          <Notice tone="warn" testId="deposit-closed">
            {t('deposit.closed')}
          </Notice>
        )}
      </div>
      {channel.open && <DepositForm key={channel.id} channel={channel} />}
    </div>
  );
}

function AddressCard({ channel }: { channel: DepositChannel }) {
  const { t, i18n } = useTranslation('wallet');
  const chain = useNetworkNames().name(channel.chain);
  return (
    <Card roomy testId="deposit-address-card">
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <QrCode
          text={channel.address}
          alt={t('deposit.qrAlt', { asset: channel.asset, chain })}
          testId="deposit-qr"
        />
        <div className="w-full min-w-0 flex-1 space-y-3">
          <div>
            <p className="text-xs text-mute">{t('deposit.network')}</p>
            <p className="text-[15px] font-semibold" data-testid="deposit-network">
              {chain}
            </p>
          </div>
          <div>
            <p className="text-xs text-mute">{t('deposit.address')}</p>
            <div className="mt-1 flex items-start gap-2 rounded-lg border border-line bg-panel-2 px-3 py-2.5">
              <code className="min-w-0 flex-1 font-mono text-sm break-all" data-testid="deposit-address">
                {channel.address}
              </code>
              <CopyButton value={channel.address} testId="deposit-copy" />
            </div>
          </div>
          <p className="text-sm">
            <span className="text-mute">{t('deposit.minimum')} </span>
            <span className="font-medium tabular-nums" data-testid="deposit-min">
              {formatAmountOf(channel.min, channel.asset, i18n.language)}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-4 space-y-3">
        <Notice tone="warn" testId="deposit-warning">
          {t('deposit.warning', { asset: channel.asset, chain })}
        </Notice>
        <p className="text-xs leading-5 text-mute">{t('deposit.seedPhrase')}</p>
      </div>
    </Card>
  );
}

interface DepositValues {
  amount: string;
  tx_hash: string;
  voucher_id: string;
}

function DepositForm({ channel }: { channel: DepositChannel }) {
  const { t, i18n } = useTranslation('wallet');
  const networks = useNetworkNames();
  const navigate = useNavigate();
  const refresh = useRefreshWallet();
  const [dialog, confirm] = useConfirm();
  const [uploading, onBusy] = useUploadsInFlight();
  const [proof, setProof] = useState<ProofKind>('hash');
  const scale = scaleOf(channel.asset);
  const min = formatAmountOf(channel.min, channel.asset, i18n.language);
  // Checked as typed (after the first visit of a field), so a malformed hash is named before
  // the confirmation opens, in the words of the chain's format.
  const form = useForm<DepositValues>({
    mode: 'onTouched',
    defaultValues: { amount: '', tx_hash: '', voucher_id: '' },
  });
  const errors = form.formState.errors;
  const problemText = (problem: ProofProblem) =>
    t(`proof.${problem}`, { max: TX_HASH_MAX, chain: channel.chain });
  const submit = useApiSubmit(
    form,
    async (v) => {
      const problem = proofProblem(proof, v, channel.chain);
      if (problem) {
        const field = proof === 'hash' ? 'tx_hash' : 'voucher_id';
        form.setError(field, { message: problemText(problem) });
        return;
      }
      const amount = v.amount.trim();
      const ok = await confirm({
        title: t('deposit.confirmTitle'),
        body: t('deposit.confirmBody', {
          amount: `${formatDecimal(amount, i18n.language)} ${channel.asset}`,
          chain: networks.name(channel.chain),
        }),
        confirm: t('deposit.submit'),
      });
      if (!ok) return;
      await walletActions.submitDeposit({
        channel: channel.id,
        amount,
        ...(proof === 'hash' ? { tx_hash: v.tx_hash.trim() } : { voucher_id: v.voucher_id }),
      });
      await refresh();
      navigate('/cbjl');
    },
    (refusal) => {
      // A requirement raised since the screen was drawn: the refreshed state puts the way to the
      // verification it names in place of this form.
      if (refusedStep({ reason: refusal.reason, data: refusal.envelope.data }) !== null) void refresh();
    },
  );
  return (
    <Card roomy testId="deposit-form-card">
      <h2 className="text-[15px] font-semibold">{t('deposit.formTitle')}</h2>
      <p className="mt-1 mb-5 text-sm leading-6 text-mute">{t('deposit.formIntro')}</p>
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="deposit-form">
        <Field
          id="dp-amount"
          label={t('field.amount')}
          error={errors.amount?.message}
          hint={t('deposit.amountHint', { min })}
        >
          <div className="relative">
            <TextInput
              id="dp-amount"
              inputMode="decimal"
              placeholder={t('placeholder.amount')}
              invalid={Boolean(errors.amount)}
              className="pr-16 tabular-nums"
              {...form.register('amount', {
                validate: (value) => {
                  const check = checkAmount(value, { scale, min: channel.min });
                  return check.ok || t(`amount.${check.problem}`, { min, scale });
                },
              })}
            />
            <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-mute">
              {channel.asset}
            </span>
          </div>
        </Field>
        <Segmented
          label={t('deposit.proof')}
          value={proof}
          onChange={(next) => {
            form.clearErrors(['tx_hash', 'voucher_id']);
            setProof(next);
          }}
          options={[
            { value: 'hash', label: t('deposit.proofHash') },
            { value: 'voucher', label: t('deposit.proofVoucher') },
          ]}
        />
        {/* Both stay mounted, so a photo already uploaded survives a look at the other option. */}
        <div hidden={proof !== 'hash'}>
          <Field
            id="dp-hash"
            label={t('field.txHash')}
            error={errors.tx_hash?.message}
            hint={t('deposit.hashHint')}
          >
            <TextInput
              id="dp-hash"
              maxLength={TX_HASH_MAX}
              spellCheck={false}
              placeholder={t('placeholder.txHash')}
              invalid={Boolean(errors.tx_hash)}
              className="font-mono text-sm"
              {...form.register('tx_hash', {
                validate: (value) => {
                  if (proof !== 'hash') return true;
                  const problem = hashProblem(value, channel.chain);
                  return problem === null || problemText(problem);
                },
              })}
            />
          </Field>
        </div>
        <div hidden={proof !== 'voucher'}>
          <Controller
            control={form.control}
            name="voucher_id"
            render={({ field, fieldState }) => (
              <VoucherPicker
                id="dp-voucher"
                error={fieldState.error?.message}
                onChange={(id) => {
                  field.onChange(id);
                  if (id) form.clearErrors('voucher_id');
                }}
                onBusy={onBusy}
              />
            )}
          />
        </div>
        {rootError(form) && <p className="text-sm text-down">{rootError(form)}</p>}
        <SubmitButton testId="deposit-submit" pending={form.formState.isSubmitting} disabled={uploading}>
          {uploading ? t('voucher.wait') : t('deposit.submit')}
        </SubmitButton>
      </form>
      {dialog}
    </Card>
  );
}
