import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../platform/actions.ts';
import { registerUserAction, type SessionResolver, type SessionUser } from '../../platform/auth.ts';
import { Refusal } from '../../platform/refusal.ts';
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
    handler: async (i, ctx) => {
      // A visitor, or a session that has ended, sees the product without their own limits.
      let user: SessionUser | null = null;
      if (ctx.sessionToken)
        user = await auth.resolve(ctx.sessionToken, { ip: ctx.ip }).catch((error: unknown) => {
          if (error instanceof Refusal) return null;
          throw error;
        });
      return earn.info(i.id, ctx.lang, user);
    },
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
