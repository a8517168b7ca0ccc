import { Alert, App, type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { Link } from 'react-router';
import { Amount } from '../../components/figures.tsx';
import { applyFieldErrors, validValues } from '../../components/form-errors.ts';
import { REASON_MAX } from '../../components/reason-modal.tsx';
import { useRequestEarnFunding } from './api.ts';
import {
  FUNDING_QUEUE_PATH,
  FUNDING_QUEUE_TITLE,
  fundingAmountProblem,
  fundingSentence,
} from './reserve-model.ts';

interface FundingValues {
  amount: string;
  reason: string;
}

/**
 * Asks to pay money into the earn reserve, or to take out part of what it does not owe (four
 * eyes). The request moves nothing: another member of finance approves or rejects it in the
 * review queue. A confirmation repeats the direction and amount first.
 */
export function FundingDialog({ uncommitted, onClose }: { uncommitted: string; onClose(): void }) {
  const [form] = Form.useForm<FundingValues>();
  const request = useRequestEarnFunding();
  const { modal } = App.useApp();

  const review = async () => {
    const values = await validValues(form);
    if (!values) return;
    const clean = { amount: values.amount.trim(), reason: values.reason.trim() };
    modal.confirm({
      title: `${fundingSentence(clean.amount)}?`,
      content: `The request goes to "${FUNDING_QUEUE_TITLE}". Nothing moves until another member of finance approves it.`,
      okText: 'Request funding',
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await request.mutateAsync(clean);
          onClose();
        } catch (error) {
          // The confirmation closes; the form stays open with the server's field errors.
          applyFieldErrors(form, error);
        }
      },
    });
  };

  return (
    <Modal
      open
      title="Request an earn reserve funding"
      okText="Review"
      okButtonProps={{ 'data-testid': 'earn-funding-review' } as ButtonProps}
      onOk={review}
      onCancel={onClose}
      confirmLoading={request.isPending}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="earn-funding-four-eyes"
        title="Nothing moves yet."
        description={
          <>
            This asks for a posting to the earn reserve. It waits in the{' '}
            <Link to={FUNDING_QUEUE_PATH}>{FUNDING_QUEUE_TITLE}</Link> review queue until another member of
            finance approves it; you cannot approve your own request. A negative amount takes money out, and
            only the part the reserve has not committed to yield already owed may go.
          </>
        }
      />
      <Typography.Paragraph>
        Uncommitted now: <Amount value={uncommitted} asset="USDT" />
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="amount"
          label="Amount (USDT; negative takes out)"
          required
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = fundingAmountProblem(value ?? '', uncommitted);
                return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
              },
            },
          ]}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 50000 or -2500"
            suffix="USDT"
            style={{ width: 260, fontVariantNumeric: 'tabular-nums' }}
            data-testid="earn-funding-amount"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason (shown to the approver and recorded in the audit log)"
          rules={[
            { required: true, whitespace: true, message: 'Give a reason for this funding.' },
            { min: 3, message: 'At least 3 characters.' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="earn-funding-reason" />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        You will confirm the direction and amount before the request is sent.
      </Typography.Paragraph>
    </Modal>
  );
}
