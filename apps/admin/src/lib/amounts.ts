/**
 * Signed amounts as the back office shows them. Amounts stay the decimal strings the server sent:
 * these rules only read the sign, so nothing is ever parsed to a number or rounded.
 */

export type Tone = 'gain' | 'loss' | 'zero';

/** Whether a signed decimal string is a gain, a loss or nothing (any zero, signed or not). */
export function toneOf(amount: string): Tone {
  const trimmed = amount.trim();
  if (/^[-+]?0*(\.0*)?$/.test(trimmed)) return 'zero';
  return trimmed.startsWith('-') ? 'loss' : 'gain';
}

/** A signed amount with its sign always written, so "+5" and "-5" line up in a column. */
export function signedText(amount: string): string {
  const trimmed = amount.trim();
  return toneOf(trimmed) === 'gain' && !trimmed.startsWith('+') ? `+${trimmed}` : trimmed;
}
