import type { StaffEnrolment, StaffSummary } from '@platform/contract';
import { App, Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useMe } from '../../app/me-context.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { LoadError } from '../../components/query-state.tsx';
import { formatTime } from '../../lib/format.ts';
import { useStaffList, useUpdateStaff } from './api.ts';
import { EnrolmentModal } from './enrolment-modal.tsx';
import { CreateStaffModal, RolesModal } from './staff-forms.tsx';

type Dialog =
  | { type: 'create' }
  | { type: 'roles'; staff: StaffSummary }
  | { type: 'enrolment'; enrolment: StaffEnrolment; name: string };

/** Staff accounts (superadmin): who has which roles, who is disabled, and new accounts. */
export default function StaffPage() {
  const query = useStaffList();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const columns = useColumns((staff) => setDialog({ type: 'roles', staff }));
  const close = () => setDialog(null);
  return (
    <>
      <PageTitle
        title="Staff"
        extra={
          <Button type="primary" data-testid="create-staff" onClick={() => setDialog({ type: 'create' })}>
            New staff member
          </Button>
        }
      />
      {query.isError ? (
        <LoadError error={query.error} retry={() => query.refetch()} />
      ) : (
        <Table<StaffSummary>
          data-testid="staff-table"
          rowKey="id"
          columns={columns}
          dataSource={query.data}
          loading={query.isFetching}
          scroll={{ x: 1150 }}
          pagination={false}
          locale={{ emptyText: 'No staff accounts' }}
        />
      )}
      {dialog?.type === 'create' && (
        <CreateStaffModal
          onClose={close}
          onCreated={(enrolment, name) => setDialog({ type: 'enrolment', enrolment, name })}
        />
      )}
      {dialog?.type === 'roles' && <RolesModal staff={dialog.staff} onClose={close} />}
      {dialog?.type === 'enrolment' && (
        <EnrolmentModal enrolment={dialog.enrolment} name={dialog.name} onClose={close} />
      )}
    </>
  );
}

function useColumns(editRoles: (staff: StaffSummary) => void): TableColumnsType<StaffSummary> {
  const me = useMe();
  const toggle = useToggleDisabled();
  return [
    { title: 'ID', dataIndex: 'id', width: 60 },
    { title: 'Name', dataIndex: 'name', width: 160 },
    { title: 'E-mail', dataIndex: 'email', width: 220 },
    {
      title: 'Roles',
      dataIndex: 'roles',
      render: (roles: StaffSummary['roles']) => roles.map((role) => <Tag key={role}>{role}</Tag>),
    },
    {
      title: 'State',
      key: 'state',
      width: 150,
      render: (_, staff) => (
        <>
          {staff.disabled ? <Tag color="red">disabled</Tag> : <Tag color="green">active</Tag>}
          {!staff.totp_bound && <Tag color="orange">no authenticator</Tag>}
        </>
      ),
    },
    { title: 'Last login', dataIndex: 'last_login_at', width: 130, render: formatTime },
    { title: 'Created', dataIndex: 'created_at', width: 130, render: formatTime },
    {
      title: 'Actions',
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, staff) =>
        // A superadmin changing their own roles or disabling themselves could lock everyone out.
        staff.id === me.id ? (
          <Tag>you</Tag>
        ) : (
          <Space>
            <Button size="small" onClick={() => editRoles(staff)}>
              Roles
            </Button>
            <Button size="small" danger={!staff.disabled} onClick={() => toggle(staff)}>
              {staff.disabled ? 'Enable' : 'Disable'}
            </Button>
          </Space>
        ),
    },
  ];
}

/** Disabling or enabling asks first; a disabled staff member cannot sign in. */
function useToggleDisabled() {
  const { modal } = App.useApp();
  const update = useUpdateStaff();
  return (staff: StaffSummary) => {
    const disabling = !staff.disabled;
    modal.confirm({
      title: `${disabling ? 'Disable' : 'Enable'} ${staff.name}?`,
      content: disabling
        ? 'They are signed out and cannot sign in until enabled again.'
        : 'They can sign in again with their password and authenticator.',
      okText: disabling ? 'Disable' : 'Enable',
      okButtonProps: { danger: disabling },
      onOk: () => update.mutateAsync({ id: staff.id, disabled: disabling }),
    });
  };
}
