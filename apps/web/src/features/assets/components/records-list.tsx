import type { AccountRecord } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { formatAmount, signedAmount } from './format.ts';
import { isRecordKind, isWalletType } from './records-filter.ts';

const DIRECTION_CLASS = { in: 'text-up', out: 'text-down', none: 'text-mute' } as const;

/** The label of a kind or account type; one the screen does not know yet is shown as sent. */
function useLabels() {
  const { t } = useTranslation('assets');
  return {
    kind: (kind: string) => (isRecordKind(kind) ? t(`kind.${kind}`) : kind),
    account: (record: AccountRecord) => {
      const name = isWalletType(record.type) ? t(`account.${record.type}`) : record.type;
      return record.bucket === 'frozen' ? t('records.frozenPart', { account: name }) : name;
    },
    reference: (record: AccountRecord) =>
      `${isRecordKind(record.ref_kind) ? t(`kind.${record.ref_kind}`) : record.ref_kind} #${record.ref_id}`,
  };
}

function Amount({ record }: { record: AccountRecord }) {
  const { i18n } = useTranslation('assets');
  const { direction, text } = signedAmount(record.amount, record.asset, i18n.language);
  return <span className={`tabular-nums ${DIRECTION_CLASS[direction]}`}>{text}</span>;
}

/** The records of one page: a table on wide screens, a card per record on phones. */
export function RecordsList({ records }: { records: AccountRecord[] }) {
  return (
    <>
      <RecordsTable records={records} />
      <RecordCards records={records} />
    </>
  );
}

function RecordsTable({ records }: { records: AccountRecord[] }) {
  const { t, i18n } = useTranslation('assets');
  const labels = useLabels();
  const lang = i18n.language;
  return (
    <table className="hidden w-full text-sm md:table" data-testid="records-table">
      <thead>
        <tr className="text-xs text-mute">
          <th className="px-5 py-3 text-left font-medium">{t('column.time')}</th>
          <th className="px-5 py-3 text-left font-medium">{t('column.kind')}</th>
          <th className="px-5 py-3 text-left font-medium">{t('column.account')}</th>
          <th className="px-5 py-3 text-right font-medium">{t('column.amount')}</th>
          <th className="px-5 py-3 text-right font-medium">{t('column.balanceAfter')}</th>
          <th className="px-5 py-3 text-left font-medium">{t('column.reference')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line/60">
        {records.map((r) => (
          <tr key={r.id} data-testid="record-row" className="hover:bg-panel-2/40">
            <td className="px-5 py-3 whitespace-nowrap text-mute tabular-nums">
              {formatDateTime(r.time, lang)}
            </td>
            <td className="px-5 py-3 font-medium">{labels.kind(r.kind)}</td>
            <td className="px-5 py-3 text-mute">{labels.account(r)}</td>
            <td className="px-5 py-3 text-right whitespace-nowrap">
              <Amount record={r} /> <span className="text-xs text-mute">{r.asset}</span>
            </td>
            <td className="px-5 py-3 text-right whitespace-nowrap tabular-nums">
              {formatAmount(r.balance_after, r.asset, lang)}
            </td>
            <td className="max-w-48 truncate px-5 py-3 text-xs text-mute" title={labels.reference(r)}>
              {labels.reference(r)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RecordCards({ records }: { records: AccountRecord[] }) {
  const { t, i18n } = useTranslation('assets');
  const labels = useLabels();
  const lang = i18n.language;
  return (
    <ul className="divide-y divide-line/60 md:hidden" data-testid="records-cards">
      {records.map((r) => (
        <li key={r.id} className="space-y-1.5 px-4 py-3.5" data-testid="record-card">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 font-medium">{labels.kind(r.kind)}</span>
            <span className="shrink-0 text-right whitespace-nowrap">
              <Amount record={r} /> <span className="text-xs text-mute">{r.asset}</span>
            </span>
          </div>
          <div className="flex items-baseline justify-between gap-3 text-xs text-mute">
            <span>{labels.account(r)}</span>
            <span className="text-right">
              {t('column.balanceAfter')}{' '}
              <span className="text-ink/80 tabular-nums">{formatAmount(r.balance_after, r.asset, lang)}</span>
            </span>
          </div>
          <div className="flex items-baseline justify-between gap-3 text-xs text-mute">
            <span className="tabular-nums">{formatDateTime(r.time, lang)}</span>
            <span className="min-w-0 truncate">{labels.reference(r)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
