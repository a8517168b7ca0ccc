import type { Dashboard } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Statistic, Table } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { api } from '../../lib/api.ts';

const FIGURES: { key: keyof Omit<Dashboard, 'pending_reviews'>; label: string }[] = [
  { key: 'users_total', label: 'Users' },
  { key: 'users_new_24h', label: 'New in the last 24 hours' },
  { key: 'demo_accounts_active', label: 'Active demo accounts' },
  { key: 'sessions_active', label: 'Active sessions' },
  { key: 'frozen_users', label: 'Frozen users' },
];

/** Platform figures at a glance and the review queues waiting for staff. */
export default function DashboardPage() {
  const query = useQuery({ queryKey: ['dashboard'], queryFn: () => api.call('getDashboard') });
  return (
    <div data-testid="dashboard">
      <PageTitle title="Dashboard" />
      <QueryState query={query}>
        {(data) => (
          <>
            <Row gutter={[16, 16]}>
              {FIGURES.map((figure) => (
                <Col key={figure.key} xs={12} md={8} xl={4}>
                  <Card style={{ height: '100%' }}>
                    <Statistic title={figure.label} value={data[figure.key]} />
                  </Card>
                </Col>
              ))}
            </Row>
            <Card
              title="Pending reviews"
              extra={<Link to="/reviews">All reviews</Link>}
              style={{ marginTop: 16 }}
              data-testid="pending-reviews"
            >
              {data.pending_reviews.length === 0 ? (
                <Empty description="No review queues yet" />
              ) : (
                <Table
                  rowKey="queue"
                  size="small"
                  pagination={false}
                  dataSource={data.pending_reviews}
                  columns={[
                    {
                      title: 'Queue',
                      dataIndex: 'queue',
                      render: (queue: string) => (
                        <Link
                          to={`/reviews/${encodeURIComponent(queue)}`}
                          data-testid={`pending-queue-${queue}`}
                        >
                          {queue}
                        </Link>
                      ),
                    },
                    {
                      title: 'Pending',
                      dataIndex: 'pending',
                      align: 'right',
                      render: (pending: number, row) => (
                        <Link to={`/reviews/${encodeURIComponent(row.queue)}?status=pending`}>{pending}</Link>
                      ),
                    },
                  ]}
                />
              )}
            </Card>
          </>
        )}
      </QueryState>
    </div>
  );
}
