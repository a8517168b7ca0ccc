import {
  ASSET_SCALES,
  getRulesInput,
  type Lang,
  MESSAGES,
  PUBLIC_RULES,
  type PublicRuleEntry,
  publicRule,
  verificationRequirements,
} from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineAction } from './actions.ts';
import type { Db, DbOrTx } from './db.ts';
import { amountText, assetAmounts, checkOrder, demoBalances, timeOfDay, timeZone } from './setting-values.ts';
import { platformSettings } from './settings-schema.ts';

/**
 * Operator settings with their defaults. Each limiting rule the operator may tune is declared
 * here once, with its schema, so the back office edits a known value and the customer app can
 * show the rule before anyone commits money (DESIGN.md section 0.2).
 */
/** USDT amounts in settings are counted at its scale (micro-USDT). */
const USDT_SCALE = ASSET_SCALES.USDT;
/** The largest stake of a fixed-term product: 9 whole digits, as before amounts were checked by scale. */
const STAKE_MAX = '999999999';
/** Contract lots are written with up to two decimals, at most six whole digits. */
const LOTS_SCALE = 2;
const LOTS_MAX = '999999';
/** The largest minimum margin of a contract position, in USDT. */
const MARGIN_MAX = '999999999';
/** The largest virtual balance a demo account may start with, per asset. */
const DEMO_BALANCE_MAX = '1000000000';

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

export const SETTINGS = {
  /** Registration refuses a missing invitation code when true (spec section 5). */
  'register.invitationRequired': z.boolean().default(false),
  /** How long a demo (virtual) account lives. */
  'demo.lifetimeHours': z
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  /**
   * Virtual balances a new demo account receives in each wallet: asset code to decimal amount.
   * Spread over the wallets so a demo customer can trade spot, contracts and products at once.
   */
  'demo.balances': demoBalances({ max: DEMO_BALANCE_MAX }).default({
    spot: { USDT: '50000' },
    contract: { USDT: '30000' },
    futures: { USDT: '10000' },
    options: { USDT: '10000' },
  }),
  /**
   * The most a customer may invest in one product, in USDT, by risk level (spec section 4);
   * "none" is the level before the questionnaire is answered.
   */
  'risk.caps': z
    .object({ none: z.string(), conservative: z.string(), balanced: z.string(), aggressive: z.string() })
    .refine((v) => Object.values(v).every((x) => /^\d{1,15}$/.test(x)), { message: 'whole USDT amounts' })
    .default({ none: '1000', conservative: '10000', balanced: '100000', aggressive: '1000000' }),
  /**
   * Loan limit formula (spec section 6): a base amount for each approved verification level,
   * summed, plus an amount per credit point; whole USDT.
   */
  'loan.limits': z
    .object({
      primary: z.string().regex(/^\d{1,15}$/),
      advanced: z.string().regex(/^\d{1,15}$/),
      address: z.string().regex(/^\d{1,15}$/),
      perCreditPoint: z.string().regex(/^\d{1,15}$/),
    })
    .default({ primary: '1000', advanced: '4000', address: '5000', perCreditPoint: '20' }),
  /** How long a login session lasts without a new login. */
  'session.lifetimeHours': z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 7),
  /** Spread of a conversion quote (spec section 2, /exchange), parts per million of the price. */
  'convert.spreadPpm': z.number().int().min(0).max(100_000).default(2_000),
  /** Seconds a conversion quote stays valid. */
  'convert.quoteSeconds': z.number().int().min(3).max(300).default(15),
  /**
   * Deposit channels (spec section 9): the platform's receiving address per asset and chain, the
   * minimum, and whether the channel is open. A closed channel answers "not yet open".
   */
  'deposit.channels': z
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
  /** Withdrawal rules (spec sections 5 and 9), all shown on the withdrawal screen before confirming. */
  'withdraw.rules': z
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
  /**
   * The verification level each operation requires (spec sections 2 and 5: /authenticationrj,
   * /authenticationcj): none, primary, advanced (primary first) or address. The server refuses
   * the operation below it, and the verification screens state the same value.
   */
  'verification.requirements': verificationRequirements.default({
    deposit: 'primary',
    withdraw: 'advanced',
    loan: 'primary',
    c2c: 'primary',
  }),
  /** Spot fees in parts per million of the quote amount, and the market-order protection band. */
  'spot.fees': z
    .object({
      makerPpm: z.number().int().min(0).max(100_000),
      takerPpm: z.number().int().min(0).max(100_000),
      marketProtectionPpm: z.number().int().min(1_000).max(500_000),
    })
    .default({ makerPpm: 1_000, takerPpm: 1_000, marketProtectionPpm: 50_000 }),
  /** Per spot market: minimum and maximum quantity (base) and order value (quote). */
  'spot.markets': z
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
  /**
   * The spot market maker: a platform account funded once from the house (and, for the demo
   * book, from the demo account) that quotes a ladder around the feed price.
   */
  'spot.maker': z
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
  /**
   * Contracts (CFD) per category of instrument: lot range and step, the highest leverage and the
   * choices below it, the opening fee (ppm of the position's value), and the units one lot stands
   * for (a symbol in `contractSizes` overrides its category). `stopOutPpm`: a position is closed
   * when its equity falls to this share of its margin; `minMargin` in USDT.
   */
  'contracts.rules': z
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
  /**
   * Fixed-term products: delivery (buy up or down) and options (call or put). Per product the
   * cycles (seconds, payout ratio on the stake and fee in ppm), the stake range in USDT and the
   * instrument categories offered.
   */
  'fixedterm.rules': z
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
} as const;

