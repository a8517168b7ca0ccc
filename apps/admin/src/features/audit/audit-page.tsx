import type { AuditEntry } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, type TableColumnsType, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { FilterForm, IdFilter } from '../../components/filter-form.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { api } from '../../lib/api.ts';
import { countText, formatJson, formatTime } from '../../lib/format.ts';

interface AuditFilter {
  page: number;
  pageSize: number;
  staff_id?: number;
  action?: string;
  target?: string;
}

const jsonStyle = {
  margin: 0,
  maxHeight: 220,
  overflow: 'auto',
  fontSize: 12,
  background: '#fafafa',
  padding: 8,
  borderRadius: 6,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/** Before and after side by side, so a reviewer sees exactly what the change did. */
function BeforeAfter({ entry }: { entry: AuditEntry }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <div>
        <Typography.Text type="secondary">Before</Typography.Text>
        <pre style={jsonStyle}>{formatJson(entry.before)}</pre>
      </div>
      <div>
        <Typography.Text type="secondary">After</Typography.Text>
        <pre style={jsonStyle}>{formatJson(entry.after)}</pre>
      </div>
    </div>
  );
}

const secondary = (text: string) => (
  <div>
    <Typography.Text type="secondary">{text}</Typography.Text>
  </div>
);

// Few, stacked columns so the before/after pair gets most of a laptop screen's width.
const columns: TableColumnsType<AuditEntry> = [
  {
    title: 'When / who',
    key: 'who',
    width: 210,
    render: (_, e) => (
      <>
        <div>{formatTime(e.created_at)}</div>
        <div>{e.staff_id === null ? 'system' : `${e.staff_email ?? '—'} (#${e.staff_id})`}</div>
        {e.ip && secondary(e.ip)}
      </>
    ),
  },
  {
    title: 'Action / target',
    key: 'action',
    width: 190,
    render: (_, e) => (
      <>
        <Typography.Text code>{e.action}</Typography.Text>
        {secondary(e.target ?? '—')}
      </>
    ),
  },
  { title: 'Reason', dataIndex: 'reason', width: 180, render: (r: string | null) => r ?? '—' },
  { title: 'Change', key: 'change', render: (_, e) => <BeforeAfter entry={e} /> },
];

/** The filter lives in the address so an audit view can be shared as a link. */
function useFilter(): [AuditFilter, (change: Partial<AuditFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const staffId = Number(params.get('staff_id'));
  const filter: AuditFilter = {
    page: Number(params.get('page') ?? 1) || 1,
    pageSize: Number(params.get('pageSize') ?? 20) || 20,
    ...(Number.isInteger(staffId) && staffId > 0 ? { staff_id: staffId } : {}),
    ...(params.get('action') ? { action: params.get('action') ?? '' } : {}),
    ...(params.get('target') ? { target: params.get('target') ?? '' } : {}),
  };
  const update = (change: Partial<AuditFilter>) => {
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filter, ...change }))
      if (value) out.set(key, String(value));
    setParams(out);
  };
  return [filter, update];
}

/** The append-only audit log of every staff change; read-only by design. */
export default function AuditPage() {
  const [filter, update] = useFilter();
  const query = useQuery({
    queryKey: ['audit', filter],
    queryFn: () => api.call('listAudit', filter),
    placeholderData: (previous) => previous,
  });
  const filtered = Boolean(filter.staff_id || filter.action || filter.target);
  return (
    <>
      <PageTitle title="Audit log" />
      <AuditFilterForm filter={filter} onApply={(change) => update({ ...change, page: 1 })} />
      <PagedTable<AuditEntry>
        data-testid="audit-table"
        rowKey="id"
        size="small"
        columns={columns}
        scroll={{ x: 1100 }}
        tableLayout="fixed"
        locale={{ emptyText: filtered ? 'No entry matches these filters' : 'No audit entries yet' }}
        query={query}
        paging={filter}
        totalText={(total) => countText(total, 'entry', 'entries')}
        onPaging={update}
      />
    </>
  );
}

type FilterFields = Pick<AuditFilter, 'staff_id' | 'action' | 'target'>;
const CLEARED: FilterFields = { staff_id: undefined, action: undefined, target: undefined };

function AuditFilterForm({ filter, onApply }: { filter: AuditFilter; onApply(change: FilterFields): void }) {
  const apply = (values: FilterFields) =>
    onApply({
      staff_id: values.staff_id ?? undefined,
      action: values.action?.trim() || undefined,
      target: values.target?.trim() || undefined,
    });
  return (
    <FilterForm<FilterFields>
      initialValues={filter}
      cleared={CLEARED}
      onApply={apply}
      testId="audit-filters"
      style={{ marginBottom: 16 }}
    >
      <IdFilter name="staff_id" label="Staff ID" width={110} />
      <Form.Item name="action" label="Action">
        <Input placeholder="e.g. freezeUser" maxLength={60} allowClear />
      </Form.Item>
      <Form.Item name="target" label="Target">
        <Input placeholder="e.g. user:42" maxLength={120} allowClear />
      </Form.Item>
    </FilterForm>
  );
}
