import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { amountOf, plainAmount, signedText, type Tone, toneOf } from '../lib/amounts.ts';
import { formatTime } from '../lib/format.ts';

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

/**
 * An amount exactly, without trailing zeros and grouped ('5000.000000' reads '5,000'), with its
 * asset after a space when given; a dash when there is none.
 */
export function Amount({ value, asset }: { value: string | null; asset?: string }) {
  if (value === null) return <Figure value={null} />;
  return <span style={FIXED_WIDTH}>{asset === undefined ? plainAmount(value) : amountOf(value, asset)}</span>;
}

/** A signed result, its sign always written and coloured (green a gain, red a loss). */
export function SignedFigure({ value }: { value: string | null }) {
  if (value === null) return <Figure value={null} />;
  return <span style={{ ...FIXED_WIDTH, color: TONE_COLORS[toneOf(value)] }}>{signedText(value)}</span>;
}

/** A price the server recorded, with where it came from and when (Unix seconds). */
export interface Recorded {
  price: string;
  source: string;
  time: number;
}

/** A recorded price with its source and time, which every record keeps; a dash when there is none. */
export function RecordedPrice({ recorded }: { recorded: Recorded | null }) {
  if (!recorded) return <Figure value={null} />;
  return (
    <>
      <Figure value={recorded.price} />{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {recorded.source}
      </Typography.Text>
      <When seconds={recorded.time} />
    </>
  );
}

/** A secondary line under a figure: when something happened, after an optional word. */
export function When({ label, seconds }: { label?: string; seconds: number | null }) {
  return (
    <div>
      <Typography.Text type="secondary" style={SMALL}>
        {label === undefined ? formatTime(seconds) : `${label} ${formatTime(seconds)}`}
      </Typography.Text>
    </div>
  );
}
