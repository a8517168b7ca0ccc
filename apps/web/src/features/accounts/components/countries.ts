import { BCP47, type Lang, toLang } from '@platform/contract';
import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js';

/** Countries with their calling codes (libphonenumber-js) and names in the user's language. */
export interface Country {
  code: CountryCode;
  name: string;
  callingCode: string;
}

const cache = new Map<Lang, Country[]>();

export function countryList(lang: string): Country[] {
  const key = toLang(lang);
  const cached = cache.get(key);
  if (cached) return cached;
  const tag = BCP47[key];
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(tag);
  const list = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(key, list);
  return list;
}

/**
 * The country a language suggests when the browser names none for it. English suggests the United
 * Kingdom (+44): the platform does not single out the United States, and an American browser
 * (en-US) still gives +1 below.
 */
const COUNTRY_OF_LANG: Record<Lang, CountryCode> = {
  en: 'GB',
  xby: 'ES',
  jp: 'JP',
  hy: 'KR',
  ty: 'TH',
  yn: 'VN',
  zh: 'CN',
  ft: 'TW',
};

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/**
 * The likely country of a visitor, for the calling code and country fields: the region of the
 * first browser language in the chosen language (en-US gives US for English, zh-HK gives HK for
 * Chinese), else the country the chosen language suggests. A browser region in another language
 * is not used: a visitor who chose Chinese in an en-US browser gets +86, not +1.
 */
export function guessCountry(lang: string, languages: readonly string[] = browserLanguages()): CountryCode {
  const chosen = toLang(lang);
  const language = BCP47[chosen].split('-')[0];
  const known = new Set<string>(getCountries());
  for (const tag of languages) {
    const [base, ...rest] = tag.split('-');
    const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
    if (base?.toLowerCase() === language && region && known.has(region)) return region as CountryCode;
  }
  return COUNTRY_OF_LANG[chosen];
}

/** The first country with this calling code, for showing a stored area code. */
export function countryOfCallingCode(callingCode: string): CountryCode | undefined {
  return getCountries().find((c) => getCountryCallingCode(c) === callingCode);
}

export function callingCodeOf(country: string): string {
  const known = new Set<string>(getCountries());
  return known.has(country) ? getCountryCallingCode(country as CountryCode) : '';
}

/** A nationality to choose: its name in the user's language and in the country's own. */
export interface Nationality {
  code: CountryCode;
  name: string;
  /** The name in the country's main language, or undefined when it reads the same. */
  nativeName: string | undefined;
}

const nationalityCache = new Map<Lang, Nationality[]>();

/** The country's name in its likely language (Intl.Locale maximize: JP gives ja-Jpan-JP). */
function nativeNameOf(code: CountryCode): string | undefined {
  try {
    const locale = new Intl.Locale(`und-${code}`).maximize();
    return new Intl.DisplayNames([locale.toString()], { type: 'region', fallback: 'none' }).of(code);
  } catch {
    return undefined;
  }
}

export function nationalityList(lang: string): Nationality[] {
  const key = toLang(lang);
  const cached = nationalityCache.get(key);
  if (cached) return cached;
  const list = countryList(lang).map(({ code, name }) => {
    const native = nativeNameOf(code);
    return { code, name, nativeName: native && native !== name ? native : undefined };
  });
  nationalityCache.set(key, list);
  return list;
}

/** Lower case without accents, so "mexico" finds "México" and "cote" finds "Côte d'Ivoire". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/**
 * The nationalities matching what the user typed, by either name or the ISO code; names that start
 * with the query come first, then the others that contain it, each group in list order.
 */
export function searchNationalities(list: readonly Nationality[], query: string): Nationality[] {
  const q = folded(query.trim());
  if (q === '') return [...list];
  const starts: Nationality[] = [];
  const contains: Nationality[] = [];
  for (const n of list) {
    const names = [n.name, n.nativeName ?? ''].map(folded);
    if (names.some((name) => name.startsWith(q)) || folded(n.code) === q) starts.push(n);
    else if (names.some((name) => name.includes(q))) contains.push(n);
  }
  return [...starts, ...contains];
}
