import { recordsInput, webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerUserAction, type SessionResolver, type SessionUser } from '../../platform/auth.ts';
import type { AssetsService } from './service.ts';

/** A demo session sees and moves only the demo book; a real one only the real book. */
const bookOf = (user: SessionUser) => (user.kind === 'demo' ? 'demo' : 'real');

/**
 * Assets, transfers, conversion and account records of the logged-in customer (spec section 2),
 * declared in packages/contract/src/actions/assets.ts.
 */
export function assetsRoutes(
  app: FastifyInstance,
  { assets, auth }: { assets: AssetsService; auth: SessionResolver },
): void {
  registerUserAction(app, auth, webActions.getAsset2, {
    handler: (_i, ctx) => assets.overview(ctx.user.userId, bookOf(ctx.user)),
  });
  registerUserAction(app, auth, webActions.transferAsset, {
    handler: (i, ctx) => assets.transfer(ctx.user.userId, bookOf(ctx.user), i),
  });
  registerUserAction(app, auth, webActions.convertQuote, {
    handler: (i, ctx) => assets.quote(ctx.user.userId, bookOf(ctx.user), i),
  });
  registerUserAction(app, auth, webActions.convert, {
    handler: (i, ctx) => assets.convert(ctx.user.userId, bookOf(ctx.user), i.quote_id),
  });
  registerUserAction(app, auth, webActions.accountRecords, {
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
