import { Flex, Table, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { BookSwitch } from '../../components/book-switch.tsx';
import { Figure, When } from '../../components/figures.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { countText, formatTime } from '../../lib/format.ts';
import { useBasketTrades } from './api.ts';
import { type AdminBasketTrade, type BasketsView, emptyText } from './baskets-model.ts';
import { SideTag } from './tags.tsx';
import { TradeFilters } from './trade-filters.tsx';

type Trade = AdminBasketTrade;
type Source = Trade['sources'][number];
const right = { align: 'right' } as const;
const money = (v: string) => <Figure value={v} />;
const nowrap = { whiteSpace: 'nowrap' } as const;
const small = { fontSize: 12 } as const;

const columns: TableColumnsType<Trade> = [
  {
    title: 'Time (UTC)',
    dataIndex: 'created_at',
    width: 150,
    render: (s: number) => <span style={{ ...small, ...nowrap }}>{formatTime(s).replace(' UTC', '')}</span>,
  },
  {
    title: 'UID',
    dataIndex: 'user_id',
    width: 70,
    render: (uid: number) => <Link to={`/users/${uid}`}>{uid}</Link>,
  },
  {
    title: 'Basket',
    key: 'basket',
    width: 170,
    render: (_, t) => (
      <>
        <div>{t.name}</div>
        <Typography.Text type="secondary" style={small}>
          #{t.basket_id}
        </Typography.Text>
      </>
    ),
  },
  { title: 'Side', dataIndex: 'side', width: 100, render: (side: Trade['side']) => <SideTag side={side} /> },
  {
    title: 'Amount (USDT)',
    dataIndex: 'amount',
    width: 130,
    ...right,
    render: (v: string, t) => (
      <>
        <Figure value={v} />
        <div>
          <Typography.Text type="secondary" style={small}>
            {t.side === 'buy' ? 'paid' : 'received'}
          </Typography.Text>
        </div>
      </>
    ),
  },
  { title: 'Units', dataIndex: 'units', width: 130, ...right, render: money },
  { title: 'NAV (USDT)', dataIndex: 'nav', width: 120, ...right, render: money },
  { title: 'Fee (USDT)', dataIndex: 'fee', width: 110, ...right, render: money },
  {
    title: 'Prices used',
    key: 'sources',
    width: 90,
    ...right,
    render: (_, t) => <span style={small}>{t.sources.length}</span>,
  },
];

const sourceColumns: TableColumnsType<Source> = [
  { title: 'Instrument', dataIndex: 'symbol', width: 140 },
  { title: 'Price', dataIndex: 'price', width: 160, ...right, render: money },
  { title: 'Source', dataIndex: 'source', width: 160 },
  { title: 'Recorded', dataIndex: 'time', render: (s: number) => <When seconds={s} /> },
];

/** The prices a trade's NAV was computed from, each with its feed and time. */
function Sources({ trade }: { trade: Trade }) {
  return (
    <Table<Source>
      rowKey="symbol"
      size="small"
      columns={sourceColumns}
      dataSource={trade.sources}
      pagination={false}
      style={{ maxWidth: 760 }}
      data-testid={`basket-trade-sources-${trade.id}`}
      locale={{ emptyText: 'No prices recorded' }}
    />
  );
}

/** Every basket purchase and redemption of a book, newest first, filtered and paged. Read-only. */
export function TradesTab({
  view,
  onChange,
}: {
  view: BasketsView;
  onChange(change: Partial<BasketsView>): void;
}) {
  const query = useBasketTrades(view);
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <BookSwitch book={view.book} onChange={(book) => onChange({ book })} testId="basket-book" />
        {/* Keyed by the filters, so the form shows what the address says after any change. */}
        <TradeFilters key={[view.uid, view.basket].join('|')} view={view} onApply={onChange} />
      </Flex>
      <Typography.Paragraph type="secondary">
        Amount is what the customer paid for a purchase (the subscription fee included) or received for a
        redemption; units change hands at the NAV of the moment. Open a row for the component prices that NAV
        was computed from, each with its feed and time.
      </Typography.Paragraph>
      <PagedTable<Trade>
        data-testid="basket-trades-table"
        rowKey="id"
        size="small"
        columns={columns}
        scroll={{ x: 1100 }}
        locale={{ emptyText: emptyText(view) }}
        query={query}
        paging={view}
        totalText={(total) => countText(total, 'trade', 'trades')}
        onPaging={onChange}
        expandable={{ expandedRowRender: (t) => <Sources trade={t} /> }}
      />
    </>
  );
}
