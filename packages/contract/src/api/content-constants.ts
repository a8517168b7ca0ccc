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
