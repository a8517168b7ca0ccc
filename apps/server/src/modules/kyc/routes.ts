import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { KycService } from './service.ts';

/**
 * Verification and questionnaire actions of the logged-in customer (spec sections 2, 3, 5),
 * declared in packages/contract/src/actions/kyc.ts.
 */
export function kycRoutes(
  app: FastifyInstance,
  { kyc, auth }: { kyc: KycService; auth: SessionResolver },
): void {
  registerUserAction(app, auth, webActions.uploadKycImage, {
    handler: (i, ctx) => kyc.uploadImage(ctx.user, i.file),
  });
  registerUserAction(app, auth, webActions.kycState, { handler: (_i, ctx) => kyc.state(ctx.user) });
  registerUserAction(app, auth, webActions.submitPrimary, {
    handler: async (i, ctx) => {
      const nationality = await kyc.nationalityFor(ctx.user, i.nationality);
      return kyc.submit(
        ctx.user,
        'primary',
        {
          real_name: i.real_name,
          document_type: i.document_type,
          document_number: i.document_number,
          nationality,
        },
        { front: i.front_image, back: i.back_image, holding: i.holding_image },
      );
    },
  });
  registerUserAction(app, auth, webActions.submitAdvanced, {
    handler: (i, ctx) =>
      kyc.submit(ctx.user, 'advanced', { bank_name: i.bank_name, card_number: i.card_number }, {}),
  });
  registerUserAction(app, auth, webActions.submitAddress, {
    handler: (i, ctx) => kyc.submit(ctx.user, 'address', { address: i.address }, { bill: i.bill_image }),
  });
  registerUserAction(app, auth, webActions.riskProfile, {
    handler: (_i, ctx) => kyc.riskProfile(ctx.user.userId),
  });
  registerUserAction(app, auth, webActions.submitQuestionnaire, {
    handler: (i, ctx) =>
      kyc.answer(ctx.user, {
        account_purpose: i.account_purpose,
        investment_purpose: i.investment_purpose,
        amount: i.amount,
        monthly_trades: i.monthly_trades,
        occupation: i.occupation,
      }),
  });
  registerUserAction(app, auth, webActions.creditState, { handler: (_i, ctx) => kyc.creditState(ctx.user) });
  registerUserAction(app, auth, webActions.addCreditProof, {
    handler: (i, ctx) => kyc.addCreditProof(ctx.user, i.image_id),
  });

  // The photo itself, for its owner only: an <img> source, so bytes rather than an envelope.
  app.get<{ Querystring: { id?: string } }>(
    '/api/web/kycImage',
    { schema: { hide: true } },
    async (request, reply) => {
      const user = await auth.resolve(request.sessionToken, { ip: request.ip });
      const id = request.query.id;
      const file =
        id !== undefined && /^[0-9a-f]{32}$/.test(id) ? await kyc.image(id, user.userId) : undefined;
      if (!file) return reply.status(404).type('text/plain').send('Not found');
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.data);
    },
  );
}
