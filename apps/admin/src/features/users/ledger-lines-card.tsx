import type { AccountRecord, Asset, WalletType } from '@platform/contract';
import { Card, Flex, Select, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { Figure, SignedFigure } from '../../components/figures.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { countText, formatTime } from '../../lib/format.ts';
import { nextPaged } from '../../lib/paging.ts';
import { useUserRecords } from './ledger-api.ts';
import {
  ASSET_OPTIONS,
  type Book,
  KIND_OPTIONS,
  kindLabel,
  RECORDS_FIRST_PAGE,
  type RecordsFilter,
  referenceText,
  TYPE_OPTIONS,
} from './ledger-model.ts';

const columns: TableColumnsType<AccountRecord> = [
  { title: 'Time', dataIndex: 'time', width: 180, render: formatTime },
  { title: 'Asset', dataIndex: 'asset', width: 70 },
  { title: 'Account', dataIndex: 'type', width: 90 },
  {
    title: 'Bucket',
    dataIndex: 'bucket',
    width: 90,
    render: (bucket: AccountRecord['bucket']) =>
      bucket === 'frozen' ? <Tag color="blue">frozen</Tag> : bucket,
  },
  { title: 'Kind', dataIndex: 'kind', width: 160, render: kindLabel },
  {
    title: 'Reference',
    key: 'ref',
    ellipsis: true,
    render: (_, r) => referenceText(r.ref_kind, r.ref_id),
  },
  {
    title: 'Amount',
    dataIndex: 'amount',
    align: 'right',
    width: 170,
    render: (v: string) => <SignedFigure value={v} />,
  },
  {
    title: 'Balance after',
    dataIndex: 'balance_after',
    align: 'right',
    width: 170,
    render: (v: string) => <Figure value={v} />,
  },
];

/**
 * Every ledger line of the customer in one book, newest first, paged by the server. Each line
 * belongs to a posting (its kind and reference say what moved the money); the amount is signed
 * and the balance after is that account bucket's balance once the line was posted.
 */
export function LedgerLinesCard({ uid, book }: { uid: number; book: Book }) {
  const [filter, setFilter] = useState<RecordsFilter>(RECORDS_FIRST_PAGE);
  const update = (change: Partial<RecordsFilter>) => setFilter((f) => nextPaged(f, change));
  const query = useUserRecords(uid, book, filter);
  const filtered = filter.asset !== undefined || filter.type !== undefined || filter.kind !== undefined;
  return (
    <Card title={`Ledger lines (${book} book)`} data-testid="ledger-lines-card">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select<Asset>
          allowClear
          placeholder="All assets"
          value={filter.asset}
          onChange={(asset) => update({ asset })}
          options={ASSET_OPTIONS}
          style={{ width: 140 }}
          data-testid="records-asset"
        />
        <Select<WalletType>
          allowClear
          placeholder="All accounts"
          value={filter.type}
          onChange={(type) => update({ type })}
          options={TYPE_OPTIONS}
          style={{ width: 150 }}
          data-testid="records-type"
        />
        <Select<string>
          allowClear
          placeholder="All kinds"
          value={filter.kind}
          onChange={(kind) => update({ kind })}
          options={KIND_OPTIONS}
          style={{ width: 200 }}
          data-testid="records-kind"
        />
      </Flex>
      <PagedTable<AccountRecord>
        data-testid="ledger-lines-table"
        rowKey="id"
        size="small"
        columns={columns}
        scroll={{ x: 1060 }}
        locale={{
          emptyText: filtered
            ? 'No ledger line matches these filters'
            : `No ledger lines in the ${book} book`,
        }}
        query={query}
        paging={filter}
        totalText={(total) => countText(total, 'line', 'lines')}
        onPaging={update}
      />
    </Card>
  );
}
