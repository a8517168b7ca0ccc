import {
  type AdminContractPosition,
  CONTRACT_BOOKS,
  CONTRACT_CLOSE_REASONS,
  CONTRACT_STATUSES,
  type ContractStatus,
} from '@platform/contract';
import { isOneOf, positiveInt, symbolOf } from '../../lib/parse.ts';
import { emptyListText, type TabbedView, type TabbedViewRules, tabbedViewOf } from '../../lib/tabbed-view.ts';

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

/** Everything the page shows, as it lives in the address: a reload or a shared link keeps it. */
export interface ContractsView extends TabbedView<ContractsTab, Book> {
  status?: ContractStatus;
  symbol?: string;
  uid?: number;
  reason?: CloseReason;
}

/** The page opens on the exposure of the real book. */
export const CONTRACTS_VIEW: TabbedViewRules<ContractsView> = {
  tabs: CONTRACT_TABS,
  books: CONTRACT_BOOKS,
  filters: ['status', 'symbol', 'uid', 'reason'],
};

/** The view an address describes; anything unknown falls back to the first page of the real book. */
export function viewOf(params: URLSearchParams): ContractsView {
  const view: ContractsView = tabbedViewOf(params, CONTRACTS_VIEW);
  const status = params.get('status');
  const reason = params.get('reason');
  const symbol = symbolOf(params.get('symbol'));
  const uid = positiveInt(params.get('uid'));
  if (view.tab === 'positions' && isOneOf(CONTRACT_STATUSES, status)) view.status = status;
  if (view.tab === 'settlements' && isOneOf(CONTRACT_CLOSE_REASONS, reason)) view.reason = reason;
  if (view.tab !== 'exposure' && symbol) view.symbol = symbol;
  if (view.tab !== 'exposure' && uid !== undefined) view.uid = uid;
  return view;
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

/** The price a position is marked at: its close once it ended, the feed price while it lives. */
export function markPrice(p: Pick<AdminContractPosition, 'closed' | 'current_price' | 'status'>): string {
  if (p.closed) return p.closed.price;
  if (p.status === 'cancelled') return '—';
  return p.current_price ?? '—';
}

/** An empty list in words: a filter that matches nothing is not the same as no positions at all. */
export function emptyText(view: ContractsView, noun: string): string {
  return emptyListText(view, CONTRACTS_VIEW, noun);
}
