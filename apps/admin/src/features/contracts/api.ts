import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { type Book, type ContractsView, positionsQuery, settlementsQuery } from './contracts-model.ts';

/** Read-only queries of contract positions: the back office has no action that changes one. */
export const contractKeys = {
  all: ['contracts'] as const,
  exposure: (book: Book) => ['contracts', 'exposure', book] as const,
  positions: (query: ReturnType<typeof positionsQuery>) => ['contracts', 'positions', query] as const,
  settlements: (query: ReturnType<typeof settlementsQuery>) => ['contracts', 'settlements', query] as const,
};

export function useExposure(book: Book) {
  return useQuery({
    queryKey: contractKeys.exposure(book),
    queryFn: () => api.call('contractExposure', { book }),
  });
}

/** Keeps the rows on screen while another page of the same list loads. */
const keepPrevious = <T>(previous: T | undefined) => previous;

export function usePositions(view: ContractsView) {
  const query = positionsQuery(view);
  return useQuery({
    queryKey: contractKeys.positions(query),
    queryFn: () => api.call('contractPositionsAdmin', query),
    placeholderData: keepPrevious,
  });
}

export function useSettlements(view: ContractsView) {
  const query = settlementsQuery(view);
  return useQuery({
    queryKey: contractKeys.settlements(query),
    queryFn: () => api.call('contractSettlements', query),
    placeholderData: keepPrevious,
  });
}
