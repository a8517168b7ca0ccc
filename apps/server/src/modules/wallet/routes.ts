import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerUserAction, type SessionResolver } from '../../platform/auth.ts';
import type { WalletService } from './service.ts';

/** A wrong trade password may be tried only a few times a minute. */
const WITHDRAW_RATE = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/**
 * Deposits, address book, bank cards and withdrawals of the logged-in customer, declared in
 * packages/contract/src/actions/wallet.ts: lists for any session, changes on real accounts only.
 */
export function walletRoutes(
  app: FastifyInstance,
  { wallet, auth }: { wallet: WalletService; auth: SessionResolver },
): void {
  registerUserAction(app, auth, webActions.depositChannels, { handler: () => wallet.channels() });
  registerUserAction(app, auth, webActions.uploadVoucher, {
    handler: (i, ctx) => wallet.uploadVoucher(ctx.user, i.file),
  });
  registerUserAction(app, auth, webActions.submitDeposit, {
    handler: (i, ctx) => wallet.submitDeposit(ctx.user, i),
  });
  registerUserAction(app, auth, webActions.depositRecords, {
    handler: (i, ctx) => wallet.depositRecords(ctx.user, i.page, i.pageSize),
  });
  registerUserAction(app, auth, webActions.withdrawAddresses, {
    handler: (_i, ctx) => wallet.addresses(ctx.user),
  });
  registerUserAction(app, auth, webActions.addWithdrawAddress, {
    handler: (i, ctx) => wallet.addAddress(ctx.user, i),
  });
  registerUserAction(app, auth, webActions.deleteWithdrawAddress, {
    handler: (i, ctx) => wallet.deleteAddress(ctx.user, i.id),
  });
  registerUserAction(app, auth, webActions.bankCards, { handler: (_i, ctx) => wallet.cards(ctx.user) });
  registerUserAction(app, auth, webActions.addBankCard, { handler: (i, ctx) => wallet.addCard(ctx.user, i) });
  registerUserAction(app, auth, webActions.editBankCard, {
    handler: (i, ctx) => wallet.editCard(ctx.user, i.id, i),
  });
  registerUserAction(app, auth, webActions.deleteBankCard, {
    handler: (i, ctx) => wallet.deleteCard(ctx.user, i.id),
  });
  registerUserAction(app, auth, webActions.withdrawRules, { handler: (_i, ctx) => wallet.rules(ctx.user) });
  registerUserAction(app, auth, webActions.withdraw, {
    config: WITHDRAW_RATE,
    handler: (i, ctx) => wallet.withdraw(ctx.user, i),
  });
  registerUserAction(app, auth, webActions.withdrawRecords, {
    handler: (i, ctx) => wallet.withdrawRecords(ctx.user, i.page, i.pageSize),
  });

  // A voucher image for its owner: an <img> source, so bytes rather than an envelope.
  app.get<{ Querystring: { id?: string } }>(
    '/api/web/depositVoucher',
    { schema: { hide: true } },
    async (request, reply) => {
      const user = await auth.resolve(request.sessionToken, { ip: request.ip });
      const id = Number(request.query.id);
      const file =
        Number.isSafeInteger(id) && id > 0 ? await wallet.depositVoucher(id, user.userId) : undefined;
      if (!file) return reply.status(404).type('text/plain').send('Not found');
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.data);
    },
  );
}
