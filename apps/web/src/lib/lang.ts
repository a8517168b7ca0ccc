import { BCP47, DEFAULT_LANG, type Lang, toLang } from '@platform/contract';
import { storage } from './storage.ts';

const LANG_KEY = 'lang';

/** The chosen language, persisted (spec section 7: lang from local storage, default en). */
export function storedLang(): Lang {
  return toLang(storage.get(LANG_KEY) ?? DEFAULT_LANG);
}

export function storeLang(lang: Lang): void {
  storage.set(LANG_KEY, lang);
  if (typeof document !== 'undefined') document.documentElement.lang = BCP47[lang];
}

export function bcp47(lang: Lang): string {
  return BCP47[lang];
}
