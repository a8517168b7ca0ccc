import { z } from 'zod';
import { BOOKS, commonParams, pageOf, pagingParams, viewFilters } from './common.ts';
import { FIXED_TERM_KINDS, FIXED_TERM_STATUSES, fixedTermOrder } from './fixed-term.ts';

/**
 * Back-office views of delivery (up/down) and option (call/put) orders (POST /api/admin/<name>):
 * the house's exposure per product and instrument, and every order with its customer, which is
 * also the settlement history. Read-only by design: settlements come from recorded prices and none
 * of these actions changes a price, an order or an outcome. Each view looks at one book, the real
 * one unless the demo book is asked for. Money is USDT; prices are decimal strings as the
 * customer's screens show them.
 */

export const FIXED_TERM_BOOKS = BOOKS;
/** Which time an order list is ranged and sorted by: when orders were placed, or when they settled. */
export const FIXED_TERM_DATES = ['created', 'settled'] as const;
/** The customer account an order's stake is held in: futures for delivery, options for options. */
export const FIXED_TERM_WALLETS = ['futures', 'options'] as const;

const { book, uid, symbol, time } = viewFilters;
const decimal = z.string().describe('Decimal string');

export const fixedTermExposureInput = commonParams.extend({ book });

/** The open orders of one product on one instrument, and what they could cost the house. */
export const fixedTermExposureRow = z.object({
  kind: z.enum(FIXED_TERM_KINDS),
  symbol: z.string(),
  price: decimal.nullable().describe('Current feed price; null when the instrument has none'),
  orders: z.number().int(),
  /** USDT staked on the price rising (up, call) and falling (down, put). */
  rising_stake: decimal,
  falling_stake: decimal,
  /**
   * What the house pays from its own funds if every rising (falling) order wins: each stake times
   * its payout ratio, rounded down as settlement rounds it, summed. The stakes themselves go back
   * from the customers' frozen funds. Each is that side's worst case.
   */
  house_pays_if_rising: decimal,
  house_pays_if_falling: decimal,
});
export type FixedTermExposureRow = z.infer<typeof fixedTermExposureRow>;

export const fixedTermExposure = z.object({
  book: z.enum(FIXED_TERM_BOOKS),
  instruments: z.array(fixedTermExposureRow),
  total: z.object({
    orders: z.number().int(),
    rising_stake: decimal,
    falling_stake: decimal,
    house_pays_if_rising: decimal,
    house_pays_if_falling: decimal,
  }),
  /** Orders of this book settled in the 24 hours up to `to` (Unix seconds, from inclusive). */
  settled_24h: z.object({
    from: z.number().int(),
    to: z.number().int(),
    orders: z.number().int(),
    stake: decimal,
    /** What the settlements paid back: stake plus profit when won, the stake on a tie, nothing when lost. */
    payout: decimal,
    /** Fees charged when these orders were placed. */
    fee: decimal,
    /** Stake less payout plus fee: what the house kept (negative: what it paid). */
    house_result: decimal,
  }),
});
export type FixedTermExposure = z.infer<typeof fixedTermExposure>;

/** An order as its customer sees it, with whose it is, its book and account, and when it settled. */
export const adminFixedTermOrder = fixedTermOrder.extend({
  uid: z.number().int(),
  book: z.enum(FIXED_TERM_BOOKS),
  wallet: z.enum(FIXED_TERM_WALLETS),
  /** When the settlement ran (Unix seconds); the price it used is `settlement`. Null while open. */
  settled_at: z.number().int().nullable(),
});
export type AdminFixedTermOrder = z.infer<typeof adminFixedTermOrder>;
export const adminFixedTermOrderPage = pageOf(adminFixedTermOrder);

/**
 * Every order of one book, filtered. `dates` picks the time the range applies to and the order of
 * the list: placed (newest first) or settled (latest settlement first, settled orders only). The
 * range is Unix seconds, from inclusive, to exclusive.
 */
export const adminFixedTermOrdersInput = commonParams.extend({
  ...pagingParams.shape,
  kind: z.enum(FIXED_TERM_KINDS, { message: 'field.unknownValue' }).optional(),
  symbol: symbol.optional(),
  status: z.enum(FIXED_TERM_STATUSES, { message: 'field.unknownValue' }).optional(),
  uid: uid.optional(),
  book,
  dates: z.enum(FIXED_TERM_DATES, { message: 'field.unknownValue' }).default('created'),
  from: time.optional(),
  to: time.optional(),
});
