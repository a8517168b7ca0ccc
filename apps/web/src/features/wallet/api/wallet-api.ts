import {
  type BankCard,
  type DepositChannel,
  type DepositRecord,
  makeRtoken,
  type Page,
  type WithdrawAddress,
  type WithdrawRecord,
  type WithdrawRulesView,
} from '@platform/contract';
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
      queryFn: () => api.get<DepositChannel[]>('depositChannels'),
    }),
  depositRecords: (page: number) =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'depositRecords', session.token(), page],
      queryFn: () => api.get<Page<DepositRecord>>('depositRecords', { page, pageSize: RECORDS_PAGE_SIZE }),
    }),
  addresses: () =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'addresses', session.token()],
      queryFn: () => api.get<WithdrawAddress[]>('withdrawAddresses'),
    }),
  bankCards: () =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'bankCards', session.token()],
      queryFn: () => api.get<BankCard[]>('bankCards'),
    }),
  /** The user's standing changes by the minute (window, turnover), so it is never kept long. */
  withdrawRules: () =>
    queryOptions({
      queryKey: [...WALLET_KEY, 'withdrawRules', session.token()],
      queryFn: () => api.get<WithdrawRulesView>('withdrawRules'),
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
      queryFn: () => api.get<Page<WithdrawRecord>>('withdrawRecords', { page, pageSize: RECORDS_PAGE_SIZE }),
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

export interface DepositInput {
  channel: string;
  amount: string;
  tx_hash?: string;
  voucher_id?: string;
}

export interface AddressInput {
  asset: string;
  chain: string;
  address: string;
  memo?: string;
  label?: string;
}

export type WithdrawInput = {
  amount: string;
  trade_password?: string;
  google_code?: string;
} & ({ method: 'address'; address_id: number } | { method: 'bank'; card_id: number });

export const walletActions = {
  uploadVoucher: (file: File) => {
    const form = new FormData();
    form.set('file', file, file.name);
    return api.upload<{ voucher_id: string }>('uploadVoucher', form);
  },
  submitDeposit: (input: DepositInput) => api.post<DepositRecord>('submitDeposit', { ...input }),
  addAddress: (input: AddressInput) => api.post<WithdrawAddress>('addWithdrawAddress', { ...input }),
  deleteAddress: (id: number) => api.post<null>('deleteWithdrawAddress', { id }),
  addBankCard: (values: BankCardValues) => api.post<BankCard>('addBankCard', { ...values }),
  editBankCard: (id: number, values: BankCardValues) => api.post<BankCard>('editBankCard', { ...values, id }),
  deleteBankCard: (id: number) => api.post<null>('deleteBankCard', { id }),
  withdraw: (input: WithdrawInput) => api.post<WithdrawRecord>('withdraw', { ...input }),
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
