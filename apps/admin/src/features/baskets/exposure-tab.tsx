import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { Figure } from '../../components/figures.tsx';
import { TableState } from '../../components/query-state.tsx';
import { SnapshotBar } from '../../components/snapshot-bar.tsx';
import { TotalsRow } from '../../components/totals-row.tsx';
import { ratePercent } from '../../lib/percent.ts';
import { useBasketExposure } from './api.ts';
import { type ExposureShare, exposureShares, WEIGHTS_TOTAL_PPM } from './baskets-model.ts';

/** A share as a bar: its width is whole ppm of the total, so no amount becomes a float. */
function ShareBar({ ppm }: { ppm: number | null }) {
  if (ppm === null) return <Figure value={null} />;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width={120} height={10} role="img" aria-label={`${ratePercent(ppm)} of the total`}>
        <rect x={0} y={0} width={120} height={10} fill="#f0f0f0" />
        <rect x={0} y={0} width={(120 * ppm) / WEIGHTS_TOTAL_PPM} height={10} fill="#1677ff" />
      </svg>
      <Figure value={ratePercent(ppm)} />
    </span>
  );
}

const columns: TableColumnsType<ExposureShare> = [
  { title: 'Instrument', dataIndex: 'symbol', width: 160 },
  {
    title: 'Owed to holders (USDT)',
    dataIndex: 'value',
    width: 220,
    align: 'right',
    render: (v: string) => <Figure value={v} />,
  },
  {
    title: 'Share of the total',
    dataIndex: 'share_ppm',
    render: (ppm: number | null) => <ShareBar ppm={ppm} />,
  },
];

/**
 * What the house owes the holders of every basket's units in the real book, per component at
 * the last prices, and in total. A figure of the moment: Refresh reads it again.
 */
export function ExposureTab() {
  const query = useBasketExposure();
  const rows = useMemo(() => (query.data ? exposureShares(query.data) : undefined), [query.data]);
  return (
    <>
      <SnapshotBar query={query} refreshTestId="basket-exposure-refresh">
        <Typography.Text strong>Real book</Typography.Text>
      </SnapshotBar>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="basket-exposure-note"
        title="The house is the counterparty of every unit: it sells the units customers buy and buys back the units they redeem, at the NAV. Each row is what it owes the holders for one component at its last price; it owes more when that price rises."
      />
      <TableState query={query}>
        <Table<ExposureShare>
          data-testid="basket-exposure-table"
          rowKey="symbol"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          pagination={false}
          locale={{ emptyText: 'No units outstanding in the real book' }}
          summary={() =>
            query.data && query.data.components.length > 0 ? (
              <TotalsRow cells={[{ value: <Figure value={query.data.total} /> }, {}]} />
            ) : null
          }
        />
      </TableState>
    </>
  );
}
