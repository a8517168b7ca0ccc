import type { AdminFixedTermOrder, FixedTermKind } from '@platform/contract';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { BookSwitch } from '../../components/book-switch.tsx';
import { Amount, RecordedPrice, When } from '../../components/figures.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { countText, formatTime } from '../../lib/format.ts';
import { useOrders } from './api.ts';
import { OrderFilters } from './filters.tsx';
import {
  type Direction,
  emptyText,
  type FixedTermView,
  type OrderStatus,
  settlementText,
} from './fixed-term-model.ts';
import { DirectionTag, KindTag, StatusTag } from './tags.tsx';

type Order = AdminFixedTermOrder;
const right = { align: 'right' } as const;
const money = (v: string | null) => <Amount value={v} />;

const columns: TableColumnsType<Order> = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: 'UID / account',
    key: 'customer',
    width: 110,
    render: (_, o) => (
      <>
        <Link to={`/users/${o.uid}`}>{o.uid}</Link>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {o.wallet}
          </Typography.Text>
        </div>
      </>
    ),
  },
  {
    title: 'Product',
    dataIndex: 'kind',
    width: 100,
    render: (kind: FixedTermKind) => <KindTag kind={kind} />,
  },
  { title: 'Instrument', dataIndex: 'symbol', width: 110 },
  {
    title: 'Side',
    dataIndex: 'direction',
    width: 80,
    render: (direction: Direction) => <DirectionTag direction={direction} />,
  },
  {
    title: 'Cycle',
    dataIndex: 'cycle',
    width: 80,
    ...right,
    render: (s: number) => `${s} s`,
  },
  {
    title: 'Entry',
    key: 'entry',
    width: 190,
    render: (_, o) => <RecordedPrice recorded={o.entry} />,
  },
  {
    title: 'Expiry',
    dataIndex: 'expires_at',
    width: 170,
    render: (s: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(s)}</span>,
  },
  {
    title: 'Settlement',
    key: 'settlement',
    width: 210,
    render: (_, o) => (
      <>
        {o.settlement ? (
          <RecordedPrice recorded={o.settlement} />
        ) : (
          <Typography.Text type="secondary">{settlementText(o)}</Typography.Text>
        )}
        {o.settled_at !== null && <When label="settled" seconds={o.settled_at} />}
      </>
    ),
  },
  { title: 'Stake (USDT)', dataIndex: 'stake', width: 120, ...right, render: money },
  { title: 'Fee (USDT)', dataIndex: 'fee', width: 100, ...right, render: money },
  { title: 'Payout (USDT)', dataIndex: 'payout', width: 120, ...right, render: money },
  {
    title: 'Outcome',
    dataIndex: 'status',
    width: 100,
    render: (s: OrderStatus) => <StatusTag status={s} />,
  },
];

const NOTES = {
  orders: 'Every order of the book, the newest placed first. Open orders wait for their expiry.',
  settlements:
    'Settled orders, the latest settlement first, each with the recorded price it settled at, where that price came from and when.',
} as const;

/**
 * The orders of a book (newest placed first) or its settlement history (latest settlement first),
 * filtered and paged. Each order shows its entry and settlement prices with their sources and times.
 */
export function OrderList({
  view,
  onChange,
}: {
  view: FixedTermView & { tab: 'orders' | 'settlements' };
  onChange(change: Partial<FixedTermView>): void;
}) {
  const query = useOrders(view);
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <BookSwitch book={view.book} onChange={(book) => onChange({ book })} testId="fixed-term-book" />
        {/* Keyed by the filters, so the form shows what the address says after any change. */}
        <OrderFilters
          key={[view.tab, view.kind, view.status, view.symbol, view.uid, view.from, view.to].join('|')}
          view={view}
          onApply={onChange}
        />
      </Flex>
      <Typography.Paragraph type="secondary">
        {NOTES[view.tab]} Payout is what the settlement paid back: stake and profit when won, the stake when
        refunded, nothing when lost.
      </Typography.Paragraph>
      <PagedTable<Order>
        data-testid={`fixed-term-${view.tab}-table`}
        rowKey="id"
        size="small"
        columns={columns}
        scroll={{ x: 1500 }}
        locale={{ emptyText: emptyText(view) }}
        query={query}
        paging={view}
        totalText={(total) => countText(total, 'order', 'orders')}
        onPaging={onChange}
      />
    </>
  );
}
