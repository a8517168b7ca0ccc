import type { AssetRow, AssetsOverview, WalletType } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyBlock } from '../../../components/ui/states.tsx';
import { AssetName } from './asset-name.tsx';
import { formatAmount, formatUsdtValue } from './format.ts';

type Account = AssetsOverview['accounts'][number];

/**
 * One account's balances (an account the overview does not list shows the empty state): a table on wide screens, a card per asset on phones. Figures are
 * tabular and right-aligned so digits line up down a column.
 */
export function AccountBalances({ type, account }: { type: WalletType; account: Account | undefined }) {
  const { t, i18n } = useTranslation('assets');
  return (
    <section className="card" data-testid={`account-${type}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-3.5 md:px-6">
        <h2 className="text-[15px] font-semibold">{t(`account.${type}`)}</h2>
        <p className="text-sm text-mute">
          {t('overview.accountTotal')}{' '}
          <span className="font-medium text-ink tabular-nums">
            {/* An account the server does not list has no known value; it is not shown as zero. */}
            {account ? formatUsdtValue(account.total_usdt, i18n.language) : '—'}
          </span>{' '}
          USDT
        </p>
      </header>
      {!account || account.rows.length === 0 ? (
        <EmptyAccount type={type} />
      ) : (
        <>
          <BalanceTable rows={account.rows} />
          <BalanceCards rows={account.rows} />
        </>
      )}
    </section>
  );
}

function EmptyAccount({ type }: { type: WalletType }) {
  const { t } = useTranslation('assets');
  return (
    <div className="px-4 pb-6 text-center md:px-6">
      <EmptyBlock text={t('overview.empty')} />
      <Link to={type === 'spot' ? '/recharge' : '/transfer'} className="btn-primary -mt-4 h-10 min-w-36">
        {type === 'spot' ? t('action.deposit') : t('action.transfer')}
      </Link>
    </div>
  );
}

function UsdtValue({ row }: { row: AssetRow }) {
  const { t, i18n } = useTranslation('assets');
  // Without a quote the value is unknown, which is not the same as worthless.
  if (row.usdt_value === null)
    return (
      <span className="text-mute" title={t('overview.noValue')}>
        —
      </span>
    );
  return <>{formatUsdtValue(row.usdt_value, i18n.language)}</>;
}

function BalanceTable({ rows }: { rows: AssetRow[] }) {
  const { t, i18n } = useTranslation('assets');
  const lang = i18n.language;
  return (
    <table className="hidden w-full text-sm md:table">
      <thead>
        <tr className="text-xs text-mute">
          <th className="px-6 py-3 text-left font-medium">{t('column.asset')}</th>
          <th className="px-6 py-3 text-right font-medium">{t('column.available')}</th>
          <th className="px-6 py-3 text-right font-medium">{t('column.frozen')}</th>
          <th className="px-6 py-3 text-right font-medium">{t('column.usdtValue')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line/60">
        {rows.map((row) => (
          <tr
            key={row.asset}
            data-testid="balance-row"
            data-asset={row.asset}
            className="hover:bg-panel-2/40"
          >
            <td className="px-6 py-3.5">
              <AssetName asset={row.asset} />
            </td>
            <td className="px-6 py-3.5 text-right tabular-nums">
              {formatAmount(row.available, row.asset, lang)}
            </td>
            <td className="px-6 py-3.5 text-right text-mute tabular-nums">
              {formatAmount(row.frozen, row.asset, lang)}
            </td>
            <td className="px-6 py-3.5 text-right tabular-nums">
              <UsdtValue row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BalanceCards({ rows }: { rows: AssetRow[] }) {
  const { t, i18n } = useTranslation('assets');
  const lang = i18n.language;
  return (
    <ul className="divide-y divide-line/60 md:hidden">
      {rows.map((row) => (
        <li key={row.asset} className="px-4 py-3.5" data-testid="balance-card" data-asset={row.asset}>
          <div className="flex items-center justify-between gap-3">
            <AssetName asset={row.asset} />
            <span className="text-right text-sm">
              <span className="block text-[11px] text-mute">{t('column.usdtValue')}</span>
              <span className="tabular-nums">
                <UsdtValue row={row} />
              </span>
            </span>
          </div>
          <dl className="mt-2.5 grid grid-cols-2 gap-3 text-sm">
            <div className="min-w-0">
              <dt className="text-[11px] text-mute">{t('column.available')}</dt>
              <dd className="break-all tabular-nums">{formatAmount(row.available, row.asset, lang)}</dd>
            </div>
            <div className="min-w-0 text-right">
              <dt className="text-[11px] text-mute">{t('column.frozen')}</dt>
              <dd className="break-all text-mute tabular-nums">
                {formatAmount(row.frozen, row.asset, lang)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
