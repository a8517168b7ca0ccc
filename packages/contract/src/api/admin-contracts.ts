import { z } from 'zod';
import { BOOKS, commonParams, pageOf, pagingParams, viewFilters } from './common.ts';
import { CONTRACT_CLOSE_REASONS, CONTRACT_STATUSES, contractPosition } from './contracts.ts';

/**
 * Back-office views of contract positions (CFD) (POST /api/admin/<name>): the house's exposure
 * per instrument, every position with its customer, and the settlement history. Read-only by
 * design: no action changes a price, a position or an outcome. Each view looks at one book, the
 * real one unless the demo book is asked for. Money is USDT of the contract accounts; lots and
 * prices are decimal strings as the customer's screens show them.
 */

export const CONTRACT_BOOKS = BOOKS;
const { book, uid, symbol, time } = viewFilters;
const decimal = z.string().describe('Decimal string');

export const contractExposureInput = commonParams.extend({ book });

/** What the house holds against its customers in one instrument (open positions only). */
export const contractExposureRow = z.object({
  symbol: z.string(),
  price: decimal.nullable().describe('Current feed price; null when the instrument has none'),
  positions: z.number().int(),
  long_lots: decimal,
  short_lots: decimal,
  /** Long less short: positive when customers are net long (the house is net short). */
  net_lots: decimal,
  margin: decimal.describe('USDT held frozen for these positions'),
  /**
   * What the house would gain (negative: pay) if every position closed at the current price: the
   * negative of the customers' unrealised P&L. Null without a price or conversion rate.
   */
  house_unrealised: decimal.nullable(),
});
export type ContractExposureRow = z.infer<typeof contractExposureRow>;

export const contractExposure = z.object({
  book: z.enum(CONTRACT_BOOKS),
  instruments: z.array(contractExposureRow),
  total: z.object({
    positions: z.number().int(),
    margin: decimal,
    /** The sum over the instruments that have a price; the others are counted below. */
    house_unrealised: decimal,
    unpriced_positions: z.number().int(),
  }),
});
export type ContractExposure = z.infer<typeof contractExposure>;

/** A position as its customer sees it, with whose it is and its book. */
export const adminContractPosition = contractPosition.extend({
  uid: z.number().int(),
  book: z.enum(CONTRACT_BOOKS),
});
export type AdminContractPosition = z.infer<typeof adminContractPosition>;
export const adminContractPositionPage = pageOf(adminContractPosition);

export const adminContractPositionsInput = commonParams.extend({
  ...pagingParams.shape,
  status: z.enum(CONTRACT_STATUSES, { message: 'field.unknownValue' }).optional(),
  symbol: symbol.optional(),
  uid: uid.optional(),
  book,
});

/** Closed and liquidated positions; the time range applies to the close (from inclusive, to exclusive). */
export const contractSettlementsInput = commonParams.extend({
  ...pagingParams.shape,
  symbol: symbol.optional(),
  uid: uid.optional(),
  reason: z.enum(CONTRACT_CLOSE_REASONS, { message: 'field.unknownValue' }).optional(),
  book,
  from: time.optional(),
  to: time.optional(),
});
