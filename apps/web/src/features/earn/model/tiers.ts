import type { EarnTier } from '@platform/contract';

/**
 * The two escrow tiers and their screens (spec section 2): "AI earning" lives under /profit_*,
 * "VIP" under /vip_*. A product's page is /profit_buy for both tiers; it reads the tier from the
 * product, so after a subscription the customer lands on the orders of that tier.
 */
export const TIER_PATHS: Readonly<Record<EarnTier, { index: string; orders: string }>> = {
  ai: { index: '/profit_index', orders: '/profit_wdtg' },
  vip: { index: '/vip_index', orders: '/vip_wdtg' },
};

/** The tier a screen shows, from its path: the /vip_* paths are VIP, every other one AI earning. */
export function tierOfPath(pathname: string): EarnTier {
  return pathname.toLowerCase().startsWith('/vip_') ? 'vip' : 'ai';
}

/** The page of one product, where it is subscribed. */
export function buyPath(productId: number): string {
  return `/profit_buy?id=${productId}`;
}

/** The product id of /profit_buy?id=N, or null when the address names none that could exist. */
export function productIdOf(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
