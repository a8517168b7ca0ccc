import { z } from 'zod';
import { commonParams } from '../api/common.ts';
import {
  adminEarnOrderPage,
  adminEarnOrdersInput,
  adminEarnProduct,
  earnReserveView,
  requestEarnFundingInput,
  saveEarnProductInput,
} from '../api/earn.ts';
import { action, COMMAND } from './spec.ts';

const readView = {
  area: 'admin',
  methods: COMMAND,
  tags: ['back office'],
  success: 'silent',
  permission: { staff: ['operations', 'finance', 'compliance'] },
} as const;

/**
 * Escrow products for staff: operations edits products (audited; a rate change applies to new
 * orders only, each order keeps the rate it was placed at), finance asks for reserve fundings
 * that another member of finance approves in the review queue. Nothing here changes an order,
 * a yield or a balance directly.
 */
export const adminEarnActions = [
  action({
    ...readView,
    name: 'earnProductsAdmin',
    summary: 'Every escrow product with its texts in 8 languages, capacity, custody and open orders',
    input: commonParams,
    output: z.array(adminEarnProduct),
    refusals: [],
  }),
  action({
    ...readView,
    name: 'saveEarnProduct',
    success: 'saved',
    summary: 'Create or change an escrow product (audited); orders already placed keep their terms',
    input: saveEarnProductInput,
    output: adminEarnProduct,
    refusals: ['EARN_PRODUCT_NOT_FOUND'],
    permission: { staff: ['operations'] },
  }),
  action({
    ...readView,
    name: 'earnOrdersAdmin',
    summary: 'Every escrow order of one book, filtered by customer, product and status, newest first',
    input: adminEarnOrdersInput,
    output: adminEarnOrderPage,
    refusals: ['ADMIN_USER_NOT_FOUND'],
  }),
  action({
    ...readView,
    name: 'earnReserveAdmin',
    summary:
      'The earn reserve: balance, yield committed and coverage, yield owed per day for the next 365 days, redemptions pending and paused, fundings',
    input: commonParams,
    output: earnReserveView,
    refusals: [],
  }),
  action({
    ...readView,
    name: 'requestEarnFunding',
    success: 'submitted',
    summary:
      'Ask to pay money into the earn reserve, or take out what is not committed; another member of finance approves it in the review queue',
    input: requestEarnFundingInput,
    output: z.object({ id: z.number().int() }),
    refusals: ['EARN_FUNDING_TOO_LARGE'],
    permission: { staff: ['finance'] },
  }),
] as const;
