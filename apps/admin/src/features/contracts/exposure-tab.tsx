import type { ContractExposure, ContractExposureRow } from '@platform/contract';
import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { BookSwitch } from '../../components/book-switch.tsx';
import { Figure, SignedFigure } from '../../components/figures.tsx';
import { TableState } from '../../components/query-state.tsx';
import { SnapshotBar } from '../../components/snapshot-bar.tsx';
import { TotalsRow } from '../../components/totals-row.tsx';
import { useExposure } from './api.ts';
import type { Book } from './contracts-model.ts';

const right = { align: 'right' } as const;
const figure = (v: string | null) => <Figure value={v} />;

const columns: TableColumnsType<ContractExposureRow> = [
  { title: 'Instrument', dataIndex: 'symbol', width: 150 },
  { title: 'Price', dataIndex: 'price', width: 130, ...right, render: figure },
  { title: 'Positions', dataIndex: 'positions', width: 100, ...right },
  { title: 'Long lots', dataIndex: 'long_lots', ...right, render: figure },
  { title: 'Short lots', dataIndex: 'short_lots', ...right, render: figure },
  { title: 'Net lots', dataIndex: 'net_lots', ...right, render: figure },
  { title: 'Margin (USDT)', dataIndex: 'margin', ...right, render: figure },
  {
    title: 'House unrealised (USDT)',
    dataIndex: 'house_unrealised',
    ...right,
    render: (v: string | null) => <SignedFigure value={v} />,
  },
];

/** The totals row: lots of different instruments do not add up, so only counts and money do. */
function Totals({ total }: { total: ContractExposure['total'] }) {
  return (
    <TotalsRow
      cells={[
        {},
        { value: total.positions },
        { span: 3 },
        { value: <Figure value={total.margin} /> },
        { value: <SignedFigure value={total.house_unrealised} /> },
      ]}
    />
  );
}

/**
 * Open positions per instrument in one book, and what the house would gain or pay if they all
 * closed at the current price. A figure of the moment: Refresh reads it again.
 */
export function ExposureTab({ book, onBook }: { book: Book; onBook(book: Book): void }) {
  const query = useExposure(book);
  const data = query.data;
  return (
    <>
      <SnapshotBar query={query} refreshTestId="exposure-refresh">
        <BookSwitch book={book} onChange={onBook} testId="contracts-book" />
      </SnapshotBar>
      <Typography.Paragraph type="secondary">
        House unrealised: what the house would gain (+) or pay (−) if every open position closed at the
        current price, the negative of the customers' unrealised profit and loss.
      </Typography.Paragraph>
      {data && data.total.unpriced_positions > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="exposure-unpriced"
          title={`${data.total.unpriced_positions} open positions have no current price; their instruments show no house result and the total leaves them out.`}
        />
      )}
      <TableState query={query}>
        <Table<ContractExposureRow>
          data-testid="exposure-table"
          rowKey="symbol"
          size="middle"
          columns={columns}
          dataSource={data?.instruments}
          loading={query.isFetching}
          scroll={{ x: 1000 }}
          pagination={false}
          locale={{ emptyText: `No open positions in the ${book} book` }}
          summary={() => (data && data.instruments.length > 0 ? <Totals total={data.total} /> : null)}
        />
      </TableState>
    </>
  );
}
