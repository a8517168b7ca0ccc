import { BANK_CARDS_MAX, type BankCard } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyBlock, QueryView } from '../../../components/ui/states.tsx';
import { useBankCards, useRefreshWallet, walletActions } from '../api/wallet-api.ts';
import { maskAccount } from '../components/bank-card.ts';
import { useAction } from '../components/use-action.ts';
import { WalletPage } from '../components/wallet-page.tsx';

/** /bank: the bank cards withdrawals can be paid to, with edit and delete. */
export function Component() {
  const { t } = useTranslation('wallet');
  const cards = useBankCards();
  return (
    <WalletPage
      title={t('cards.title')}
      back="/withdraw"
      links={[{ to: '/withdraw', label: t('cards.withdrawLink') }]}
      testId="bank-cards-page"
    >
      <QueryView query={cards}>{(list) => <CardList list={list} />}</QueryView>
    </WalletPage>
  );
}

function CardList({ list }: { list: BankCard[] }) {
  const { t } = useTranslation('wallet');
  const full = list.length >= BANK_CARDS_MAX;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-mute" data-testid="cards-count">
          {t('cards.count', { count: list.length, max: BANK_CARDS_MAX })}
        </p>
        {full ? (
          <p className="text-sm text-warn">{t('cards.full')}</p>
        ) : (
          <Link to="/bankAdd" className="btn-primary h-10" data-testid="card-add">
            {t('cards.add')}
          </Link>
        )}
      </div>
      {list.length === 0 ? (
        <EmptyBlock text={t('cards.empty')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="bank-cards">
          {list.map((c) => (
            <CardRow key={c.id} card={c} />
          ))}
        </ul>
      )}
      <p className="text-xs leading-5 text-mute">{t('cards.note')}</p>
    </div>
  );
}

function CardRow({ card }: { card: BankCard }) {
  const { t } = useTranslation('wallet');
  const refresh = useRefreshWallet();
  const [dialog, confirm] = useConfirm();
  const [busy, act] = useAction();
  const masked = maskAccount(card.account_number);
  const remove = async () => {
    const ok = await confirm({
      title: t('cards.deleteTitle'),
      body: t('cards.deleteBody', { bank: card.bank_name, account: masked }),
      confirm: t('action.delete'),
      danger: true,
    });
    if (!ok) return;
    await act(card.id, async () => {
      await walletActions.deleteBankCard(card.id);
      await refresh();
    });
  };
  return (
    <li className="card flex flex-col gap-4 p-4 md:p-5" data-testid="card-row" data-id={card.id}>
      <div className="min-w-0 space-y-1">
        <p className="text-[15px] font-semibold break-words">{card.bank_name}</p>
        <p className="font-mono text-sm tracking-wider text-ink/85" data-testid="card-account">
          {masked}
        </p>
        <p className="text-sm text-mute">{t('cards.payee', { name: card.payee_name })}</p>
        {card.swift_code && <p className="text-xs text-mute">SWIFT {card.swift_code}</p>}
      </div>
      <div className="mt-auto flex gap-2">
        <Link to={`/bankAdd?id=${card.id}`} className="btn-ghost h-9 flex-1" data-testid="card-edit">
          {t('action.edit')}
        </Link>
        <button
          type="button"
          className="btn-danger h-9 flex-1"
          disabled={busy !== null}
          onClick={() => void remove()}
          data-testid="card-delete"
        >
          {t('action.delete')}
        </button>
      </div>
      {dialog}
    </li>
  );
}
