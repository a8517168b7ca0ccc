import { adminActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../platform/refusal.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { ContractsBackOffice } from '../contracts/index.ts';
import type { StaffService } from './service.ts';
import { registerStaffAction } from './staff-action.ts';

export interface ContractsAdminDeps {
  staff: StaffService;
  contracts: ContractsBackOffice;
  accountsService: AccountsService;
}

/**
 * Contract positions (CFD) for staff: the house's exposure per instrument, every position and the
 * settlement history. Read-only: there is no action that changes a price, a position or an
 * outcome; instrument rules change through the `contracts.rules` setting (audited there).
 */
export function contractsAdminRoutes(app: FastifyInstance, deps: ContractsAdminDeps): void {
  const { staff, contracts, accountsService } = deps;
  // A uid that names nobody is a typo, not an empty list.
  const known = async (uid: number | undefined) => {
    if (uid !== undefined && !(await accountsService.exists(uid))) throw new Refusal('ADMIN_USER_NOT_FOUND');
  };
  registerStaffAction(app, staff, adminActions.contractExposure, {
    handler: (i) => contracts.exposure(i.book),
  });
  registerStaffAction(app, staff, adminActions.contractPositionsAdmin, {
    handler: async (i) => {
      await known(i.uid);
      return contracts.positions(i);
    },
  });
  registerStaffAction(app, staff, adminActions.contractSettlements, {
    handler: async (i) => {
      await known(i.uid);
      return contracts.settlements(i);
    },
  });
}
