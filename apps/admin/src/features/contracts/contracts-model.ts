import {
  type AdminContractPosition,
  CONTRACT_BOOKS,
  CONTRACT_CLOSE_REASONS,
  CONTRACT_STATUSES,
  type ContractStatus,
} from '@platform/contract';

/**
 * How the Contracts page reads its address and shows positions. Pure rules only; lots, prices
 * and money stay the decimal strings the server sent, so nothing here is ever rounded.
 */

export type Book = (typeof CONTRACT_BOOKS)[number];
export type CloseReason = (typeof CONTRACT_CLOSE_REASONS)[number];

export const CONTRACT_TABS = ['exposure', 'positions', 'settlements'] as const;
export type ContractsTab = (typeof CONTRACT_TABS)[number];
export const TAB_LABELS: Readonly<Record<ContractsTab, string>> = {
  exposure: 'Exposure',
  positions: 'Positions',
  settlements: 'Settlements',
};

/** Where the operator edits the instrument rules (lots, leverage, fees, stop-out, minimum margin). */
export const RULES_SETTING = 'contracts.rules';
export const SETTINGS_PATH = '/settings';

export const PAGE_SIZES = [20, 50, 100];
const PAGE_SIZE_DEFAULT = 20;

/** Everything the page shows, as it lives in the address: a reload or a shared link keeps it. */
export interface ContractsView {
  tab: ContractsTab;
  book: Book;
  page: number;
  pageSize: number;
  status?: ContractStatus;
  symbol?: string;
  uid?: number;
  reason?: CloseReason;
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

/** The view an address describes; anything unknown falls back to the first page of the real book. */
export function viewOf(params: URLSearchParams): ContractsView {
  const tab = params.get('tab');
  const book = params.get('book');
  const status = params.get('status');
  const reason = params.get('reason');
  const pageSize = positiveInt(params.get('pageSize'));
  const view: ContractsView = {
    tab: isOneOf(CONTRACT_TABS, tab) ? tab : 'exposure',
    book: isOneOf(CONTRACT_BOOKS, book) ? book : 'real',
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: pageSize !== undefined && PAGE_SIZES.includes(pageSize) ? pageSize : PAGE_SIZE_DEFAULT,
  };
  const symbol = symbolOf(params.get('symbol'));
  const uid = positiveInt(params.get('uid'));
  if (view.tab === 'positions' && isOneOf(CONTRACT_STATUSES, status)) view.status = status;
  if (view.tab === 'settlements' && isOneOf(CONTRACT_CLOSE_REASONS, reason)) view.reason = reason;
  if (view.tab !== 'exposure' && symbol) view.symbol = symbol;
  if (view.tab !== 'exposure' && uid !== undefined) view.uid = uid;
  return view;
}

/** The address of a view; defaults are left out so links stay short. */
export function paramsOf(view: ContractsView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.tab !== 'exposure') out.set('tab', view.tab);
  if (view.book !== 'real') out.set('book', view.book);
  if (view.page !== 1) out.set('page', String(view.page));
  if (view.pageSize !== PAGE_SIZE_DEFAULT) out.set('pageSize', String(view.pageSize));
  for (const key of ['status', 'symbol', 'uid', 'reason'] as const) {
    const value = view[key];
    if (value !== undefined) out.set(key, String(value));
  }
  return out;
}

/**
 * The view after a change. Another tab starts without filters (the book stays); a narrower or
 * wider filter, another book or page size starts again at page 1; only turning the page keeps it.
 */
export function nextView(view: ContractsView, change: Partial<ContractsView>): ContractsView {
  if (change.tab !== undefined && change.tab !== view.tab)
    return { tab: change.tab, book: change.book ?? view.book, page: 1, pageSize: view.pageSize };
  const merged = { ...view, ...change };
  const turnsPageOnly = Object.keys(change).every((key) => key === 'page');
  const next: ContractsView = {
    tab: merged.tab,
    book: merged.book,
    page: turnsPageOnly ? merged.page : 1,
    pageSize: merged.pageSize,
  };
  if (merged.status) next.status = merged.status;
  if (merged.symbol) next.symbol = merged.symbol;
  if (merged.uid !== undefined) next.uid = merged.uid;
  if (merged.reason) next.reason = merged.reason;
  return next;
}

/** What the positions list asks the server for. */
export function positionsQuery(view: ContractsView) {
  const { page, pageSize, book, status, symbol, uid } = view;
  return { page, pageSize, book, status, symbol, uid };
}

/** What the settlements list asks the server for. */
export function settlementsQuery(view: ContractsView) {
  const { page, pageSize, book, symbol, uid, reason } = view;
  return { page, pageSize, book, symbol, uid, reason };
}

export const STATUS_LABELS: Readonly<Record<ContractStatus, string>> = {
  pending: 'Pending open',
  open: 'Open',
  closed: 'Closed',
  liquidated: 'Liquidated',
  cancelled: 'Cancelled',
};
export const STATUS_COLORS: Readonly<Record<ContractStatus, string>> = {
  pending: 'gold',
  open: 'blue',
  closed: 'default',
  liquidated: 'red',
  cancelled: 'default',
};
export const REASON_LABELS: Readonly<Record<CloseReason, string>> = {
  manual: 'Manual',
  take_profit: 'Take-profit',
  stop_loss: 'Stop-loss',
  liquidation: 'Liquidation',
  close_all: 'Close all',
};

export const STATUS_OPTIONS = CONTRACT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
export const REASON_OPTIONS = CONTRACT_CLOSE_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] }));

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

/** The price a position is marked at: its close once it ended, the feed price while it lives. */
export function markPrice(p: Pick<AdminContractPosition, 'closed' | 'current_price' | 'status'>): string {
  if (p.closed) return p.closed.price;
  if (p.status === 'cancelled') return '—';
  return p.current_price ?? '—';
}

/** An empty list in words: a filter that matches nothing is not the same as no positions at all. */
export function emptyText(view: ContractsView, noun: string): string {
  const filtered = Boolean(view.status || view.symbol || view.uid !== undefined || view.reason);
  return filtered ? `No ${noun} match these filters` : `No ${noun} in the ${view.book} book`;
}
