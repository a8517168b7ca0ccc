import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { applyFieldErrors, validValues } from './form-errors.ts';

/** Longest reason the server accepts (packages/contract admin.ts). */
export const REASON_MAX = 500;

export interface ReasonModalProps {
  open: boolean;
  title: string;
  /** What will happen, in words the staff member confirms by submitting. */
  consequence: ReactNode;
  okText: string;
  danger?: boolean;
  onSubmit(reason: string): Promise<unknown>;
  onClose(): void;
}

/**
 * Confirms a change that needs a written reason; the reason goes to the audit log. The modal
 * stays open with the server's field errors when the change is refused.
 */
export function ReasonModal(props: ReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const { reason } = values;
    setBusy(true);
    try {
      await props.onSubmit(reason.trim());
      props.onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: props.danger ?? false, 'data-testid': 'reason-ok' } as ButtonProps}
      confirmLoading={busy}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Alert
        type={props.danger ? 'warning' : 'info'}
        showIcon
        title={props.consequence}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="Reason (recorded in the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Give a reason for this change.' }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
