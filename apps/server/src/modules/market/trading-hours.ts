import type { TradingSchedule } from '@platform/contract';
import { z } from 'zod';

/**
 * Trading hours of an instrument: always open (crypto), or weekly sessions in the local time of
 * an exchange's time zone, so daylight-saving changes move the sessions with the exchange.
 * Pure: the time to check arrives as an argument.
 */

const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Minutes since Sunday 00:00 local time; a session is [from, to), wrapping past Saturday. */
const session = z.object({
  from: z.number().int().min(0).max(MINUTES_PER_WEEK),
  to: z.number().int().min(0).max(MINUTES_PER_WEEK),
});

export const tradingHoursSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('always') }),
  z.object({
    kind: z.literal('weekly'),
    timeZone: z.string().min(1),
    sessions: z.array(session).min(1).max(14),
    label: z.string().max(80),
  }),
]);
export type TradingHours = z.infer<typeof tradingHoursSchema>;

export const ALWAYS_OPEN: TradingHours = { kind: 'always' };

/** 'Mon 09:30' as minutes since Sunday 00:00. */
export function weekMinute(text: string): number {
  const match = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d\d):(\d\d)$/.exec(text);
  if (!match) throw new Error(`Not a week time: ${text}`);
  const day = DAY_NAMES.indexOf(match[1] as (typeof DAY_NAMES)[number]);
  return day * MINUTES_PER_DAY + Number(match[2]) * 60 + Number(match[3]);
}

/** Sessions from pairs like ['Sun 17:00', 'Fri 17:00'] in a time zone. */
export function weekly(timeZone: string, label: string, pairs: readonly [string, string][]): TradingHours {
  return {
    kind: 'weekly',
    timeZone,
    label,
    sessions: pairs.map(([from, to]) => ({ from: weekMinute(from), to: weekMinute(to) })),
  };
}

/** The same daily session on each weekday Monday to Friday. */
export function weekdays(timeZone: string, open: string, close: string): TradingHours {
  const days = DAY_NAMES.slice(1, 6);
  return weekly(
    timeZone,
    `Mon-Fri ${open}-${close} ${timeZone}`,
    days.map((d) => [`${d} ${open}`, `${d} ${close}`] as [string, string]),
  );
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes since Sunday 00:00 in the time zone at the instant `timeMs`. */
export function localWeekMinute(timeMs: number, timeZone: string): number {
  let day = 0;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timeZone).formatToParts(timeMs)) {
    if (part.type === 'weekday') day = DAY_NAMES.indexOf(part.value as (typeof DAY_NAMES)[number]);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return day * MINUTES_PER_DAY + hour * 60 + minute;
}

export function isTradingOpen(hours: TradingHours, timeMs: number): boolean {
  if (hours.kind === 'always') return true;
  const now = localWeekMinute(timeMs, hours.timeZone);
  return hours.sessions.some((s) =>
    s.from <= s.to ? now >= s.from && now < s.to : now >= s.from || now < s.to,
  );
}

const MINUTE_MS = 60_000;
/** Corrections of a guessed opening across a daylight-saving change; one is enough in practice. */
const OPENING_CORRECTIONS_MAX = 3;

/**
 * When a closed market opens next: the start of the first session after `timeMs`, an instant in
 * milliseconds. Null when the market is open at `timeMs` or never closes (crypto), so a caller
 * can show "opens ..." exactly when the market is closed. Sessions are weekly in the exchange's
 * time zone, so the answer moves with its daylight-saving changes; holidays are not modelled.
 */
export function nextOpening(hours: TradingHours, timeMs: number): number | null {
  if (hours.kind === 'always' || isTradingOpen(hours, timeMs)) return null;
  const minuteMs = Math.floor(timeMs / MINUTE_MS) * MINUTE_MS;
  const now = localWeekMinute(minuteMs, hours.timeZone);
  const starts = hours.sessions.filter((s) => s.from % MINUTES_PER_WEEK !== s.to % MINUTES_PER_WEEK);
  if (starts.length === 0) return null;
  const ahead = (from: number) => (from - now + MINUTES_PER_WEEK) % MINUTES_PER_WEEK || MINUTES_PER_WEEK;
  const from = starts.reduce((best, s) => (ahead(s.from) < ahead(best.from) ? s : best)).from;
  let guess = minuteMs + ahead(from) * MINUTE_MS;
  // Local minutes and elapsed minutes differ by a daylight-saving shift between now and then.
  for (let i = 0; i < OPENING_CORRECTIONS_MAX; i++) {
    const drift = (from - localWeekMinute(guess, hours.timeZone) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
    if (drift === 0) break;
    guess += (drift > MINUTES_PER_WEEK / 2 ? drift - MINUTES_PER_WEEK : drift) * MINUTE_MS;
  }
  return guess;
}

/**
 * The earliest moment from `timeMs` at which every one of several markets is open at once (a
 * basket trades only then): `timeMs` itself when they all are, null when no such moment comes
 * within two weeks (sessions that never overlap).
 */
export function allOpenAt(hoursList: readonly TradingHours[], timeMs: number): number | null {
  const horizonMs = timeMs + 2 * MINUTES_PER_WEEK * MINUTE_MS;
  let t = timeMs;
  while (t <= horizonMs) {
    const opens = hoursList.map((h) => nextOpening(h, t)).filter((o): o is number => o !== null);
    if (opens.length === 0) return t;
    t = Math.max(...opens);
  }
  return null;
}

export function hoursLabel(hours: TradingHours): string {
  return hours.kind === 'always' ? '24/7' : hours.label;
}

/** The sessions on the wire (`schedule`), so each screen writes the hours in its language; null is always open. */
export function hoursSchedule(hours: TradingHours): TradingSchedule {
  return hours.kind === 'always' ? null : { time_zone: hours.timeZone, sessions: hours.sessions };
}
