import { REVIEW_STATUSES, type ReviewItem, type ReviewStatus } from '@platform/contract';
import { Breadcrumb, type TableColumnsType, Tabs, Tag } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMe } from '../../app/me-context.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { countText, formatTime } from '../../lib/format.ts';
import { type ReviewFilter, useReviewList, useReviewQueues } from './api.ts';
import { isKycQueue, kycSummaryLine } from './kyc-summary.ts';
import { moneySummaryLine } from './money-summary.ts';
import { isReviewStatus, STATUS_COLORS, STATUS_LABELS, staffText, summaryEntries } from './review-model.ts';

function useFilter(queue: string): [ReviewFilter, (change: Partial<ReviewFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: ReviewFilter = {
    queue,
    status: isReviewStatus(status) ? status : 'pending',
    page: Number(params.get('page') ?? 1) || 1,
    pageSize: Number(params.get('pageSize') ?? 20) || 20,
  };
  const update = (change: Partial<ReviewFilter>) => {
    const { queue: _inPath, ...next } = { ...filter, ...change };
    setParams(new URLSearchParams(Object.entries(next).map(([k, v]) => [k, String(v)])));
  };
  return [filter, update];
}

/** One queue's items by status; pending items come oldest first. */
export default function ReviewQueuePage() {
  const queue = useParams().queue ?? '';
  const [filter, update] = useFilter(queue);
  const queues = useReviewQueues();
  const list = useReviewList(filter);
  const navigate = useNavigate();
  const me = useMe();
  const title = queues.data?.find((q) => q.name === queue)?.title ?? queue;
  return (
    <div data-testid="review-queue">
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[{ title: <Link to="/reviews">Reviews</Link> }, { title }]}
      />
      <PageTitle title={title} />
      <Tabs
        activeKey={filter.status}
        onChange={(status) => update({ status: status as ReviewStatus, page: 1 })}
        items={REVIEW_STATUSES.map((s) => ({
          key: s,
          label: <span data-testid={`review-status-${s}`}>{STATUS_LABELS[s]}</span>,
        }))}
      />
      <PagedTable<ReviewItem>
        data-testid="review-table"
        rowKey="id"
        size="middle"
        columns={columns(me.id)}
        scroll={{ x: 1000 }}
        locale={{ emptyText: `No ${STATUS_LABELS[filter.status].toLowerCase()} items` }}
        onRow={(item) => ({
          onClick: () => navigate(`/reviews/${encodeURIComponent(queue)}/${item.id}`),
          style: { cursor: 'pointer' },
        })}
        query={list}
        paging={filter}
        totalText={(total) => countText(total, 'item', 'items')}
        onPaging={update}
      />
    </div>
  );
}

function columns(meId: number): TableColumnsType<ReviewItem> {
  return [
    {
      title: 'ID',
      dataIndex: 'id',
      width: 80,
      render: (id: number, item) => <Link to={`/reviews/${encodeURIComponent(item.queue)}/${id}`}>{id}</Link>,
    },
    { title: 'Subject', dataIndex: 'subject_id', width: 140, ellipsis: true },
    {
      title: 'User',
      dataIndex: 'user_id',
      width: 90,
      render: (uid: number | null) =>
        uid === null ? (
          '—'
        ) : (
          <Link to={`/users/${uid}`} onClick={(e) => e.stopPropagation()}>
            {uid}
          </Link>
        ),
    },
    {
      title: 'Summary',
      key: 'summary',
      ellipsis: true,
      render: (_, item) => <SummaryText item={item} meId={meId} />,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      width: 110,
      render: (s: ReviewStatus) => <Tag color={STATUS_COLORS[s]}>{STATUS_LABELS[s]}</Tag>,
    },
    {
      title: 'Assigned to',
      dataIndex: 'assigned_to',
      width: 120,
      render: (id: number | null) => (id === null ? '—' : staffText(id, meId)),
    },
    { title: 'Submitted', dataIndex: 'created_at', width: 190, render: formatTime },
    { title: 'Decided', dataIndex: 'decided_at', width: 190, render: formatTime },
  ];
}

/** Money queues get one readable line (with any warning as a tag); other queues their first fields. */
function SummaryText({ item, meId }: { item: ReviewItem; meId: number }) {
  const line = moneySummaryLine(item.queue, item.summary, meId);
  const kycLine = isKycQueue(item.queue) ? kycSummaryLine(item.queue, item.summary) : null;
  if (kycLine !== null) return kycLine;
  if (line === null)
    return (
      summaryEntries(item.summary)
        .slice(0, 3)
        .map((e) => `${e.label}: ${e.value}`)
        .join(' · ') || '—'
    );
  return (
    <>
      {line.warning !== null && (
        <Tag color="error" data-testid="review-row-warning">
          {line.warning}
        </Tag>
      )}
      {line.text}
    </>
  );
}
