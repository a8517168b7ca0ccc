import { z } from 'zod';
import { commonParams } from './common.ts';

/**
 * The customer products of the spec, by key. The server answers `web/getFeatures` with the ones it
 * serves; the customer app shows a navigation item, menu entry, route, banner or home block only
 * when the product it leads to is served, so a screen never advertises what does not exist.
 */
export const PRODUCT_KEYS = [
  'spot',
  'contracts',
  'fixed-term',
  'wallet',
  'kyc',
  'conversion',
  'earn',
  'quick-buy',
  'loans',
  'c2c',
  'invite',
  'subscription',
  'rewards',
  'support-chat',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];
export const productKey = z.enum(PRODUCT_KEYS);

export function isProductKey(value: unknown): value is ProductKey {
  return typeof value === 'string' && (PRODUCT_KEYS as readonly string[]).includes(value);
}

export const getFeaturesInput = commonParams;
export const servedFeatures = z.object({
  products: z.array(productKey).describe('Products this server serves; anything else is hidden'),
});
export type ServedFeatures = z.infer<typeof servedFeatures>;
