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

export function hoursLabel(hours: TradingHours): string {
  return hours.kind === 'always' ? '24/7' : hours.label;
}
