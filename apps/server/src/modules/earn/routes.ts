import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../platform/actions.ts';
import { optionalUser, registerUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { EarnService } from './service.ts';

/**
 * Escrow earning, declared in packages/contract/src/actions/earn.ts: products and a product's
 * rules are public (a visitor sees them; a customer also sees their own limits), orders need a
 * session, real or demo.
 */
export function earnRoutes(
  app: FastifyInstance,
  { earn, auth }: { earn: EarnService; auth: SessionResolver },
): void {
  registerAction(app, webActions.getProfitList, { handler: (i, ctx) => earn.list(i.tier, ctx.lang) });
  registerAction(app, webActions.getProfitInfo, {
    handler: async (i, ctx) => earn.info(i.id, ctx.lang, await optionalUser(auth, ctx)),
  });
  registerUserAction(app, auth, webActions.getProfitTotal, { handler: (_i, ctx) => earn.totals(ctx.user) });
  registerUserAction(app, auth, webActions.buyProfit, {
    handler: (i, ctx) => earn.subscribe(ctx.user, i, ctx.lang),
  });
  registerUserAction(app, auth, webActions.earnOrders, {
    handler: (i, ctx) => earn.orders(ctx.user, i, ctx.lang),
  });
  registerUserAction(app, auth, webActions.sellProfit, {
    handler: (i, ctx) => earn.redeem(ctx.user, i, ctx.lang),
  });
}
