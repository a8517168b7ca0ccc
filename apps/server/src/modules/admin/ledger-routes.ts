import { adminActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { allows, type StaffService } from './service.ts';
import { registerStaffAction } from './staff-action.ts';

export interface LedgerAdminDeps {
  db: Db;
  staff: StaffService;
  reviews: ReviewQueues;
  assets: AssetsService;
  wallet: WalletService;
  accountsService: AccountsService;
}

/**
 * Balances and ledger lines of a customer for finance and support, and the four-eyes manual
 * adjustment: one staff member asks (audited), another approves in the review queue. There is
 * no action that sets a balance.
 */
export function ledgerAdminRoutes(app: FastifyInstance, deps: LedgerAdminDeps): void {
  const { staff, assets, accountsService } = deps;
  const known = async (uid: number) => {
    if (!(await accountsService.exists(uid))) throw new Refusal('ADMIN_USER_NOT_FOUND');
  };
  registerStaffAction(app, staff, adminActions.userBalances, {
    handler: async (i) => {
      await known(i.uid);
      return assets.adminBalances(i.uid, i.book);
    },
  });
  registerStaffAction(app, staff, adminActions.userRecords, {
    handler: async (i) => {
      await known(i.uid);
      return assets.records(i.uid, i.book, i);
    },
  });
  registerStaffAction(app, staff, adminActions.requestAdjustment, {
    handler: async (i, ctx) => {
      await known(i.uid);
      return deps.db.transaction(async (tx) => {
        const made = await assets.requestAdjustment(tx, deps.reviews, ctx.staff.id, i);
        await staff.audit(tx, {
          actor: ctx.staff,
          action: 'ledger.adjustmentRequested',
          target: `user:${i.uid}`,
          before: null,
          after: { adjustment: made.id, asset: i.asset, account: i.type, amount: i.amount },
          reason: i.reason,
          ip: ctx.ip,
        });
        return made;
      });
    },
  });

  // Deposit vouchers for finance (and the superadmin): bytes for the review viewer.
  app.get<{ Querystring: { id?: string } }>(
    '/api/admin/depositVoucher',
    { schema: { hide: true } },
    async (request, reply) => {
      const principal = await staff.resolve(request.sessionToken);
      if (!allows(principal.roles, ['finance'])) throw new Refusal('AUTH_FORBIDDEN');
      const id = Number(request.query.id);
      const file =
        Number.isSafeInteger(id) && id > 0 ? await deps.wallet.depositVoucher(id, null) : undefined;
      if (!file) return reply.status(404).type('text/plain').send('Not found');
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.data);
    },
  );
}
