import { z } from 'zod';
import { LANGS } from '../langs.ts';
import { tradePassword } from './accounts.ts';
import { commonParams, intParam, pageOf, pagingParams, viewFilters } from './common.ts';

/**
 * ETF baskets (spec sections 1 and 2: low-risk and balanced ETF orders): a basket of catalogue
 * instruments with fixed weights. Its net asset value (NAV) per unit follows the components'
 * recorded prices from the basket's inception: NAV = base NAV x the sum of weight x price now /
 * price at inception. Customers buy and redeem units at the NAV of the moment, with its time and
 * sources; the house is the counterparty, as for contracts. Fees: on subscription and redemption
 * (of the amount), and a yearly management fee charged daily in units.
 */
export const BASKET_RISKS = ['low', 'balanced'] as const;
export type BasketRisk = (typeof BASKET_RISKS)[number];
export const BASKET_STATUSES = ['open', 'closed'] as const;
export const BASKET_SIDES = ['buy', 'sell'] as const;
/** Units of a basket have 6 decimals. */
export const BASKET_UNIT_SCALE = 6;

const decimal = z.string().describe('Decimal string');
const decimalText = z
  .string({ message: 'field.required' })
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, { message: 'field.notNumber' });
const id = intParam(1, Number.MAX_SAFE_INTEGER);

/** A price as recorded: the value, its feed and when. */
const recorded = z.object({ price: decimal, source: z.string(), time: z.number().int() });

export const basketComponent = z.object({
  symbol: z.string(),
  category: z.string(),
  /** Share of the basket in parts per million (the weights sum to 1,000,000). */
  weight_ppm: z.number().int(),
  /** The price the NAV is measured from (at the basket's inception). */
  base: recorded.nullable(),
  /** The last recorded price the NAV uses now; null without one. */
  last: recorded.nullable(),
  open: z.boolean(),
  hours: z.string(),
});

export const basketNav = z.object({
  /** Per unit, in USDT; null while a component has no price. */
  nav: decimal.nullable(),
  /** The oldest price time the NAV uses (Unix seconds). */
  time: z.number().int().nullable(),
  /** Whether every component's market is open (orders need it). */
  open: z.boolean(),
  /**
   * While a component's market is closed: the earliest moment every component's market is open
   * again (Unix seconds, from their weekly trading hours); null while open or when unknown.
   */
  next_open: z.number().int().nullable(),
});

export const basketView = z.object({
  id: z.number().int(),
  risk: z.enum(BASKET_RISKS),
  name: z.string(),
  description: z.string(),
  components: z.array(basketComponent),
  base_nav: decimal,
  nav: basketNav,
  /** Yearly management fee in ppm of the value, charged daily in units. */
  management_fee_ppm: z.number().int(),
  subscription_fee_ppm: z.number().int(),
  redemption_fee_ppm: z.number().int(),
  min_amount: decimal,
  max_amount: decimal,
  status: z.enum(BASKET_STATUSES),
  /** Unix seconds; null until every component had a price. */
  inception_at: z.number().int().nullable(),
});
export type BasketView = z.infer<typeof basketView>;

export const basketsInput = commonParams.extend({
  risk: z.enum(BASKET_RISKS, { message: 'field.unknownValue' }).optional(),
});
/** Baskets, with the rule about which baskets each risk level may hold. */
export const basketList = z.object({
  baskets: z.array(basketView),
  /** When true, a conservative customer may hold the low-risk basket only. */
  conservative_low_only: z.boolean(),
  /** Most a NAV may move between what the customer saw and the order, in ppm. */
  nav_tolerance_ppm: z.number().int(),
});

export const basketInput = commonParams.extend({
  id,
  /** Hours of NAV history to return (at most 7 days). */
  hours: intParam(1, 168).default(24),
});
export const basketDetail = z.object({
  basket: basketView,
  /** NAV per minute, oldest first. */
  history: z.array(z.object({ time: z.number().int(), nav: decimal })),
  conservative_low_only: z.boolean(),
  nav_tolerance_ppm: z.number().int(),
  /** The customer's own numbers when logged in. */
  mine: z
    .object({
      risk_level: z.string(),
      risk_cap: decimal.nullable(),
      invested: decimal,
      available: decimal,
      units: decimal,
    })
    .nullable(),
});
export type BasketDetail = z.infer<typeof basketDetail>;

