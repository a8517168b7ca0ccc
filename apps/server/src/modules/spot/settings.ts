import { ASSET_SCALES } from '@platform/contract';
import { z } from 'zod';
import { amountText, assetAmounts, checkOrder } from '../../platform/setting-values.ts';
import { declareSettings, setting } from '../../platform/settings.ts';

/** USDT amounts in settings are counted at its scale (micro-USDT). */
const USDT_SCALE = ASSET_SCALES.USDT;

/**
 * Operator settings of spot trading: fees, market limits and the market maker. Each is declared here once, with
 * its schema, so the back office edits a known value and the customer app shows the rule that
 * the server applies (DESIGN.md section 0.2).
 */
export const SPOT_SETTINGS = declareSettings({
  /** Spot fees in parts per million of the quote amount, and the market-order protection band. */
  'spot.fees': setting(
    z
      .object({
        makerPpm: z.number().int().min(0).max(100_000),
        takerPpm: z.number().int().min(0).max(100_000),
        marketProtectionPpm: z.number().int().min(1_000).max(500_000),
      })
      .default({ makerPpm: 1_000, takerPpm: 1_000, marketProtectionPpm: 50_000 }),
    'Spot fees in parts per million of the quote amount (makerPpm, takerPpm; 1000 = 0.1%) and marketProtectionPpm: how far beyond the best price a market order may trade.',
  ),
  /**
   * Price bands around each market's index price (from the feeds, never the book's own trades):
   * a limit order priced further than limitPpm from the index is refused, and a market order
   * stops trading beyond marketPpm from it. Shown with the market rules from the same values.
   */
  'spot.priceBands': setting(
    z
      .object({
        limitPpm: z.number().int().min(1_000).max(1_000_000),
        marketPpm: z.number().int().min(1_000).max(1_000_000),
      })
      .default({ limitPpm: 100_000, marketPpm: 50_000 }),
    'Spot price bands in parts per million of the index price (10000 = 1%): limitPpm, how far from the index a limit price may lie; marketPpm, how far from the index a market order may trade.',
  ),
  /** Per spot market: minimum and maximum quantity (base) and order value (quote). */
  'spot.markets': setting(
    z
      .record(
        z.string(),
        z
          .object({
            minQuantity: amountText(8, { positive: true }),
            maxQuantity: amountText(8, { positive: true }),
            minNotional: amountText(USDT_SCALE, { positive: true }),
            maxNotional: amountText(USDT_SCALE, { positive: true }),
          })
          .superRefine((m, ctx) => {
            checkOrder(ctx, m.minQuantity, m.maxQuantity, 8, ['minQuantity']);
            checkOrder(ctx, m.minNotional, m.maxNotional, USDT_SCALE, ['minNotional']);
          }),
      )
      .default({
        BTCUSDT: { minQuantity: '0.00001', maxQuantity: '100', minNotional: '5', maxNotional: '5000000' },
        ETHUSDT: { minQuantity: '0.0001', maxQuantity: '5000', minNotional: '5', maxNotional: '5000000' },
        TRXUSDT: { minQuantity: '10', maxQuantity: '50000000', minNotional: '5', maxNotional: '5000000' },
      }),
    'Spot markets (BTCUSDT, ETHUSDT, TRXUSDT): minQuantity and maxQuantity in the base currency, minNotional and maxNotional in USDT.',
  ),
  /**
   * The spot market maker: a platform account funded once from the house (and, for the demo
   * book, from the demo account) that quotes a ladder around the feed price.
   */
  'spot.maker': setting(
    z
      .object({
        enabled: z.boolean(),
        levels: z.number().int().min(1).max(20),
        spreadPpm: z.number().int().min(0).max(100_000),
        stepPpm: z.number().int().min(1).max(100_000),
        quantities: z.record(z.string(), amountText(8, { positive: true })),
        funding: assetAmounts(),
      })
      .default({
        enabled: true,
        levels: 8,
        spreadPpm: 500,
        stepPpm: 400,
        quantities: { BTCUSDT: '0.05', ETHUSDT: '0.8', TRXUSDT: '20000' },
        funding: { USDT: '2000000', BTC: '25', ETH: '400', TRX: '20000000' },
      }),
    'Spot market maker: enabled, levels per side, spreadPpm from the feed price to the first level, stepPpm between levels, quantities per level per market, funding given once from the house account.',
  ),
});

type SpotSettings = typeof SPOT_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends SpotSettings {}
}
