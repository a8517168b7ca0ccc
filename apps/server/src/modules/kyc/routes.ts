import {
  addCreditProofInput,
  commonParams,
  creditState,
  kycImageUploaded,
  kycState,
  riskProfile,
  submitAddressInput,
  submitAdvancedInput,
  submitPrimaryInput,
  submitQuestionnaireInput,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { KycService } from './service.ts';

const tags = ['verification'];
const COMMAND = ['POST'] as const;
const QUERY = ['GET', 'POST'] as const;

/** Verification and questionnaire actions of the logged-in customer (spec sections 2, 3, 5). */
export function kycRoutes(
  app: FastifyInstance,
  { kyc, auth }: { kyc: KycService; auth: SessionResolver },
): void {
  defineUserAction(app, auth, {
    name: 'uploadKycImage',
    methods: COMMAND,
    tags,
    success: 'silent',
    realOnly: true,
    summary: 'Upload a verification photo (multipart `file`: JPG/PNG under 8 MB; metadata removed)',
    input: commonParams.extend({ file: z.any() }),
    output: kycImageUploaded,
    handler: (i, ctx) => kyc.uploadImage(ctx.user, i.file),
  });
  defineUserAction(app, auth, {
    name: 'kycState',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Status of each verification level, with history',
    input: commonParams,
    output: kycState,
    handler: (_i, ctx) => kyc.state(ctx.user),
  });
  defineUserAction(app, auth, {
    name: 'submitPrimary',
    methods: COMMAND,
    tags,
    success: 'sent',
    realOnly: true,
    summary: 'Submit primary verification: name, document and three photos',
    input: submitPrimaryInput.extend({
      nationality: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/)
        .optional(),
    }),
    output: z.null(),
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
  defineUserAction(app, auth, {
    name: 'submitAdvanced',
    methods: COMMAND,
    tags,
    success: 'sent',
    realOnly: true,
    summary: 'Submit advanced verification (bank name and card number); needs primary approved',
    input: submitAdvancedInput,
    output: z.null(),
    handler: (i, ctx) =>
      kyc.submit(ctx.user, 'advanced', { bank_name: i.bank_name, card_number: i.card_number }, {}),
  });
  defineUserAction(app, auth, {
    name: 'submitAddress',
    methods: COMMAND,
    tags,
    success: 'sent',
    realOnly: true,
    summary: 'Submit address verification: address and a utility bill photo',
    input: submitAddressInput,
    output: z.null(),
    handler: (i, ctx) => kyc.submit(ctx.user, 'address', { address: i.address }, { bill: i.bill_image }),
  });
  defineUserAction(app, auth, {
    name: 'riskProfile',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Risk level, its investment cap and every level cap',
    input: commonParams,
    output: riskProfile,
    handler: (_i, ctx) => kyc.riskProfile(ctx.user.userId),
  });
  defineUserAction(app, auth, {
    name: 'submitQuestionnaire',
    methods: COMMAND,
    tags,
    success: 'saved',
    summary: 'Answer the risk questionnaire; returns the new level and cap',
    input: submitQuestionnaireInput,
    output: riskProfile,
    handler: (i, ctx) =>
      kyc.answer(ctx.user, {
        account_purpose: i.account_purpose,
        investment_purpose: i.investment_purpose,
        amount: i.amount,
        monthly_trades: i.monthly_trades,
        occupation: i.occupation,
      }),
  });

  defineUserAction(app, auth, {
    name: 'creditState',
    methods: QUERY,
    tags,
    success: 'silent',
    summary: 'Credit score, proofs and the loan limit (needs identity verification)',
    input: commonParams,
    output: creditState,
    handler: (_i, ctx) => kyc.creditState(ctx.user),
  });
  defineUserAction(app, auth, {
    name: 'addCreditProof',
    methods: COMMAND,
    tags,
    success: 'saved',
    realOnly: true,
    summary: 'Add an uploaded photo (uploadKycImage) as proof for the credit evaluation',
    input: addCreditProofInput,
    output: z.null(),
    handler: (i, ctx) => kyc.addCreditProof(ctx.user, i.image_id),
  });

  // The photo itself, for its owner only: an <img> source, so bytes rather than an envelope.
  app.get<{ Querystring: { id?: string } }>(
    '/api/web/kycImage',
    { schema: { hide: true } },
    async (request, reply) => {
      const user = await auth.resolve(request.sessionToken, { ip: request.ip });
      const file = /^[0-9a-f]{32}$/.test(request.query.id ?? '')
        ? await kyc.image(request.query.id ?? '', user.userId)
        : undefined;
      if (!file) return reply.status(404).type('text/plain').send('Not found');
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.data);
    },
  );
}
