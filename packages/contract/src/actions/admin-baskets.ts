import { z } from 'zod';
import {
  adminBasket,
  adminBasketTradePage,
  adminBasketTradesInput,
  basketExposure,
  saveBasketInput,
} from '../api/baskets.ts';
import { commonParams } from '../api/common.ts';
import { action, COMMAND } from './spec.ts';

const readView = {
  area: 'admin',
  methods: COMMAND,
  tags: ['back office'],
  success: 'silent',
  permission: { staff: ['operations', 'finance', 'compliance'] },
} as const;

/**
 * ETF baskets for staff: operations creates baskets and edits their texts, fees, range and status
 * (audited; components and weights are fixed once created); everyone reads trades and the
 * house's exposure per component. No action changes a NAV, a trade or a balance.
 */
export const adminBasketActions = [
  action({
    ...readView,
    name: 'basketsAdmin',
    summary: 'Every basket with its texts in 8 languages, holders, units outstanding and their value',
    input: commonParams,
    output: z.array(adminBasket),
    refusals: [],
  }),
  action({
    ...readView,
    name: 'saveBasket',
    success: 'saved',
    summary: 'Create a basket, or change its texts, fees, range and status (audited)',
    input: saveBasketInput,
    output: adminBasket,
    refusals: ['BASKET_NOT_FOUND', 'BASKET_WEIGHTS_INVALID', 'BASKET_UNKNOWN_INSTRUMENT'],
    permission: { staff: ['operations'] },
  }),
  action({
    ...readView,
    name: 'basketTradesAdmin',
    summary: 'Every basket purchase and redemption of one book with its NAV and sources, filtered and paged',
    input: adminBasketTradesInput,
    output: adminBasketTradePage,
    refusals: ['ADMIN_USER_NOT_FOUND'],
  }),
  action({
    ...readView,
    name: 'basketExposure',
    summary: "The house's exposure to holders per component at the last prices (real book)",
    input: commonParams,
    output: basketExposure,
    refusals: [],
  }),
] as const;
