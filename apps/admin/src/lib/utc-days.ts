/**
 * Calendar days as staff pick them (YYYY-MM-DD, UTC) and the Unix seconds the server ranges by.
 * Days are read from the text alone, never from the browser's clock or time zone.
 */

export const DAY_SECONDS = 86_400;

/** A calendar day written YYYY-MM-DD that exists (no 30 February), or undefined. */
export function dayOf(text: string | null | undefined): string | undefined {
  const day = (text ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : day;
}

/** Unix seconds at the start of a UTC day written YYYY-MM-DD (already checked by dayOf). */
export function dayStartSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/**
 * A range of UTC days, both included, as the Unix seconds a server range takes: `from` is the
 * start of the first day, `to` the start of the day after the last, which the server excludes.
 * An open end stays undefined.
 */
export function dayRangeSeconds(range: { from?: string; to?: string }): {
  from: number | undefined;
  to: number | undefined;
} {
  return {
    from: range.from === undefined ? undefined : dayStartSeconds(range.from),
    to: range.to === undefined ? undefined : dayStartSeconds(range.to) + DAY_SECONDS,
  };
}
