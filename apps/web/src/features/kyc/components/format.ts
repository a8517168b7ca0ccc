import { BCP47, toLang } from '@platform/contract';

/** The BCP 47 tag of the app's language code ('jp' is 'ja' to Intl). */
export function tagOf(lang: string): string {
  return BCP47[toLang(lang)];
}

/**
 * A USDT amount from the wire (a decimal string) with the language's digit grouping. The integer
 * part goes through BigInt so no amount is ever turned into a float (STYLE.md, Money).
 */
export function formatUsdt(value: string, lang: string): string {
  const tag = tagOf(lang);
  const [whole = '0', fraction] = value.split('.');
  const negative = whole.startsWith('-');
  const grouped = new Intl.NumberFormat(tag).format(BigInt(negative ? whole.slice(1) : whole));
  const decimal =
    new Intl.NumberFormat(tag).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const trimmed = fraction?.replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${trimmed ? `${decimal}${trimmed}` : ''}`;
}

/** The name of a country in the user's language, from its ISO 3166-1 alpha-2 code. */
export function countryName(code: string, lang: string): string {
  const names = new Intl.DisplayNames([tagOf(lang)], { type: 'region', fallback: 'code' });
  try {
    return names.of(code) ?? code;
  } catch {
    // A code Intl does not know is shown as stored rather than hidden.
    return code;
  }
}

/** Dates of submissions and decisions, with the time, since a review can finish the same day. */
export function formatDateTime(seconds: number, lang: string): string {
  return new Intl.DateTimeFormat(tagOf(lang), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(seconds * 1000));
}
