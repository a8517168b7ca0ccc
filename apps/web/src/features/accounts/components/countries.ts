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

/** The likely country of a visitor: the browser's region, else the one the language suggests. */
const COUNTRY_OF_LANG: Record<Lang, CountryCode> = {
  en: 'US',
  xby: 'ES',
  jp: 'JP',
  hy: 'KR',
  ty: 'TH',
  yn: 'VN',
  zh: 'CN',
  ft: 'TW',
};

export function guessCountry(lang: string): CountryCode {
  const known = new Set<string>(getCountries());
  const region = typeof navigator === 'undefined' ? undefined : navigator.language.split('-')[1];
  if (region && known.has(region.toUpperCase())) return region.toUpperCase() as CountryCode;
  return COUNTRY_OF_LANG[toLang(lang)];
}

/** The first country with this calling code, for showing a stored area code. */
export function countryOfCallingCode(callingCode: string): CountryCode | undefined {
  return getCountries().find((c) => getCountryCallingCode(c) === callingCode);
}

export function callingCodeOf(country: string): string {
  const known = new Set<string>(getCountries());
  return known.has(country) ? getCountryCallingCode(country as CountryCode) : '';
}
