import { ASSET_SCALES } from '@platform/contract';
import { z } from 'zod';
import { amountText, checkOrder } from '../../platform/setting-values.ts';
import { declareSettings, setting } from '../../platform/settings.ts';

/** USDT amounts in settings are counted at its scale (micro-USDT). */
const USDT_SCALE = ASSET_SCALES.USDT;
/** Contract lots are written with up to two decimals, at most six whole digits. */
const LOTS_SCALE = 2;
const LOTS_MAX = '999999';
/** The largest minimum margin of a contract position, in USDT. */
const MARGIN_MAX = '999999999';

/**
 * Operator settings of contracts (CFD). Each is declared here once, with
 * its schema, so the back office edits a known value and the customer app shows the rule that
 * the server applies (DESIGN.md section 0.2).
 */
export const CONTRACTS_SETTINGS = declareSettings({
  /**
   * Contracts (CFD) per category of instrument: lot range and step, the highest leverage and the
   * choices below it, the opening fee (ppm of the position's value), and the units one lot stands
   * for (a symbol in `contractSizes` overrides its category). `stopOutPpm`: a position is closed
   * when its equity falls to this share of its margin; `minMargin` in USDT.
   */
  'contracts.rules': setting(
    z
      .object({
        categories: z.record(
          z.string(),
          z
            .object({
              minLots: amountText(LOTS_SCALE, { positive: true, max: LOTS_MAX }),
              maxLots: amountText(LOTS_SCALE, { positive: true, max: LOTS_MAX }),
              lotStep: amountText(LOTS_SCALE, { positive: true, max: LOTS_MAX }),
              maxLeverage: z.number().int().min(1).max(1000),
              feePpm: z.number().int().min(0).max(100_000),
              contractSize: z.number().int().min(1).max(10_000_000),
            })
            .superRefine((c, ctx) => checkOrder(ctx, c.minLots, c.maxLots, LOTS_SCALE, ['minLots'])),
        ),
        contractSizes: z.record(z.string(), z.number().int().min(1).max(10_000_000)),
        leverages: z.array(z.number().int().min(1).max(1000)).min(1),
        stopOutPpm: z.number().int().min(0).max(1_000_000),
        minMargin: amountText(USDT_SCALE, { max: MARGIN_MAX }),
      })
      .default({
        categories: {
          contract: {
            minLots: '0.01',
            maxLots: '100',
            lotStep: '0.01',
            maxLeverage: 100,
            feePpm: 500,
            contractSize: 1,
          },
          forex: {
            minLots: '0.01',
            maxLots: '50',
            lotStep: '0.01',
            maxLeverage: 25,
            feePpm: 100,
            contractSize: 100_000,
          },
          metal: {
            minLots: '0.01',
            maxLots: '50',
            lotStep: '0.01',
            maxLeverage: 25,
            feePpm: 200,
            contractSize: 100,
          },
          energy: {
            minLots: '0.01',
            maxLots: '50',
            lotStep: '0.01',
            maxLeverage: 25,
            feePpm: 200,
            contractSize: 1_000,
          },
          stock: {
            minLots: '0.01',
            maxLots: '100',
            lotStep: '0.01',
            maxLeverage: 25,
            feePpm: 300,
            contractSize: 100,
          },
          etf: {
            minLots: '0.01',
            maxLots: '100',
            lotStep: '0.01',
            maxLeverage: 25,
            feePpm: 300,
            contractSize: 100,
          },
        },
        contractSizes: { XAGUSD: 5_000, NGAS: 10_000 },
        leverages: [1, 2, 5, 10, 20, 25, 50, 100],
        stopOutPpm: 500_000,
        minMargin: '1',
      }),
    'Contracts (CFD) per instrument category: minLots, maxLots, lotStep, maxLeverage, feePpm (opening fee), contractSize (units per lot); contractSizes per symbol; leverage choices; stopOutPpm (equity share of margin at which a position is liquidated); minMargin in USDT.',
  ),
});

type ContractsSettings = typeof CONTRACTS_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends ContractsSettings {}
}
