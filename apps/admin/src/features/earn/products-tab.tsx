import { Descriptions, type TableColumnsType, Typography } from 'antd';
import { useCan } from '../../app/me-context.tsx';
import { CatalogTab } from '../../components/catalog-tab.tsx';
import { OwnTexts } from '../../components/customer-texts.tsx';
import { Amount, Figure } from '../../components/figures.tsx';
import { plainAmount } from '../../lib/amounts.ts';
import { formatTime } from '../../lib/format.ts';
import { ratePercent } from '../../lib/percent.ts';
import { useEarnProducts } from './api.ts';
import { KYC_LABELS, penaltyText } from './earn-model.ts';
import { ProductEditor } from './product-editor.tsx';
import type { AdminEarnProduct } from './product-form-model.ts';
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
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
      <Descriptions.Item label="Early redemption penalty">
        {penaltyText(p.penalty_mode, p.penalty_ppm)}
      </Descriptions.Item>
      <Descriptions.Item label="Minimum verification">{KYC_LABELS[p.min_kyc]}</Descriptions.Item>
      <Descriptions.Item label="Compliance review">
        {p.review ? 'Each subscription is reviewed' : 'No'}
      </Descriptions.Item>
      <Descriptions.Item label="Capacity left (USDT)">
        <Amount value={p.remaining} />
      </Descriptions.Item>
      <Descriptions.Item label="Largest order the reserve funds now (USDT)">
        <Amount value={p.fundable_max} />
      </Descriptions.Item>
      <Descriptions.Item label="Own texts" span={2}>
        <OwnTexts texts={p.texts} />
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
  return (
    <CatalogTab<Product>
      query={useEarnProducts()}
      mayEdit={useCan('editEarnProducts')}
      columns={baseColumns()}
      noun={{ one: 'product', many: 'products' }}
      testIdPrefix="earn-product"
      listTestIdPrefix="earn-products"
      note="A change of rate, term, penalty or limits applies to new orders only: each order keeps the terms it was placed at. Closing a product stops new orders; the orders it holds run to maturity."
      scrollX={1200}
      details={(p) => <ProductDetails product={p} />}
      editor={(p, onClose) => <ProductEditor product={p} onClose={onClose} />}
    />
  );
}
