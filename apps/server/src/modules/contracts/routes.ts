import {
  closeContractInput,
  commonParams,
  contractIdInput,
  contractInstrument,
  contractListInput,
  contractPosition,
  contractPositionPage,
  contractSummary,
  openContractInput,
  setContractStopsInput,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineAction } from '../../platform/actions.ts';
import { defineUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { ContractsService } from './service.ts';

const tags = ['contracts'];
const COMMAND = ['POST'] as const;
const QUERY = ['GET', 'POST'] as const;

/** Contract (CFD) actions (spec sections 1-5): instruments are public; positions need a session. */
export function contractsRoutes(
  app: FastifyInstance,
  { contracts, auth }: { contracts: ContractsService; auth: SessionResolver },
): void {
  defineAction(app, 'web', {
    name: 'contractInstruments',
    methods: QUERY,
    tags,
    success: 'silent',
    summary:
      'Contract instruments with lots, leverage, fee, stop-out, minimum margin, trading hours and price',
    input: commonParams.omit({ token: true }),
    output: z.array(contractInstrument),
    handler: () => contracts.instruments(),
  });
  defineUserAction(app, auth, {
    name: 'openContract',
    methods: COMMAND,
    tags,
    success: 'sent',
    summary:
      'Open a long or short position now, or a pending open at a price; margin and fee leave the contract account',
    input: openContractInput,
    output: contractPosition,
    handler: (i, ctx) => contracts.open(ctx.user, i),
  });
  defineUserAction(app, auth, {
    name: 'setContractStops',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: "Set, change or remove ('') the take-profit and stop-loss of a position or pending open",
    input: setContractStopsInput,
    output: contractPosition,
    handler: (i, ctx) => contracts.setStops(ctx.user, i),
  });
  defineUserAction(app, auth, {
    name: 'closeContract',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Close a position, or some of its lots, at the current price',
    input: closeContractInput,
    output: contractPosition,
    handler: (i, ctx) => contracts.close(ctx.user, i.id, i.lots),
  });
  defineUserAction(app, auth, {
    name: 'cancelContractOrder',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Cancel a pending open; what it holds goes back to available',
    input: contractIdInput,
    output: contractPosition,
    handler: (i, ctx) => contracts.cancel(ctx.user, i.id),
  });
  defineUserAction(app, auth, {
    name: 'closeAllContracts',
    methods: COMMAND,
    tags,
    success: 'done',
    summary: 'Close every position and cancel every pending open, in one instrument or all',
    input: commonParams.extend({
      symbol: z
        .string()
        .regex(/^[A-Z0-9-]{2,20}$/)
        .optional(),
    }),
    output: z.object({ closed: z.number().int(), cancelled: z.number().int() }),
    handler: (i, ctx) => contracts.closeAll(ctx.user, i.symbol),
  });
  for (const [name, which, summary] of [
    ['contractPositions', 'open', 'Open positions with unrealised profit and liquidation price'],
    ['contractOrders', 'pending', 'Pending opens waiting for their price'],
    ['contractHistory', 'history', 'Closed, liquidated and cancelled positions with their prices and result'],
  ] as const) {
    defineUserAction(app, auth, {
      name,
      methods: QUERY,
      tags,
      success: 'silent',
      summary,
      input: contractListInput,
      output: contractPositionPage,
      handler: (i, ctx) => contracts.list(ctx.user, which, i),
    });
  }
  defineUserAction(app, auth, {
    name: 'contractSummary',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Open positions, margin held, unrealised profit and available USDT of the contract account',
    input: commonParams,
    output: contractSummary,
    handler: (_i, ctx) => contracts.summary(ctx.user),
  });
}
