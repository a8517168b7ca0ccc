import { z } from 'zod';
import { commonParams } from '../api/common.ts';
import {
  fixedTermListInput,
  fixedTermOrder,
  fixedTermOrderPage,
  fixedTermProduct,
  placeFixedTermInput,
} from '../api/fixed-term.ts';
import { action, COMMAND, QUERY } from './spec.ts';

const tags = ['fixed-term'];

/** A list of orders: waiting for expiry, or settled, a page at a time. */
const orderList = <const N extends string>(name: N, summary: string) =>
  action({
    name,
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary,
    input: fixedTermListInput,
    output: fixedTermOrderPage,
    refusals: [],
    permission: 'user',
  });

/**
 * Delivery (up/down) and options (call/put) (modules/fixed-term/routes.ts): products are
 * public, orders need a session, real or demo.
 */
export const fixedTermActions = [
  action({
    name: 'fixedTermProducts',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Delivery and option products: cycles with payout and fee, stake range, instruments and prices',
    input: commonParams.omit({ token: true }),
    output: z.array(fixedTermProduct),
    refusals: [],
    permission: 'public',
  }),
  action({
    name: 'placeFixedTerm',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'sent',
    summary:
      'Buy up or down (delivery) or a call or put (option) for a cycle; the stake is frozen until expiry',
    input: placeFixedTermInput,
    output: fixedTermOrder,
    refusals: [
      'FIXED_TERM_UNKNOWN_INSTRUMENT',
      'FIXED_TERM_DIRECTION_INVALID',
      'FIXED_TERM_UNKNOWN_CYCLE',
      'FIXED_TERM_STAKE_OUT_OF_RANGE',
      'CONTRACT_MARKET_CLOSED',
      'CONTRACT_NO_PRICE',
      'REQUEST_REPLAYED',
      'LEDGER_INSUFFICIENT_BALANCE',
    ],
    permission: 'user',
  }),
  orderList('fixedTermOrders', 'Orders waiting for their expiry, newest first'),
  orderList('fixedTermHistory', 'Settled orders with entry and settlement prices, sources and times'),
] as const;
