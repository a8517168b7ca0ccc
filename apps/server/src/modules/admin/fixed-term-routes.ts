import {
  adminFixedTermOrderPage,
  adminFixedTermOrdersInput,
  fixedTermExposure,
  fixedTermExposureInput,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../platform/refusal.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { FixedTermBackOffice } from '../fixed-term/index.ts';
import type { StaffService } from './service.ts';
import { defineStaffAction } from './staff-action.ts';

export interface FixedTermAdminDeps {
  staff: StaffService;
  fixedTerm: FixedTermBackOffice;
  accountsService: AccountsService;
}

/** Operations watch the exposure, finance the settlements, compliance both. */
const READERS = ['operations', 'finance', 'compliance'] as const;

/**
 * Delivery (up/down) and option (call/put) orders for staff: the house's exposure per product and
 * instrument with the last day's settlements, and every order, which is also the settlement
 * history. Read-only: settlements come from recorded prices and none of these actions changes a
 * price, an order or an outcome; products change through the `fixedterm.rules` setting (audited
 * there).
 */
export function fixedTermAdminRoutes(app: FastifyInstance, deps: FixedTermAdminDeps): void {
  const { staff, fixedTerm, accountsService } = deps;
  defineStaffAction(app, staff, {
    name: 'fixedTermExposure',
    roles: READERS,
    success: 'silent',
    summary:
      "Open delivery and option orders per product and instrument of one book: count, stake per side, each side's worst case for the house, and the last 24 hours' settlements",
    input: fixedTermExposureInput,
    output: fixedTermExposure,
    handler: (i) => fixedTerm.exposure(i.book),
  });
  defineStaffAction(app, staff, {
    name: 'fixedTermOrdersAdmin',
    roles: READERS,
    success: 'silent',
    summary:
      'Every delivery and option order of one book with its customer, entry and settlement prices, sources and times; by placing or settlement time, filtered and paged',
    input: adminFixedTermOrdersInput,
    output: adminFixedTermOrderPage,
    handler: async (i) => {
      // A uid that names nobody is a typo, not an empty list.
      if (i.uid !== undefined && !(await accountsService.exists(i.uid)))
        throw new Refusal('ADMIN_USER_NOT_FOUND');
      return fixedTerm.orders(i);
    },
  });
}
