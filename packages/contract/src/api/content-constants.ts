import type { ProductKey } from './features.ts';

/** Footer and static pages by their stable numeric id (spec section 1: 1, 3 and 5 are fixed). */
export const PAGE_IDS = { company: 1, about: 2, agreement: 3, risk: 4, privacy: 5, download: 6 } as const;
export type PageKey = keyof typeof PAGE_IDS;

export const HELP_CATEGORIES = [
  'account',
  'security',
  'deposit-withdrawal',
  'trading',
  'earn',
  'verification',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/**
 * The product each help topic describes, where it describes one. A topic and its articles are
 * shown only while that product is served (an article may also name a product of its own), so
 * the help centre never explains what the platform does not offer.
 */
export const HELP_CATEGORY_PRODUCTS: Readonly<Partial<Record<HelpCategory, ProductKey>>> = {
  'deposit-withdrawal': 'wallet',
  earn: 'earn',
  verification: 'kyc',
};
