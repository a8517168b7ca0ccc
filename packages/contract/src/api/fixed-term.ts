import { z } from 'zod';
import { commonParams, intParam, pageOf, pagingParams } from './common.ts';

/**
 * Fixed-term products (spec sections 1-4; DESIGN.md section 6): delivery contracts (buy up or
 * buy down) and options (call or put), each with a cycle. The stake is frozen when the order is
 * placed and settled at expiry against the price recorded at that second: a right call pays the
 * stake plus the payout ratio, a wrong one loses the stake, an unchanged price refunds it. The
 * fee is charged when the order is placed. Money is USDT: the futures account for delivery, the
 * options account for options.
 */
export const FIXED_TERM_KINDS = ['delivery', 'option'] as const;
export type FixedTermKind = (typeof FIXED_TERM_KINDS)[number];
/** Delivery: up or down; options: call (up) or put (down). */
export const FIXED_TERM_DIRECTIONS = ['up', 'down', 'call', 'put'] as const;
export const FIXED_TERM_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;

const decimal = z.string().describe('Decimal string');
const decimalText = z
  .string({ message: 'field.required' })
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, { message: 'field.notNumber' });

export const fixedTermCycle = z.object({
  seconds: z.number().int(),
  /** What a right call earns on the stake, in parts per million (850,000 = 85%). */
  payout_ppm: z.number().int(),
  /** Fee on the stake, in parts per million, charged when the order is placed. */
  fee_ppm: z.number().int(),
});

export const fixedTermProduct = z.object({
  kind: z.enum(FIXED_TERM_KINDS),
  cycles: z.array(fixedTermCycle),
  min_stake: decimal,
  max_stake: decimal,
  instruments: z.array(
    z.object({
      symbol: z.string(),
      category: z.string(),
      price_scale: z.number().int(),
      open: z.boolean(),
      hours: z.string(),
      price: decimal.nullable(),
    }),
  ),
});
export type FixedTermProduct = z.infer<typeof fixedTermProduct>;

export const placeFixedTermInput = commonParams.extend({
  kind: z.enum(FIXED_TERM_KINDS, { message: 'field.unknownValue' }),
  symbol: z.string().regex(/^[A-Z0-9-]{2,20}$/, { message: 'field.unknownValue' }),
  direction: z.enum(FIXED_TERM_DIRECTIONS, { message: 'field.unknownValue' }),
  /** The cycle in seconds, one of the product's cycles. */
  cycle: intParam(1, 31_536_000),
  stake: decimalText,
});

export const fixedTermListInput = commonParams.extend({
  ...pagingParams.shape,
  kind: z.enum(FIXED_TERM_KINDS).optional(),
});

const recordedPrice = z.object({ price: decimal, source: z.string(), time: z.number().int() });

export const fixedTermOrder = z.object({
  id: z.number().int(),
  kind: z.enum(FIXED_TERM_KINDS),
  symbol: z.string(),
  direction: z.enum(FIXED_TERM_DIRECTIONS),
  status: z.enum(FIXED_TERM_STATUSES),
  stake: decimal,
  fee: decimal,
  fee_ppm: z.number().int(),
  payout_ppm: z.number().int(),
  cycle: z.number().int(),
  entry: recordedPrice,
  /** Unix seconds. */
  expires_at: z.number().int(),
  settlement: recordedPrice.nullable(),
  /** What the settlement paid back (stake plus profit, the stake on a tie, 0 on a loss). */
  payout: decimal.nullable(),
  created_at: z.number().int(),
});
export type FixedTermOrder = z.infer<typeof fixedTermOrder>;
export const fixedTermOrderPage = pageOf(fixedTermOrder);
