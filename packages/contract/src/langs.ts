/**
 * Language codes. The wire uses the product's own codes (spec section 1); Intl and <html lang>
 * use the BCP 47 tag mapped here.
 */
export const LANGS = ['en', 'xby', 'jp', 'hy', 'ty', 'yn', 'zh', 'ft'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const BCP47: Readonly<Record<Lang, string>> = {
  en: 'en',
  xby: 'es',
  jp: 'ja',
  hy: 'ko',
  ty: 'th',
  yn: 'vi',
  zh: 'zh-CN',
  ft: 'zh-TW',
};

/** Each language named in itself, for the language switcher. */
export const LANG_NATIVE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  xby: 'Español',
  jp: '日本語',
  hy: '한국어',
  ty: 'ไทย',
  yn: 'Tiếng Việt',
  zh: '简体中文',
  ft: '繁體中文',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Unknown or missing codes fall back to English rather than failing the request. */
export function toLang(value: unknown): Lang {
  return isLang(value) ? value : DEFAULT_LANG;
}
