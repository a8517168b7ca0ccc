import { groupDecimal, tagOf } from '../../../lib/format.ts';

/**
 * Display forms of the screen's figures. Amounts stay bigint units or decimal strings and are only
 * regrouped for the language, so nothing on screen ever passes through a float (STYLE.md, Money).
 */

/** '1.25' is '+1.25%', '-0.40' is '-0.40%', with the decimal sign of the language. */
export function signedPercent(value: string, lang: string): string {
  return `${value.startsWith('-') || /^0(\.0+)?$/.test(value) ? '' : '+'}${groupDecimal(value, lang)}%`;
}

export function directionOf(value: string): 'up' | 'down' | 'flat' {
  if (value.startsWith('-')) return 'down';
  return /^0(\.0+)?$/.test(value) ? 'flat' : 'up';
}

/** The time of a trade, to the second: trades of one minute differ only there. */
export function timeOfDay(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(tagOf(lang), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(seconds * 1000));
}
