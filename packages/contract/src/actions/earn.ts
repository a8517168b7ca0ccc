import { commonParams } from '../api/common.ts';
import {
  buyProfitInput,
  earnOrder,
  earnOrderPage,
  earnOrdersInput,
  earnProductInfo,
  earnProductInput,
  earnProductList,
  earnProductsInput,
  earnTotals,
  sellProfitInput,
} from '../api/earn.ts';
import { action, COMMAND, QUERY } from './spec.ts';

const tags = ['earn'];

/**
 * Managed escrow products, AI and VIP (modules/earn/routes.ts). The list and a product's page
 * are public (a visitor sees the rules and the reserve); orders need a session, real or demo
 * (demo orders use play money).
 */
export const earnActions = [
  action({
    name: 'getProfitList',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Escrow products of one tier or both, with the earn reserve and its coverage',
    input: earnProductsInput,
    output: earnProductList,
    refusals: [],
    permission: 'public',
  }),
  action({
    name: 'getProfitInfo',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary:
      "One product with every rule that limits an order: range, capacity, the reserve, the customer's risk cap and holdings, the redemption calendar",
    input: earnProductInput,
    output: earnProductInfo,
    refusals: ['EARN_PRODUCT_NOT_FOUND'],
    permission: 'public',
  }),
  action({
    name: 'getProfitTotal',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Principal in custody, yield paid in total and in the last day, orders open',
    input: commonParams,
    output: earnTotals,
    refusals: [],
    permission: 'user',
  }),
  action({
    name: 'buyProfit',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'done',
    summary:
      'Place USDT in custody in a product: the principal moves from spot to the earn account, the whole yield is reserved',
    input: buyProfitInput,
    output: earnOrder,
    refusals: [
      'EARN_PRODUCT_NOT_FOUND',
      'EARN_PRODUCT_CLOSED',
      'EARN_SOLD_OUT',
      'EARN_RESERVE_SHORT',
      'EARN_AMOUNT_OUT_OF_RANGE',
      'EARN_RISK_NOT_ASSESSED',
      'EARN_RISK_CAP_EXCEEDED',
      'EARN_VERIFICATION_REQUIRED',
      'ACCOUNT_TRADE_PASSWORD_WRONG',
      'ACCOUNT_TRADE_PASSWORD_NOT_SET',
      'REQUEST_REPLAYED',
      'LEDGER_INSUFFICIENT_BALANCE',
    ],
    permission: 'user',
  }),
  action({
    name: 'earnOrders',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Escrow orders, open or ended, newest first, with yield paid and what redeeming now would cost',
    input: earnOrdersInput,
    output: earnOrderPage,
    refusals: [],
    permission: 'user',
  }),
  action({
    name: 'sellProfit',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'done',
    summary:
      'Redeem an order early: it stops earning, the stated penalty is kept and the rest is paid on the next working day',
    input: sellProfitInput,
    output: earnOrder,
    refusals: [
      'EARN_ORDER_NOT_FOUND',
      'EARN_NOT_REDEEMABLE',
      'EARN_PENALTY_CHANGED',
      'EARN_REDEEM_FROZEN',
      'ACCOUNT_TRADE_PASSWORD_WRONG',
      'ACCOUNT_TRADE_PASSWORD_NOT_SET',
    ],
    permission: 'user',
  }),
] as const;
