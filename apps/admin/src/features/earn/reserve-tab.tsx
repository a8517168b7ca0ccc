import {
  Alert,
  Button,
  Card,
  Col,
  Row,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCan, useMe } from '../../app/me-context.tsx';
import { Figure, SignedFigure } from '../../components/figures.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { SnapshotBar } from '../../components/snapshot-bar.tsx';
import { formatTime } from '../../lib/format.ts';
import { useEarnReserve } from './api.ts';
import { FundingDialog } from './funding-dialog.tsx';
import { OwedByMonth, OwedChart } from './owed-chart.tsx';
import {
  coverageOf,
  FUNDING_QUEUE_PATH,
  FUNDING_QUEUE_TITLE,
  type Funding,
  fundingStatus,
  type ReserveView,
  staffWord,
} from './reserve-model.ts';

const COVERAGE_COLORS = { covered: '#389e0d', short: '#cf1322', 'nothing-owed': undefined } as const;
const FIGURE_FONT = { fontVariantNumeric: 'tabular-nums', fontSize: 22 } as const;

/** Today as a UTC day, the first day of the owed-yield chart. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

function Figures({ view }: { view: ReserveView }) {
  const { reserve } = view;
  const coverage = coverageOf(reserve.coverage_ppm);
  const figure = (title: string, value: string, testId: string, hint: string) => (
    <Col xs={24} sm={12} xl={6}>
      <Card size="small" data-testid={testId}>
        <Statistic
          title={title}
          value={value}
          suffix={reserve.asset}
          styles={{ content: FIGURE_FONT }}
          formatter={(v) => <Figure value={String(v)} />}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {figure('Balance', reserve.balance, 'earn-reserve-balance', 'What the reserve holds now.')}
      {figure(
        'Committed',
        reserve.committed,
        'earn-reserve-committed',
        'Yield still owed on every order in custody.',
      )}
      {figure(
        'Uncommitted',
        reserve.uncommitted,
        'earn-reserve-uncommitted',
        'The most new orders may be promised, and the most that may be taken out.',
      )}
      <Col xs={24} sm={12} xl={6}>
        <Card size="small" data-testid="earn-reserve-coverage">
          <Statistic
            title="Coverage"
            value={coverage.text}
            styles={{ content: { ...FIGURE_FONT, color: COVERAGE_COLORS[coverage.tone] } }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {coverage.tone === 'nothing-owed'
              ? 'No order in custody is owed any yield.'
              : 'Balance over committed; 100% pays every yield owed.'}
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}

function Redemptions({ view }: { view: ReserveView }) {
  return (
    <Card size="small" title="Early redemptions" style={{ marginBottom: 16 }} data-testid="earn-redemptions">
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Statistic title="Waiting for their working day" value={view.redemptions_pending} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="Paused (withdrawals frozen)"
            value={view.redemptions_paused}
            styles={{ content: view.redemptions_paused > 0 ? { color: '#d46b08' } : {} }}
          />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            A redemption is paid on the next working day after it is asked, less its penalty. It pauses while
            the customer&rsquo;s withdrawals are frozen; they may ask again once the freeze is lifted. The{' '}
            <Link to="/earn?tab=orders&status=reapply">paused orders</Link> show why.
          </Typography.Paragraph>
        </Col>
      </Row>
    </Card>
  );
}

function fundingColumns(meId: number): TableColumnsType<Funding> {
  return [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: 'Amount (USDT)',
      dataIndex: 'amount',
      width: 160,
      align: 'right',
      render: (v: string) => <SignedFigure value={v} />,
    },
    {
      title: 'Reason',
      dataIndex: 'reason',
      render: (r: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{r}</span>,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 110,
      render: (s: string) => {
        const status = fundingStatus(s);
        return <Tag color={status.color}>{status.text}</Tag>;
      },
    },
    {
      title: 'Requested by',
      dataIndex: 'requested_by',
      width: 120,
      render: (id: number) => staffWord(id, meId),
    },
    {
      title: 'Decided by',
      dataIndex: 'decided_by',
      width: 120,
      render: (id: number | null) => staffWord(id, meId),
    },
    {
      title: 'Requested',
      dataIndex: 'created_at',
      width: 180,
      render: (s: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatTime(s)}</span>,
    },
  ];
}

function Fundings({ view }: { view: ReserveView }) {
  const me = useMe();
  const mayRequest = useCan('requestEarnFunding');
  const [open, setOpen] = useState(false);
  return (
    <Card
      size="small"
      title="Fundings"
      data-testid="earn-fundings"
      extra={
        mayRequest && (
          <Button type="primary" onClick={() => setOpen(true)} data-testid="earn-funding-request">
            Request funding
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        Money paid into the reserve (positive) or taken out of it (negative). Each is asked for by one member
        of finance and approved by another in <Link to={FUNDING_QUEUE_PATH}>{FUNDING_QUEUE_TITLE}</Link>; only
        approved fundings have moved money.
      </Typography.Paragraph>
      <Table<Funding>
        data-testid="earn-fundings-table"
        rowKey="id"
        size="small"
        columns={fundingColumns(me.id)}
        dataSource={view.fundings}
        pagination={view.fundings.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No fundings yet' }}
      />
      {open && <FundingDialog uncommitted={view.reserve.uncommitted} onClose={() => setOpen(false)} />}
    </Card>
  );
}

/**
 * The earn reserve: what it holds, what it owes and by when, the redemptions waiting, and the
 * fundings. A figure of the moment: Refresh reads it again.
 */
export function ReserveTab() {
  const query = useEarnReserve();
  const today = todayUtc();
  return (
    <>
      <SnapshotBar query={query} refreshTestId="earn-reserve-refresh">
        <span />
      </SnapshotBar>
      <QueryState query={query}>
        {(view) => (
          <>
            {view.reserve.coverage_ppm !== null && view.reserve.coverage_ppm < 1_000_000 && (
              <Alert
                type="error"
                showIcon
                style={{ marginBottom: 16 }}
                data-testid="earn-reserve-short"
                title="The reserve holds less than the yield it owes. New orders are refused until finance pays in enough."
              />
            )}
            <Figures view={view} />
            <Redemptions view={view} />
            <Card size="small" title="Yield owed per day, next 365 days" style={{ marginBottom: 16 }}>
              <OwedChart days={view.owed_by_day} today={today} />
              {view.owed_by_day.length > 0 && (
                <>
                  <Typography.Title level={5} style={{ marginTop: 16 }}>
                    By month
                  </Typography.Title>
                  <OwedByMonth days={view.owed_by_day} />
                </>
              )}
            </Card>
            <Fundings view={view} />
          </>
        )}
      </QueryState>
    </>
  );
}
