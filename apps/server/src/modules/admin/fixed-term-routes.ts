import { adminActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../platform/refusal.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { FixedTermBackOffice } from '../fixed-term/index.ts';
import type { StaffService } from './service.ts';
import { registerStaffAction } from './staff-action.ts';

export interface FixedTermAdminDeps {
  staff: StaffService;
  fixedTerm: FixedTermBackOffice;
  accountsService: AccountsService;
}

/**
 * Delivery (up/down) and option (call/put) orders for staff: the house's exposure per product and
 * instrument with the last day's settlements, and every order, which is also the settlement
 * history. Read-only: settlements come from recorded prices and none of these actions changes a
 * price, an order or an outcome; products change through the `fixedterm.rules` setting (audited
 * there).
 */
export function fixedTermAdminRoutes(app: FastifyInstance, deps: FixedTermAdminDeps): void {
  const { staff, fixedTerm, accountsService } = deps;
  registerStaffAction(app, staff, adminActions.fixedTermExposure, {
    handler: (i) => fixedTerm.exposure(i.book),
  });
  registerStaffAction(app, staff, adminActions.fixedTermOrdersAdmin, {
    handler: async (i) => {
      // A uid that names nobody is a typo, not an empty list.
      if (i.uid !== undefined && !(await accountsService.exists(i.uid)))
        throw new Refusal('ADMIN_USER_NOT_FOUND');
      return fixedTerm.orders(i);
    },
  });
}
