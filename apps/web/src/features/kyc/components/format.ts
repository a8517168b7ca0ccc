import { tagOf } from '../../../lib/format.ts';

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
