import {
  adminFixedTermOrderPage,
  adminFixedTermOrdersInput,
  fixedTermExposure,
  fixedTermExposureInput,
} from '../api/admin-fixed-term.ts';
import { action, COMMAND } from './spec.ts';

/**
 * Read-only views for operations (exposure), finance (settlements) and compliance (both):
 * settlements come from recorded prices and no action changes a price, an order or an outcome.
 */
const readView = {
  area: 'admin',
  methods: COMMAND,
  tags: ['back office'],
  success: 'silent',
  permission: { staff: ['operations', 'finance', 'compliance'] },
} as const;

/** Delivery (up/down) and option (call/put) orders: the house's exposure, every order and its settlement. */
export const adminFixedTermActions = [
  action({
    ...readView,
    name: 'fixedTermExposure',
    summary:
      "Open delivery and option orders per product and instrument of one book: count, stake per side, each side's worst case for the house, and the last 24 hours' settlements",
    input: fixedTermExposureInput,
    output: fixedTermExposure,
    refusals: [],
  }),
  action({
    ...readView,
    name: 'fixedTermOrdersAdmin',
    summary:
      'Every delivery and option order of one book with its customer, entry and settlement prices, sources and times; by placing or settlement time, filtered and paged',
    input: adminFixedTermOrdersInput,
    output: adminFixedTermOrderPage,
    refusals: ['ADMIN_USER_NOT_FOUND'],
  }),
] as const;
