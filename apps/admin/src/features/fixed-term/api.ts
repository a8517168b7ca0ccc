import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { type Book, type FixedTermView, ordersQuery } from './fixed-term-model.ts';

/** Read-only queries of delivery and option orders: the back office has no action that changes one. */
export const fixedTermKeys = {
  all: ['fixed-term'] as const,
  exposure: (book: Book) => ['fixed-term', 'exposure', book] as const,
  orders: (query: ReturnType<typeof ordersQuery>) => ['fixed-term', 'orders', query] as const,
};

export function useExposure(book: Book) {
  return useQuery({
    queryKey: fixedTermKeys.exposure(book),
    queryFn: () => api.call('fixedTermExposure', { book }),
  });
}

/** Keeps the rows on screen while another page of the same list loads. */
const keepPrevious = <T>(previous: T | undefined) => previous;

/** Orders by placing time, or the settlement history by settlement time (the view's tab decides). */
export function useOrders(view: FixedTermView) {
  const query = ordersQuery(view);
  return useQuery({
    queryKey: fixedTermKeys.orders(query),
    queryFn: () => api.call('fixedTermOrdersAdmin', query),
    placeholderData: keepPrevious,
  });
}
