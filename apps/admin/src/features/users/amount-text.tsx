import type { CSSProperties } from 'react';
import { type AmountTone, amountTone, signedAmountText } from './ledger-model.ts';

/** Amounts in a fixed-width face, so digits and decimal points line up down a column. */
const FIXED_WIDTH: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
};

const TONE_COLORS: Readonly<Record<AmountTone, string | undefined>> = {
  credit: '#389e0d',
  debit: '#cf1322',
  zero: undefined,
};

/** A decimal string exactly as the server sent it; `signed` writes the sign and colours it. */
export function AmountText({ value, signed = false }: { value: string; signed?: boolean }) {
  if (!signed) return <span style={FIXED_WIDTH}>{value}</span>;
  return (
    <span style={{ ...FIXED_WIDTH, color: TONE_COLORS[amountTone(value)] }}>{signedAmountText(value)}</span>
  );
}
