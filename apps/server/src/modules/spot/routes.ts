import {
  commonParams,
  placeSpotOrderInput,
  spotDepth,
  spotDepthInput,
  spotMarket,
  spotMyTradePage,
  spotOrder,
  spotOrderIdInput,
  spotOrderPage,
  spotOrdersInput,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineAction } from '../../platform/actions.ts';
import { defineUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { SpotService } from './service.ts';

const tags = ['spot'];
const COMMAND = ['POST'] as const;
const QUERY = ['GET', 'POST'] as const;

/** Spot trading actions (spec sections 2-5): markets and depth are public; orders need a session. */
export function spotRoutes(
  app: FastifyInstance,
  { spot, auth }: { spot: SpotService; auth: SessionResolver },
): void {
  defineAction(app, 'web', {
    name: 'spotMarkets',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Spot markets with scales, minimum and maximum quantity and value, and fees',
    input: commonParams.omit({ token: true }),
    output: z.array(spotMarket),
    handler: () => spot.markets(),
  });
  defineAction(app, 'web', {
    name: 'spotDepth',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Order book levels (best first) and the latest trades of a market',
    input: spotDepthInput,
    output: spotDepth,
    handler: async (i) => spot.depth(i.symbol, i.levels, i.book),
  });
  defineUserAction(app, auth, {
    name: 'placeSpotOrder',
    methods: COMMAND,
    tags,
    success: 'sent',
    summary: 'Place a limit (GTC, IOC, FOK) or market order; its funds are frozen on acceptance',
    input: placeSpotOrderInput,
    output: spotOrder,
    handler: (i, ctx) => spot.place(ctx.user, i),
  });
  defineUserAction(app, auth, {
    name: 'cancelSpotOrder',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Cancel an open order; what it still holds is released',
    input: spotOrderIdInput,
    output: spotOrder,
    handler: (i, ctx) => spot.cancel(ctx.user, i.id),
  });
  defineUserAction(app, auth, {
    name: 'cancelAllSpotOrders',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Cancel every open order, in one market or all',
    input: commonParams.extend({
      symbol: z
        .string()
        .regex(/^[A-Z0-9]{2,20}$/)
        .optional(),
    }),
    output: z.object({ cancelled: z.number().int() }),
    handler: (i, ctx) => spot.cancelAll(ctx.user, i.symbol),
  });
  defineUserAction(app, auth, {
    name: 'spotOpenOrders',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Open orders (partly filled ones included), newest first',
    input: spotOrdersInput,
    output: spotOrderPage,
    handler: (i, ctx) => spot.orders(ctx.user, 'open', i),
  });
  defineUserAction(app, auth, {
    name: 'spotOrderHistory',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Filled and cancelled orders, newest first',
    input: spotOrdersInput,
    output: spotOrderPage,
    handler: (i, ctx) => spot.orders(ctx.user, 'history', i),
  });
  defineUserAction(app, auth, {
    name: 'spotMyTrades',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Fills of the account with price, quantity, role and fee, newest first',
    input: spotOrdersInput,
    output: spotMyTradePage,
    handler: (i, ctx) => spot.myTrades(ctx.user, i),
  });
}
