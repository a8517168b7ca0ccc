import type { ContractExposure, ContractExposureRow } from '@platform/contract';
import { Alert, Button, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { LoadError } from '../../components/query-state.tsx';
import { formatTime } from '../../lib/format.ts';
import { useExposure } from './api.ts';
import type { Book } from './contracts-model.ts';
import { BookSwitch, Figure, SignedFigure } from './figures.tsx';

const right = { align: 'right' } as const;

const columns: TableColumnsType<ContractExposureRow> = [
  { title: 'Instrument', dataIndex: 'symbol', width: 150 },
  {
    title: 'Price',
    dataIndex: 'price',
    width: 130,
    ...right,
    render: (v: string | null) => <Figure value={v} />,
  },
  { title: 'Positions', dataIndex: 'positions', width: 100, ...right },
  { title: 'Long lots', dataIndex: 'long_lots', ...right, render: (v: string) => <Figure value={v} /> },
  { title: 'Short lots', dataIndex: 'short_lots', ...right, render: (v: string) => <Figure value={v} /> },
  { title: 'Net lots', dataIndex: 'net_lots', ...right, render: (v: string) => <Figure value={v} /> },
  { title: 'Margin (USDT)', dataIndex: 'margin', ...right, render: (v: string) => <Figure value={v} /> },
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
    <Table.Summary.Row>
      <Table.Summary.Cell index={0}>
        <strong>Total</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={1} />
      <Table.Summary.Cell index={2} {...right}>
        {total.positions}
      </Table.Summary.Cell>
      <Table.Summary.Cell index={3} colSpan={3} />
      <Table.Summary.Cell index={6} {...right}>
        <Figure value={total.margin} />
      </Table.Summary.Cell>
      <Table.Summary.Cell index={7} {...right}>
        <SignedFigure value={total.house_unrealised} />
      </Table.Summary.Cell>
    </Table.Summary.Row>
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
      <Flex gap={8} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <BookSwitch book={book} onChange={onBook} />
        <Flex gap={12} align="center">
          {data && (
            <Typography.Text type="secondary">
              As of {formatTime(Math.floor(query.dataUpdatedAt / 1000))}
            </Typography.Text>
          )}
          <Button onClick={() => query.refetch()} loading={query.isFetching} data-testid="exposure-refresh">
            Refresh
          </Button>
        </Flex>
      </Flex>
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
      {query.isError && !data ? (
        <LoadError error={query.error} retry={() => query.refetch()} />
      ) : (
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
      )}
    </>
  );
}
