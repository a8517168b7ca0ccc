import { ASSETS, type Asset, WALLET_TYPES, type WalletType } from '@platform/contract';
import { Alert, App, type ButtonProps, Form, Input, Modal, Select, Typography } from 'antd';
import { applyFieldErrors, validValues } from '../../components/form-errors.ts';
import { REASON_MAX } from '../../components/reason-modal.tsx';
import { type AdjustmentValues, useRequestAdjustment } from './ledger-api.ts';
import { ADJUSTMENT_QUEUE_TITLE, adjustmentAmountProblem, adjustmentSentence } from './ledger-model.ts';

/**
 * Asks for a manual balance adjustment (four-eyes): a signed amount with a reason. The request
 * moves nothing; a second finance staff member approves or rejects it in the review queue, and
 * only an approved adjustment is posted. A confirmation repeats the direction and amount first.
 */
export function AdjustmentDialog(props: {
  uid: number;
  demoUser: boolean;
  onClose(): void;
  onRequested(id: number): void;
}) {
  const { uid, onClose } = props;
  const [form] = Form.useForm<AdjustmentValues>();
  const request = useRequestAdjustment(uid);
  const { modal } = App.useApp();

  const review = async () => {
    const values = await validValues(form);
    if (!values) return;
    const clean = { ...values, amount: values.amount.trim(), reason: values.reason.trim() };
    modal.confirm({
      title: `${adjustmentSentence({ uid, ...clean })}?`,
      content: `The request goes to "${ADJUSTMENT_QUEUE_TITLE}". Nothing moves until a second finance staff member approves it.`,
      okText: 'Request adjustment',
      okButtonProps: { 'data-testid': 'confirm-ok' } as ButtonProps,
      onOk: async () => {
        try {
          const made = await request.mutateAsync(clean);
          props.onRequested(made.id);
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
      title={`Request a balance adjustment for user ${uid}`}
      okText="Review"
      okButtonProps={{ 'data-testid': 'adjustment-review' } as ButtonProps}
      onOk={review}
      onCancel={onClose}
      confirmLoading={request.isPending}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="adjustment-four-eyes"
        title="Nothing moves yet."
        description={
          <>
            There is no balance editing in the back office. This asks for a ledger posting: it waits in the
            &ldquo;{ADJUSTMENT_QUEUE_TITLE}&rdquo; review queue until a second finance staff member approves
            it (you cannot approve your own request). Once approved it is posted to the customer&rsquo;s real
            book and appears in their records as a manual adjustment; a debit larger than the available
            balance is refused at approval.
          </>
        }
      />
      {props.demoUser && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="This is a demo account. An adjustment is posted to the real book, not to the demo balances."
        />
      )}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ asset: 'USDT', type: 'spot' }}>
        <Form.Item name="asset" label="Asset" rules={[{ required: true, message: 'Choose an asset.' }]}>
          <Select<Asset>
            options={ASSETS.map((a) => ({ value: a, label: a }))}
            style={{ width: 160 }}
            data-testid="adjustment-asset"
          />
        </Form.Item>
        <Form.Item name="type" label="Account" rules={[{ required: true, message: 'Choose an account.' }]}>
          <Select<WalletType>
            options={WALLET_TYPES.map((t) => ({ value: t, label: t }))}
            style={{ width: 160 }}
            data-testid="adjustment-type"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="Amount (negative debits the customer)"
          required
          dependencies={['asset']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => {
                const problem = adjustmentAmountProblem(value ?? '', getFieldValue('asset'));
                return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
              },
            }),
          ]}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 12.5 or -12.5"
            style={{ width: 240, fontVariantNumeric: 'tabular-nums' }}
            data-testid="adjustment-amount"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason (shown to the approver and recorded in the audit log)"
          rules={[{ required: true, whitespace: true, message: 'Give a reason for this adjustment.' }]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount data-testid="adjustment-reason" />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        You will confirm the direction and amount before the request is sent.
      </Typography.Paragraph>
    </Modal>
  );
}
