import {
  type AdminFixedTermOrder,
  FIXED_TERM_BOOKS,
  FIXED_TERM_KINDS,
  FIXED_TERM_STATUSES,
  type FixedTermKind,
} from '@platform/contract';

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
export const SETTINGS_PATH = '/settings';

export const PAGE_SIZES = [20, 50, 100];
const PAGE_SIZE_DEFAULT = 20;
const DAY_SECONDS = 86_400;

/** What a settled order can have come to; an open one has no outcome yet. */
const SETTLED_STATUSES = FIXED_TERM_STATUSES.filter((s) => s !== 'open');

/**
 * Everything the page shows, as it lives in the address: a reload or a shared link keeps it.
 * `from` and `to` are UTC days (YYYY-MM-DD), both included: of placing on the orders tab, of
 * settlement on the settlement history.
 */
export interface FixedTermView {
  tab: FixedTermTab;
  book: Book;
  page: number;
  pageSize: number;
  kind?: FixedTermKind;
  status?: OrderStatus;
  symbol?: string;
  uid?: number;
  from?: string;
  to?: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A whole number of at least 1, or undefined for anything else (empty, text, fractions). */
function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d{1,15}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= 1 ? n : undefined;
}

/** A symbol as the server spells it, or undefined when nothing usable was typed. */
export function symbolOf(text: string | null | undefined): string | undefined {
  const symbol = (text ?? '').trim().toUpperCase();
  return /^[A-Z0-9-]{2,20}$/.test(symbol) ? symbol : undefined;
}

/** A calendar day written YYYY-MM-DD that exists (no 30 February), or undefined. */
export function dayOf(text: string | null | undefined): string | undefined {
  const day = (text ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : day;
}

/** Unix seconds at the start of a UTC day written YYYY-MM-DD (already checked by dayOf). */
export function dayStartSeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/** The statuses a list may be filtered by: the settlement history holds settled orders only. */
export function statusesOf(tab: FixedTermTab): readonly OrderStatus[] {
  return tab === 'settlements' ? SETTLED_STATUSES : FIXED_TERM_STATUSES;
}

/** The view an address describes; anything unknown falls back to the first page of the real book. */
export function viewOf(params: URLSearchParams): FixedTermView {
  const tab = params.get('tab');
  const book = params.get('book');
  const kind = params.get('kind');
  const status = params.get('status');
  const pageSize = positiveInt(params.get('pageSize'));
  const view: FixedTermView = {
    tab: isOneOf(FIXED_TERM_TABS, tab) ? tab : 'exposure',
    book: isOneOf(FIXED_TERM_BOOKS, book) ? book : 'real',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: pageSize !== undefined && PAGE_SIZES.includes(pageSize) ? pageSize : PAGE_SIZE_DEFAULT,
  };
  if (view.tab === 'exposure') return view;
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

const FILTERS = ['kind', 'status', 'symbol', 'uid', 'from', 'to'] as const;

/** The address of a view; defaults are left out so links stay short. */
export function paramsOf(view: FixedTermView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.tab !== 'exposure') out.set('tab', view.tab);
  if (view.book !== 'real') out.set('book', view.book);
  if (view.page !== 1) out.set('page', String(view.page));
  if (view.pageSize !== PAGE_SIZE_DEFAULT) out.set('pageSize', String(view.pageSize));
  for (const key of FILTERS) {
    const value = view[key];
    if (value !== undefined) out.set(key, String(value));
  }
  return out;
}

/**
 * The view after a change. Another tab starts without filters (the book stays); a narrower or
 * wider filter, another book or page size starts again at page 1; only turning the page keeps it.
 */
export function nextView(view: FixedTermView, change: Partial<FixedTermView>): FixedTermView {
  if (change.tab !== undefined && change.tab !== view.tab)
    return { tab: change.tab, book: change.book ?? view.book, page: 1, pageSize: view.pageSize };
  const merged = { ...view, ...change };
  const turnsPageOnly = Object.keys(change).every((key) => key === 'page');
  const next: FixedTermView = {
    tab: merged.tab,
    book: merged.book,
    page: turnsPageOnly ? merged.page : 1,
    pageSize: merged.pageSize,
  };
  if (merged.kind) next.kind = merged.kind;
  if (merged.status) next.status = merged.status;
  if (merged.symbol) next.symbol = merged.symbol;
  if (merged.uid !== undefined) next.uid = merged.uid;
  if (merged.from) next.from = merged.from;
  if (merged.to) next.to = merged.to;
  return next;
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
    from: from === undefined ? undefined : dayStartSeconds(from),
    to: to === undefined ? undefined : dayStartSeconds(to) + DAY_SECONDS,
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

export type Tone = 'gain' | 'loss' | 'zero';

/** Whether a signed decimal string is a gain, a loss or nothing. */
export function toneOf(amount: string): Tone {
  const trimmed = amount.trim();
  if (/^[-+]?0*(\.0*)?$/.test(trimmed)) return 'zero';
  return trimmed.startsWith('-') ? 'loss' : 'gain';
}

/** A signed amount with its sign always written, so "+5" and "-5" line up in a column. */
export function signedText(amount: string): string {
  const trimmed = amount.trim();
  return toneOf(trimmed) === 'gain' && !trimmed.startsWith('+') ? `+${trimmed}` : trimmed;
}

/** An empty list in words: a filter that matches nothing is not the same as no orders at all. */
export function emptyText(view: FixedTermView): string {
  const noun = view.tab === 'settlements' ? 'settled orders' : 'orders';
  const filtered = FILTERS.some((key) => view[key] !== undefined);
  return filtered ? `No ${noun} match these filters` : `No ${noun} in the ${view.book} book`;
}
