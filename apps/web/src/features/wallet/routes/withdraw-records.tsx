import type { WithdrawRecord } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Detail } from '../../../components/ui/card.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyBlock, QueryView } from '../../../components/ui/states.tsx';
import { formatDateTime, formatDecimal } from '../../../lib/format.ts';
import { useWithdrawRecords } from '../api/wallet-api.ts';
import { shortAddress } from '../components/address-format.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { useNetworkNames } from '../components/use-network-names.ts';
import { WalletPage } from '../components/wallet-page.tsx';

/** /tbjl and /addcardRecord: the user's withdrawals, newest first, with fees and review status. */
export function Component() {
  const { t } = useTranslation('wallet');
  const [page, setPage] = useState(1);
  const records = useWithdrawRecords(page);
  return (
    <WalletPage
      title={t('withdrawRecords.title')}
      back="/withdraw"
      links={[{ to: '/withdraw', label: t('withdrawRecords.newWithdrawal') }]}
      testId="withdraw-records-page"
    >
      <QueryView query={records} lines={8}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyBlock text={t('withdrawRecords.empty')} />
          ) : (
            <>
              <ul className="space-y-3" data-testid="withdraw-records">
                {data.items.map((r) => (
                  <WithdrawRow key={r.id} record={r} />
                ))}
              </ul>
              <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </WalletPage>
  );
}

function WithdrawRow({ record }: { record: WithdrawRecord }) {
  const { t, i18n } = useTranslation('wallet');
  const networks = useNetworkNames();
  const lang = i18n.language;
  const amount = (value: string) => `${formatDecimal(value, lang)} ${record.asset}`;
  return (
    <li className="card p-4 md:p-5" data-testid="withdraw-record" data-id={record.id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[15px] font-semibold tabular-nums">-{amount(record.amount)}</p>
        <div className="flex flex-wrap items-center gap-2">
          {record.security_review && (
            <span
              className="rounded-full bg-warn/15 px-2.5 py-1 text-xs font-medium text-warn"
              data-testid="record-security-review"
            >
              {t('records.securityReview')}
            </span>
          )}
          <StatusBadge status={record.status} kind="withdraw" />
        </div>
      </div>
      <p className="mt-1 text-xs text-mute">
        {record.method === 'bank'
          ? t('records.toBank')
          : record.chain
            ? t('records.toAddress', { chain: networks.name(record.chain) })
            : t('records.toAddressPlain')}
      </p>
      <dl className="mt-3 grid gap-x-8 md:grid-cols-2">
        <Detail label={t('withdraw.to')}>
          <span className="font-mono text-xs" title={record.destination}>
            {record.method === 'address' ? shortAddress(record.destination, 8) : record.destination}
          </span>
        </Detail>
        <Detail label={t('withdraw.fee')}>{amount(record.fee)}</Detail>
        <Detail label={t('withdraw.arrival')}>{amount(record.arrival)}</Detail>
        <Detail label={t('records.createdAt')}>{formatDateTime(record.created_at, lang)}</Detail>
        {record.decided_at !== null && (
          <Detail label={t('records.decided')}>{formatDateTime(record.decided_at, lang)}</Detail>
        )}
      </dl>
      {record.status === 'rejected' && (
        <p className="mt-2 text-sm text-down" data-testid="record-reason">
          {record.reason ? t('records.reason', { reason: record.reason }) : t('records.noReason')}
        </p>
      )}
      {record.status === 'pending' && record.security_review && (
        <p className="mt-2 text-xs leading-5 text-mute">{t('records.securityReviewText')}</p>
      )}
    </li>
  );
}
