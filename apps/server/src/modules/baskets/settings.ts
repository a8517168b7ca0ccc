import { z } from 'zod';
import { declareSettings, setting } from '../../platform/settings.ts';

/** Operator rules of ETF baskets, shown to customers with the baskets and applied by the server. */
export const BASKETS_SETTINGS = declareSettings({
  /**
   * conservativeLowOnly: a customer of the conservative risk level may hold the low-risk basket
   * only. navTolerancePpm: how far the NAV may move between what the customer saw and the order.
   */
  'baskets.rules': setting(
    z
      .object({
        conservativeLowOnly: z.boolean(),
        navTolerancePpm: z.number().int().min(0).max(100_000),
      })
      .default({ conservativeLowOnly: true, navTolerancePpm: 5_000 }),
    'ETF baskets: conservativeLowOnly (a conservative risk level may hold the low-risk basket only) and navTolerancePpm (how far the NAV may move between what the customer saw and the order, in ppm).',
  ),
});

type BasketsSettings = typeof BASKETS_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends BasketsSettings {}
}
