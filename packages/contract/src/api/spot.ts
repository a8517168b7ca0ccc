import { z } from 'zod';
import { commonParams, intParam, pageOf, pagingParams } from './common.ts';

/**
 * Crypto spot trading on the platform's own order books (spec sections 1-5; DESIGN.md section 6):
 * limit and market orders, cancels, open and historical orders, trades and depth. Prices and
 * quantities are decimal strings at the market's price and quantity scales; funds are frozen
 * when an order is accepted and fees are charged in the quote currency.
 */

export const SPOT_SIDES = ['buy', 'sell'] as const;
export const SPOT_TYPES = ['limit', 'market'] as const;
export const SPOT_TIME_IN_FORCE = ['GTC', 'IOC', 'FOK'] as const;
/** Spec section 4: pending (open), filled, cancelled; partially filled orders stay open. */
export const SPOT_ORDER_STATUSES = ['open', 'filled', 'cancelled'] as const;
export type SpotOrderStatus = (typeof SPOT_ORDER_STATUSES)[number];
/** Orders one user may have open in one market. */
export const SPOT_OPEN_ORDERS_MAX = 200;
/** Levels of a depth snapshot at most. */
export const SPOT_DEPTH_MAX = 100;

const symbol = z.string().regex(/^[A-Z0-9]{2,20}$/, { message: 'field.unknownValue' });
const decimalText = z
  .string({ message: 'field.required' })
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, { message: 'field.notNumber' });
const decimal = z.string().describe('Decimal string at the market scale');

export const placeSpotOrderInput = commonParams.extend({
  symbol,
  side: z.enum(SPOT_SIDES, { message: 'field.unknownValue' }),
  type: z.enum(SPOT_TYPES, { message: 'field.unknownValue' }),
  /** Limit orders only. */
  price: decimalText.optional(),
  quantity: decimalText,
  tif: z.enum(SPOT_TIME_IN_FORCE, { message: 'field.unknownValue' }).default('GTC'),
  /** The caller's id for the order: a replayed id is refused and places nothing. */
  client_order_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,36}$/, { message: 'field.invalid' })
    .optional(),
});

export const spotOrder = z.object({
  id: z.number().int(),
  symbol: z.string(),
  side: z.enum(SPOT_SIDES),
  type: z.enum(SPOT_TYPES),
  tif: z.enum(SPOT_TIME_IN_FORCE),
  price: decimal.nullable().describe('Limit price; null for a market order'),
  quantity: decimal,
  filled: decimal,
  /** Quote amount traded, and its average price. */
  filled_quote: z.string(),
  average_price: decimal.nullable(),
  fee: z.string().describe('Fees paid, in the quote currency'),
  status: z.enum(SPOT_ORDER_STATUSES),
  /** Why an order ended before filling: cancelled by the user, unfilled (IOC/market), self-trade. */
  end_reason: z.string().nullable(),
  client_order_id: z.string().nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type SpotOrder = z.infer<typeof spotOrder>;

export const spotOrderIdInput = commonParams.extend({ id: intParam(1, Number.MAX_SAFE_INTEGER) });
export const spotSymbolInput = commonParams.extend({ symbol });
export const spotOrdersInput = commonParams.extend({
  ...pagingParams.shape,
  symbol: symbol.optional(),
});
export const spotOrderPage = pageOf(spotOrder);

export const spotTrade = z.object({
  id: z.number().int(),
  symbol: z.string(),
  price: decimal,
  quantity: decimal,
  /** The taker's side. */
  side: z.enum(SPOT_SIDES),
  time: z.number().int(),
});
export const spotMyTrade = spotTrade.extend({
  order_id: z.number().int(),
  role: z.enum(['maker', 'taker']),
  /** The user's side in this trade. */
  my_side: z.enum(SPOT_SIDES),
  fee: z.string(),
});
export const spotMyTradePage = pageOf(spotMyTrade);

export const spotDepthInput = commonParams.extend({
  symbol,
  levels: intParam(1, SPOT_DEPTH_MAX).default(20),
  /** A demo session trades on the demo book and should look at it. */
  book: z.enum(['real', 'demo']).default('real'),
});
export const spotDepth = z.object({
  symbol: z.string(),
  bids: z.array(z.tuple([z.string(), z.string()])).describe('[price, quantity], best first'),
  asks: z.array(z.tuple([z.string(), z.string()])),
  trades: z.array(spotTrade).describe('The latest trades, newest first'),
});
export type SpotDepth = z.infer<typeof spotDepth>;

export const spotMarket = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  price_scale: z.number().int(),
  quantity_scale: z.number().int(),
  min_quantity: decimal,
  max_quantity: decimal,
  min_notional: z.string(),
  max_notional: z.string(),
  maker_fee_ppm: z.number().int(),
  taker_fee_ppm: z.number().int(),
  /** A market order may trade at most this far from the best price, in parts per million. */
  market_protection_ppm: z.number().int(),
  /** A limit price must lie within this far of the index price, in parts per million (spot.priceBands). */
  price_band_ppm: z.number().int(),
  /** A market order trades no further than this from the index price, in parts per million. */
  market_band_ppm: z.number().int(),
});
export type SpotMarket = z.infer<typeof spotMarket>;

/* The spot messages of the market socket (/ws) are declared in actions/socket.ts. */
