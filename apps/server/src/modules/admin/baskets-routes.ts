import { adminActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { BasketsBackOffice } from '../baskets/index.ts';
import type { StaffService } from './service.ts';
import { registerStaffAction } from './staff-action.ts';

export interface BasketsAdminDeps {
  db: Db;
  staff: StaffService;
  baskets: BasketsBackOffice;
  accountsService: AccountsService;
}

/**
 * ETF baskets for staff: baskets (operations; every change audited with before and after), trades
 * and the house's exposure (read-only). No action changes a NAV, a trade or a balance.
 */
export function basketsAdminRoutes(app: FastifyInstance, deps: BasketsAdminDeps): void {
  const { db, staff, baskets, accountsService } = deps;
  registerStaffAction(app, staff, adminActions.basketsAdmin, { handler: () => baskets.list() });
  registerStaffAction(app, staff, adminActions.saveBasket, {
    handler: (i, ctx) =>
      db.transaction(async (tx) => {
        const { target, before, after } = await baskets.save(tx, i);
        await staff.audit(tx, {
          actor: ctx.staff,
          action: before === null ? 'basket.created' : 'basket.changed',
          target,
          before,
          after,
          ip: ctx.ip,
        });
        return after;
      }),
  });
  registerStaffAction(app, staff, adminActions.basketTradesAdmin, {
    handler: async (i) => {
      if (i.uid !== undefined && !(await accountsService.exists(i.uid)))
        throw new Refusal('ADMIN_USER_NOT_FOUND');
      return baskets.trades(i);
    },
  });
  registerStaffAction(app, staff, adminActions.basketExposure, { handler: () => baskets.exposure() });
}
