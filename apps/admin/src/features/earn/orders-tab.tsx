import { Flex, type TableColumnsType, Typography } from 'antd';
import { Link } from 'react-router';
import { BookSwitch } from '../../components/book-switch.tsx';
import { Amount, Figure, When } from '../../components/figures.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { countText, formatTime } from '../../lib/format.ts';
import { ratePercent } from '../../lib/percent.ts';
import { useEarnOrders } from './api.ts';
import { type AdminEarnOrder, type EarnView, emptyText } from './earn-model.ts';
import { OrderFilters } from './order-filters.tsx';
import { OrderStatusTag, TierTag } from './tags.tsx';

type Order = AdminEarnOrder;
const right = { align: 'right' } as const;
const money = (v: string) => <Amount value={v} />;
const nowrap = { whiteSpace: 'nowrap' } as const;
const small = { fontSize: 12 } as const;

const columns: TableColumnsType<Order> = [
  { title: 'Order no.', dataIndex: 'order_no', width: 140, render: (no: string) => <Figure value={no} /> },
  {
    title: 'UID',
    dataIndex: 'user_id',
    width: 70,
    render: (uid: number) => <Link to={`/users/${uid}`}>{uid}</Link>,
  },
  {
    title: 'Product',
    key: 'product',
    width: 160,
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
  { title: 'Amount (USDT)', dataIndex: 'amount', width: 125, ...right, render: money },
  {
    title: 'Term / daily rate',
    key: 'terms',
    width: 100,
    ...right,
    render: (_, o) => (
      <>
        <div style={nowrap}>{o.term_days} d</div>
        <Figure value={ratePercent(o.daily_rate_ppm)} />
      </>
    ),
  },
  {
    title: 'Yield paid (USDT)',
    key: 'yield',
    width: 130,
    ...right,
    render: (_, o) => (
      <>
        <Amount value={o.yield_paid} />
        <div>
          <Typography.Text type="secondary" style={{ ...small, ...nowrap }}>
            of <Amount value={o.total_yield} />
          </Typography.Text>
        </div>
      </>
    ),
  },
  {
    title: 'Days paid / left',
    key: 'days',
    width: 80,
    ...right,
    render: (_, o) => (
      <span style={nowrap}>
        {o.days_paid} / {o.days_left}
      </span>
    ),
  },
  {
    title: 'Started / matures (UTC)',
    key: 'dates',
    width: 160,
    render: (_, o) => (
      <span style={small}>
        <div style={nowrap}>{formatTime(o.started_at)}</div>
        <div style={nowrap}>{formatTime(o.matures_at)}</div>
      </span>
    ),
  },
  {
    title: 'Status / redemption',
    key: 'status',
    width: 230,
    render: (_, o) => (
      <>
        <OrderStatusTag status={o.status} />
        <Redemption order={o} />
      </>
    ),
  },
];

/** An early redemption: when it was asked, when it is due, its penalty, and why it is paused. */
function Redemption({ order: o }: { order: Order }) {
  if (o.redemption === null) {
    if (o.reject_reason !== null)
      return (
        <div>
          <Typography.Text type="danger" style={small}>
            Refused: {o.reject_reason}
          </Typography.Text>
        </div>
      );
    if (o.ended_at !== null) return <When label="ended" seconds={o.ended_at} />;
    return null;
  }
  const r = o.redemption;
  return (
    <>
      <div style={nowrap}>
        Penalty <Amount value={r.penalty} />
      </div>
      <When label="due" seconds={r.due_at} />
      <When label="asked" seconds={r.requested_at} />
      {r.paused_reason !== null && (
        <div>
          <Typography.Text type="warning" style={small}>
            Paused: {r.paused_reason}
          </Typography.Text>
        </div>
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
        scroll={{ x: 1250 }}
        locale={{ emptyText: emptyText(view) }}
        query={query}
        paging={view}
        totalText={(total) => countText(total, 'order', 'orders')}
        onPaging={onChange}
      />
    </>
  );
}
