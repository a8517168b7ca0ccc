import { LANGS } from '@platform/contract';
import { Alert, Button, Descriptions, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../app/me-context.tsx';
import { Figure } from '../../components/figures.tsx';
import { TableState } from '../../components/query-state.tsx';
import { SnapshotBar } from '../../components/snapshot-bar.tsx';
import { formatTime } from '../../lib/format.ts';
import { useEarnProducts } from './api.ts';
import { KYC_LABELS, penaltyText, plainAmount, ratePercent } from './earn-model.ts';
import { ProductEditor } from './product-editor.tsx';
import { type AdminEarnProduct, LANG_LABELS } from './product-form-model.ts';
import { ProductStatusTag, TierTag } from './tags.tsx';

type Product = AdminEarnProduct;
const right = { align: 'right' } as const;
const amount = (v: string) => <Figure value={plainAmount(v)} />;
const nowrap = { whiteSpace: 'nowrap' } as const;

function baseColumns(): TableColumnsType<Product> {
  return [
    { title: 'ID', dataIndex: 'id', width: 50 },
    {
      title: 'Tier',
      dataIndex: 'tier',
      width: 95,
      render: (tier: Product['tier']) => <TierTag tier={tier} />,
    },
    {
      title: 'Name (English)',
      key: 'name',
      width: 150,
      render: (_, p) => p.texts.en?.name ?? <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: 'Term', dataIndex: 'term_days', width: 65, ...right, render: (d: number) => `${d} d` },
    {
      title: 'Daily rate',
      dataIndex: 'daily_rate_ppm',
      width: 85,
      ...right,
      render: (ppm: number) => <Figure value={ratePercent(ppm)} />,
    },
    {
      title: 'Per order (USDT)',
      key: 'range',
      width: 150,
      ...right,
      render: (_, p) => (
        <span style={nowrap}>
          <Figure value={plainAmount(p.min_amount)} /> – <Figure value={plainAmount(p.max_amount)} />
        </span>
      ),
    },
    { title: 'Capacity (USDT)', dataIndex: 'capacity', width: 115, ...right, render: amount },
    { title: 'In custody (USDT)', dataIndex: 'in_custody', width: 125, ...right, render: amount },
    { title: 'Open orders', dataIndex: 'open_orders', width: 70, ...right },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 80,
      render: (s: Product['status']) => <ProductStatusTag status={s} />,
    },
    {
      title: 'Updated (UTC)',
      dataIndex: 'updated_at',
      width: 110,
      render: (s: number) => <span style={{ fontSize: 12 }}>{formatTime(s).replace(' UTC', '')}</span>,
    },
  ];
}

/** What a row opens to: the terms the table has no room for, and the English texts. */
function ProductDetails({ product: p }: { product: Product }) {
  const own = LANGS.filter((l) => l !== 'en' && p.texts[l]);
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
      <Descriptions.Item label="Early redemption penalty">
        {penaltyText(p.penalty_mode, p.penalty_ppm)}
      </Descriptions.Item>
      <Descriptions.Item label="Minimum verification">{KYC_LABELS[p.min_kyc]}</Descriptions.Item>
      <Descriptions.Item label="Capacity left (USDT)">
        <Figure value={p.remaining} />
      </Descriptions.Item>
      <Descriptions.Item label="Largest order the reserve funds now (USDT)">
        <Figure value={p.fundable_max} />
      </Descriptions.Item>
      <Descriptions.Item label="Own texts" span={2}>
        <Tag color="blue">English</Tag>
        {own.map((l) => (
          <Tag key={l}>{LANG_LABELS[l]}</Tag>
        ))}
        {own.length < LANGS.length - 1 && (
          <Typography.Text type="secondary">the other languages show English</Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Description" span={3}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{p.texts.en?.description || '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Where the yield comes from" span={3}>
        <span style={{ whiteSpace: 'pre-wrap' }}>{p.texts.en?.strategy || '—'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Every escrow product, open and closed; operations create and change them in a drawer. */
export function ProductsTab() {
  const query = useEarnProducts();
  const mayEdit = useCan('editEarnProducts');
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const columns = baseColumns();
  if (mayEdit) {
    columns.push({
      title: '',
      key: 'edit',
      width: 70,
      fixed: 'right',
      render: (_, p) => (
        <Button size="small" onClick={() => setEditing(p)} data-testid={`earn-product-edit-${p.id}`}>
          Edit
        </Button>
      ),
    });
  }
  return (
    <>
      <SnapshotBar query={query} refreshTestId="earn-products-refresh">
        {mayEdit ? (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="earn-product-new">
            New product
          </Button>
        ) : (
          <span />
        )}
      </SnapshotBar>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="earn-products-note"
        title="A change of rate, term, penalty or limits applies to new orders only: each order keeps the terms it was placed at. Closing a product stops new orders; the orders it holds run to maturity."
      />
      <TableState query={query}>
        <Table<Product>
          data-testid="earn-products-table"
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={query.data}
          loading={query.isFetching}
          scroll={{ x: 1200 }}
          pagination={false}
          expandable={{ expandedRowRender: (p) => <ProductDetails product={p} /> }}
          locale={{ emptyText: mayEdit ? 'No products yet: create the first one.' : 'No products yet' }}
        />
      </TableState>
      {editing !== null && (
        <ProductEditor product={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