export const buyBasketInput = commonParams.extend({
  id,
  /** USDT to pay, the subscription fee included. */
  amount: decimalText,
  /** The NAV the customer saw; the order is refused if the NAV has since moved more than the tolerance. */
  nav: decimalText,
  trade_password: tradePassword.optional(),
});

export const sellBasketInput = commonParams.extend({
  id,
  units: decimalText,
  nav: decimalText,
  trade_password: tradePassword.optional(),
});

export const basketTrade = z.object({
  id: z.number().int(),
  basket_id: z.number().int(),
  name: z.string(),
  side: z.enum(BASKET_SIDES),
  /** buy: USDT paid; sell: USDT received. */
  amount: decimal,
  units: decimal,
  nav: decimal,
  fee: decimal,
  /** The prices the NAV was computed from. */
  sources: z.array(
    z.object({ symbol: z.string(), price: decimal, source: z.string(), time: z.number().int() }),
  ),
  created_at: z.number().int(),
});
export type BasketTrade = z.infer<typeof basketTrade>;

export const basketPosition = z.object({
  basket_id: z.number().int(),
  risk: z.enum(BASKET_RISKS),
  name: z.string(),
  units: decimal,
  /** What the units still held cost (USDT paid, fees included, less the cost of units sold). */
  cost: decimal,
  nav: decimal.nullable(),
  value: decimal.nullable(),
  pnl: decimal.nullable(),
  /** Subscription, redemption and management fees paid, in USDT. */
  fees_paid: decimal,
  management_fee_units: decimal,
});
export type BasketPosition = z.infer<typeof basketPosition>;

export const basketPositionsInput = commonParams.extend({
  risk: z.enum(BASKET_RISKS, { message: 'field.unknownValue' }).optional(),
});
export const basketTradesInput = commonParams.extend({
  ...pagingParams.shape,
  risk: z.enum(BASKET_RISKS, { message: 'field.unknownValue' }).optional(),
});
export const basketTradePage = pageOf(basketTrade);

// Back office.

const basketText = z.object({
  name: z.string({ message: 'field.required' }).trim().min(1, { message: 'field.required' }).max(80),
  description: z.string().trim().max(1_000).default(''),
});
export const basketTexts = z.object({
  en: basketText,
  ...Object.fromEntries(LANGS.filter((l) => l !== 'en').map((l) => [l, basketText.nullable().optional()])),
} as { en: typeof basketText } & Record<
  Exclude<(typeof LANGS)[number], 'en'>,
  z.ZodOptional<z.ZodNullable<typeof basketText>>
>);

export const saveBasketInput = commonParams.extend({
  /** Absent: a new basket. Components of an existing basket never change (a new basket rebalances). */
  id: id.optional(),
  risk: z.enum(BASKET_RISKS, { message: 'field.unknownValue' }),
  texts: basketTexts,
  components: z
    .array(
      z.object({
        symbol: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z0-9-]{2,20}$/, { message: 'field.unknownValue' }),
        weight_ppm: intParam(1, 1_000_000),
      }),
    )
    .min(1)
    .max(20)
    .optional(),
  management_fee_ppm: intParam(0, 100_000),
  subscription_fee_ppm: intParam(0, 100_000),
  redemption_fee_ppm: intParam(0, 100_000),
  min_amount: decimalText,
  max_amount: decimalText,
  status: z.enum(BASKET_STATUSES, { message: 'field.unknownValue' }),
});
export type SaveBasketInput = z.output<typeof saveBasketInput>;

export const adminBasket = basketView.omit({ name: true, description: true }).extend({
  texts: z.record(z.string(), basketText.nullable()),
  holders: z.number().int(),
  units_outstanding: decimal,
  value_outstanding: decimal.nullable(),
});
export type AdminBasket = z.infer<typeof adminBasket>;

/** The house's exposure: what it owes holders per component at the last prices. */
export const basketExposure = z.object({
  components: z.array(z.object({ symbol: z.string(), value: decimal })),
  total: decimal,
});

export const adminBasketTradesInput = commonParams.extend({
  ...pagingParams.shape,
  book: viewFilters.book,
  uid: viewFilters.uid.optional(),
  basket_id: id.optional(),
});
export const adminBasketTrade = basketTrade.extend({ user_id: z.number().int(), book: z.string() });
export const adminBasketTradePage = pageOf(adminBasketTrade);
