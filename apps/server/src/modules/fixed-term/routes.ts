import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../platform/actions.ts';
import { registerUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { FixedTermService } from './service.ts';

/**
 * Delivery (up/down) and options (call/put), declared in packages/contract/src/actions/fixed-term.ts:
 * products are public, orders need a session.
 */
export function fixedTermRoutes(
  app: FastifyInstance,
  { fixedTerm, auth }: { fixedTerm: FixedTermService; auth: SessionResolver },
): void {
  registerAction(app, webActions.fixedTermProducts, { handler: () => fixedTerm.products() });
  registerUserAction(app, auth, webActions.placeFixedTerm, {
    handler: (i, ctx) => fixedTerm.place(ctx.user, i),
  });
  registerUserAction(app, auth, webActions.fixedTermOrders, {
    handler: (i, ctx) => fixedTerm.list(ctx.user, 'open', i),
  });
  registerUserAction(app, auth, webActions.fixedTermHistory, {
    handler: (i, ctx) => fixedTerm.list(ctx.user, 'history', i),
  });
}
