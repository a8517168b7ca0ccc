import type { Asset, WalletType } from '@platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { userKeys } from './api.ts';
import type { Book, RecordsFilter } from './ledger-model.ts';

/**
 * A customer's money as the back office reads it: balances and ledger lines per book, and the
 * request for a manual adjustment. The request moves nothing; a second finance staff member
 * approves it in the review queue, so only the queues and the dashboard count change here.
 */
export const ledgerKeys = {
  balances: (uid: number, book: Book) => [...userKeys.all, 'balances', uid, book] as const,
  records: (uid: number, book: Book, filter: RecordsFilter) =>
    [...userKeys.all, 'records', uid, book, filter] as const,
};

export function useUserBalances(uid: number, book: Book) {
  return useQuery({
    queryKey: ledgerKeys.balances(uid, book),
    queryFn: () => api.call('userBalances', { uid, book }),
  });
}

export function useUserRecords(uid: number, book: Book, filter: RecordsFilter) {
  return useQuery({
    queryKey: ledgerKeys.records(uid, book, filter),
    queryFn: () => api.call('userRecords', { uid, book, ...filter }),
    // Keep the rows on screen while another page of the same lines loads, never another
    // customer's or book's lines (following "Invited by" reuses this page for another user).
    placeholderData: (previous, previousQuery) => {
      const key = previousQuery?.queryKey;
      return key?.[2] === uid && key[3] === book ? previous : undefined;
    },
  });
}

export interface AdjustmentValues {
  asset: Asset;
  type: WalletType;
  amount: string;
  reason: string;
}

export function useRequestAdjustment(uid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AdjustmentValues) => api.call('requestAdjustment', { uid, ...values }),
    onSuccess: () => {
      // A new pending item in the four-eyes queue; balances change only once it is approved.
      queryClient.invalidateQueries({ queryKey: ['reviews'] });
      queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
