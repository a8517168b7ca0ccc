import { CREDIT_SCORE_MAX } from '@platform/contract';
import { App, type ButtonProps, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { applyFieldErrors, validValues } from '../../components/form-errors.ts';
import { REASON_MAX } from '../../components/reason-modal.tsx';
import { useSetCreditScore } from './api.ts';

/** The lowest score the server accepts; the highest comes from the contract. */
const CREDIT_SCORE_MIN = 0;

interface Values {
  score: number;
  reason: string;
}

/**
 * Sets a customer's credit score with a reason for the audit log. The score raises the loan
 * limit while loans are served, so a confirmation repeats the number before it is saved; the user
 * detail then refreshes. Without loans the texts do not speak of a loan limit.
 */
export function CreditScoreDialog({
  uid,
  loansServed,
  onClose,
}: {
  uid: number;
  loansServed: boolean;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const setScore = useSetCreditScore(uid);
  const { modal } = App.useApp();

  const review = async () => {
    const values = await validValues(form);
    if (!values) return;
    const reason = values.reason.trim();
    modal.confirm({
      title: `Set the credit score of user ${uid} to ${values.score}?`,
      content: loansServed
        ? 'The score replaces the current one at once and changes the loan limit the user sees.'
        : 'The score replaces the current one at once and is shown to the user.',
      okText: 'Set score',
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          await setScore.mutateAsync({ score: values.score, reason });
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
      title={`Set credit score of user ${uid}`}
      okText="Review"
      okButtonProps={{ 'data-testid': 'credit-score-review' } as ButtonProps}
      onOk={review}
      onCancel={onClose}
      confirmLoading={setScore.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        A score from {CREDIT_SCORE_MIN} to {CREDIT_SCORE_MAX}. It is shown to the user
        {loansServed ? ' and, with their verification levels, sets their loan limit.' : '.'}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="score"
          label="Credit score"
          rules={[
            { required: true, message: `Enter a score from ${CREDIT_SCORE_MIN} to ${CREDIT_SCORE_MAX}.` },
            {
              type: 'integer',
              min: CREDIT_SCORE_MIN,
              max: CREDIT_SCORE_MAX,
              message: `Enter a whole number from ${CREDIT_SCORE_MIN} to ${CREDIT_SCORE_MAX}.`,
            },
          ]}
        >
          <InputNumber
            min={CREDIT_SCORE_MIN}
            max={CREDIT_SCORE_MAX}
            precision={0}
            style={{ width: 160 }}
            data-testid="credit-score-input"
          />
        </Form.Item>
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
