import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { type EarnView, ordersQuery } from './earn-model.ts';
import type { SaveProductPayload } from './product-form-model.ts';

/**
 * Escrow earning for staff: products (operations change them), orders (read-only) and the
 * reserve (finance asks for fundings that another member approves in the review queue).
 */
export const earnKeys = {
  all: ['earn'] as const,
  products: ['earn', 'products'] as const,
  orders: (query: ReturnType<typeof ordersQuery>) => ['earn', 'orders', query] as const,
  reserve: ['earn', 'reserve'] as const,
};

export function useEarnProducts() {
  return useQuery({ queryKey: earnKeys.products, queryFn: () => api.call('earnProductsAdmin') });
}

/** Keeps the rows on screen while another page of the same list loads. */
const keepPrevious = <T>(previous: T | undefined) => previous;

export function useEarnOrders(view: EarnView) {
  const query = ordersQuery(view);
  return useQuery({
    queryKey: earnKeys.orders(query),
    queryFn: () => api.call('earnOrdersAdmin', query),
    placeholderData: keepPrevious,
  });
}

export function useEarnReserve() {
  return useQuery({ queryKey: earnKeys.reserve, queryFn: () => api.call('earnReserveAdmin') });
}

/** A saved product changes what the reserve can promise and what the orders list names. */
export function useSaveEarnProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SaveProductPayload) => api.call('saveEarnProduct', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: earnKeys.all }),
  });
}

/** A funding request waits for a second member of finance: the reserve lists it as pending. */
export function useRequestEarnFunding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: string; reason: string }) => api.call('requestEarnFunding', input),
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: earnKeys.reserve });
      queryClient.invalidateQueries({ queryKey: ['reviews'] });
      queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