export type SettingKey = keyof typeof SETTINGS;

/** What each setting means, for the back office (customer-facing texts arrive with their rules). */
export const SETTING_DESCRIPTIONS: Record<SettingKey, string> = {
  'fixedterm.rules':
    'Fixed-term products, delivery (up/down) and option (call/put): cycles (seconds, payoutPpm paid on the stake when right, feePpm charged at placing), minStake and maxStake in USDT, instrument categories offered.',
  'contracts.rules':
    'Contracts (CFD) per instrument category: minLots, maxLots, lotStep, maxLeverage, feePpm (opening fee), contractSize (units per lot); contractSizes per symbol; leverage choices; stopOutPpm (equity share of margin at which a position is liquidated); minMargin in USDT.',
  'register.invitationRequired': 'Registration requires an invitation code (true or false).',
  'demo.lifetimeHours': 'Hours a demo (virtual) account lives before it expires (1 to 2160).',
  'demo.balances':
    'Virtual balances a new demo account receives per wallet (spot, contract, futures, options), e.g. {"spot": {"USDT": "50000", "BTC": "1"}, "contract": {"USDT": "30000"}}.',
  'session.lifetimeHours': 'Hours a customer login session lasts (1 to 8760).',
  'risk.caps':
    'Maximum investment per product in USDT for each risk level: none, conservative, balanced, aggressive.',
  'loan.limits':
    'Loan limit in USDT: base per approved level (primary, advanced, address) plus perCreditPoint times the credit score.',
  'convert.spreadPpm': 'Spread of a conversion quote in parts per million of the price (2000 = 0.2%).',
  'convert.quoteSeconds': 'Seconds a conversion quote stays valid (3 to 300).',
  'deposit.channels':
    'Deposit channels: id, asset, chain, receiving address, minimum amount and open (false answers "not yet open").',
  'spot.fees':
    'Spot fees in parts per million of the quote amount (makerPpm, takerPpm; 1000 = 0.1%) and marketProtectionPpm: how far beyond the best price a market order may trade.',
  'spot.markets':
    'Spot markets (BTCUSDT, ETHUSDT, TRXUSDT): minQuantity and maxQuantity in the base currency, minNotional and maxNotional in USDT.',
  'spot.maker':
    'Spot market maker: enabled, levels per side, spreadPpm from the feed price to the first level, stepPpm between levels, quantities per level per market, funding given once from the house account.',
  'verification.requirements':
    'Verification each operation requires: deposit, withdraw, loan and c2c, each none, primary, advanced (needs primary) or address. Enforced by the server and shown on the verification, deposit and withdrawal screens.',
  'withdraw.rules':
    'Withdrawal rules: asset, chains, bank (card withdrawals allowed), feePpm, min, max, dailyCount, windowStart/windowEnd (HH:MM) in timeZone, turnoverPpm (share of deposits since the last withdrawal that must be used: conversions, spot fills, contract opens, delivery and option stakes, valued in USDT), reviewHoursAfterSecurityChange.',
};

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTINGS)[K]>;

