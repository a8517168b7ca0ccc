import type { FixedTermExposure, FixedTermExposureRow, FixedTermKind } from '@platform/contract';
import { Card, Descriptions, Table, type TableColumnsType, Typography } from 'antd';
import { BookSwitch } from '../../components/book-switch.tsx';
import { Figure, SignedFigure } from '../../components/figures.tsx';
import { TableState } from '../../components/query-state.tsx';
import { SnapshotBar } from '../../components/snapshot-bar.tsx';
import { TotalsRow } from '../../components/totals-row.tsx';
import { formatTime } from '../../lib/format.ts';
import { useExposure } from './api.ts';
import type { Book } from './fixed-term-model.ts';
import { KindTag } from './tags.tsx';

const right = { align: 'right' } as const;
const figure = (v: string | null) => <Figure value={v} />;

const columns: TableColumnsType<FixedTermExposureRow> = [
  {
    title: 'Product',
    dataIndex: 'kind',
    width: 110,
    render: (kind: FixedTermKind) => <KindTag kind={kind} />,
  },
  { title: 'Instrument', dataIndex: 'symbol', width: 120 },
  { title: 'Price', dataIndex: 'price', width: 120, ...right, render: figure },
  { title: 'Open orders', dataIndex: 'orders', width: 100, ...right },
  { title: 'Up / call stake (USDT)', dataIndex: 'rising_stake', ...right, render: figure },
  { title: 'Down / put stake (USDT)', dataIndex: 'falling_stake', ...right, render: figure },
  { title: 'House pays if up (USDT)', dataIndex: 'house_pays_if_rising', ...right, render: figure },
  { title: 'House pays if down (USDT)', dataIndex: 'house_pays_if_falling', ...right, render: figure },
];

/** The totals row: prices of different instruments do not add up, so only counts and money do. */
function Totals({ total }: { total: FixedTermExposure['total'] }) {
  return (
    <TotalsRow
      cells={[
        { span: 2 },
        { value: total.orders },
        { value: <Figure value={total.rising_stake} /> },
        { value: <Figure value={total.falling_stake} /> },
        { value: <Figure value={total.house_pays_if_rising} /> },
        { value: <Figure value={total.house_pays_if_falling} /> },
      ]}
    />
  );
}

/** What the last day's settlements took in and paid back, and what the house kept. */
function SettledDay({ day }: { day: FixedTermExposure['settled_24h'] }) {
  return (
    <Card
      size="small"
      title={`Settled in the 24 hours to ${formatTime(day.to)}`}
      style={{ marginTop: 16 }}
      data-testid="fixed-term-settled-24h"
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 5 }}>
        <Descriptions.Item label="Orders">{day.orders}</Descriptions.Item>
        <Descriptions.Item label="Stakes (USDT)">
          <Figure value={day.stake} />
        </Descriptions.Item>
        <Descriptions.Item label="Paid back (USDT)">
          <Figure value={day.payout} />
        </Descriptions.Item>
        <Descriptions.Item label="Fees (USDT)">
          <Figure value={day.fee} />
        </Descriptions.Item>
        <Descriptions.Item label="House result (USDT)">
          <SignedFigure value={day.house_result} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        House result: stakes less what was paid back, plus fees. Paid back is the stake and profit of a won
        order, the stake of a refunded one, nothing for a lost one.
      </Typography.Text>
    </Card>
  );
}

/**
 * Open delivery and option orders per product and instrument in one book, what each side would
 * cost the house if it won, and the last day's settlements. A figure of the moment: Refresh
 * reads it again.
 */
export function ExposureTab({ book, onBook }: { book: Book; onBook(book: Book): void }) {
  const query = useExposure(book);
  const data = query.data;
  return (
    <>
      <SnapshotBar query={query} refreshTestId="exposure-refresh">
        <BookSwitch book={book} onChange={onBook} testId="fixed-term-book" />
      </SnapshotBar>
      <Typography.Paragraph type="secondary">
        House pays if up (down): what the house would pay from its own funds if every up and call (down and
        put) order won: each stake times its payout ratio, rounded down as settlement rounds it. The stakes
        themselves are the customers' frozen funds. Each column is that side's worst case; orders with
        different expiries can win on both sides.
      </Typography.Paragraph>
      <TableState query={query}>
        <Table<FixedTermExposureRow>
          data-testid="fixed-term-exposure-table"
          rowKey={(r) => `${r.kind}|${r.symbol}`}
          size="middle"
          columns={columns}
          dataSource={data?.instruments}
          loading={query.isFetching}
          scroll={{ x: 1100 }}
          pagination={false}
          locale={{ emptyText: `No open orders in the ${book} book` }}
          summary={() => (data && data.instruments.length > 0 ? <Totals total={data.total} /> : null)}
        />
        {data && <SettledDay day={data.settled_24h} />}
      </TableState>
    </>
  );
}
