import type { EarnOrderStatus } from '@platform/contract';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { BookSwitch } from '../../components/book-switch.tsx';
import { Figure, When } from '../../components/figures.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { formatTime } from '../../lib/format.ts';
import { useEarnOrders } from './api.ts';
import { type AdminEarnOrder, type EarnView, emptyText, ratePercent } from './earn-model.ts';
import { OrderFilters } from './order-filters.tsx';
import { OrderStatusTag, TierTag } from './tags.tsx';

type Order = AdminEarnOrder;
const right = { align: 'right' } as const;
const money = (v: string) => <Figure value={v} />;
const nowrap = { whiteSpace: 'nowrap' } as const;
const small = { fontSize: 12 } as const;

const columns: TableColumnsType<Order> = [
  { title: 'Order no.', dataIndex: 'order_no', width: 150, render: (no: string) => <Figure value={no} /> },
  {
    title: 'UID',
    dataIndex: 'user_id',
    width: 80,
    render: (uid: number) => <Link to={`/users/${uid}`}>{uid}</Link>,
  },
  {
    title: 'Product',
    key: 'product',
    width: 200,
    render: (_, o) => (
      <>
        <div>{o.name}</div>
        <Typography.Text type="secondary" style={small}>
          #{o.product_id}
        </Typography.Text>{' '}
        <TierTag tier={o.tier} />
      </>
    ),
  },
  { title: 'Amount (USDT)', dataIndex: 'amount', width: 140, ...right, render: money },
  { title: 'Term', dataIndex: 'term_days', width: 70, ...right, render: (d: number) => `${d} d` },
  {
    title: 'Daily rate',
    dataIndex: 'daily_rate_ppm',
    width: 90,
    ...right,
    render: (ppm: number) => <Figure value={ratePercent(ppm)} />,
  },
  {
    title: 'Yield paid (USDT)',
    key: 'yield',
    width: 150,
    ...right,
    render: (_, o) => (
      <>
        <Figure value={o.yield_paid} />
        <div>
          <Typography.Text type="secondary" style={{ ...small, ...nowrap }}>
            of <Figure value={o.total_yield} />
          </Typography.Text>
        </div>
      </>
    ),
  },
  {
    title: 'Days paid / left',
    key: 'days',
    width: 110,
    ...right,
    render: (_, o) => (
      <span style={nowrap}>
        {o.days_paid} / {o.days_left}
      </span>
    ),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    width: 150,
    render: (s: EarnOrderStatus) => <OrderStatusTag status={s} />,
  },
  {
    title: 'Started',
    dataIndex: 'started_at',
    width: 180,
    render: (s: number) => <span style={nowrap}>{formatTime(s)}</span>,
  },
  {
    title: 'Matures',
    dataIndex: 'matures_at',
    width: 180,
    render: (s: number) => <span style={nowrap}>{formatTime(s)}</span>,
  },
  {
    title: 'Redemption',
    key: 'redemption',
    width: 240,
    render: (_, o) => <Redemption order={o} />,
  },
];

/** An early redemption: when it was asked, when it is due, its penalty, and why it is paused. */
function Redemption({ order: o }: { order: Order }) {
  if (o.redemption === null) {
    if (o.reject_reason !== null)
      return <Typography.Text type="danger">Refused: {o.reject_reason}</Typography.Text>;
    if (o.ended_at !== null) return <When label="ended" seconds={o.ended_at} />;
    return <Typography.Text type="secondary">—</Typography.Text>;
  }
  const r = o.redemption;
  return (
    <>
      <div style={nowrap}>
        Penalty <Figure value={r.penalty} />
      </div>
      <When label="due" seconds={r.due_at} />
      <When label="asked" seconds={r.requested_at} />
      {r.paused_reason !== null && (
        <Typography.Text type="warning" style={small}>
          Paused: {r.paused_reason}
        </Typography.Text>
      )}
    </>
  );
}

/** Every escrow order of a book, newest first, filtered and paged. Read-only. */
export function OrdersTab({ view, onChange }: { view: EarnView; onChange(change: Partial<EarnView>): void }) {
  const query = useEarnOrders(view);
  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <BookSwitch book={view.book} onChange={(book) => onChange({ book })} testId="earn-book" />
        {/* Keyed by the filters, so the form shows what the address says after any change. */}
        <OrderFilters key={[view.uid, view.product, view.status].join('|')} view={view} onApply={onChange} />
      </Flex>
      <Typography.Paragraph type="secondary">
        Each order keeps the rate and penalty it was placed at. Yield is paid once a day from the earn
        reserve; an early redemption is paid on the next working day, less its penalty, and is paused while
        the customer&rsquo;s withdrawals are frozen.
      </Typography.Paragraph>
      <PagedTable<Order>
        data-testid="earn-orders-table"
        rowKey="id"
        size="small"
        columns={columns}
        scroll={{ x: 1800 }}
        locale={{ emptyText: emptyText(view) }}
        query={query}
        paging={view}
        totalText={(total) => `${total} orders`}
        onPaging={onChange}
      />
    </>
  );
}
