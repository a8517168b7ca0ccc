import { Descriptions, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useCan } from '../../app/me-context.tsx';
import { CatalogTab } from '../../components/catalog-tab.tsx';
import { OwnTexts } from '../../components/customer-texts.tsx';
import { Figure, RecordedPrice, When } from '../../components/figures.tsx';
import { plainAmount } from '../../lib/amounts.ts';
import { formatTime } from '../../lib/format.ts';
import { ratePercent } from '../../lib/percent.ts';
import { useBaskets } from './api.ts';
import { BasketEditor } from './basket-editor.tsx';
import type { AdminBasket } from './baskets-model.ts';
import { BasketStatusTag, RiskTag } from './tags.tsx';

type Basket = AdminBasket;
const right = { align: 'right' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const small = { fontSize: 12 } as const;
const muted = (text: string) => (
  <Typography.Text type="secondary" style={small}>
    {text}
  </Typography.Text>
);

/** The NAV per unit now with the time of its oldest price, or why there is none. */
function NavNow({ basket: b }: { basket: Basket }) {
  if (b.nav.nav === null)
    return (
      <Tag color="orange" style={{ marginInlineEnd: 0 }}>
        no price
      </Tag>
    );
  return (
    <>
      <Figure value={b.nav.nav} />
      <When seconds={b.nav.time} />
      {!b.nav.open && muted('a market is closed')}
    </>
  );
}

function baseColumns(): TableColumnsType<Basket> {
  return [
    { title: 'ID', dataIndex: 'id', width: 45 },
    {
      title: 'Name (English) / risk',
      key: 'name',
      width: 130,
      render: (_, b) => (
        <>
          <div>{b.texts.en?.name ?? <Typography.Text type="secondary">—</Typography.Text>}</div>
          <RiskTag risk={b.risk} />
        </>
      ),
    },
    {
      title: 'Components',
      key: 'components',
      width: 130,
      render: (_, b) =>
        b.components.map((c) => (
          <div key={c.symbol} style={nowrap}>
            {c.symbol} <Figure value={ratePercent(c.weight_ppm)} />
          </div>
        )),
    },
    { title: 'NAV now (USDT)', key: 'nav', width: 160, ...right, render: (_, b) => <NavNow basket={b} /> },
    {
      title: 'Fees',
      key: 'fees',
      width: 100,
      ...right,
      render: (_, b) => (
        <span style={nowrap}>
          <div>
            {muted('in')} <Figure value={ratePercent(b.subscription_fee_ppm)} />
          </div>
          <div>
            {muted('out')} <Figure value={ratePercent(b.redemption_fee_ppm)} />
          </div>
          <div>
            <Figure value={ratePercent(b.management_fee_ppm)} /> {muted('a year')}
          </div>
        </span>
      ),
    },
    {
      title: 'Per purchase (USDT)',
      key: 'range',
      width: 115,
      ...right,
      render: (_, b) => (
        <span style={nowrap}>
          <Figure value={plainAmount(b.min_amount)} /> – <Figure value={plainAmount(b.max_amount)} />
        </span>
      ),
    },
    { title: 'Holders', dataIndex: 'holders', width: 75, ...right },
    {
      title: 'Outstanding: units / value (USDT)',
      key: 'outstanding',
      width: 140,
      ...right,
      render: (_, b) => (
        <>
          <Figure value={b.units_outstanding} />
          <div>
            {b.value_outstanding === null ? (
              <Tag color="orange" style={{ marginInlineEnd: 0 }}>
                no price
              </Tag>
            ) : (
              <Figure value={b.value_outstanding} />
            )}
          </div>
        </>
      ),
    },
    {
      title: 'Status / inception (UTC)',
      key: 'status',
      width: 130,
      render: (_, b) => (
        <>
          <BasketStatusTag status={b.status} />
          <div>
            {b.inception_at === null
              ? muted('no inception: waiting for every price')
              : muted(formatTime(b.inception_at).replace(' UTC', ''))}
          </div>
        </>
      ),
    },
  ];
}

type Component = Basket['components'][number];

const componentColumns: TableColumnsType<Component> = [
  { title: 'Instrument', dataIndex: 'symbol', width: 120 },
  { title: 'Category', dataIndex: 'category', width: 100 },
  {
    title: 'Weight',
    dataIndex: 'weight_ppm',
    width: 90,
    ...right,
    render: (ppm: number) => <Figure value={ratePercent(ppm)} />,
  },
  {
    title: 'Price at inception',
    dataIndex: 'base',
    render: (r: Component['base']) => <RecordedPrice recorded={r} />,
  },
  {
    title: 'Last price',
    dataIndex: 'last',
    render: (r: Component['last']) => <RecordedPrice recorded={r} />,
  },
  {
    title: 'Market',
    key: 'market',
    width: 160,
    render: (_, c) => (
      <>
        {c.open ? <Tag color="green">Open</Tag> : <Tag>Closed</Tag>}
        {muted(c.hours)}
      </>
    ),
  },
];

/** What a row opens to: the components with the prices the NAV uses, and the English texts. */
function BasketDetails({ basket: b }: { basket: Basket }) {
  return (
    <>
      <Table<Component>
        rowKey="symbol"
        size="small"
        columns={componentColumns}
        dataSource={b.components}
        pagination={false}
        style={{ marginBottom: 12 }}
        data-testid={`basket-components-${b.id}`}
      />
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
        <Descriptions.Item label="NAV at inception (USDT)">
          <Figure value={b.base_nav} />
        </Descriptions.Item>
        <Descriptions.Item label="Own texts" span={2}>
          <OwnTexts texts={b.texts} />
        </Descriptions.Item>
        <Descriptions.Item label="Description" span={3}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{b.texts.en?.description || '—'}</span>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}

/** Every basket, open and closed; operations create them and change them in a drawer. */
export function BasketsTab() {
  return (
    <CatalogTab<Basket>
      query={useBaskets()}
      mayEdit={useCan('editBaskets')}
      columns={baseColumns()}
      noun={{ one: 'basket', many: 'baskets' }}
      testIdPrefix="basket"
      listTestIdPrefix="baskets"
      note="A basket's components and weights are fixed once it exists: to rebalance, create a new basket. Fee and range changes apply from now on; trades already made keep theirs. Closing a basket stops purchases."
      scrollX={1120}
      details={(b) => <BasketDetails basket={b} />}
      editor={(b, onClose) => <BasketEditor basket={b} onClose={onClose} />}
    />
  );
}
