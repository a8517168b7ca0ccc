import {
  type AdjustmentReviewSummary,
  type DepositReviewSummary,
  makeRtoken,
  type ReviewDetail,
  type WithdrawalReviewSummary,
} from '@platform/contract';
import { Alert, Button, Descriptions, Image, Space, Tag, Typography } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { useMe } from '../../app/me-context.tsx';
import { useStaffToken } from '../../lib/session.ts';
import { missingImage } from './image-fallback.ts';
import {
  adjustmentSummary,
  depositSummary,
  depositVoucherUrl,
  type EarnFundingReviewSummary,
  earnFundingSummary,
  type MoneyField,
  readMoneySummary,
  SECURITY_REVIEW_TEXT,
  withdrawalSummary,
} from './money-summary.ts';
import { UnreadableSummary } from './unreadable-summary.tsx';

const MISSING_VOUCHER = missingImage('Voucher unavailable');

const TEXT_STYLE: CSSProperties = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' };
/** Fixed width, so addresses and amounts can be compared character by character. */
const FIXED_WIDTH: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontVariantNumeric: 'tabular-nums',
  wordBreak: 'break-all',
};

/**
 * A money review's summary: deposits, withdrawals, manual adjustments and earn reserve fundings
 * each in their own words.
 */
export function MoneySummaryView({ item }: { item: ReviewDetail }) {
  const read = useMemo(() => readMoneySummary(item.queue, item.summary), [item.queue, item.summary]);
  if (read === null || read.kind === 'unreadable') return <UnreadableSummary summary={item.summary} />;
  if (read.kind === 'deposit') return <DepositView item={item} summary={read.summary} />;
  if (read.kind === 'withdrawal') return <WithdrawalView item={item} summary={read.summary} />;
  if (read.kind === 'earnFunding') return <EarnFundingView item={item} summary={read.summary} />;
  return <AdjustmentView item={item} summary={read.summary} />;
}

function MoneyFields({ fields, testId = 'review-summary' }: { fields: MoneyField[]; testId?: string }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid={testId}
      items={fields.map((f) => ({ key: f.key, label: f.label, children: <FieldValue field={f} /> }))}
    />
  );
}

function FieldValue({ field }: { field: MoneyField }) {
  const testId = `review-field-${field.key}`;
  switch (field.kind) {
    case 'text':
      return (
        <span style={TEXT_STYLE} data-testid={testId}>
          {field.value}
        </span>
      );
    case 'amount':
      return (
        <span style={FIXED_WIDTH} data-testid={testId}>
          {field.value}
        </span>
      );
    case 'code':
      return (
        <Typography.Text copyable style={FIXED_WIDTH} data-testid={testId}>
          {field.value}
        </Typography.Text>
      );
    case 'flag':
      return field.raised ? (
        <Tag color="error" data-testid={testId}>
          {field.value}
        </Tag>
      ) : (
        <Tag data-testid={testId}>{field.value}</Tag>
      );
    case 'secret':
      return <SecretValue field={field} testId={testId} />;
  }
}

function SecretValue({ field, testId }: { field: { value: string; masked: string }; testId: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Space size="small" wrap>
      <Typography.Text
        style={FIXED_WIDTH}
        copyable={shown ? { text: field.value } : false}
        data-testid={testId}
      >
        {shown ? field.value : field.masked}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        data-testid={`${testId}-toggle`}
        aria-pressed={shown}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? 'Hide' : 'Show'}
      </Button>
    </Space>
  );
}

const note = (pending: boolean, text: string) =>
  pending && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={text} />;

function DepositView({ item, summary: read }: { item: ReviewDetail; summary: DepositReviewSummary }) {
  const summary = useMemo(() => depositSummary(read), [read]);
  return (
    <>
      {note(
        item.status === 'pending',
        "Check the transfer reached the receiving address shown here before approving. Approving credits the amount to the customer's spot account; rejecting tells them your reason.",
      )}
      <MoneyFields fields={summary.fields} />
      {summary.voucher && <DepositVoucher depositId={item.subject_id} />}
    </>
  );
}

