import { z } from 'zod';
import { LANGS } from '../langs.ts';
import { tradePassword } from './accounts.ts';
import { commonParams, intParam, pageOf, pagingParams, viewFilters } from './common.ts';
import { KYC_LEVELS } from './kyc.ts';

/**
 * Managed escrow products (spec sections 1-4 and 9): "AI earning" and "VIP". A customer places
 * USDT in custody for a term at a daily rate fixed by the operator when the order is placed; the
 * yield is paid every day from the operator's earn reserve, which must already hold every yield
 * still owed before an order is accepted, and the principal comes back at maturity. Early
 * redemption costs a penalty stated per product and is paid on the next working day.
 */
export const EARN_TIERS = ['ai', 'vip'] as const;
export type EarnTier = (typeof EARN_TIERS)[number];
/** `fixed`: a share of the principal (5% = 50,000 ppm); `daily`: rate x days remaining x amount. */
export const EARN_PENALTY_MODES = ['fixed', 'daily'] as const;
export type EarnPenaltyMode = (typeof EARN_PENALTY_MODES)[number];
/** Spec section 4: in custody, redeeming, redeemed, completed, rejected, re-apply redeem. */
export const EARN_ORDER_STATUSES = [
  'custody',
  'redeeming',
  'redeemed',
  'completed',
  'rejected',
  'reapply',
] as const;
export type EarnOrderStatus = (typeof EARN_ORDER_STATUSES)[number];
export const EARN_PRODUCT_STATUSES = ['open', 'closed'] as const;
/** What a customer sees of a product's availability: open, closed by the operator, or sold out. */
export const EARN_AVAILABILITY = ['open', 'closed', 'sold_out', 'reserve_short'] as const;
export type EarnAvailability = (typeof EARN_AVAILABILITY)[number];
/** The verification a VIP product may require (none: any customer). */
export const EARN_KYC = ['none', ...KYC_LEVELS] as const;

const decimal = z.string().describe('Decimal string');
const decimalText = z
  .string({ message: 'field.required' })
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, { message: 'field.notNumber' });
const id = intParam(1, Number.MAX_SAFE_INTEGER);

/** The operator's earn reserve: what it holds, what it already owes, what is left to promise. */
export const earnReserve = z.object({
  asset: z.string(),
  balance: decimal,
  /** Yield still owed on every order in custody (paid day by day from the balance). */
  committed: decimal,
  /** Balance less committed: the most new orders may be promised. */
  uncommitted: decimal,
  /** Balance over committed in ppm (1,000,000 = exactly covered); null when nothing is owed. */
  coverage_ppm: z.number().int().nullable(),
});
export type EarnReserve = z.infer<typeof earnReserve>;

export const earnProduct = z.object({
  id: z.number().int(),
  tier: z.enum(EARN_TIERS),
  name: z.string(),
  description: z.string(),
  /** Where the yield comes from, in the operator's words. */
  strategy: z.string(),
  asset: z.string(),
  term_days: z.number().int(),
  /** Daily yield on the principal in parts per million (3,000 = 0.3% a day). */
  daily_rate_ppm: z.number().int(),
  min_amount: decimal,
  max_amount: decimal,
  capacity: decimal,
  /** Principal now in custody in this product. */
  in_custody: decimal,
  remaining: decimal,
  penalty_mode: z.enum(EARN_PENALTY_MODES),
  penalty_ppm: z.number().int(),
  min_kyc: z.enum(EARN_KYC),
  /** Subscriptions are reviewed by compliance; one refused is returned in full with the yield paid so far. */
  review: z.boolean(),
  availability: z.enum(EARN_AVAILABILITY),
  /** The largest order the reserve can fund now (its whole yield), capped by the product's maximum. */
  fundable_max: decimal,
});
export type EarnProduct = z.infer<typeof earnProduct>;

export const earnProductsInput = commonParams.extend({
  tier: z.enum(EARN_TIERS, { message: 'field.unknownValue' }).optional(),
});
export const earnProductList = z.object({ products: z.array(earnProduct), reserve: earnReserve });

export const earnProductInput = commonParams.extend({ id });
/** A product with what limits this customer: the risk cap and what they already hold. */
export const earnProductInfo = z.object({
  product: earnProduct,
  reserve: earnReserve,
  /** The customer's risk level; `none` is not yet assessed (the questionnaire comes first). */
  risk_level: z.string().nullable(),
  /** Most the customer may hold in earning products in total, in USDT; null when not capped. */
  risk_cap: decimal.nullable(),
  /** Principal the customer holds in earning products now. */
  invested: decimal,
  /** Spot USDT available to subscribe with. */
  available: decimal,
  /** Days that are not working days for redemptions: weekdays (0 = Sunday, UTC) and dates. */
  calendar: z.object({ weekend: z.array(z.number().int()), holidays: z.array(z.string()) }),
  logged_in: z.boolean(),
});
export type EarnProductInfo = z.infer<typeof earnProductInfo>;

export const buyProfitInput = commonParams.extend({
  id,
  amount: decimalText,
  /** Required of real accounts; demo accounts trade play money without one. */
  trade_password: tradePassword.optional(),
});

