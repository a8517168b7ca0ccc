import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../platform/actions.ts';
import { optionalUser, registerUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { BasketsService } from './service.ts';

/**
 * ETF baskets, declared in packages/contract/src/actions/baskets.ts: baskets and their NAV are
 * public (a customer also sees their own limits and units), orders need a session.
 */
export function basketRoutes(
  app: FastifyInstance,
  { baskets, auth }: { baskets: BasketsService; auth: SessionResolver },
): void {
  registerAction(app, webActions.getBaskets, { handler: (i, ctx) => baskets.list(i.risk, ctx.lang) });
  registerAction(app, webActions.getBasket, {
    handler: async (i, ctx) => baskets.detail(i.id, i.hours, ctx.lang, await optionalUser(auth, ctx)),
  });
  registerUserAction(app, auth, webActions.buyBasket, {
    handler: (i, ctx) => baskets.buy(ctx.user, i, ctx.lang),
  });
  registerUserAction(app, auth, webActions.sellBasket, {
    handler: (i, ctx) => baskets.sell(ctx.user, i, ctx.lang),
  });
  registerUserAction(app, auth, webActions.basketPositions, {
    handler: (i, ctx) => baskets.positions(ctx.user, i.risk, ctx.lang),
  });
  registerUserAction(app, auth, webActions.basketTrades, {
    handler: (i, ctx) => baskets.trades(ctx.user, i, ctx.lang),
  });
}
