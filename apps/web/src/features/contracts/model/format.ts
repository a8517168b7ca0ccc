import { groupDecimal, tagOf, unitsFixed } from '../../../lib/format.ts';

/**
 * Display forms of the screen's figures. Amounts stay bigint units or decimal strings and are only
 * regrouped for the language, so nothing on screen ever passes through a float (STYLE.md, Money).
 */

/** A USDT amount from the wire without trailing zeros: '72.000000' is '72', '-3.364000' is '-3.364'. */
export function usdtText(value: string, lang: string): string {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return groupDecimal(trimmed === '-0' ? '0' : trimmed, lang);
}

/** A profit with its sign: '+72', '-3.364', '0'. */
export function signedUsdt(value: string, lang: string): string {
  const text = usdtText(value, lang);
  return toneOf(value) === 'up' ? `+${text}` : text;
}

/** Green for a profit, red for a loss, grey for none. */
export function toneOf(value: string): 'up' | 'down' | 'flat' {
  if (/^-?0*(\.0*)?$/.test(value)) return 'flat';
  return value.startsWith('-') ? 'down' : 'up';
}

/** '1.25' is '+1.25%', '-0.40' is '-0.40%', with the decimal sign of the language. */
export function signedPercent(value: string, lang: string): string {
  return `${toneOf(value) === 'up' ? '+' : ''}${groupDecimal(value, lang)}%`;
}

/**
 * Where a take-profit or stop-loss must lie, as a placeholder that needs no words: '> 67,280.0'.
 * Empty while the price it is compared with is unknown.
 */
export function levelHint(
  side: 'above' | 'below',
  referenceTicks: bigint | null,
  scale: number,
  lang: string,
) {
  if (referenceTicks === null) return '';
  return `${side === 'above' ? '>' : '<'} ${unitsFixed(referenceTicks, scale, lang)}`;
}

/**
 * A moment to the second in the language (fixed-term orders expire and settle on a second): the
 * time of day alone, or with the date when `withDate`. `timeZone` is the device's unless given.
 */
export function momentText(
  seconds: number,
  lang: string,
  opts: { withDate?: boolean; timeZone?: string } = {},
): string {
  return new Intl.DateTimeFormat(tagOf(lang), {
    ...(opts.withDate ? { month: 'short', day: 'numeric' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
  }).format(new Date(seconds * 1000));
}
