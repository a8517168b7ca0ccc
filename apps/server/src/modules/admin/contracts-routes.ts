import {
  adminContractPositionPage,
  adminContractPositionsInput,
  contractExposure,
  contractExposureInput,
  contractSettlementsInput,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../platform/refusal.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { ContractsBackOffice } from '../contracts/index.ts';
import type { StaffService } from './service.ts';
import { defineStaffAction } from './staff-action.ts';

export interface ContractsAdminDeps {
  staff: StaffService;
  contracts: ContractsBackOffice;
  accountsService: AccountsService;
}

/** Operations watch the exposure, finance the settlements, compliance both. */
const READERS = ['operations', 'finance', 'compliance'] as const;

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
  defineStaffAction(app, staff, {
    name: 'contractExposure',
    roles: READERS,
    success: 'silent',
    summary:
      "Open positions per instrument of one book: count, long, short and net lots, margin, and the house's unrealised result",
    input: contractExposureInput,
    output: contractExposure,
    handler: (i) => contracts.exposure(i.book),
  });
  defineStaffAction(app, staff, {
    name: 'contractPositionsAdmin',
    roles: READERS,
    success: 'silent',
    summary: 'Every contract position of one book with its customer, newest first, filtered and paged',
    input: adminContractPositionsInput,
    output: adminContractPositionPage,
    handler: async (i) => {
      await known(i.uid);
      return contracts.positions(i);
    },
  });
  defineStaffAction(app, staff, {
    name: 'contractSettlements',
    roles: READERS,
    success: 'silent',
    summary:
      'Closed and liquidated positions with open and close prices, their sources and times, reason and result',
    input: contractSettlementsInput,
    output: adminContractPositionPage,
    handler: async (i) => {
      await known(i.uid);
      return contracts.settlements(i);
    },
  });
}
