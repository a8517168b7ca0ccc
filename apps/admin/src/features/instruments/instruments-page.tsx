import { type AdminInput, type AdminOutput, MARKET_CATEGORIES } from '@platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Input, Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useCan } from '../../app/me-context.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError } from '../../components/query-state.tsx';
import { api } from '../../lib/api.ts';

/** A row of the market catalogue as listInstruments returns it. */
type InstrumentRow = AdminOutput<'listInstruments'>[number];

const INSTRUMENTS_KEY = ['instruments'] as const;

function useSetEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminInput<'setInstrumentEnabled'>) => api.call('setInstrumentEnabled', change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTRUMENTS_KEY }),
  });
}

/** Asks before an instrument is switched on or off; switching off stops trading in it. */
function useConfirmToggle() {
  const { modal } = App.useApp();
  const setEnabled = useSetEnabled();
  return (row: InstrumentRow, enabled: boolean) =>
    modal.confirm({
      title: `${enabled ? 'Enable' : 'Disable'} ${row.symbol}?`,
      content: enabled
        ? 'The instrument appears in the market again and can be traded.'
        : 'The instrument disappears from the market and cannot be traded until enabled again.',
      okText: enabled ? 'Enable' : 'Disable',
      okButtonProps: { danger: !enabled },
      onOk: () => setEnabled.mutateAsync({ symbol: row.symbol, enabled }),
    });
}

function useColumns(): TableColumnsType<InstrumentRow> {
  const mayToggle = useCan('setInstrumentEnabled');
  const confirmToggle = useConfirmToggle();
  return [
    { title: 'Symbol', dataIndex: 'symbol', width: 140, sorter: (a, b) => a.symbol.localeCompare(b.symbol) },
    {
      title: 'Category',
      dataIndex: 'category',
      width: 120,
      filters: MARKET_CATEGORIES.map((c) => ({ text: c, value: c })),
      onFilter: (value, row) => row.category === value,
      render: (category: InstrumentRow['category']) => <Tag>{category}</Tag>,
    },
    { title: 'Name', dataIndex: 'name', ellipsis: true },
    {
      title: 'Enabled',
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, row) => (
        <Switch
          checked={enabled}
          disabled={!mayToggle}
          onChange={(next) => confirmToggle(row, next)}
          data-testid={`instrument-enabled-${row.symbol}`}
          aria-label={`${row.symbol} enabled`}
        />
      ),
    },
  ];
}

/** The market catalogue; operations and the superadmin may switch instruments on and off. */
export default function InstrumentsPage() {
  const query = useQuery({
    queryKey: INSTRUMENTS_KEY,
    queryFn: () => api.call('listInstruments'),
  });
  const columns = useColumns();
  const [search, setSearch] = useState('');
  const needle = search.trim().toUpperCase();
  const rows = query.data?.filter(
    (row) => !needle || row.symbol.includes(needle) || row.name.toUpperCase().includes(needle),
  );
  return (
    <>
      <PageTitle
        title="Instruments"
        extra={
          <Input.Search
            placeholder="Symbol or name"
            allowClear
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 240 }}
          />
        }
      />
      {query.isError ? (
        <LoadError error={query.error} retry={() => query.refetch()} />
      ) : (
        <Table<InstrumentRow>
          data-testid="instruments-table"
          rowKey="symbol"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          scroll={{ x: 600 }}
          pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: needle ? 'No instrument matches' : 'No instruments' }}
        />
      )}
    </>
  );
}
