import type { DepositRecord } from '@platform/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { ImageIcon } from '../../../components/ui/icons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { EmptyBlock, QueryView } from '../../../components/ui/states.tsx';
import { formatAmountOf, formatDateTime } from '../../../lib/format.ts';
import { depositVoucherUrl, useDepositRecords } from '../api/wallet-api.ts';
import { shortAddress } from '../components/address-format.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { useNetworkNames } from '../components/use-network-names.ts';
import { WalletPage } from '../components/wallet-page.tsx';

/** /cbjl and /rechargeRecord: the user's deposits, newest first, with their review status. */
export function Component() {
  const { t } = useTranslation('wallet');
  const [page, setPage] = useState(1);
  const records = useDepositRecords(page);
  return (
    <WalletPage
      title={t('depositRecords.title')}
      back="/recharge"
      links={[{ to: '/recharge', label: t('depositRecords.newDeposit') }]}
      testId="deposit-records-page"
    >
      <QueryView query={records} lines={8}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyBlock text={t('depositRecords.empty')} />
          ) : (
            <>
              <ul className="space-y-3" data-testid="deposit-records">
                {data.items.map((r) => (
                  <DepositRow key={r.id} record={r} />
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

function DepositRow({ record }: { record: DepositRecord }) {
  const { t, i18n } = useTranslation('wallet');
  const networks = useNetworkNames();
  const lang = i18n.language;
  return (
    <li className="card flex gap-4 p-4 md:p-5" data-testid="deposit-record" data-id={record.id}>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-[15px] font-semibold tabular-nums">
            +{formatAmountOf(record.amount, record.asset, lang)}
          </p>
          <StatusBadge status={record.status} kind="deposit" />
        </div>
        <p className="text-xs text-mute">
          {networks.name(record.chain)} · {formatDateTime(record.created_at, lang)}
        </p>
        {record.tx_hash && (
          <div className="flex items-center gap-2 text-xs">
            <span className="text-mute">{t('field.txHash')}</span>
            <code className="min-w-0 truncate font-mono" title={record.tx_hash}>
              {shortAddress(record.tx_hash, 10)}
            </code>
            <CopyButton value={record.tx_hash} />
          </div>
        )}
        {record.status === 'rejected' && (
          <p className="text-sm text-down" data-testid="record-reason">
            {record.reason ? t('records.reason', { reason: record.reason }) : t('records.noReason')}
          </p>
        )}
        {record.decided_at !== null && (
          <p className="text-xs text-mute">
            {t('records.decidedAt', { time: formatDateTime(record.decided_at, lang) })}
          </p>
        )}
      </div>
      {record.has_voucher && <VoucherThumb depositId={record.id} />}
    </li>
  );
}

/** The voucher photo, opened full size in a new tab; the address is made once per record. */
function VoucherThumb({ depositId }: { depositId: number }) {
  const { t } = useTranslation('wallet');
  const url = useMemo(() => depositVoucherUrl(depositId), [depositId]);
  // A photo the server cannot show still leaves a link with a picture icon, never a broken image.
  const [failed, setFailed] = useState(false);
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="flex size-16 shrink-0 items-center justify-center self-start overflow-hidden rounded-lg border border-line bg-panel-2 text-mute hover:border-brand/60 hover:text-brand md:size-20"
      aria-label={t('records.voucher')}
      title={t('records.voucher')}
      data-testid="record-voucher"
    >
      {failed ? (
        <ImageIcon className="size-6" />
      ) : (
        <img
          src={url}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          onError={() => setFailed(true)}
        />
      )}
    </a>
  );
}
