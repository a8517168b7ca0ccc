import type { ReviewQueueInfo } from '@platform/contract';
import { Badge, Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useReviewQueues } from './api.ts';

export const NO_QUEUES_TEXT =
  'No review queues yet; verification, deposits, withdrawals, loans, subscriptions and C2C add theirs.';

/** The review queues this staff member may work, each with its pending count. */
export default function ReviewsPage() {
  const query = useReviewQueues();
  return (
    <div data-testid="reviews-page">
      <PageTitle title="Reviews" />
      <QueryState query={query}>
        {(queues) =>
          queues.length === 0 ? (
            <Card>
              <Empty description={NO_QUEUES_TEXT} data-testid="reviews-empty" />
            </Card>
          ) : (
            <Row gutter={[16, 16]}>
              {queues.map((queue) => (
                <Col key={queue.name} xs={24} md={12} xl={8}>
                  <QueueCard queue={queue} />
                </Col>
              ))}
            </Row>
          )
        }
      </QueryState>
    </div>
  );
}

function QueueCard({ queue }: { queue: ReviewQueueInfo }) {
  return (
    <Link to={`/reviews/${encodeURIComponent(queue.name)}`} data-testid={`review-queue-${queue.name}`}>
      <Card hoverable style={{ height: '100%' }}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {queue.title}
        </Typography.Title>
        <Badge
          count={queue.pending}
          showZero
          overflowCount={9999}
          color={queue.pending > 0 ? 'orange' : 'green'}
          style={{ marginInlineEnd: 8 }}
        />
        <span>pending</span>
        <div style={{ marginTop: 12 }}>
          {queue.roles.map((role) => (
            <Tag key={role}>{role}</Tag>
          ))}
        </div>
      </Card>
    </Link>
  );
}
