import {
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_MIN,
  STAFF_ROLES,
  type StaffEnrolment,
  type StaffRole,
  type StaffSummary,
} from '@platform/contract';
import { Checkbox, Form, Input, Modal } from 'antd';
import { applyFieldErrors, validValues } from '../../components/form-errors.ts';
import { type NewStaff, useCreateStaff, useUpdateStaff } from './api.ts';

const ROLE_HELP: Record<StaffRole, string> = {
  superadmin: 'everything, manages staff',
  compliance: 'freezes, Google resets, audit log',
  finance: 'finance reviews',
  operations: 'settings and instruments',
  support: 'inbox messages',
};

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: `${role} (${ROLE_HELP[role]})` }));

function RolesField() {
  return (
    <Form.Item
      name="roles"
      label="Roles"
      rules={[{ required: true, type: 'array', min: 1, message: 'Pick at least one role.' }]}
    >
      <Checkbox.Group options={roleOptions} style={{ display: 'grid', gap: 4 }} />
    </Form.Item>
  );
}

/** Creates a staff account; the enrolment it returns is shown once by the caller. */
export function CreateStaffModal(props: {
  onCreated(enrolment: StaffEnrolment, name: string): void;
  onClose(): void;
}) {
  const [form] = Form.useForm<NewStaff>();
  const create = useCreateStaff();
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      const enrolment = await create.mutateAsync(values);
      props.onCreated(enrolment, values.name);
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Modal
      open
      title="New staff member"
      okText="Create"
      onOk={submit}
      onCancel={props.onClose}
      confirmLoading={create.isPending}
    >
      <Form form={form} layout="vertical" initialValues={{ roles: [] }} data-testid="create-staff-form">
        <Form.Item
          name="email"
          label="E-mail"
          rules={[{ required: true, type: 'email', message: 'Enter an e-mail.' }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Enter a name.' }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="password"
          label="Initial password"
          rules={[
            { required: true, message: 'Enter a password.' },
            {
              min: LOGIN_PASSWORD_MIN,
              max: LOGIN_PASSWORD_MAX,
              message: `${LOGIN_PASSWORD_MIN}-${LOGIN_PASSWORD_MAX} characters.`,
            },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <RolesField />
      </Form>
    </Modal>
  );
}

/** Changes a staff member's roles; the modal names who and is the confirmation. */
export function RolesModal({ staff, onClose }: { staff: StaffSummary; onClose(): void }) {
  const [form] = Form.useForm<{ roles: StaffRole[] }>();
  const update = useUpdateStaff();
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { roles } = values;
    try {
      await update.mutateAsync({ id: staff.id, roles });
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Modal
      open
      title={`Roles of ${staff.name}`}
      okText="Save roles"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={update.isPending}
    >
      <Form form={form} layout="vertical" initialValues={{ roles: staff.roles }}>
        <RolesField />
      </Form>
    </Modal>
  );
}
