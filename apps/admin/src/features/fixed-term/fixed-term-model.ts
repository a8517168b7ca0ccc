import {
  type AdminFixedTermOrder,
  FIXED_TERM_BOOKS,
  FIXED_TERM_KINDS,
  FIXED_TERM_STATUSES,
  type FixedTermKind,
} from '@platform/contract';
import { isOneOf, positiveInt, symbolOf } from '../../lib/parse.ts';
import { emptyListText, type TabbedView, type TabbedViewRules, tabbedViewOf } from '../../lib/tabbed-view.ts';
import { dayOf, dayRangeSeconds } from '../../lib/utc-days.ts';

/**
 * How the Delivery & options page reads its address and shows orders. Pure rules only; prices and
 * money stay the decimal strings the server sent, so nothing here is ever rounded.
 */

export type Book = (typeof FIXED_TERM_BOOKS)[number];
export type OrderStatus = AdminFixedTermOrder['status'];
export type Direction = AdminFixedTermOrder['direction'];

export const FIXED_TERM_TABS = ['exposure', 'orders', 'settlements'] as const;
export type FixedTermTab = (typeof FIXED_TERM_TABS)[number];
export const TAB_LABELS: Readonly<Record<FixedTermTab, string>> = {
  exposure: 'Exposure',
  orders: 'Orders',
  settlements: 'Settlement history',
};

/** Where the operator edits the products (cycles, payout ratios, fees, stake range, instruments). */
export const RULES_SETTING = 'fixedterm.rules';

/** What a settled order can have come to; an open one has no outcome yet. */
const SETTLED_STATUSES = FIXED_TERM_STATUSES.filter((s) => s !== 'open');

/**
 * Everything the page shows, as it lives in the address: a reload or a shared link keeps it.
 * `from` and `to` are UTC days (YYYY-MM-DD), both included: of placing on the orders tab, of
 * settlement on the settlement history.
 */
export interface FixedTermView extends TabbedView<FixedTermTab, Book> {
  kind?: FixedTermKind;
  status?: OrderStatus;
  symbol?: string;
  uid?: number;
  from?: string;
  to?: string;
}

/** The page opens on the exposure of the real book. */
export const FIXED_TERM_VIEW: TabbedViewRules<FixedTermView> = {
  tabs: FIXED_TERM_TABS,
  books: FIXED_TERM_BOOKS,
  filters: ['kind', 'status', 'symbol', 'uid', 'from', 'to'],
};

/** The statuses a list may be filtered by: the settlement history holds settled orders only. */
export function statusesOf(tab: FixedTermTab): readonly OrderStatus[] {
  return tab === 'settlements' ? SETTLED_STATUSES : FIXED_TERM_STATUSES;
}

/** The view an address describes; anything unknown falls back to the first page of the real book. */
export function viewOf(params: URLSearchParams): FixedTermView {
  const view: FixedTermView = tabbedViewOf(params, FIXED_TERM_VIEW);
  if (view.tab === 'exposure') return view;
  const kind = params.get('kind');
  const status = params.get('status');
  const symbol = symbolOf(params.get('symbol'));
  const uid = positiveInt(params.get('uid'));
  const from = dayOf(params.get('from'));
  const to = dayOf(params.get('to'));
  if (isOneOf(FIXED_TERM_KINDS, kind)) view.kind = kind;
  if (isOneOf(statusesOf(view.tab), status)) view.status = status;
  if (symbol) view.symbol = symbol;
  if (uid !== undefined) view.uid = uid;
  if (from) view.from = from;
  if (to) view.to = to;
  return view;
}

/**
 * What an order list asks the server for: the orders tab ranges and sorts by the time placed,
 * the settlement history by the time settled. The last day is included: `to` is the start of the
 * day after it, which the server excludes.
 */
export function ordersQuery(view: FixedTermView) {
  const { page, pageSize, book, kind, status, symbol, uid, from, to } = view;
  return {
    page,
    pageSize,
    book,
    kind,
    status,
    symbol,
    uid,
    dates: view.tab === 'settlements' ? ('settled' as const) : ('created' as const),
    ...dayRangeSeconds({ from, to }),
  };
}

export const KIND_LABELS: Readonly<Record<FixedTermKind, string>> = {
  delivery: 'Delivery',
  option: 'Option',
};
export const DIRECTION_LABELS: Readonly<Record<Direction, string>> = {
  up: 'Up',
  down: 'Down',
  call: 'Call',
  put: 'Put',
};
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  refunded: 'Refunded',
};
export const STATUS_COLORS: Readonly<Record<OrderStatus, string>> = {
  open: 'blue',
  won: 'green',
  lost: 'red',
  refunded: 'default',
};

export const KIND_OPTIONS = FIXED_TERM_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }));
export const statusOptions = (tab: FixedTermTab) =>
  statusesOf(tab).map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** Up and call win when the price rises; down and put when it falls. */
export function isRising(direction: Direction): boolean {
  return direction === 'up' || direction === 'call';
}

/**
 * What the settlement of an order shows: the recorded price it used, or why there is none (still
 * open, or refunded because no price was recorded between entry and expiry).
 */
export function settlementText(o: Pick<AdminFixedTermOrder, 'status' | 'settlement'>): string | null {
  if (o.settlement) return null;
  return o.status === 'open' ? 'Waiting for expiry' : 'No price recorded: stake refunded';
}

/** An empty list in words: a filter that matches nothing is not the same as no orders at all. */
export function emptyText(view: FixedTermView): string {
  return emptyListText(view, FIXED_TERM_VIEW, view.tab === 'settlements' ? 'settled orders' : 'orders');
}
