import { makeRtoken, type WebInput } from '@platform/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';
import type { BankCardValues } from '../components/bank-card.ts';

/**
 * Fetchers, query options and hooks of the deposit, withdrawal, address book and bank card
 * actions (packages/contract wallet.ts). Every key starts with 'wallet' so a submission can
 * refresh them all at once.
 */
export const WALLET_KEY = ['wallet'] as const;

/** Records are shown a page at a time; the contract allows at most 100. */
export const RECORDS_PAGE_SIZE = 10;

/**
 * Keys carry the session token: after a logout and another login on the same tab, the screens
 * never show the previous account's addresses, cards or records, not even for a moment.
 */
export const walletQueries = {
  depositChannels: () =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'depositChannels', session.token()],
      queryFn: () => api.call('depositChannels'),
    }),
  depositRecords: (page: number) =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'depositRecords', session.token(), page],
      queryFn: () => api.call('depositRecords', { page, pageSize: RECORDS_PAGE_SIZE }),
    }),
  addresses: () =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'addresses', session.token()],
      queryFn: () => api.call('withdrawAddresses'),
    }),
  bankCards: () =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'bankCards', session.token()],
      queryFn: () => api.call('bankCards'),
    }),
  /** The user's standing changes by the minute (window, turnover), so it is never kept long. */
  withdrawRules: () =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'withdrawRules', session.token()],
      queryFn: () => api.call('withdrawRules'),
      staleTime: 0,
      refetchInterval: 60_000,
    }),
  /**
   * The customer's verification and the operator's requirement of each operation, as the server
   * enforces them; under the wallet key so a refused deposit or withdrawal refreshes it.
   */
  verification: () =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'verification', session.token()],
      queryFn: () => api.call('kycState'),
    }),
  withdrawRecords: (page: number) =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'withdrawRecords', session.token(), page],
      queryFn: () => api.call('withdrawRecords', { page, pageSize: RECORDS_PAGE_SIZE }),
    }),
};

export const useDepositChannels = () => useQuery(walletQueries.depositChannels());
/** A page of records; the previous page stays on screen while the next one loads. */
export const useDepositRecords = (page: number) =>
  useQuery({ ...walletQueries.depositRecords(page), placeholderData: (previous) => previous });
export const useWithdrawAddresses = () => useQuery(walletQueries.addresses());
export const useBankCards = () => useQuery(walletQueries.bankCards());
export const useWithdrawRules = () => useQuery(walletQueries.withdrawRules());
export const useVerification = () => useQuery(walletQueries.verification());
export const useWithdrawRecords = (page: number) =>
  useQuery({ ...walletQueries.withdrawRecords(page), placeholderData: (previous) => previous });

export const walletActions = {
  uploadVoucher: (file: File) => api.upload('uploadVoucher', { file }),
  submitDeposit: (input: WebInput<'submitDeposit'>) => api.call('submitDeposit', input),
  addAddress: (input: WebInput<'addWithdrawAddress'>) => api.call('addWithdrawAddress', input),
  deleteAddress: (id: number) => api.call('deleteWithdrawAddress', { id }),
  addBankCard: (values: BankCardValues) => api.call('addBankCard', values),
  editBankCard: (id: number, values: BankCardValues) => api.call('editBankCard', { ...values, id }),
  deleteBankCard: (id: number) => api.call('deleteBankCard', { id }),
  withdraw: (input: WebInput<'withdraw'>) => api.call('withdraw', input),
};

/**
 * The address of a deposit's voucher photo for an <img>. The server answers only its owner, so
 * the session token travels in the query like every other call; a fresh rtoken keeps it uncached.
 */
export function depositVoucherUrl(depositId: number): string {
  const params = new URLSearchParams({
    id: String(depositId),
    token: session.token() ?? '',
    rtoken: makeRtoken(),
  });
  return `/api/web/depositVoucher?${params}`;
}

/** Refetches every wallet query after a change (a deposit, a withdrawal, a new address or card). */
export function useRefreshWallet() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: WALLET_KEY }), [client]);
}
