import { ADDRESSES_MAX, type WithdrawAddress } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { EmptyBlock, QueryView } from '../../../components/ui/states.tsx';
import { useRefreshWallet, useWithdrawAddresses, walletActions } from '../api/wallet-api.ts';
import { shortAddress } from '../components/address-format.ts';
import { useAction } from '../components/use-action.ts';
import { useNetworkNames } from '../components/use-network-names.ts';
import { WalletPage } from '../components/wallet-page.tsx';

/** /address and /wallet: the withdrawal address book, with delete and a way to add one. */
export function Component() {
  const { t } = useTranslation('wallet');
  const addresses = useWithdrawAddresses();
  return (
    <WalletPage
      title={t('addresses.title')}
      back="/withdraw"
      links={[{ to: '/withdraw', label: t('addresses.withdrawLink') }]}
      testId="addresses-page"
    >
      <QueryView query={addresses}>{(list) => <AddressBook list={list} />}</QueryView>
    </WalletPage>
  );
}

function AddressBook({ list }: { list: WithdrawAddress[] }) {
  const { t } = useTranslation('wallet');
  const full = list.length >= ADDRESSES_MAX;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-mute" data-testid="addresses-count">
          {t('addresses.count', { count: list.length, max: ADDRESSES_MAX })}
        </p>
        {full ? (
          <p className="text-sm text-warn">{t('addresses.full')}</p>
        ) : (
          <Link to="/walletAdd" className="btn-primary h-10" data-testid="address-add">
            {t('addresses.add')}
          </Link>
        )}
      </div>
      {list.length === 0 ? (
        <EmptyBlock text={t('addresses.empty')} />
      ) : (
        <ul
          className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-panel"
          data-testid="addresses"
        >
          {list.map((a) => (
            <AddressRow key={a.id} address={a} />
          ))}
        </ul>
      )}
      <p className="text-xs leading-5 text-mute">{t('addresses.note')}</p>
    </div>
  );
}

function AddressRow({ address }: { address: WithdrawAddress }) {
  const { t } = useTranslation('wallet');
  const networks = useNetworkNames();
  const refresh = useRefreshWallet();
  const [dialog, confirm] = useConfirm();
  const [busy, act] = useAction();
  const remove = async () => {
    const ok = await confirm({
      title: t('addresses.deleteTitle'),
      body: t('addresses.deleteBody', { address: shortAddress(address.address, 10) }),
      confirm: t('action.delete'),
      danger: true,
    });
    if (!ok) return;
    await act(address.id, async () => {
      await walletActions.deleteAddress(address.id);
      await refresh();
    });
  };
  return (
    <li
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center md:p-5"
      data-testid="address-row"
      data-id={address.id}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-[15px] font-semibold">{address.label ?? address.asset}</span>
          <span className="rounded bg-panel-2 px-1.5 py-0.5 text-[11px] text-mute">
            {address.asset} · {networks.name(address.chain)}
          </span>
        </div>
        <div className="flex items-center gap-2">
          <code className="min-w-0 truncate font-mono text-sm text-ink/85" title={address.address}>
            {shortAddress(address.address, 10)}
          </code>
          <CopyButton value={address.address} />
        </div>
        {address.memo && (
          <p className="text-xs text-mute">
            {t('field.memo')}: <span className="font-mono text-ink/85">{address.memo}</span>
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn-danger h-9 shrink-0 self-start sm:self-center"
        disabled={busy !== null}
        onClick={() => void remove()}
        data-testid="address-delete"
      >
        {t('action.delete')}
      </button>
      {dialog}
    </li>
  );
}
