import type { ReviewDetail } from '@platform/contract';
import { App, Button, Flex, Form, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { useMe } from '../../app/me-context.tsx';
import { applyFieldErrors } from '../../components/form-errors.ts';
import { REASON_MAX, ReasonModal } from '../../components/reason-modal.tsx';
import { useApproveReview, useAssignReview, useRejectReview } from './api.ts';
import { isOwnRequest } from './money-summary.ts';

type Dialog = 'approve' | 'reject' | null;

/**
 * The decisions on a pending item. The queue's roles were checked to reach the item, so any
 * reviewer who sees it may decide, except that whoever asked for a manual adjustment or an earn
 * reserve funding may not approve it (four eyes; the server refuses too). Decided items offer nothing.
 */
export function ReviewActions({ item }: { item: ReviewDetail }) {
  const me = useMe();
  const { modal } = App.useApp();
  const assign = useAssignReview(item.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (item.status !== 'pending') return null;
  const confirmAssign = () =>
    modal.confirm({
      title: `Take review ${item.id}?`,
      content:
        item.assigned_to === null
          ? 'The item is assigned to you, so other reviewers know you are working on it.'
          : `The item is assigned to staff #${item.assigned_to}; it moves to you.`,
      okText: 'Assign to me',
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: () => assign.mutateAsync({}),
    });
  return (
    <Flex gap={8} wrap data-testid="review-actions">
      {item.assigned_to !== me.id && (
        <Button onClick={confirmAssign} data-testid="review-assign">
          Assign to me
        </Button>
      )}
      {isOwnRequest(item, me.id) ? (
        <Tooltip title="You asked for this; a second finance staff member must approve it.">
          <Button type="primary" disabled data-testid="review-approve">
            Approve
          </Button>
        </Tooltip>
      ) : (
        <Button type="primary" onClick={() => setDialog('approve')} data-testid="review-approve">
          Approve
        </Button>
      )}
      <Button danger onClick={() => setDialog('reject')} data-testid="review-reject">
        Reject
      </Button>
      {dialog === 'approve' && <ApproveDialog id={item.id} onClose={() => setDialog(null)} />}
      {dialog === 'reject' && <RejectDialog id={item.id} onClose={() => setDialog(null)} />}
    </Flex>
  );
}

function ApproveDialog({ id, onClose }: { id: number; onClose(): void }) {
  const approve = useApproveReview(id);
  const [form] = Form.useForm<{ note?: string }>();
  const submit = async () => {
    const note = (form.getFieldValue('note') as string | undefined)?.trim();
    try {
      await approve.mutateAsync(note ? { note } : {});
      onClose();
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  return (
    <Modal
      open
      title={`Approve review ${id}?`}
      okText="Approve"
      okButtonProps={{ 'data-testid': 'review-approve-ok' }}
      confirmLoading={approve.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <p>The owning module carries out what was requested. This cannot be undone from here.</p>
      <Form form={form} layout="vertical">
        <Form.Item name="note" label="Note (optional, recorded with the decision)">
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="review-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RejectDialog({ id, onClose }: { id: number; onClose(): void }) {
  const reject = useRejectReview(id);
  return (
    <ReasonModal
      open
      title={`Reject review ${id}?`}
      consequence="The request is refused. The user sees the reason, so write it for them."
      okText="Reject"
      danger
      onSubmit={(reason) => reject.mutateAsync({ reason })}
      onClose={onClose}
    />
  );
}