/** How long a setting read outside a transaction is reused (a change here is seen at once). */
const SETTING_CACHE_MS = 1_000;

export class SettingsService {
  private readonly cache = new Map<SettingKey, { value: Promise<unknown>; fetchedAt: number }>();

  constructor(private readonly db: Db) {}

  /**
   * Reads through the caller's transaction when given one (PGlite has a single connection).
   * Outside a transaction a value is reused for a second, so hot paths (every order reads its
   * market's limits and fees) do not query for it each time; `set` in this process drops it, and
   * another process sees a change within a second. Treat the value as read-only.
   */
  get<K extends SettingKey>(key: K, db: DbOrTx = this.db): Promise<SettingValue<K>> {
    if (db !== this.db) return this.read(key, db);
    const now = performance.now();
    const cached = this.cache.get(key);
    if (cached && now - cached.fetchedAt < SETTING_CACHE_MS) return cached.value as Promise<SettingValue<K>>;
    // Callers arriving while the read is under way share it.
    const value = this.read(key, db);
    this.cache.set(key, { value, fetchedAt: now });
    value.catch(() => {
      if (this.cache.get(key)?.value === value) this.cache.delete(key);
    });
    return value;
  }

  /** Drops every value reused outside transactions: the next read of each goes to the database. */
  forgetCached(): void {
    this.cache.clear();
  }

  private async read<K extends SettingKey>(key: K, db: DbOrTx): Promise<SettingValue<K>> {
    const rows = await db
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, key));
    const schema = SETTINGS[key] as unknown as z.ZodType<SettingValue<K>>;
    return schema.parse(rows[0]?.value ?? undefined);
  }

  /** Every setting with its current value, its default and when it was last changed. */
  async list(): Promise<
    { key: SettingKey; value: unknown; defaultValue: unknown; description: string; updatedAt: Date | null }[]
  > {
    const rows = await this.db.select().from(platformSettings);
    const stored = new Map(rows.map((r) => [r.key, r]));
    return (Object.keys(SETTINGS) as SettingKey[]).map((key) => {
      const row = stored.get(key);
      const defaultValue = (SETTINGS[key] as z.ZodType).parse(undefined);
      return {
        key,
        value: row ? row.value : defaultValue,
        defaultValue,
        description: SETTING_DESCRIPTIONS[key],
        updatedAt: row?.updatedAt ?? null,
      };
    });
  }

  /** Validates and stores a value; callers (the back office) audit the change. */
  async set<K extends SettingKey>(key: K, value: unknown, db: DbOrTx = this.db): Promise<SettingValue<K>> {
    const schema = SETTINGS[key] as unknown as z.ZodType<SettingValue<K>>;
    const parsed = schema.parse(value);
    this.cache.delete(key);
    await db
      .insert(platformSettings)
      .values({ key, value: parsed as object })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value: parsed as object, updatedAt: new Date() },
      });
    this.cache.delete(key);
    return parsed;
  }
}

/** The rules customers see, labelled in their language, with the values in force now. */
export async function publicRules(settings: SettingsService, lang: Lang): Promise<PublicRuleEntry[]> {
  const all = await settings.list();
  return PUBLIC_RULES.map((key) => ({
    key,
    label: MESSAGES[lang].rules[key],
    value: all.find((s) => s.key === key)?.value ?? null,
  }));
}

/** web/getRules: public, so a visitor sees a rule (invitation code, demo lifetime) before acting. */
export function settingsRoutes(app: FastifyInstance, settings: SettingsService): void {
  defineAction(app, 'web', {
    name: 'getRules',
    methods: ['GET', 'POST'],
    tags: ['settings'],
    success: 'silent',
    summary: 'Operator rules that limit customers, with labels in the requested language',
    input: getRulesInput,
    output: z.array(publicRule),
    handler: (_input, ctx) => publicRules(settings, ctx.lang),
  });
}
