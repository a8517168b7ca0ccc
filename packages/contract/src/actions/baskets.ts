import { z } from 'zod';
import {
  basketDetail,
  basketInput,
  basketList,
  basketPosition,
  basketPositionsInput,
  basketsInput,
  basketTrade,
  basketTradePage,
  basketTradesInput,
  buyBasketInput,
  sellBasketInput,
} from '../api/baskets.ts';
import { action, COMMAND, QUERY } from './spec.ts';

const tags = ['baskets'];
const orderRefusals = [
  'BASKET_NOT_FOUND',
  'BASKET_CLOSED',
  'BASKET_NO_PRICE',
  'BASKET_MARKET_CLOSED',
  'BASKET_PRICE_STALE',
  'BASKET_NAV_CHANGED',
  'ACCOUNT_TRADE_PASSWORD_WRONG',
  'ACCOUNT_TRADE_PASSWORD_NOT_SET',
  'REQUEST_REPLAYED',
] as const;

/**
 * ETF baskets, low-risk and balanced (modules/baskets/routes.ts): baskets, their NAV and its
 * history are public; orders need a session, real or demo (demo orders use play money).
 */
export const basketActions = [
  action({
    name: 'getBaskets',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Baskets of one risk level or both: components and weights, NAV now with its time, fees, range',
    input: basketsInput,
    output: basketList,
    refusals: [],
    permission: 'public',
  }),
  action({
    name: 'getBasket',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary:
      "One basket with each component's recorded price, source and time, the NAV history per minute, and the customer's own limits and units",
    input: basketInput,
    output: basketDetail,
    refusals: ['BASKET_NOT_FOUND'],
    permission: 'public',
  }),
  action({
    name: 'buyBasket',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Buy units at the NAV of the moment: the amount less the subscription fee, divided by the NAV',
    input: buyBasketInput,
    output: basketTrade,
    refusals: [
      ...orderRefusals,
      'BASKET_AMOUNT_OUT_OF_RANGE',
      'BASKET_RISK_LEVEL',
      'EARN_RISK_NOT_ASSESSED',
      'EARN_RISK_CAP_EXCEEDED',
      'LEDGER_INSUFFICIENT_BALANCE',
    ],
    permission: 'user',
  }),
  action({
    name: 'sellBasket',
    area: 'web',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Redeem units at the NAV of the moment, less the redemption fee, paid to the spot account',
    input: sellBasketInput,
    output: basketTrade,
    refusals: [...orderRefusals, 'BASKET_UNITS_EXCEEDED'],
    permission: 'user',
  }),
  action({
    name: 'basketPositions',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Units held per basket with cost, value at the NAV now, profit and loss, and fees paid',
    input: basketPositionsInput,
    output: z.array(basketPosition),
    refusals: [],
    permission: 'user',
  }),
  action({
    name: 'basketTrades',
    area: 'web',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Purchases and redemptions, newest first, with the NAV and the prices it came from',
    input: basketTradesInput,
    output: basketTradePage,
    refusals: [],
    permission: 'user',
  }),
] as const;
