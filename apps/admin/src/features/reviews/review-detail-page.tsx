import type { ReviewDetail } from '@platform/contract';
import { Breadcrumb, Card, Col, Descriptions, Empty, Result, Row, Tag, Timeline } from 'antd';
import { Link, useParams } from 'react-router';
import { useMe } from '../../app/me-context.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatTime } from '../../lib/format.ts';
import { useReview, useReviewQueues } from './api.ts';
import { isKycQueue } from './kyc-summary.ts';
import { KycSummaryView } from './kyc-summary-view.tsx';
import { moneyQueueOf } from './money-summary.ts';
import { MoneySummaryView } from './money-summary-view.tsx';
import { ReviewActions } from './review-actions.tsx';
import {
  type Actor,
  actorOf,
  eventText,
  STATUS_COLORS,
  STATUS_LABELS,
  staffText,
  summaryEntries,
} from './review-model.ts';
import { SummaryEntries } from './unreadable-summary.tsx';

/** One review item: what the module wants checked, its history, and the decision. */
export default function ReviewDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const queue = params.queue ?? '';
  if (!Number.isInteger(id) || id < 1) {
    return (
      <Result status="404" title="No such review item" extra={<Link to="/reviews">Back to reviews</Link>} />
    );
  }
  return <Detail id={id} queue={queue} />;
}

function Detail({ id, queue }: { id: number; queue: string }) {
  const query = useReview(id);
  // The queue by its title, as the reviews page names it, not by its key.
  const queueTitle = useReviewQueues().data?.find((q) => q.name === queue)?.title ?? queue;
  return (
    <div data-testid="review-detail">
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[
          { title: <Link to="/reviews">Reviews</Link> },
          { title: <Link to={`/reviews/${encodeURIComponent(queue)}`}>{queueTitle}</Link> },
          { title: `Item ${id}` },
        ]}
      />
      <QueryState query={query}>
        {(item) => (
          <>
            <PageTitle
              title={
                <>
                  Review {item.id} <Tag color={STATUS_COLORS[item.status]}>{STATUS_LABELS[item.status]}</Tag>
                </>
              }
            />
            <ReviewActions item={item} />
            <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
              <Col xs={24} xl={14}>
                <SummaryCard item={item} />
              </Col>
              <Col xs={24} xl={10}>
                <HistoryCard item={item} />
              </Col>
            </Row>
          </>
        )}
      </QueryState>
    </div>
  );
}

function SummaryCard({ item }: { item: ReviewDetail }) {
  const me = useMe();
  const facts = [
    { key: '_subject', label: 'Subject', children: item.subject_id },
    {
      key: '_user',
      label: 'User',
      children: item.user_id === null ? '—' : <Link to={`/users/${item.user_id}`}>{item.user_id}</Link>,
    },
    { key: '_created', label: 'Submitted', children: formatTime(item.created_at) },
    {
      key: '_assigned',
      label: 'Assigned to',
      children: item.assigned_to === null ? '—' : staffText(item.assigned_to, me.id),
    },
    ...(item.status === 'pending'
      ? []
      : [
          {
            key: '_decided',
            label: 'Decided',
            children: `${formatTime(item.decided_at)} by ${staffText(item.decided_by, me.id)}`,
          },
          {
            key: '_reason',
            label: item.status === 'rejected' ? 'Reason' : 'Note',
            children: item.reason ?? '—',
          },
        ]),
  ];
  return (
    <Card title="Summary">
      <Descriptions column={1} size="small" bordered items={facts} style={{ marginBottom: 16 }} />
      <SummaryBody item={item} />
    </Card>
  );
}

/** The module's summary: a readable view for the queues this app knows, labelled values otherwise. */
function SummaryBody({ item }: { item: ReviewDetail }) {
  if (isKycQueue(item.queue)) return <KycSummaryView queue={item.queue} summary={item.summary} />;
  if (moneyQueueOf(item.queue) !== null) return <MoneySummaryView item={item} />;
  const entries = summaryEntries(item.summary);
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The module gave no details." />;
  return <SummaryEntries entries={entries} />;
}

function HistoryCard({ item }: { item: ReviewDetail }) {
  const me = useMe();
  return (
    <Card title="History">
      {item.history.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No history yet" />
      ) : (
        <Timeline
          data-testid="review-history"
          items={item.history.map((h, i) => ({
            key: `${h.created_at}-${i}`,
            color: h.event === 'reject' ? 'red' : h.event === 'approve' ? 'green' : 'blue',
            content: (
              <>
                <strong>{eventText(h.event)}</strong> by <ActorText actor={actorOf(h, item, me.id)} />
                <div style={{ color: '#888' }}>{formatTime(h.created_at)}</div>
                {h.note && <div style={{ whiteSpace: 'pre-wrap' }}>{h.note}</div>}
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}

function ActorText({ actor }: { actor: Actor }) {
  if (actor.kind === 'staff') return <>{actor.text}</>;
  if (actor.kind === 'system') return <>the system</>;
  return (
    <>
      the customer (<Link to={`/users/${actor.userId}`}>user {actor.userId}</Link>)
    </>
  );
}
