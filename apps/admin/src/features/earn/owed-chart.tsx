import { Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { Amount, Figure } from '../../components/figures.tsx';
import { TotalsRow } from '../../components/totals-row.tsx';
import { amountOf } from '../../lib/amounts.ts';
import {
  largestDay,
  monthTicks,
  OWED_DAYS,
  type OwedDay,
  type OwedMonth,
  owedBars,
  owedByMonth,
} from './reserve-model.ts';

/** Chart geometry in SVG units: two a day, so a year fits a wide card and scales down on phones. */
const DAY_WIDTH = 2;
const BAR_WIDTH = 1.5;
const PLOT_HEIGHT = 160;
const AXIS_HEIGHT = 18;
const WIDTH = OWED_DAYS * DAY_WIDTH;

/**
 * The yield the reserve owes on each of the next 365 days, as bars scaled to the largest day.
 * A bar's height is the only place an amount becomes a float; every figure shown is exact.
 */
export function OwedChart({ days, today }: { days: readonly OwedDay[]; today: string }) {
  const bars = useMemo(() => owedBars(days, today), [days, today]);
  const ticks = useMemo(() => monthTicks(today), [today]);
  const top = useMemo(() => largestDay(days), [days]);
  if (bars.length === 0)
    return (
      <Typography.Paragraph type="secondary" data-testid="earn-owed-empty">
        No yield is owed on any of the next {OWED_DAYS} days.
      </Typography.Paragraph>
    );
  return (
    <figure style={{ margin: 0 }} data-testid="earn-owed-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${PLOT_HEIGHT + AXIS_HEIGHT}`}
        width="100%"
        role="img"
        aria-label={`Yield owed per day for the next ${OWED_DAYS} days`}
        style={{ display: 'block' }}
      >
        <line x1={0} x2={WIDTH} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} stroke="#d9d9d9" strokeWidth={0.5} />
        {ticks.map((t) => (
          <g key={t.offset}>
            <line
              x1={t.offset * DAY_WIDTH}
              x2={t.offset * DAY_WIDTH}
              y1={0}
              y2={PLOT_HEIGHT}
              stroke="#f0f0f0"
              strokeWidth={0.5}
            />
            <text x={t.offset * DAY_WIDTH + 2} y={PLOT_HEIGHT + 12} fontSize={9} fill="#8c8c8c">
              {t.label}
            </text>
          </g>
        ))}
        {bars.map((b) => {
          const height = Math.max(b.height * (PLOT_HEIGHT - 4), 0.5);
          return (
            <rect
              key={b.day}
              x={b.offset * DAY_WIDTH}
              y={PLOT_HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
              fill="#1677ff"
            >
              <title>{`${b.day}: ${amountOf(b.amount, 'USDT')}`}</title>
            </rect>
          );
        })}
      </svg>
      {top && (
        <figcaption style={{ marginTop: 4 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            From today ({today}, UTC). The tallest bar is {top.day}:{' '}
            <Amount value={top.amount} asset="USDT" />. Point at a bar for its day and amount.
          </Typography.Text>
        </figcaption>
      )}
    </figure>
  );
}

const monthColumns: TableColumnsType<OwedMonth> = [
  { title: 'Month (UTC)', dataIndex: 'month', width: 140 },
  { title: 'Days with yield owed', dataIndex: 'days', width: 160, align: 'right' },
  {
    title: 'Yield owed (USDT)',
    dataIndex: 'amount',
    align: 'right',
    render: (v: string) => <Figure value={v} />,
  },
];

/** The same days added up by month, exactly, with the total over the year. */
export function OwedByMonth({ days }: { days: readonly OwedDay[] }) {
  const { months, total } = useMemo(() => owedByMonth(days), [days]);
  return (
    <Table<OwedMonth>
      data-testid="earn-owed-months"
      rowKey="month"
      size="small"
      columns={monthColumns}
      dataSource={months}
      pagination={false}
      locale={{ emptyText: 'Nothing owed' }}
      summary={() =>
        months.length > 0 ? (
          <TotalsRow cells={[{ value: days.length }, { value: <Figure value={total} /> }]} />
        ) : null
      }
    />
  );
}
