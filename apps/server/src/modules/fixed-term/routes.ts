import {
  commonParams,
  fixedTermListInput,
  fixedTermOrder,
  fixedTermOrderPage,
  fixedTermProduct,
  placeFixedTermInput,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineAction } from '../../platform/actions.ts';
import { defineUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { FixedTermService } from './service.ts';

const tags = ['fixed-term'];

/** Delivery (up/down) and options (call/put): products are public, orders need a session. */
export function fixedTermRoutes(
  app: FastifyInstance,
  { fixedTerm, auth }: { fixedTerm: FixedTermService; auth: SessionResolver },
): void {
  defineAction(app, 'web', {
    name: 'fixedTermProducts',
    methods: ['GET', 'POST'],
    tags,
    success: 'silent',
    summary: 'Delivery and option products: cycles with payout and fee, stake range, instruments and prices',
    input: commonParams.omit({ token: true }),
    output: z.array(fixedTermProduct),
    handler: () => fixedTerm.products(),
  });
  defineUserAction(app, auth, {
    name: 'placeFixedTerm',
    methods: ['POST'],
    tags,
    success: 'sent',
    summary:
      'Buy up or down (delivery) or a call or put (option) for a cycle; the stake is frozen until expiry',
    input: placeFixedTermInput,
    output: fixedTermOrder,
    handler: (i, ctx) => fixedTerm.place(ctx.user, i),
  });
  for (const [name, which, summary] of [
    ['fixedTermOrders', 'open', 'Orders waiting for their expiry, newest first'],
    ['fixedTermHistory', 'history', 'Settled orders with entry and settlement prices, sources and times'],
  ] as const) {
    defineUserAction(app, auth, {
      name,
      methods: ['GET', 'POST'],
      tags,
      success: 'silent',
      summary,
      input: fixedTermListInput,
      output: fixedTermOrderPage,
      handler: (i, ctx) => fixedTerm.list(ctx.user, which, i),
    });
  }
}
