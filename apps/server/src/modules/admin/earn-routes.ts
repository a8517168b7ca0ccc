import { adminActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { EarnBackOffice } from '../earn/index.ts';
import type { StaffService } from './service.ts';
import { registerStaffAction } from './staff-action.ts';

export interface EarnAdminDeps {
  db: Db;
  staff: StaffService;
  earn: EarnBackOffice;
  reviews: ReviewQueues;
  accountsService: AccountsService;
}

/**
 * Escrow earning for staff: products (operations; every change audited with before and after),
 * orders and the reserve (read-only), and reserve fundings that finance asks for and another
 * member of finance approves in the review queue. No action changes an order, a yield or a
 * balance directly.
 */
export function earnAdminRoutes(app: FastifyInstance, deps: EarnAdminDeps): void {
  const { db, staff, earn, reviews, accountsService } = deps;
  registerStaffAction(app, staff, adminActions.earnProductsAdmin, { handler: () => earn.products() });
  registerStaffAction(app, staff, adminActions.saveEarnProduct, {
    handler: (i, ctx) =>
      db.transaction(async (tx) => {
        const { target, before, after } = await earn.save(tx, i);
        await staff.audit(tx, {
          actor: ctx.staff,
          action: before === null ? 'earn.productCreated' : 'earn.productChanged',
          target,
          before,
          after,
          ip: ctx.ip,
        });
        return after;
      }),
  });
  registerStaffAction(app, staff, adminActions.earnOrdersAdmin, {
    handler: async (i) => {
      // A uid that names nobody is a typo, not an empty list.
      if (i.uid !== undefined && !(await accountsService.exists(i.uid)))
        throw new Refusal('ADMIN_USER_NOT_FOUND');
      return earn.orders(i);
    },
  });
  registerStaffAction(app, staff, adminActions.earnReserveAdmin, { handler: () => earn.reserve() });
  registerStaffAction(app, staff, adminActions.requestEarnFunding, {
    handler: (i, ctx) =>
      db.transaction(async (tx) => {
        const made = await earn.requestFunding(tx, reviews, ctx.staff.id, i);
        await staff.audit(tx, {
          actor: ctx.staff,
          action: 'earn.fundingRequested',
          target: `earn-funding:${made.id}`,
          before: null,
          after: { funding: made.id, amount: i.amount },
          reason: i.reason,
          ip: ctx.ip,
        });
        return made;
      }),
  });
}
