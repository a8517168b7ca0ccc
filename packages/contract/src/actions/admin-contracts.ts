import {
  adminContractPositionPage,
  adminContractPositionsInput,
  contractExposure,
  contractExposureInput,
  contractSettlementsInput,
} from '../api/admin-contracts.ts';
import { action, COMMAND } from './spec.ts';

/**
 * Read-only views for operations (exposure), finance (settlements) and compliance (both): there
 * is no action that changes a price, a position or an outcome.
 */
const readView = {
  area: 'admin',
  methods: COMMAND,
  tags: ['back office'],
  success: 'silent',
  permission: { staff: ['operations', 'finance', 'compliance'] },
} as const;

/** Contract positions (CFD): the house's exposure per instrument, every position, the settlement history. */
export const adminContractsActions = [
  action({
    ...readView,
    name: 'contractExposure',
    summary:
      "Open positions per instrument of one book: count, long, short and net lots, margin, and the house's unrealised result",
    input: contractExposureInput,
    output: contractExposure,
    refusals: [],
  }),
  action({
    ...readView,
    name: 'contractPositionsAdmin',
    summary: 'Every contract position of one book with its customer, newest first, filtered and paged',
    input: adminContractPositionsInput,
    output: adminContractPositionPage,
    refusals: ['ADMIN_USER_NOT_FOUND'],
  }),
  action({
    ...readView,
    name: 'contractSettlements',
    summary:
      'Closed and liquidated positions with open and close prices, their sources and times, reason and result',
    input: contractSettlementsInput,
    output: adminContractPositionPage,
    refusals: ['ADMIN_USER_NOT_FOUND'],
  }),
] as const;
