import {
  type AccountEntry,
  LEDGER_KINDS,
  LEDGER_REF_KINDS,
  type LedgerKind,
  type LedgerRefKind,
} from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { formatAmount, signedAmount } from './format.ts';
import { isWalletType } from './records-filter.ts';

const DIRECTION_CLASS = { in: 'text-up', out: 'text-down', none: 'text-mute' } as const;

const isLedgerKind = (value: string): value is LedgerKind =>
  (LEDGER_KINDS as readonly string[]).includes(value);
const isRefKind = (value: string): value is LedgerRefKind =>
  (LEDGER_REF_KINDS as readonly string[]).includes(value);

/** The labels of a record; a kind the screen does not know yet is shown as sent. */
function useLabels() {
  const { t, i18n } = useTranslation('assets');
  const lang = i18n.language;
  // The earn account holds principal in custody: it is no wallet to transfer between, but its
  // postings are the customer's and are named like the wallets'.
  const account = (type: string) =>
    isWalletType(type) ? t(`account.${type}`) : type === 'earn' ? t('account.earn') : type;
  return {
    kind: (kind: string) => (isLedgerKind(kind) ? t(`kind.${kind}`) : kind),
    account: (record: AccountEntry) => account(record.type),
    reference: (record: AccountEntry) => {
      // A transfer's reference names its two accounts ('spot>options'), not a number.
      const [from, to] = record.ref_id.split('>');
      if (record.ref_kind === 'transfer' && from && to) return `${account(from)} → ${account(to)}`;
      const label = isRefKind(record.ref_kind) ? t(`ref.${record.ref_kind}`) : record.ref_kind;
      return `${label} #${record.ref_id}`;
    },
    /**
     * What happened inside the account: a freeze or an unfreeze is one sentence; anything else
     * lists each bucket's move with its balance after.
     */
    details: (record: AccountEntry): string[] => {
      const [first, second] = record.lines;
      if (record.lines.length === 2 && first && second && /^0(\.0*)?$/.test(record.amount)) {
        const moved = first.amount.replace(/^-/, '');
        const key = first.bucket === 'available' && first.amount.startsWith('-') ? 'toFrozen' : 'toAvailable';
        return [
          t(`records.${key}`, { amount: formatAmount(moved, record.asset, lang), asset: record.asset }),
        ];
      }
      if (record.lines.length === 1 && first?.bucket === 'available') return [];
      return record.lines.map((l) =>
        t('records.line', {
          bucket: t(`column.${l.bucket}`),
          amount: signedAmount(l.amount, record.asset, lang).text,
          balance: formatAmount(l.balance_after, record.asset, lang),
        }),
      );
    },
  };
}

function Amount({ record }: { record: AccountEntry }) {
  const { i18n } = useTranslation('assets');
  const { direction, text } = signedAmount(record.amount, record.asset, i18n.language);
  return <span className={`tabular-nums ${DIRECTION_CLASS[direction]}`}>{text}</span>;
}

function Details({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className="mt-0.5 space-y-0.5 text-xs font-normal text-mute" data-testid="record-details">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The records of one page: a table on wide screens, a card per record on phones. */
export function RecordsList({ records }: { records: AccountEntry[] }) {
  return (
    <>
      <RecordsTable records={records} />
      <RecordCards records={records} />
    </>
  );
}

function RecordsTable({ records }: { records: AccountEntry[] }) {
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
          <tr key={r.id} data-testid="record-row" className="align-top hover:bg-panel-2/40">
            <td className="px-5 py-3 whitespace-nowrap text-mute tabular-nums">
              {formatDateTime(r.time, lang)}
            </td>
            <td className="px-5 py-3 font-medium" data-testid="record-kind">
              {labels.kind(r.kind)}
              <Details lines={labels.details(r)} />
            </td>
            <td className="px-5 py-3 text-mute">{labels.account(r)}</td>
            <td className="px-5 py-3 text-right whitespace-nowrap">
              <Amount record={r} /> <span className="text-xs text-mute">{r.asset}</span>
            </td>
            <td className="px-5 py-3 text-right whitespace-nowrap tabular-nums">
              {formatAmount(r.balance_after, r.asset, lang)}
            </td>
            <td className="max-w-56 truncate px-5 py-3 text-xs text-mute" title={labels.reference(r)}>
              {labels.reference(r)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RecordCards({ records }: { records: AccountEntry[] }) {
  const { t, i18n } = useTranslation('assets');
  const labels = useLabels();
  const lang = i18n.language;
  return (
    <ul className="divide-y divide-line/60 md:hidden" data-testid="records-cards">
      {records.map((r) => (
        <li key={r.id} className="space-y-1.5 px-4 py-3.5" data-testid="record-card">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 font-medium" data-testid="record-kind">
              {labels.kind(r.kind)}
            </span>
            <span className="shrink-0 text-right whitespace-nowrap">
              <Amount record={r} /> <span className="text-xs text-mute">{r.asset}</span>
            </span>
          </div>
          <Details lines={labels.details(r)} />
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
