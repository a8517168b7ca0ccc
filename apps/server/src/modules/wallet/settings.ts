import { ASSET_SCALES } from '@platform/contract';
import { z } from 'zod';
import { amountText, checkOrder, timeOfDay, timeZone } from '../../platform/setting-values.ts';
import { declareSettings, setting } from '../../platform/settings.ts';

/** USDT amounts in settings are counted at its scale (micro-USDT). */
const USDT_SCALE = ASSET_SCALES.USDT;

/**
 * Operator settings of the wallet: deposit channels and withdrawal rules. Each is declared here once, with
 * its schema, so the back office edits a known value and the customer app shows the rule that
 * the server applies (DESIGN.md section 0.2).
 */
export const WALLET_SETTINGS = declareSettings({
  /**
   * Deposit channels (spec section 9): the platform's receiving address per asset and chain, the
   * minimum, and whether the channel is open. A closed channel answers "not yet open".
   */
  'deposit.channels': setting(
    z
      .array(
        z
          .object({
            id: z.string().regex(/^[A-Z0-9-]{2,24}$/),
            asset: z.enum(['USDT', 'BTC', 'ETH', 'TRX']),
            chain: z.enum(['ERC20', 'TRC20', 'BTC', 'ETH', 'TRX']),
            address: z.string().min(10).max(100),
            min: z.string(),
            open: z.boolean(),
          })
          .superRefine((c, ctx) => {
            // The minimum is an amount of the channel's asset, at that asset's scale.
            const min = amountText(ASSET_SCALES[c.asset]).safeParse(c.min);
            for (const issue of min.error?.issues ?? []) ctx.addIssue({ ...issue, path: ['min'] } as never);
          }),
      )
      .max(32)
      .default([
        {
          id: 'USDT-ERC20',
          asset: 'USDT',
          chain: 'ERC20',
          address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
          min: '1',
          open: true,
        },
        {
          id: 'USDT-TRC20',
          asset: 'USDT',
          chain: 'TRC20',
          address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
          min: '1',
          open: true,
        },
        {
          id: 'BTC',
          asset: 'BTC',
          chain: 'BTC',
          address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          min: '0.001',
          open: true,
        },
        {
          id: 'ETH',
          asset: 'ETH',
          chain: 'ETH',
          address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
          min: '0.1',
          open: true,
        },
        {
          id: 'TRX',
          asset: 'TRX',
          chain: 'TRX',
          address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
          min: '10',
          open: true,
        },
      ]),
    'Deposit channels: id, asset, chain, receiving address, minimum amount and open (false answers "not yet open").',
  ),
  /** Withdrawal rules (spec sections 5 and 9), all shown on the withdrawal screen before confirming. */
  'withdraw.rules': setting(
    z
      .object({
        asset: z.enum(['USDT', 'BTC', 'ETH', 'TRX']),
        chains: z.array(z.enum(['ERC20', 'TRC20', 'BTC', 'ETH', 'TRX'])).min(1),
        bank: z.boolean(),
        feePpm: z.number().int().min(0).max(500_000),
        min: amountText(USDT_SCALE, { positive: true }),
        max: amountText(USDT_SCALE, { positive: true }),
        dailyCount: z.number().int().min(1).max(100),
        windowStart: timeOfDay(false),
        windowEnd: timeOfDay(true),
        timeZone,
        turnoverPpm: z.number().int().min(0).max(10_000_000),
        reviewHoursAfterSecurityChange: z
          .number()
          .int()
          .min(0)
          .max(24 * 30),
      })
      .superRefine((v, ctx) => checkOrder(ctx, v.min, v.max, USDT_SCALE, ['min']))
      .default({
        asset: 'USDT',
        chains: ['ERC20'],
        bank: true,
        feePpm: 50_000,
        min: '100',
        max: '200000',
        dailyCount: 2,
        windowStart: '12:00',
        windowEnd: '24:00',
        timeZone: 'Asia/Hong_Kong',
        turnoverPpm: 900_000,
        reviewHoursAfterSecurityChange: 24,
      }),
    'Withdrawal rules: asset, chains, bank (card withdrawals allowed), feePpm, min, max, dailyCount, windowStart/windowEnd (HH:MM) in timeZone, turnoverPpm (share of deposits since the last withdrawal that must be used: conversions, spot fills, contract opens, delivery and option stakes, valued in USDT), reviewHoursAfterSecurityChange.',
  ),
});

type WalletSettings = typeof WALLET_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends WalletSettings {}
}
