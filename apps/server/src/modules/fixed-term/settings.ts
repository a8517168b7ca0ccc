import { ASSET_SCALES } from '@platform/contract';
import { z } from 'zod';
import { amountText, checkOrder } from '../../platform/setting-values.ts';
import { declareSettings, setting } from '../../platform/settings.ts';

/** USDT amounts in settings are counted at its scale (micro-USDT). */
const USDT_SCALE = ASSET_SCALES.USDT;
/** The largest stake of a fixed-term product: 9 whole digits, as before amounts were checked by scale. */
const STAKE_MAX = '999999999';

/** One fixed-term product (delivery or option): its cycles, stake range and instrument categories. */
const fixedTermProductRules = z
  .object({
    cycles: z
      .array(
        z.object({
          seconds: z.number().int().min(10).max(31_536_000),
          payoutPpm: z.number().int().min(0).max(10_000_000),
          feePpm: z.number().int().min(0).max(500_000),
        }),
      )
      .min(1),
    minStake: amountText(USDT_SCALE, { positive: true, max: STAKE_MAX }),
    maxStake: amountText(USDT_SCALE, { positive: true, max: STAKE_MAX }),
    categories: z.array(z.string()).min(1),
  })
  .superRefine((v, ctx) => checkOrder(ctx, v.minStake, v.maxStake, USDT_SCALE, ['minStake']));

/**
 * Operator settings of fixed-term products (delivery and options). Each is declared here once, with
 * its schema, so the back office edits a known value and the customer app shows the rule that
 * the server applies (DESIGN.md section 0.2).
 */
export const FIXED_TERM_SETTINGS = declareSettings({
  /**
   * Fixed-term products: delivery (buy up or down) and options (call or put). Per product the
   * cycles (seconds, payout ratio on the stake and fee in ppm), the stake range in USDT and the
   * instrument categories offered.
   */
  'fixedterm.rules': setting(
    z
      .object({
        delivery: fixedTermProductRules,
        option: fixedTermProductRules,
      })
      .default({
        delivery: {
          cycles: [
            { seconds: 60, payoutPpm: 800_000, feePpm: 0 },
            { seconds: 180, payoutPpm: 850_000, feePpm: 0 },
            { seconds: 300, payoutPpm: 900_000, feePpm: 0 },
          ],
          minStake: '10',
          maxStake: '50000',
          categories: ['crypto', 'forex', 'metal', 'energy'],
        },
        option: {
          cycles: [
            { seconds: 300, payoutPpm: 750_000, feePpm: 10_000 },
            { seconds: 900, payoutPpm: 800_000, feePpm: 10_000 },
            { seconds: 3_600, payoutPpm: 850_000, feePpm: 10_000 },
          ],
          minStake: '20',
          maxStake: '100000',
          categories: ['crypto', 'forex', 'metal', 'energy', 'stock', 'etf'],
        },
      }),
    'Fixed-term products, delivery (up/down) and option (call/put): cycles (seconds, payoutPpm paid on the stake when right, feePpm charged at placing), minStake and maxStake in USDT, instrument categories offered.',
  ),
});

type FixedTermSettings = typeof FIXED_TERM_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends FixedTermSettings {}
}
