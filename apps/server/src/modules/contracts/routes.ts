import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../platform/actions.ts';
import { registerUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { ContractsService } from './service.ts';

/**
 * Contract (CFD) actions (spec sections 1-5), declared in packages/contract/src/actions/contracts.ts:
 * instruments are public; positions need a session.
 */
export function contractsRoutes(
  app: FastifyInstance,
  { contracts, auth }: { contracts: ContractsService; auth: SessionResolver },
): void {
  registerAction(app, webActions.contractInstruments, { handler: () => contracts.instruments() });
  registerUserAction(app, auth, webActions.openContract, {
    handler: (i, ctx) => contracts.open(ctx.user, i),
  });
  registerUserAction(app, auth, webActions.setContractStops, {
    handler: (i, ctx) => contracts.setStops(ctx.user, i),
  });
  registerUserAction(app, auth, webActions.closeContract, {
    handler: (i, ctx) => contracts.close(ctx.user, i.id, i.lots),
  });
  registerUserAction(app, auth, webActions.cancelContractOrder, {
    handler: (i, ctx) => contracts.cancel(ctx.user, i.id),
  });
  registerUserAction(app, auth, webActions.closeAllContracts, {
    handler: (i, ctx) => contracts.closeAll(ctx.user, i.symbol),
  });
  registerUserAction(app, auth, webActions.contractPositions, {
    handler: (i, ctx) => contracts.list(ctx.user, 'open', i),
  });
  registerUserAction(app, auth, webActions.contractOrders, {
    handler: (i, ctx) => contracts.list(ctx.user, 'pending', i),
  });
  registerUserAction(app, auth, webActions.contractHistory, {
    handler: (i, ctx) => contracts.list(ctx.user, 'history', i),
  });
  registerUserAction(app, auth, webActions.contractSummary, {
    handler: (_i, ctx) => contracts.summary(ctx.user),
  });
}
