import { z } from 'zod';
import {
  accountRecords,
  adminUserBalances,
  adminUserBalancesInput,
  adminUserRecordsInput,
  requestAdjustmentInput,
} from '../api/wallet.ts';
import { action, COMMAND } from './spec.ts';

const staffAction = { area: 'admin', methods: COMMAND, tags: ['back office'] } as const;

/** Finance, support and compliance read a customer's money. */
const READERS = { staff: ['finance', 'support', 'compliance'] } as const;

/** The pending adjustment a request creates; a second finance member decides it in the review queue. */
export const adjustmentRequested = z.object({ id: z.number().int() });

/**
 * A customer's balances and ledger lines, and the four-eyes manual adjustment: one finance staff
 * member asks, another approves in the review queue. No action sets a balance.
 */
export const adminLedgerActions = [
  action({
    ...staffAction,
    name: 'userBalances',
    success: 'silent',
    summary: "A customer's ledger accounts with available and frozen amounts",
    input: adminUserBalancesInput,
    output: adminUserBalances,
    refusals: ['ADMIN_USER_NOT_FOUND'],
    permission: READERS,
  }),
  action({
    ...staffAction,
    name: 'userRecords',
    success: 'silent',
    summary: "A customer's ledger lines, newest first, filtered and paged",
    input: adminUserRecordsInput,
    output: accountRecords,
    refusals: ['ADMIN_USER_NOT_FOUND'],
    permission: READERS,
  }),
  action({
    ...staffAction,
    name: 'requestAdjustment',
    success: 'submitted',
    summary: 'Ask for a manual adjustment (signed amount, reason); a second finance member must approve it',
    input: requestAdjustmentInput,
    output: adjustmentRequested,
    refusals: ['ADMIN_USER_NOT_FOUND'],
    permission: { staff: ['finance'] },
  }),
] as const;