export const earnOrder = z.object({
  id: z.number().int(),
  /** The order number shown to the customer. */
  order_no: z.string(),
  product_id: z.number().int(),
  tier: z.enum(EARN_TIERS),
  name: z.string(),
  asset: z.string(),
  amount: decimal,
  term_days: z.number().int(),
  daily_rate_ppm: z.number().int(),
  daily_yield: decimal,
  total_yield: decimal,
  /** Yield paid so far (the sum of the daily postings). */
  yield_paid: decimal,
  days_paid: z.number().int(),
  days_left: z.number().int(),
  status: z.enum(EARN_ORDER_STATUSES),
  penalty_mode: z.enum(EARN_PENALTY_MODES),
  penalty_ppm: z.number().int(),
  /** Unix seconds. */
  started_at: z.number().int(),
  matures_at: z.number().int(),
  /** What an early redemption requested now costs and pays, and when; null when it cannot be asked. */
  redeem_now: z.object({ penalty: decimal, receive: decimal, due_at: z.number().int() }).nullable(),
  redemption: z
    .object({
      requested_at: z.number().int(),
      due_at: z.number().int(),
      penalty: decimal,
      /** Why the payment is paused (a withdrawal freeze); the customer may ask again once it is lifted. */
      paused_reason: z.string().nullable(),
    })
    .nullable(),
  /** Why the subscription was refused (status rejected). */
  reject_reason: z.string().nullable(),
  ended_at: z.number().int().nullable(),
});
export type EarnOrder = z.infer<typeof earnOrder>;
export const earnOrderPage = pageOf(earnOrder);

export const earnOrdersInput = commonParams.extend({
  ...pagingParams.shape,
  tier: z.enum(EARN_TIERS, { message: 'field.unknownValue' }).optional(),
  /** open: in custody, redeeming or paused; ended: redeemed, completed or rejected. */
  which: z.enum(['open', 'ended'], { message: 'field.unknownValue' }).default('open'),
});

export const sellProfitInput = commonParams.extend({
  id,
  /** The penalty the customer was shown; a different one now (a day passed) refuses. */
  penalty: decimalText,
  /** Required of real accounts; demo accounts trade play money without one. */
  trade_password: tradePassword.optional(),
});

export const earnTotals = z.object({
  asset: z.string(),
  invested: decimal,
  yield_paid: decimal,
  /** Yield paid in the last 24 hours. */
  yield_last_day: decimal,
  open_orders: z.number().int(),
});

// Back office.

const productText = z.object({
  name: z.string({ message: 'field.required' }).trim().min(1, { message: 'field.required' }).max(80),
  description: z.string().trim().max(1_000).default(''),
  strategy: z.string().trim().max(2_000).default(''),
});
export const earnProductTexts = z.object({
  en: productText,
  ...Object.fromEntries(LANGS.filter((l) => l !== 'en').map((l) => [l, productText.nullable().optional()])),
} as { en: typeof productText } & Record<
  Exclude<(typeof LANGS)[number], 'en'>,
  z.ZodOptional<z.ZodNullable<typeof productText>>
>);

export const saveEarnProductInput = commonParams.extend({
  /** Absent: a new product. */
  id: id.optional(),
  tier: z.enum(EARN_TIERS, { message: 'field.unknownValue' }),
  texts: earnProductTexts,
  term_days: intParam(1, 3_660),
  daily_rate_ppm: intParam(1, 100_000),
  min_amount: decimalText,
  max_amount: decimalText,
  capacity: decimalText,
  penalty_mode: z.enum(EARN_PENALTY_MODES, { message: 'field.unknownValue' }),
  penalty_ppm: intParam(0, 1_000_000),
  min_kyc: z.enum(EARN_KYC, { message: 'field.unknownValue' }).default('none'),
  /** Real subscriptions wait in compliance's review queue. */
  review: z
    .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true')
    .default(false),
  status: z.enum(EARN_PRODUCT_STATUSES, { message: 'field.unknownValue' }),
});
export type SaveEarnProductInput = z.output<typeof saveEarnProductInput>;

export const adminEarnProduct = earnProduct
  .omit({ name: true, description: true, strategy: true, availability: true })
  .extend({
    status: z.enum(EARN_PRODUCT_STATUSES),
    texts: z.record(z.string(), productText.nullable()),
    open_orders: z.number().int(),
    updated_at: z.number().int(),
  });
export type AdminEarnProduct = z.infer<typeof adminEarnProduct>;

export const adminEarnOrdersInput = commonParams.extend({
  ...pagingParams.shape,
  book: viewFilters.book,
  uid: viewFilters.uid.optional(),
  product_id: id.optional(),
  status: z.enum(EARN_ORDER_STATUSES, { message: 'field.unknownValue' }).optional(),
});
export const adminEarnOrder = earnOrder
  .omit({ redeem_now: true })
  .extend({ user_id: z.number().int(), book: z.string() });
export const adminEarnOrderPage = pageOf(adminEarnOrder);

export const earnReserveView = z.object({
  reserve: earnReserve,
  /** Yield owed per UTC day for the next 365 days (days with nothing owed left out). */
  owed_by_day: z.array(z.object({ day: z.string(), amount: decimal })),
  redemptions_pending: z.number().int(),
  redemptions_paused: z.number().int(),
  fundings: z.array(
    z.object({
      id: z.number().int(),
      amount: decimal,
      reason: z.string(),
      status: z.string(),
      requested_by: z.number().int(),
      decided_by: z.number().int().nullable(),
      created_at: z.number().int(),
    }),
  ),
});
export type EarnReserveView = z.infer<typeof earnReserveView>;

export const requestEarnFundingInput = commonParams.extend({
  /** Positive: paid into the reserve; negative: taken out (only what is not committed). */
  amount: z
    .string({ message: 'field.required' })
    .trim()
    .regex(/^-?\d{1,20}(\.\d{1,18})?$/, { message: 'field.notNumber' }),
  reason: z.string({ message: 'field.required' }).trim().min(3, { message: 'field.required' }).max(500),
});
