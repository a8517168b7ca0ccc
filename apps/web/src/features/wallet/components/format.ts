import { formatUnits } from '@platform/money';
import { formatDecimal, tagOf } from '../../../lib/format.ts';

/** Intl formatting of the wallet screens in the user's language; amounts stay exact decimal strings. */

/** Units of an asset, formatted like a wire amount. */
export function formatUnitsAmount(units: bigint, scale: number, lang: string): string {
  return formatDecimal(formatUnits(units, scale), lang);
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
