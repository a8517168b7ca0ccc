import type { Page, SpotOrder } from '@platform/contract';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applyOrderToList, type ListUpdate, type OrderListName, REFETCH } from '../model/order-lists.ts';
import { type ListParams, spotQueries } from './spot-api.ts';

/**
 * Changed orders (the answer to a place or a cancel, or the market socket's `spot_orders` event)
 * go straight into the cached order lists instead of asking the server for them again. What they
 * do not carry, the balances and the user's trades, is asked again.
 */

/** Every cached page of a list: its key ends with the list's parameters (spotQueries.orders). */
const listPrefix = (list: OrderListName): QueryKey =>
  spotQueries.orders(list, { page: 1 }).queryKey.slice(0, -1);

/** Applies the orders to every cached page of the open-order and history lists. */
export function applyOrdersToCache(client: QueryClient, orders: readonly SpotOrder[]): void {
  for (const list of ['open', 'history'] as const) {
    for (const [key, page] of client.getQueriesData<Page<SpotOrder>>({ queryKey: listPrefix(list) })) {
      if (page === undefined) continue;
      const params = key[key.length - 1] as ListParams;
      let next: ListUpdate = page;
      for (const order of orders) {
        if (next === REFETCH) break;
        next = applyOrderToList(list, next, params, order);
      }
      // Only a page that an order from another page moves into is asked again, and only it.
      if (next === REFETCH) void client.invalidateQueries({ queryKey: key, exact: true });
      else if (next !== page) client.setQueryData(key, next);
    }
  }
}

/**
 * Asks again for what an order moves but neither its answer nor its event carries: balances and
 * the user's trades. A request already running is not restarted, so the answer to a place and the
 * event about the same order fetch the balances once.
 */
export function refreshOrderEffects(client: QueryClient): Promise<unknown> {
  const trades = spotQueries.trades({ page: 1 }).queryKey.slice(0, -1);
  return Promise.all([
    client.invalidateQueries({ queryKey: spotQueries.balances().queryKey }, { cancelRefetch: false }),
    client.invalidateQueries({ queryKey: trades }, { cancelRefetch: false }),
  ]);
}

/**
 * After a place or a cancel succeeds: the answered order goes into the lists; balances, trades and
 * the book of its market are asked again.
 */
export function useApplyAnsweredOrder() {
  const client = useQueryClient();
  return useCallback(
    (order: SpotOrder) => {
      applyOrdersToCache(client, [order]);
      return Promise.all([
        refreshOrderEffects(client),
        client.invalidateQueries({ queryKey: spotQueries.depth(order.symbol).queryKey }),
      ]);
    },
    [client],
  );
}
