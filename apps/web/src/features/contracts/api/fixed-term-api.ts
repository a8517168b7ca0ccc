import type { FixedTermKind, WalletType } from '@platform/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';
import type { FixedTermDirection } from '../model/fixed-term.ts';
import { CONTRACTS_ACCOUNT_KEY, CONTRACTS_KEY, LIST_PAGE_SIZE } from './contracts-api.ts';

/**
 * Fetchers, query options and hooks of the fixed-term actions (packages/contract fixed-term.ts):
 * delivery (buy up or down) and options (call or put). What belongs to an account sits under
 * CONTRACTS_ACCOUNT_KEY with the session token, so the screen's refresh after any order or
 * settlement reaches these lists and balances too.
 */

/** Cycles, payouts, stake ranges and which markets are open change rarely; read this often. */
const PRODUCTS_REFRESH_MS = 60_000;
/** Open orders are read this often as a fallback; while one is due they are read every second. */
export const OPEN_REFRESH_MS = 5_000;
export const SETTLING_REFRESH_MS = 1_000;
/** The balance changes when an order is placed or settled, which refresh it at once. */
const BALANCE_REFRESH_MS = 15_000;

/** The account each product's money lives in. */
export const WALLET_OF: Record<FixedTermKind, WalletType> = { delivery: 'futures', option: 'options' };

export type FixedTermList = 'open' | 'history';
const LIST_ACTIONS = { open: 'fixedTermOrders', history: 'fixedTermHistory' } as const;

export interface FixedTermBalance {
  available: string;
  frozen: string;
}

export const fixedTermQueries = {
  products: () =>
    queryOptions({
      queryKey: [...CONTRACTS_KEY, 'fixed-term', 'products'],
      queryFn: () => api.call('fixedTermProducts'),
      refetchInterval: PRODUCTS_REFRESH_MS,
    }),
  list: (list: FixedTermList, kind: FixedTermKind, page: number) =>
    queryOptions({
      queryKey: [...CONTRACTS_ACCOUNT_KEY, session.token(), 'fixed-term', list, kind, page],
      queryFn: () => api.call(LIST_ACTIONS[list], { kind, page, pageSize: LIST_PAGE_SIZE }),
      // The previous page stays on screen while the next one loads, so the pager does not jump.
      placeholderData: keepPreviousData,
    }),
  /** The USDT of every account (getAsset2); the product's account is picked from it. */
  wallets: () =>
    queryOptions({
      queryKey: [...CONTRACTS_ACCOUNT_KEY, session.token(), 'wallets'],
      queryFn: () => api.call('getAsset2'),
      refetchInterval: BALANCE_REFRESH_MS,
    }),
};

export const useFixedTermProducts = () => useQuery(fixedTermQueries.products());

/** The USDT of the product's account; undefined while loading, null when it cannot be read. */
export function useFixedTermBalance(kind: FixedTermKind): FixedTermBalance | null | undefined {
  const wallets = useQuery(fixedTermQueries.wallets());
  if (!wallets.data) return wallets.isError ? null : undefined;
  const row = wallets.data.accounts
    .find((a) => a.type === WALLET_OF[kind])
    ?.rows.find((r) => r.asset === 'USDT');
  // The server lists every account and asset; a missing row is unknown, never zero.
  return row ? { available: row.available, frozen: row.frozen } : null;
}

export interface PlaceFixedTermValues {
  kind: FixedTermKind;
  symbol: string;
  direction: FixedTermDirection;
  /** Seconds, one of the product's cycles. */
  cycle: number;
  stake: string;
}

/**
 * The command. Each request carries a fresh rtoken (lib/api-client.ts), which the server keeps
 * with the order, so a request replayed on the way places nothing twice.
 */
export const fixedTermActions = {
  place: (values: PlaceFixedTermValues) => api.call('placeFixedTerm', { ...values }),
};
