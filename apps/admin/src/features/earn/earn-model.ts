import {
  type AdminOutput,
  BOOKS,
  EARN_KYC,
  EARN_ORDER_STATUSES,
  EARN_PENALTY_MODES,
  EARN_TIERS,
  type EarnOrderStatus,
  type EarnPenaltyMode,
  type EarnTier,
} from '@platform/contract';
import { isOneOf, positiveInt } from '../../lib/parse.ts';
import { ratePercent } from '../../lib/percent.ts';
import { emptyListText, type TabbedView, type TabbedViewRules, tabbedViewOf } from '../../lib/tabbed-view.ts';

/**
 * How the Escrow earning page reads its address and names what it shows. Pure rules only;
 * amounts stay the decimal strings the server sent and rates the integer ppm it stores, so
 * nothing here is ever rounded.
 */

export type Book = (typeof BOOKS)[number];
export type AdminEarnOrder = AdminOutput<'earnOrdersAdmin'>['items'][number];
export type MinKyc = (typeof EARN_KYC)[number];

export const EARN_TABS = ['products', 'orders', 'reserve'] as const;
export type EarnTab = (typeof EARN_TABS)[number];
export const TAB_LABELS: Readonly<Record<EarnTab, string>> = {
  products: 'Products',
  orders: 'Orders',
  reserve: 'Reserve',
};

/** Where operations set the days early redemptions are not paid (weekend and holidays). */
export const CALENDAR_SETTING = 'earn.calendar';

/** Everything the page shows, as it lives in the address: a reload or a shared link keeps it. */
export interface EarnView extends TabbedView<EarnTab, Book> {
  uid?: number;
  product?: number;
  status?: EarnOrderStatus;
}

/** The page opens on the products; the orders list on the real book. */
export const EARN_VIEW: TabbedViewRules<EarnView> = {
  tabs: EARN_TABS,
  books: BOOKS,
  filters: ['uid', 'product', 'status'],
};

/** The view an address describes; only the orders list has filters. */
export function viewOf(params: URLSearchParams): EarnView {
  const view: EarnView = tabbedViewOf(params, EARN_VIEW);
  if (view.tab !== 'orders') return view;
  const uid = positiveInt(params.get('uid'));
  const product = positiveInt(params.get('product'));
  const status = params.get('status');
  if (uid !== undefined) view.uid = uid;
  if (product !== undefined) view.product = product;
  if (isOneOf(EARN_ORDER_STATUSES, status)) view.status = status;
  return view;
}

/** What the orders list asks the server for. */
export function ordersQuery(view: EarnView) {
  const { page, pageSize, book, uid, product, status } = view;
  return { page, pageSize, book, uid, product_id: product, status };
}

/** An empty orders list in words: a filter that matches nothing is not an empty book. */
export function emptyText(view: EarnView): string {
  return emptyListText(view, EARN_VIEW, 'escrow orders');
}

// ---- Words ----

export const TIER_LABELS: Readonly<Record<EarnTier, string>> = { ai: 'AI earning', vip: 'VIP' };
export const TIER_COLORS: Readonly<Record<EarnTier, string>> = { ai: 'geekblue', vip: 'gold' };

export const ORDER_STATUS_LABELS: Readonly<Record<EarnOrderStatus, string>> = {
  custody: 'In custody',
  redeeming: 'Redeeming',
  redeemed: 'Redeemed early',
  completed: 'Completed',
  rejected: 'Rejected',
  reapply: 'Redemption paused',
};
export const ORDER_STATUS_COLORS: Readonly<Record<EarnOrderStatus, string>> = {
  custody: 'blue',
  redeeming: 'gold',
  redeemed: 'default',
  completed: 'green',
  rejected: 'red',
  reapply: 'orange',
};

export const PENALTY_MODE_LABELS: Readonly<Record<EarnPenaltyMode, string>> = {
  fixed: 'Fixed share of the principal',
  daily: 'Daily rate for each remaining day',
};

export const KYC_LABELS: Readonly<Record<MinKyc, string>> = {
  none: 'None',
  primary: 'Primary',
  advanced: 'Advanced',
  address: 'Address',
};

export const TIER_OPTIONS = EARN_TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] }));
export const ORDER_STATUS_OPTIONS = EARN_ORDER_STATUSES.map((s) => ({
  value: s,
  label: ORDER_STATUS_LABELS[s],
}));
export const PENALTY_MODE_OPTIONS = EARN_PENALTY_MODES.map((m) => ({
  value: m,
  label: PENALTY_MODE_LABELS[m],
}));
export const KYC_OPTIONS = EARN_KYC.map((k) => ({ value: k, label: KYC_LABELS[k] }));

// ---- Rates ----

/** A product's early-redemption penalty in words: "5% of the principal" or "0.4% a remaining day". */
export function penaltyText(mode: EarnPenaltyMode, ppm: number): string {
  return mode === 'fixed' ? `${ratePercent(ppm)} of the principal` : `${ratePercent(ppm)} a remaining day`;
}
