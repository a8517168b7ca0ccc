/**
 * Readers of what an address holds or a staff member typed. Each returns undefined for anything
 * it cannot use, never a made-up value, so the caller decides what a missing value means.
 */

/** Whether a text is one of a list of known words (a tab, a book, a status). */
export const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A whole number of at least 1, or undefined for anything else (empty, text, fractions). */
export function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= 1 ? n : undefined;
}

/** A symbol as the server spells it, or undefined when nothing usable was typed. */
export function symbolOf(text: string | null | undefined): string | undefined {
  const symbol = (text ?? '').trim().toUpperCase();
  return /^[A-Z0-9-]{2,20}$/.test(symbol) ? symbol : undefined;
}
