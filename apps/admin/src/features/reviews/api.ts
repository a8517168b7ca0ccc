import type { ReviewStatus } from '@platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Review queues, their items and the decisions; every decision refreshes queues and the dashboard. */
export interface ReviewFilter {
  queue: string;
  status: ReviewStatus;
  page: number;
  pageSize: number;
}

export const reviewKeys = {
  all: ['reviews'] as const,
  queues: ['reviews', 'queues'] as const,
  list: (filter: ReviewFilter) => ['reviews', 'list', filter] as const,
  detail: (id: number) => ['reviews', 'detail', id] as const,
};

export function useReviewQueues() {
  return useQuery({
    queryKey: reviewKeys.queues,
    queryFn: () => api.call('listReviewQueues'),
  });
}

export function useReviewList(filter: ReviewFilter) {
  return useQuery({
    queryKey: reviewKeys.list(filter),
    queryFn: () => api.call('listReviews', { ...filter }),
    placeholderData: (previous) => previous,
  });
}

export function useReview(id: number) {
  return useQuery({
    queryKey: reviewKeys.detail(id),
    queryFn: () => api.call('getReview', { id }),
  });
}

function useDecision<V extends object>(run: (values: V) => Promise<null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => {
      // Also after a refusal: another reviewer may have decided the item meanwhile.
      queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      // Deciding a deposit, withdrawal or adjustment moves money: the customer's balances and
      // ledger lines (cached under the users feature's keys) must not show the old figures.
      queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

export const useAssignReview = (id: number) =>
  useDecision((_: Record<string, never>) => api.call('assignReview', { id }));
export const useApproveReview = (id: number) =>
  useDecision((v: { note?: string }) => api.call('approveReview', { id, ...v }));
export const useRejectReview = (id: number) =>
  useDecision((v: { reason: string }) => api.call('rejectReview', { id, ...v }));