/** The customer's proof of payment; the preview zooms and rotates it. */
function DepositVoucher({ depositId }: { depositId: string }) {
  const token = useStaffToken();
  // One rtoken per deposit, so re-renders do not refetch the (uncached) bytes.
  const url = useMemo(() => depositVoucherUrl(depositId, token, makeRtoken()), [depositId, token]);
  return (
    <div data-testid="deposit-voucher" style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Voucher
      </Typography.Title>
      <Image
        src={url}
        alt={`Voucher of deposit ${depositId}`}
        width={240}
        fallback={MISSING_VOUCHER}
        styles={{ image: { borderRadius: 4, border: '1px solid #f0f0f0' } }}
      />
    </div>
  );
}

function WithdrawalView({ item, summary: read }: { item: ReviewDetail; summary: WithdrawalReviewSummary }) {
  const summary = useMemo(() => withdrawalSummary(read), [read]);
  return (
    <>
      {summary.securityReview && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="withdrawal-security-review"
          title={
            <Space size="small" wrap>
              <Tag color="error">Security review</Tag>
              <strong>{SECURITY_REVIEW_TEXT}.</strong>
            </Space>
          }
          description="The customer changed their security settings shortly before asking for this withdrawal. Confirm it with them through contact details you already hold before approving."
        />
      )}
      {note(
        item.status === 'pending',
        'Approving records the withdrawal as paid and tells the customer; rejecting returns the held amount to their available balance.',
      )}
      <MoneyFields fields={summary.fields} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {summary.method === 'bank' ? 'Bank account' : 'Address'}
      </Typography.Title>
      <MoneyFields fields={summary.destination} testId="review-destination" />
    </>
  );
}

function AdjustmentView({ item, summary: read }: { item: ReviewDetail; summary: AdjustmentReviewSummary }) {
  const me = useMe();
  const summary = useMemo(() => adjustmentSummary(read, me.id), [read, me.id]);
  const own = summary.requestedBy === me.id;
  return (
    <>
      {item.status === 'pending' && (
        <Alert
          type={own ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="adjustment-four-eyes-note"
          title={
            own
              ? 'You asked for this adjustment, so you cannot approve it: a second finance staff member must. You can still reject it to withdraw the request.'
              : 'Four eyes: the staff member who asked for an adjustment cannot approve it (the server refuses).'
          }
          description="Approving posts it to the customer's real book, and it appears in their records as a manual adjustment. A debit larger than the available balance is refused."
        />
      )}
      {item.status === 'approved' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title="Posted: it appears in the customer's records as a manual adjustment."
        />
      )}
      <MoneyFields fields={summary.fields} />
    </>
  );
}

function EarnFundingView({ item, summary: read }: { item: ReviewDetail; summary: EarnFundingReviewSummary }) {
  const me = useMe();
  const summary = useMemo(() => earnFundingSummary(read, me.id), [read, me.id]);
  const own = summary.requestedBy === me.id;
  return (
    <>
      {item.status === 'pending' && (
        <Alert
          type={own ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="earn-funding-four-eyes-note"
          title={
            own
              ? 'You asked for this funding, so you cannot approve it: another member of finance must. You can still reject it to withdraw the request.'
              : 'Four eyes: the staff member who asked for a reserve funding cannot approve it (the server refuses).'
          }
          description={
            summary.direction === 'debit'
              ? 'Approving takes the amount out of the earn reserve. Only the part not committed to yield already owed may go; a larger amount is refused at approval.'
              : 'Approving pays the amount into the earn reserve, from which the daily yield of every escrow order is paid.'
          }
        />
      )}
      {item.status === 'approved' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title="Posted: the earn reserve's balance includes it."
        />
      )}
      <MoneyFields fields={summary.fields} />
    </>
  );
}
