import { Alert, Descriptions } from 'antd';
import { UNREADABLE_SUMMARY_TEXT } from './money-summary.ts';
import { type SummaryEntry, summaryEntries } from './review-model.ts';

/**
 * A summary its queue's schema does not accept: said plainly, with what the module wrote shown
 * as generic labelled values, so the reviewer can still look before deciding (or ask).
 */
export function UnreadableSummary({ summary }: { summary: Record<string, unknown> }) {
  const entries = summaryEntries(summary);
  return (
    <>
      <Alert
        type="error"
        showIcon
        style={{ marginBottom: 16 }}
        data-testid="review-summary-unreadable"
        title={UNREADABLE_SUMMARY_TEXT}
        description="The module wrote a summary this back office cannot read. What it holds is shown as written below; check the request at its source before deciding."
      />
      {entries.length > 0 && <SummaryEntries entries={entries} />}
    </>
  );
}

/** A summary's fields as labelled values, as the module wrote them. */
export function SummaryEntries({ entries }: { entries: readonly SummaryEntry[] }) {
  return (
    <Descriptions
      column={1}
      size="small"
      bordered
      data-testid="review-summary"
      items={entries.map((e) => ({
        key: e.key,
        label: e.label,
        children: <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{e.value}</span>,
      }))}
    />
  );
}
