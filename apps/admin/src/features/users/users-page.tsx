import type { AdminUserSummary } from '@platform/contract';
import { Flex, Input, Select, type TableColumnsType } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { PagedTable } from '../../components/paged-table.tsx';
import { countText, formatTime } from '../../lib/format.ts';
import { type UserFilter, type UserKind, useUserList } from './api.ts';
import { FreezeTags, KindTag } from './user-tags.tsx';

const columns: TableColumnsType<AdminUserSummary> = [
  {
    title: 'UID',
    dataIndex: 'uid',
    width: 90,
    render: (uid: number) => <Link to={`/users/${uid}`}>{uid}</Link>,
  },
  { title: 'Kind', dataIndex: 'kind', width: 80, render: (kind: UserKind) => <KindTag kind={kind} /> },
  { title: 'E-mail', dataIndex: 'email', ellipsis: true, render: orDash },
  {
    title: 'Phone',
    key: 'phone',
    render: (_, user) => (user.phone ? `${user.area_code ? `+${user.area_code} ` : ''}${user.phone}` : '—'),
  },
  { title: 'Wallet', dataIndex: 'wallet_address', ellipsis: true, render: orDash },
  { title: 'Nickname', dataIndex: 'nickname', ellipsis: true, render: orDash },
  { title: 'Flags', key: 'flags', render: (_, user) => <FreezeTags user={user} /> },
  { title: 'Created', dataIndex: 'created_at', width: 190, render: formatTime },
];

function orDash(value: string | null) {
  return value ?? '—';
}

/** The filter lives in the address, so returning from a user's page restores the same list. */
function useFilter(): [UserFilter, (change: Partial<UserFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filter: UserFilter = {
    page: Number(params.get('page') ?? 1) || 1,
    pageSize: Number(params.get('pageSize') ?? 20) || 20,
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(kind === 'real' || kind === 'demo' ? { kind } : {}),
  };
  const update = (change: Partial<UserFilter>) => {
    const next = { ...filter, ...change };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) out.set(key, String(value));
    setParams(out);
  };
  return [filter, update];
}

/** Customer accounts: search by uid, e-mail, phone or wallet, filter by kind, page through. */
export default function UsersPage() {
  const [filter, update] = useFilter();
  const query = useUserList(filter);
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title="Users" />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={filter.q ?? ''}
          defaultValue={filter.q}
          placeholder="UID, e-mail, phone or wallet address"
          allowClear
          enterButton="Search"
          onSearch={(q) => update({ q: q.trim() || undefined, page: 1 })}
          style={{ maxWidth: 420 }}
          data-testid="users-search"
        />
        <Select<UserKind | 'all'>
          value={filter.kind ?? 'all'}
          onChange={(kind) => update({ kind: kind === 'all' ? undefined : kind, page: 1 })}
          options={[
            { value: 'all', label: 'All kinds' },
            { value: 'real', label: 'Real' },
            { value: 'demo', label: 'Demo' },
          ]}
          style={{ width: 140 }}
          data-testid="users-kind"
        />
      </Flex>
      <PagedTable<AdminUserSummary>
        data-testid="users-table"
        rowKey="uid"
        size="middle"
        columns={columns}
        scroll={{ x: 1000 }}
        locale={{ emptyText: filter.q || filter.kind ? 'No user matches this search' : 'No users yet' }}
        onRow={(user) => ({ onClick: () => navigate(`/users/${user.uid}`), style: { cursor: 'pointer' } })}
        query={query}
        paging={filter}
        totalText={(total) => countText(total, 'user', 'users')}
        onPaging={update}
      />
    </>
  );
}
