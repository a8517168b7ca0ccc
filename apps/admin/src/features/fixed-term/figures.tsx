import type { AdminFixedTermOrder, FixedTermKind } from '@platform/contract';
import { Segmented, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { formatTime } from '../../lib/format.ts';
import {
  type Book,
  DIRECTION_LABELS,
  type Direction,
  isRising,
  KIND_LABELS,
  type OrderStatus,
  STATUS_COLORS,
  STATUS_LABELS,
  signedText,
  type Tone,
  toneOf,
} from './fixed-term-model.ts';

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
const SMALL: CSSProperties = { fontSize: 12, whiteSpace: 'nowrap' };

/** A decimal string exactly as the server sent it; a dash when there is none. */
export function Figure({ value }: { value: string | null }) {
  return <span style={FIXED_WIDTH}>{value ?? '—'}</span>;
}

/** A signed result, its sign always written and coloured (green a gain, red a loss). */
export function SignedFigure({ value }: { value: string | null }) {
  if (value === null) return <Figure value={null} />;
  return <span style={{ ...FIXED_WIDTH, color: TONE_COLORS[toneOf(value)] }}>{signedText(value)}</span>;
}

/** A recorded price with where it came from and when: every entry and settlement keeps all three. */
export function RecordedPrice({ recorded }: { recorded: NonNullable<AdminFixedTermOrder['settlement']> }) {
  return (
    <>
      <Figure value={recorded.price} />{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {recorded.source}
      </Typography.Text>
      <div>
        <Typography.Text type="secondary" style={SMALL}>
          {formatTime(recorded.time)}
        </Typography.Text>
      </div>
    </>
  );
}

/** A secondary line under a figure: when something happened. */
export function When({ label, seconds }: { label: string; seconds: number | null }) {
  return (
    <div>
      <Typography.Text type="secondary" style={SMALL}>
        {label} {formatTime(seconds)}
      </Typography.Text>
    </div>
  );
}

export function KindTag({ kind }: { kind: FixedTermKind }) {
  return <Tag color={kind === 'delivery' ? 'purple' : 'cyan'}>{KIND_LABELS[kind]}</Tag>;
}

/** Up and call (the price rising) in green, down and put in red. */
export function DirectionTag({ direction }: { direction: Direction }) {
  return <Tag color={isRising(direction) ? 'green' : 'red'}>{DIRECTION_LABELS[direction]}</Tag>;
}

export function StatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

const BOOK_LABELS: Readonly<Record<Book, string>> = { real: 'Real book', demo: 'Demo book' };

export function BookSwitch({ book, onChange }: { book: Book; onChange(book: Book): void }) {
  return (
    <Segmented<Book>
      value={book}
      onChange={onChange}
      options={(['real', 'demo'] as const).map((b) => ({ value: b, label: BOOK_LABELS[b] }))}
      data-testid="fixed-term-book"
    />
  );
}
