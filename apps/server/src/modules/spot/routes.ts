import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../platform/actions.ts';
import { registerUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { SpotService } from './service.ts';

/**
 * Spot trading actions (spec sections 2-5), declared in packages/contract/src/actions/spot.ts:
 * markets and depth are public; orders need a session.
 */
export function spotRoutes(
  app: FastifyInstance,
  { spot, auth }: { spot: SpotService; auth: SessionResolver },
): void {
  registerAction(app, webActions.spotMarkets, { handler: () => spot.markets() });
  registerAction(app, webActions.spotDepth, {
    handler: async (i) => spot.depth(i.symbol, i.levels, i.book),
  });
  registerUserAction(app, auth, webActions.placeSpotOrder, { handler: (i, ctx) => spot.place(ctx.user, i) });
  registerUserAction(app, auth, webActions.cancelSpotOrder, {
    handler: (i, ctx) => spot.cancel(ctx.user, i.id),
  });
  registerUserAction(app, auth, webActions.cancelAllSpotOrders, {
    handler: (i, ctx) => spot.cancelAll(ctx.user, i.symbol),
  });
  registerUserAction(app, auth, webActions.spotOpenOrders, {
    handler: (i, ctx) => spot.orders(ctx.user, 'open', i),
  });
  registerUserAction(app, auth, webActions.spotOrderHistory, {
    handler: (i, ctx) => spot.orders(ctx.user, 'history', i),
  });
  registerUserAction(app, auth, webActions.spotMyTrades, { handler: (i, ctx) => spot.myTrades(ctx.user, i) });
}
