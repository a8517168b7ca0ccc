import type { AdminContractPosition, ContractStatus } from '@platform/contract';
import { Segmented, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { formatTime } from '../../lib/format.ts';
import {
  type Book,
  type CloseReason,
  REASON_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  signedText,
  type Tone,
  toneOf,
} from './contracts-model.ts';

/** Figures in a fixed-width face, so digits and decimal points line up down a column. */
const FIXED_WIDTH: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
};
const TONE_COLORS: Readonly<Record<Tone, string | undefined>> = {
  gain: '#389e0d',
  loss: '#cf1322',
  zero: undefined,
};

/** A decimal string exactly as the server sent it; a dash when there is none. */
export function Figure({ value }: { value: string | null }) {
  return <span style={FIXED_WIDTH}>{value ?? '—'}</span>;
}

/** A signed result, its sign always written and coloured (green a gain, red a loss). */
export function SignedFigure({ value }: { value: string | null }) {
  if (value === null) return <Figure value={null} />;
  return <span style={{ ...FIXED_WIDTH, color: TONE_COLORS[toneOf(value)] }}>{signedText(value)}</span>;
}

/** A recorded price with where it came from and when: every open and close keeps all three. */
export function RecordedPrice({ recorded }: { recorded: AdminContractPosition['opened'] }) {
  if (!recorded) return <Figure value={null} />;
  return (
    <>
      <Figure value={recorded.price} />{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {recorded.source}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {formatTime(recorded.time)}
        </Typography.Text>
      </div>
    </>
  );
}

export function DirectionTag({ direction, leverage }: { direction: 'long' | 'short'; leverage: number }) {
  return (
    <Tag color={direction === 'long' ? 'green' : 'red'}>
      {direction} {leverage}x
    </Tag>
  );
}

export function StatusTag({ status }: { status: ContractStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

export function ReasonTag({ reason }: { reason: CloseReason | null }) {
  if (reason === null) return <Figure value={null} />;
  return <Tag color={reason === 'liquidation' ? 'red' : undefined}>{REASON_LABELS[reason]}</Tag>;
}

const BOOK_LABELS: Readonly<Record<Book, string>> = { real: 'Real book', demo: 'Demo book' };

export function BookSwitch({ book, onChange }: { book: Book; onChange(book: Book): void }) {
  return (
    <Segmented<Book>
      value={book}
      onChange={onChange}
      options={(['real', 'demo'] as const).map((b) => ({ value: b, label: BOOK_LABELS[b] }))}
      data-testid="contracts-book"
    />
  );
}
