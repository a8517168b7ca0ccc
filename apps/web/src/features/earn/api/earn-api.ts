import type { EarnOrder, EarnTier, Envelope, WebInput } from '@platform/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';
import { ApiRefusal } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { isRefusalEnvelope, ORDERS_PAGE_SIZE, type OrderList } from '../model/orders.ts';

/**
 * Fetchers, query options and hooks of the escrow earning actions (packages/contract earn.ts).
 * Every key starts with EARN_KEY; what a customer sees of their own (orders, totals, their limits
 * on a product's page) carries the session token, so another account's figures never show and a
 * subscription or redemption refreshes all of it at once.
 */
export const EARN_KEY = ['earn'] as const;

/** Capacity, the reserve and availability move with every customer's orders: read this often. */
const PRODUCTS_REFRESH_MS = 30_000;
/** Yield is paid once a day; open orders are read again this often while the list is shown. */
const ORDERS_REFRESH_MS = 60_000;

export const earnQueries = {
  products: (lang: string, tier: EarnTier) =>
    queryOptions({
      queryKey: [...EARN_KEY, 'products', lang, tier],
      queryFn: () => api.call('getProfitList', { tier }),
      refetchInterval: PRODUCTS_REFRESH_MS,
    }),
  /** A product with the customer's limits; a visitor's answer has logged_in false. */
  product: (lang: string, id: number) =>
    queryOptions({
      queryKey: [...EARN_KEY, session.token(), 'product', lang, id],
      queryFn: () => api.call('getProfitInfo', { id }),
      refetchInterval: PRODUCTS_REFRESH_MS,
    }),
  totals: () =>
    queryOptions({
      queryKey: [...EARN_KEY, session.token(), 'totals'],
      queryFn: () => api.call('getProfitTotal'),
    }),
  orders: (lang: string, tier: EarnTier, which: OrderList, page: number) =>
    queryOptions({
      queryKey: [...EARN_KEY, session.token(), 'orders', lang, tier, which, page],
      queryFn: () => api.call('earnOrders', { tier, which, page, pageSize: ORDERS_PAGE_SIZE }),
      refetchInterval: ORDERS_REFRESH_MS,
      // The previous page stays on screen while the next one loads, so the pager does not jump.
      placeholderData: keepPreviousData,
    }),
  /** Whether a trade password is set, so the form can say so before the confirmation asks for it. */
  tradePassword: () =>
    queryOptions({
      queryKey: [...EARN_KEY, session.token(), 'trade-password'],
      queryFn: () => api.call('hasTpassword'),
    }),
};

export const useEarnProducts = (lang: string, tier: EarnTier) => useQuery(earnQueries.products(lang, tier));
export const useEarnProduct = (lang: string, id: number) => useQuery(earnQueries.product(lang, id));
export const useEarnTotals = (enabled: boolean) => useQuery({ ...earnQueries.totals(), enabled });
export const useTradePasswordSet = (enabled: boolean) =>
  useQuery({ ...earnQueries.tradePassword(), enabled, select: (d) => d.transaction_password === 1 });

/**
 * The two commands. Each request carries a fresh rtoken (lib/api-client.ts), so a request replayed
 * on the way moves no money twice. A refused buyProfit comes back as its envelope (spec section 8,
 * already toasted by the client); it is raised here as the ApiRefusal every other call throws.
 */
export const earnActions = {
  buy: async (input: WebInput<'buyProfit'>): Promise<EarnOrder> => {
    const answer: EarnOrder | Envelope = await api.call('buyProfit', input);
    if (isRefusalEnvelope(answer)) throw new ApiRefusal(answer);
    return answer;
  },
  sell: (input: WebInput<'sellProfit'>) => api.call('sellProfit', input),
};

/** Refetches every earn query: after a subscription, a redemption or a refusal by a rule. */
export function useRefreshEarn() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: EARN_KEY }), [client]);
}
