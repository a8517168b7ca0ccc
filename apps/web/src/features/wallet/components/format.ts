import { BCP47, toLang } from '@platform/contract';
import { formatUnits } from '@platform/money';

/** Intl formatting of the wallet screens in the user's language; amounts stay exact decimal strings. */

/** The BCP 47 tag of the app's language code ('jp' is 'ja' to Intl). */
export function tagOf(lang: string): string {
  return BCP47[toLang(lang)];
}

/**
 * An amount from the wire (a decimal string) with the language's digit grouping and without
 * trailing zeros. The integer part goes through BigInt, so no amount ever becomes a float.
 */
export function formatAmount(value: string, lang: string): string {
  const tag = tagOf(lang);
  const [whole = '0', fraction] = value.split('.');
  const negative = whole.startsWith('-');
  const grouped = new Intl.NumberFormat(tag).format(BigInt(negative ? whole.slice(1) : whole));
  const decimal =
    new Intl.NumberFormat(tag).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const trimmed = fraction?.replace(/0+$/, '');
  return `${negative ? '-' : ''}${grouped}${trimmed ? `${decimal}${trimmed}` : ''}`;
}

/** Units of an asset, formatted like a wire amount. */
export function formatUnitsAmount(units: bigint, scale: number, lang: string): string {
  return formatAmount(formatUnits(units, scale), lang);
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

/** The name of an IANA time zone in the user's language ('Asia/Hong_Kong' is "Hong Kong Time"). */
export function zoneName(zone: string, lang: string): string {
  try {
    const parts = new Intl.DateTimeFormat(tagOf(lang), {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date(0));
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    // A zone this browser does not know is shown as the operator wrote it rather than hidden.
    return zone;
  }
}

/** The time of day now in a time zone, to compare with the operator's window. */
export function clockIn(zone: string, lang: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat(tagOf(lang), {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
    }).format(now);
  } catch {
    return '';
  }
}
