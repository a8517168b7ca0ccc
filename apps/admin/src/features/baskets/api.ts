import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import type { SaveBasketPayload } from './basket-form-model.ts';
import { type BasketsView, tradesQuery } from './baskets-model.ts';

/**
 * ETF baskets for staff: the baskets (operations create them and change their texts, fees,
 * range and status), every purchase and redemption (read-only), and the house's exposure.
 */
export const basketKeys = {
  all: ['baskets'] as const,
  list: ['baskets', 'list'] as const,
  trades: (query: ReturnType<typeof tradesQuery>) => ['baskets', 'trades', query] as const,
  exposure: ['baskets', 'exposure'] as const,
  instruments: ['baskets', 'instruments'] as const,
};

export function useBaskets() {
  return useQuery({ queryKey: basketKeys.list, queryFn: () => api.call('basketsAdmin') });
}

/** Keeps the rows on screen while another page of the same list loads. */
const keepPrevious = <T>(previous: T | undefined) => previous;

export function useBasketTrades(view: BasketsView) {
  const query = tradesQuery(view);
  return useQuery({
    queryKey: basketKeys.trades(query),
    queryFn: () => api.call('basketTradesAdmin', query),
    placeholderData: keepPrevious,
  });
}

export function useBasketExposure() {
  return useQuery({ queryKey: basketKeys.exposure, queryFn: () => api.call('basketExposure') });
}

/** The catalogue a new basket's components are picked from. */
export function useCatalogue(enabled: boolean) {
  return useQuery({ queryKey: basketKeys.instruments, queryFn: () => api.call('listInstruments'), enabled });
}

/** A saved basket changes what the trades list and the exposure name. */
export function useSaveBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SaveBasketPayload) => api.call('saveBasket', payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: basketKeys.all }),
  });
}
