import {
  accountEntries,
  assetsOverview,
  commonParams,
  convertInput,
  convertQuote,
  convertQuoteInput,
  recordsInput,
  transferInput,
  transferResult,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { defineUserAction, type SessionResolver, type SessionUser } from '../../platform/auth.ts';
import type { AssetsService } from './service.ts';

const tags = ['assets'];
const COMMAND = ['POST'] as const;
const QUERY = ['GET', 'POST'] as const;
/** A demo session sees and moves only the demo book; a real one only the real book. */
const bookOf = (user: SessionUser) => (user.kind === 'demo' ? 'demo' : 'real');

/** Assets, transfers, conversion and account records of the logged-in customer (spec section 2). */
export function assetsRoutes(
  app: FastifyInstance,
  { assets, auth }: { assets: AssetsService; auth: SessionResolver },
): void {
  defineUserAction(app, auth, {
    name: 'getAsset2',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Balances per account type and currency, valued in USDT at current quotes',
    input: commonParams,
    output: assetsOverview,
    handler: (_i, ctx) => assets.overview(ctx.user.userId, bookOf(ctx.user)),
  });
  defineUserAction(app, auth, {
    name: 'transferAsset',
    methods: COMMAND,
    tags,
    success: 'transferred',
    summary: 'Move an amount between two account types (spot, contract, options, futures); once per rtoken',
    input: transferInput,
    output: transferResult,
    handler: (i, ctx) => assets.transfer(ctx.user.userId, bookOf(ctx.user), i),
  });
  defineUserAction(app, auth, {
    name: 'convertQuote',
    methods: COMMAND,
    tags,
    success: 'silent',
    summary: 'A conversion price between two currencies of the spot account, valid for a few seconds',
    input: convertQuoteInput,
    output: convertQuote,
    handler: (i, ctx) => assets.quote(ctx.user.userId, bookOf(ctx.user), i),
  });
  defineUserAction(app, auth, {
    name: 'convert',
    methods: COMMAND,
    tags,
    success: 'converted',
    summary: 'Execute a conversion quote (once, before it expires) as one ledger posting',
    input: convertInput,
    output: transferResult,
    handler: (i, ctx) => assets.convert(ctx.user.userId, bookOf(ctx.user), i.quote_id),
  });
  defineUserAction(app, auth, {
    name: 'accountRecords',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'What each posting did to each account, newest first, filtered and paged, with its lines',
    input: recordsInput,
    output: accountEntries,
    handler: (i, ctx) => assets.entries(ctx.user.userId, bookOf(ctx.user), i),
  });

  // The same records as a CSV download: a link target, so bytes rather than an envelope.
  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/web/accountRecordsCsv',
    { schema: { hide: true } },
    async (request, reply) => {
      const user = await auth.resolve(request.sessionToken, { ip: request.ip });
      const filter = recordsInput.omit({ rtoken: true }).safeParse(request.query);
      if (!filter.success) return reply.status(400).type('text/plain').send('Bad filter');
      const csv = await assets.recordsCsv(user.userId, bookOf(user), filter.data);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="account-records.csv"')
        .send(csv);
    },
  );
}
