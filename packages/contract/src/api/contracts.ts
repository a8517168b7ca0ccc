import { z } from 'zod';
import { commonParams, intParam, pageOf, pagingParams } from './common.ts';
import { tradingSchedule } from './market.ts';

/**
 * Leveraged contract positions (CFD) against the house at the feed price (spec sections 1-5 and
 * 9; DESIGN.md section 6): crypto perpetuals, forex, metals, energy, stocks and ETFs. Lots are
 * decimal strings (0.01 steps by default); money is USDT of the contract account; prices are
 * decimal strings at the instrument's price scale.
 */

export const CONTRACT_DIRECTIONS = ['long', 'short'] as const;
export type ContractDirection = (typeof CONTRACT_DIRECTIONS)[number];
/** Spec section 4: holding or closed positions; pending opens wait for their price. */
export const CONTRACT_STATUSES = ['pending', 'open', 'closed', 'liquidated', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** Why a position ended. */
export const CONTRACT_CLOSE_REASONS = [
  'manual',
  'take_profit',
  'stop_loss',
  'liquidation',
  'close_all',
] as const;
/** Positions and pending opens one account may hold at once. */
export const CONTRACT_OPEN_MAX = 200;

const symbol = z.string().regex(/^[A-Z0-9-]{2,20}$/, { message: 'field.unknownValue' });
const decimalText = z
  .string({ message: 'field.required' })
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, { message: 'field.notNumber' });
const decimal = z.string().describe('Decimal string');

/** One tradable instrument with every rule that limits an order, shown before confirmation. */
export const contractInstrument = z.object({
  symbol: z.string(),
  category: z.string(),
  base: z.string(),
  quote: z.string(),
  price_scale: z.number().int(),
  /** Units of the base one lot stands for (1 BTC, 100,000 EUR, 100 oz of gold, 100 shares). */
  contract_size: z.string(),
  min_lots: decimal,
  max_lots: decimal,
  lot_step: decimal,
  leverages: z.array(z.number().int()).describe('Leverage choices, the highest is the maximum'),
  max_leverage: z.number().int(),
  /** Opening fee on the position's value, in parts per million. */
  fee_ppm: z.number().int(),
  /** The position is closed when its equity falls to this share of its margin (ppm). */
  stop_out_ppm: z.number().int(),
  min_margin: decimal.describe('USDT'),
  open: z.boolean().describe('Whether the market is trading now'),
  hours: z.string().describe('Trading hours, e.g. "Mon-Fri 09:30-16:00 America/New_York"'),
  schedule: tradingSchedule.optional().describe('The trading hours as sessions (absent from older servers)'),
  price: decimal.nullable().describe('Last feed price'),
});
export type ContractInstrument = z.infer<typeof contractInstrument>;

export const openContractInput = commonParams.extend({
  symbol,
  direction: z.enum(CONTRACT_DIRECTIONS, { message: 'field.unknownValue' }),
  lots: decimalText,
  leverage: intParam(1, 1000),
  /** A pending open waits until the price reaches this level; without it the position opens now. */
  price: decimalText.optional(),
  take_profit: decimalText.optional(),
  stop_loss: decimalText.optional(),
});

export const contractIdInput = commonParams.extend({ id: intParam(1, Number.MAX_SAFE_INTEGER) });

export const setContractStopsInput = commonParams.extend({
  id: intParam(1, Number.MAX_SAFE_INTEGER),
  /** An empty string removes the level. */
  take_profit: z.union([decimalText, z.literal('')]).optional(),
  stop_loss: z.union([decimalText, z.literal('')]).optional(),
});

export const closeContractInput = commonParams.extend({
  id: intParam(1, Number.MAX_SAFE_INTEGER),
  /** Lots to close; the whole position without it. */
  lots: decimalText.optional(),
});

export const contractListInput = commonParams.extend({
  ...pagingParams.shape,
  symbol: symbol.optional(),
});

/** A price with where it came from and when (every open, close and liquidation records one). */
const recordedPrice = z.object({
  price: decimal,
  source: z.string(),
  time: z.number().int(),
});

export const contractPosition = z.object({
  id: z.number().int(),
  symbol: z.string(),
  direction: z.enum(CONTRACT_DIRECTIONS),
  status: z.enum(CONTRACT_STATUSES),
  lots: decimal,
  leverage: z.number().int(),
  /** Level of a pending open. */
  pending_price: decimal.nullable(),
  opened: recordedPrice.nullable(),
  margin: decimal,
  fee: decimal,
  take_profit: decimal.nullable(),
  stop_loss: decimal.nullable(),
  /** The price at which the position would be liquidated (at today's conversion rate). */
  liquidation_price: decimal.nullable(),
  current_price: decimal.nullable(),
  /** Unrealised while open, realised once closed; USDT. */
  pnl: decimal.nullable(),
  closed: recordedPrice.nullable(),
  close_reason: z.enum(CONTRACT_CLOSE_REASONS).nullable(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type ContractPosition = z.infer<typeof contractPosition>;
export const contractPositionPage = pageOf(contractPosition);

export const contractSummary = z.object({
  positions: z.number().int(),
  margin: decimal,
  unrealised_pnl: decimal.nullable().describe('Null while an open position has no price or conversion rate'),
  available: decimal.describe('Available USDT of the contract account'),
});
export type ContractSummary = z.infer<typeof contractSummary>;
