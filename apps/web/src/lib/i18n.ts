import { DEFAULT_LANG, LANGS, type Lang } from '@platform/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import accounts from '../locales/en/accounts.json';
import assets from '../locales/en/assets.json';
import baskets from '../locales/en/baskets.json';
import common from '../locales/en/common.json';
import content from '../locales/en/content.json';
import contracts from '../locales/en/contracts.json';
import earn from '../locales/en/earn.json';
import kyc from '../locales/en/kyc.json';
import market from '../locales/en/market.json';
import spot from '../locales/en/spot.json';
import wallet from '../locales/en/wallet.json';
import { storedLang, storeLang } from './lang.ts';

/** Namespaces, typed from English; other languages load on demand. */
export const NAMESPACES = [
  'common',
  'content',
  'accounts',
  'market',
  'kyc',
  'assets',
  'wallet',
  'spot',
  'contracts',
  'earn',
  'baskets',
] as const;
export const defaultResources = {
  common,
  content,
  accounts,
  market,
  kyc,
  assets,
  wallet,
  spot,
  contracts,
  earn,
  baskets,
} as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof defaultResources;
  }
}

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

async function loadLanguage(lang: Lang): Promise<void> {
  if (lang === DEFAULT_LANG) return;
  await Promise.all(
    NAMESPACES.map(async (ns) => {
      if (i18next.hasResourceBundle(lang, ns)) return;
      const load = loaders[`../locales/${lang}/${ns}.json`];
      if (!load) return;
      const mod = await load();
      i18next.addResourceBundle(lang, ns, mod.default, true, true);
    }),
  );
}

export async function initI18n(): Promise<void> {
  const lang = storedLang();
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANG,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { en: defaultResources },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(lang);
}

/** Loads the language's texts, switches to it, persists it and sets <html lang>. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  // Stored first: the API client reads the stored language when the new screens refetch.
  storeLang(lang);
  await i18next.changeLanguage(lang);
}

export { i18next };
