import type { AdminUserDetail } from '@platform/contract';
import { Alert, Breadcrumb, Card, Col, Descriptions, Result, Row, Table, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { formatTime } from '../../lib/format.ts';
import { useUser } from './api.ts';
import { LedgerSection } from './ledger-section.tsx';
import { UserActions } from './user-actions.tsx';
import { FreezeTags, KindTag } from './user-tags.tsx';

type Session = AdminUserDetail['sessions'][number];
type InboxItem = AdminUserDetail['inbox'][number];

/**
 * One customer: profile, security flags, balances and ledger lines, sessions, recent inbox, and
 * the changes staff may make.
 */
export default function UserDetailPage() {
  const uid = Number(useParams().uid);
  if (!Number.isInteger(uid) || uid < 1) {
    return <Result status="404" title="No such user" extra={<Link to="/users">Back to users</Link>} />;
  }
  return <UserDetail uid={uid} />;
}

function UserDetail({ uid }: { uid: number }) {
  const query = useUser(uid);
  return (
    <div data-testid="user-detail">
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={[{ title: <Link to="/users">Users</Link> }, { title: `User ${uid}` }]}
      />
      <QueryState query={query}>
        {(user) => (
          <>
            <PageTitle
              title={
                <>
                  User {user.uid} <KindTag kind={user.kind} />
                </>
              }
            />
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Balances change only through ledger postings. There is no balance editing in the back office."
              data-testid="ledger-note"
            />
            <UserActions user={user} />
            <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
              <Col xs={24} xl={12}>
                <ProfileCard user={user} />
              </Col>
              <Col xs={24} xl={12}>
                <SecurityCard user={user} />
              </Col>
              <LedgerSection key={user.uid} user={user} />
              <Col xs={24}>
                <SessionsCard sessions={user.sessions} />
              </Col>
              <Col xs={24}>
                <InboxCard inbox={user.inbox} />
              </Col>
            </Row>
          </>
        )}
      </QueryState>
    </div>
  );
}

const text = (value: string | number | null) => value ?? '—';

function ProfileCard({ user }: { user: AdminUserDetail }) {
  const invitedBy =
    user.invited_by === null ? '—' : <Link to={`/users/${user.invited_by}`}>{user.invited_by}</Link>;
  return (
    <Card title="Profile">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'email', label: 'E-mail', children: text(user.email) },
          {
            key: 'phone',
            label: 'Phone',
            children: user.phone ? `+${user.area_code ?? ''} ${user.phone}` : '—',
          },
          { key: 'wallet', label: 'Wallet', children: text(user.wallet_address) },
          { key: 'nickname', label: 'Nickname', children: text(user.nickname) },
          { key: 'nationality', label: 'Nationality', children: text(user.nationality) },
          { key: 'invitation', label: 'Invitation code', children: user.invitation_code },
          { key: 'invited', label: 'Invited by', children: invitedBy },
          { key: 'created', label: 'Created', children: formatTime(user.created_at) },
          ...(user.kind === 'demo'
            ? [{ key: 'demo', label: 'Demo expires', children: formatTime(user.demo_expires_at) }]
            : []),
        ]}
      />
    </Card>
  );
}

const yesNo = (value: boolean) => (value ? <Tag color="green">yes</Tag> : <Tag>no</Tag>);

function SecurityCard({ user }: { user: AdminUserDetail }) {
  return (
    <Card title="Flags and security">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'state', label: 'State', children: <FreezeTags user={user} /> },
          { key: 'login', label: 'Login freeze reason', children: text(user.login_frozen_reason) },
          { key: 'withdraw', label: 'Withdrawal freeze reason', children: text(user.withdraw_frozen_reason) },
          { key: 'google', label: 'Google verification bound', children: yesNo(user.google_bound) },
          { key: 'trade', label: 'Trade password set', children: yesNo(user.trade_password_set) },
          { key: 'question', label: 'Security question set', children: yesNo(user.security_question) },
          { key: 'failed', label: 'Failed logins', children: user.failed_logins },
          { key: 'locked', label: 'Locked until', children: formatTime(user.locked_until) },
          { key: 'primary', label: 'Primary verification', children: <Tag>{user.verification.primary}</Tag> },
          {
            key: 'advanced',
            label: 'Advanced verification',
            children: <Tag>{user.verification.advanced}</Tag>,
          },
          { key: 'address', label: 'Address verification', children: <Tag>{user.verification.address}</Tag> },
          { key: 'risk', label: 'Risk level', children: user.verification.risk_level },
          { key: 'credit', label: 'Credit score', children: user.verification.credit_score ?? '—' },
          // The server gives a loan limit only while loans are served.
          ...(user.verification.loan_limit_usdt === undefined
            ? []
            : [{ key: 'loan', label: 'Loan limit (USDT)', children: user.verification.loan_limit_usdt }]),
        ]}
      />
    </Card>
  );
}

function SessionsCard({ sessions }: { sessions: Session[] }) {
  return (
    <Card title="Sessions">
      <Table<Session>
        data-testid="sessions-table"
        rowKey="id"
        size="small"
        dataSource={sessions}
        pagination={sessions.length > 10 ? { pageSize: 10 } : false}
        scroll={{ x: 800 }}
        locale={{ emptyText: 'No sessions' }}
        columns={[
          { title: 'Created', dataIndex: 'created_at', render: formatTime, width: 190 },
          { title: 'Expires', dataIndex: 'expires_at', render: formatTime, width: 190 },
          { title: 'IP', dataIndex: 'ip', render: text, width: 140 },
          { title: 'Device', dataIndex: 'user_agent', render: text, ellipsis: true },
          {
            title: 'State',
            dataIndex: 'active',
            width: 90,
            render: (a: boolean) => (a ? <Tag color="green">active</Tag> : <Tag>ended</Tag>),
          },
        ]}
      />
    </Card>
  );
}

function InboxCard({ inbox }: { inbox: InboxItem[] }) {
  return (
    <Card title="Recent inbox">
      <Table<InboxItem>
        data-testid="inbox-table"
        rowKey="id"
        size="small"
        dataSource={inbox}
        pagination={false}
        scroll={{ x: 520 }}
        locale={{ emptyText: 'No messages' }}
        columns={[
          { title: 'Sent', dataIndex: 'created_at', render: formatTime, width: 190 },
          { title: 'Title', dataIndex: 'title', ellipsis: true },
          { title: 'Read', dataIndex: 'read', width: 80, render: yesNo },
        ]}
      />
    </Card>
  );
}
