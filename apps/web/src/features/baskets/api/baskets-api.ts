import type { BasketRisk, WebInput } from '@platform/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';

/**
 * Fetchers, query options and hooks of the basket actions (packages/contract baskets.ts). Every
 * key starts with BASKETS_KEY; what a customer sees of their own (units, limits, positions,
 * trades) carries the session token, so another account's figures never show and a purchase or
 * a redemption refreshes all of it at once.
 */
export const BASKETS_KEY = ['baskets'] as const;

/** The NAV follows the components' prices: the basket on screen is read this often. */
export const NAV_REFRESH_MS = 5_000;
/** The list and a long history change slowly against what they show. */
const LIST_REFRESH_MS = 15_000;
const HISTORY_REFRESH_MS = 60_000;
/** Positions are valued at the NAV now. */
const POSITIONS_REFRESH_MS = 15_000;
export const TRADES_PAGE_SIZE = 10;

/** The hour of history read with the live basket: small enough to read every few seconds. */
export const LIVE_HOURS = 1;

export const basketQueries = {
  list: (lang: string) =>
    queryOptions({
      queryKey: [...BASKETS_KEY, 'list', lang],
      queryFn: () => api.call('getBaskets', {}),
      refetchInterval: LIST_REFRESH_MS,
    }),
  /**
   * One basket with the customer's own numbers. Read every NAV_REFRESH_MS with an hour of history;
   * a longer history for the chart is read less often under its own key.
   */
  detail: (lang: string, id: number, hours: number) =>
    queryOptions({
      queryKey: [...BASKETS_KEY, session.token(), 'detail', lang, id, hours],
      queryFn: () => api.call('getBasket', { id, hours }),
      refetchInterval: hours === LIVE_HOURS ? NAV_REFRESH_MS : HISTORY_REFRESH_MS,
      placeholderData: keepPreviousData,
    }),
  positions: (lang: string, risk: BasketRisk) =>
    queryOptions({
      queryKey: [...BASKETS_KEY, session.token(), 'positions', lang, risk],
      queryFn: () => api.call('basketPositions', { risk }),
      refetchInterval: POSITIONS_REFRESH_MS,
    }),
  trades: (lang: string, risk: BasketRisk, page: number) =>
    queryOptions({
      queryKey: [...BASKETS_KEY, session.token(), 'trades', lang, risk, page],
      queryFn: () => api.call('basketTrades', { risk, page, pageSize: TRADES_PAGE_SIZE }),
      placeholderData: keepPreviousData,
    }),
  /** Whether a trade password is set, so the form can say so before the confirmation asks for it. */
  tradePassword: () =>
    queryOptions({
      queryKey: [...BASKETS_KEY, session.token(), 'trade-password'],
      queryFn: () => api.call('hasTpassword'),
    }),
};

export const useBasketList = (lang: string) => useQuery(basketQueries.list(lang));
export const useBasketDetail = (lang: string, id: number, hours: number) =>
  useQuery(basketQueries.detail(lang, id, hours));
export const useTradePasswordSet = (enabled: boolean) =>
  useQuery({ ...basketQueries.tradePassword(), enabled, select: (d) => d.transaction_password === 1 });

/**
 * The two commands. Each request carries a fresh rtoken (lib/api-client.ts), so a request replayed
 * on the way moves no money twice; a refusal is thrown as an ApiRefusal, already shown.
 */
export const basketActions = {
  buy: (input: WebInput<'buyBasket'>) => api.call('buyBasket', input),
  sell: (input: WebInput<'sellBasket'>) => api.call('sellBasket', input),
};

/** Refetches every basket query: after a purchase, a redemption or a refusal by a rule. */
export function useRefreshBaskets() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: BASKETS_KEY }), [client]);
}
