import type { spotMyTrade, WebInput } from '@platform/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';

/**
 * Fetchers, query options and hooks of the spot actions (packages/contract spot.ts). Everything
 * that belongs to an account starts with SPOT_ACCOUNT_KEY and carries the session token, so after
 * an order all of it refreshes at once, and another account's orders never show, not even briefly.
 */
export type SpotMyTrade = ReturnType<typeof spotMyTrade.parse>;

export const SPOT_KEY = ['spot'] as const;
export const SPOT_ACCOUNT_KEY = [...SPOT_KEY, 'account'] as const;

/**
 * The market socket pushes the book as it changes (spot-live.ts); polling only catches up after
 * a lost connection.
 */
export const DEPTH_REFRESH_MS = 10_000;
/** Levels asked per side; the ladder shows fewer on a phone. */
export const DEPTH_LEVELS = 20;
/**
 * The socket announces the user's order changes, which refresh orders and balances at once; this
 * slower poll catches what moves elsewhere (a transfer in another tab) and a lost connection.
 */
const ACCOUNT_REFRESH_MS = 15_000;
const MARKETS_STALE_MS = 60_000;
export const ORDERS_PAGE_SIZE = 10;

export type OrderList = 'open' | 'history' | 'trades';
const LIST_ACTIONS = { open: 'spotOpenOrders', history: 'spotOrderHistory', trades: 'spotMyTrades' } as const;

export interface ListParams {
  symbol?: string;
  page: number;
}

export const spotQueries = {
  markets: () =>
    queryOptions({
      queryKey: [...SPOT_KEY, 'markets'],
      queryFn: () => api.call('spotMarkets'),
      staleTime: MARKETS_STALE_MS,
    }),
  /** The book the session trades on: a demo account's orders rest on the demo book. */
  depth: (symbol: string) =>
    queryOptions({
      queryKey: [...SPOT_KEY, 'depth', symbol, session.token()],
      queryFn: () =>
        api.call('spotDepth', {
          symbol,
          levels: DEPTH_LEVELS,
          book: session.user()?.kind === 'demo' ? 'demo' : 'real',
        }),
      // TanStack Query pauses the interval while the page is hidden.
      refetchInterval: DEPTH_REFRESH_MS,
    }),
  detail: (lang: string, symbol: string) =>
    queryOptions({
      queryKey: [...SPOT_KEY, 'detail', lang, symbol],
      queryFn: () => api.call('getMarketDetail', { symbol }),
    }),
  balances: () =>
    queryOptions({
      queryKey: [...SPOT_ACCOUNT_KEY, session.token(), 'balances'],
      queryFn: () => api.call('getAsset2'),
      refetchInterval: ACCOUNT_REFRESH_MS,
    }),
  orders: (list: 'open' | 'history', params: ListParams) =>
    queryOptions({
      queryKey: [...SPOT_ACCOUNT_KEY, session.token(), list, params],
      queryFn: () => api.call(LIST_ACTIONS[list], { ...params, pageSize: ORDERS_PAGE_SIZE }),
      // The previous page stays on screen while the next one loads, so the pager does not jump.
      placeholderData: keepPreviousData,
      refetchInterval: list === 'open' ? ACCOUNT_REFRESH_MS : false,
    }),
  trades: (params: ListParams) =>
    queryOptions({
      queryKey: [...SPOT_ACCOUNT_KEY, session.token(), 'trades', params],
      queryFn: () => api.call(LIST_ACTIONS.trades, { ...params, pageSize: ORDERS_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
};

export const useSpotMarkets = () => useQuery(spotQueries.markets());
export const useSpotDepth = (symbol: string) => useQuery(spotQueries.depth(symbol));
export const useMarketDetail = (symbol: string) =>
  useQuery(spotQueries.detail(useTranslation().i18n.language, symbol));
export const useSpotBalances = (enabled: boolean) => useQuery({ ...spotQueries.balances(), enabled });
export const useSpotOrders = (list: 'open' | 'history', params: ListParams) =>
  useQuery(spotQueries.orders(list, params));
export const useSpotTrades = (params: ListParams) => useQuery(spotQueries.trades(params));

/**
 * An order as the ticket sends it: the catalogue's placeSpotOrder input (price for limit orders
 * only), always with its time in force and its own client order id.
 */
export type PlaceOrderValues = WebInput<'placeSpotOrder'> &
  Required<Pick<WebInput<'placeSpotOrder'>, 'tif' | 'client_order_id'>>;

export const spotActions = {
  place: (values: PlaceOrderValues) => api.call('placeSpotOrder', values),
  cancel: (id: number) => api.call('cancelSpotOrder', { id }),
  cancelAll: (symbol?: string) => api.call('cancelAllSpotOrders', symbol ? { symbol } : {}),
};

/** Refetches orders, trades, balances and the book after an order or a cancel. */
export function useRefreshSpot() {
  const client = useQueryClient();
  return useCallback(
    (symbol: string) =>
      Promise.all([
        client.invalidateQueries({ queryKey: SPOT_ACCOUNT_KEY }),
        client.invalidateQueries({ queryKey: spotQueries.depth(symbol).queryKey }),
      ]),
    [client],
  );
}
