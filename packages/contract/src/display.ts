import { formatDecimalRounded, MAX_SCALE, parseDecimal } from '@platform/money';
import { ASSET_DISPLAY_DECIMALS, isAsset } from './api/wallet.ts';
import { BCP47, toLang } from './langs.ts';

/**
 * The one way an amount or a price becomes text for people, shared by the web app and the
 * messages the server writes: the language's digit grouping and decimal sign through Intl (the
 * wire code mapped to BCP 47), the integer part through BigInt and the fraction as text, so no
 * amount passes through a float (STYLE.md, Money).
 */

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string): Intl.NumberFormat {
  const tag = BCP47[toLang(lang)];
  let format = NUMBER_FORMATS.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    NUMBER_FORMATS.set(tag, format);
  }
  return format;
}

/**
 * A decimal string with the language's grouping: '-1234567.5' is '-1,234,567.5' in English and
 * '-1.234.567,5' in Spanish. A figure in an unexpected form is shown as sent, never guessed at.
 */
export function groupDecimalText(value: string, lang: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const [, sign, whole = '0', fraction] = match;
  const format = numberFormat(lang);
  const decimal = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return `${sign}${format.format(BigInt(whole))}${fraction ? `${decimal}${fraction}` : ''}`;
}

const MINUTES_PER_DAY = 1440;
const DAYS_PER_WEEK = 7;

/** Weekly sessions in minutes since Sunday 00:00 of `time_zone` (the wire's `schedule`). */
export interface WeeklySessions {
  time_zone: string;
  sessions: readonly { from: number; to: number }[];
}

/** A weekday's short name in the language: 0 is Sunday ('Sun', 'dom', '日'). */
function weekdayName(day: number, lang: string): string {
  // 4 January 1970 was a Sunday.
  const date = new Date(Date.UTC(1970, 0, 4 + (day % DAYS_PER_WEEK)));
  return new Intl.DateTimeFormat(BCP47[toLang(lang)], { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** A minute of the week as the time of day, '09:30'. */
function timeOfDay(minute: number): string {
  const inDay = minute % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** A time zone's name in the language ('Eastern Time', 'hora del este de Norteamérica'), or its id. */
function zoneName(timeZone: string, lang: string): string {
  try {
    const parts = new Intl.DateTimeFormat(BCP47[toLang(lang)], {
      timeZone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date(0));
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    // A zone this runtime does not know is named as the operator wrote it.
    return timeZone;
  }
}

/** Whether every session starts at the same time for the same length, on consecutive days. */
function isDailyRun(sessions: WeeklySessions['sessions']): boolean {
  const [first] = sessions;
  if (!first || sessions.length < 2) return false;
  return sessions.every(
    (s, i) => s.from === first.from + i * MINUTES_PER_DAY && s.to - s.from === first.to - first.from,
  );
}

/**
 * Trading hours in the language, from the weekly sessions: 'Mon–Fri 09:30–16:00 (Eastern Time)',
 * '月–金 09:30–16:00 (アメリカ東部時間)', 'Sun 17:00 – Fri 17:00 (...)'. Null is always open, '24/7'.
 */
export function tradingHoursText(schedule: WeeklySessions | null, lang: string): string {
  if (schedule === null) return '24/7';
  const { sessions } = schedule;
  const day = (minute: number) => weekdayName(Math.floor(minute / MINUTES_PER_DAY), lang);
  const first = sessions[0];
  const last = sessions[sessions.length - 1];
  const body =
    first && last && isDailyRun(sessions)
      ? `${day(first.from)}–${day(last.to)} ${timeOfDay(first.from)}–${timeOfDay(first.to)}`
      : sessions
          .map((s) => `${day(s.from)} ${timeOfDay(s.from)} – ${day(s.to)} ${timeOfDay(s.to)}`)
          .join(', ');
  return `${body} (${zoneName(schedule.time_zone, lang)})`;
}

/** Drops trailing zeros of a decimal string ('1000.500000' is '1000.5', '5000.000' is '5000'). */
export function trimDecimalZeros(value: string): string {
  return value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/**
 * An amount of an asset for people: rounded down to the asset's display decimals (so a balance is
 * never overstated), without trailing zeros, grouped for the language. An unknown asset keeps its
 * digits and is only trimmed and grouped.
 */
export function displayAmount(value: string, asset: string, lang: string): string {
  const scale = value.split('.')[1]?.length ?? 0;
  if (!isAsset(asset) || scale > MAX_SCALE) return groupDecimalText(trimDecimalZeros(value), lang);
  const parsed = parseDecimal(value, scale, { allowNegative: true });
  if (!parsed.ok) return value;
  const decimals = Math.min(scale, ASSET_DISPLAY_DECIMALS[asset]);
  // Rounded towards zero: neither a balance nor a debit is shown larger than it is.
  const rounded = formatDecimalRounded(parsed.units, scale, decimals, 'down');
  return groupDecimalText(trimDecimalZeros(rounded), lang);
}
