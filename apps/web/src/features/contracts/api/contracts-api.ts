import type { ContractDirection } from '@platform/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';

/**
 * Fetchers, query options and hooks of the contract actions (packages/contract contracts.ts).
 * Everything that belongs to an account starts with CONTRACTS_ACCOUNT_KEY and carries the session
 * token, so after an order all of it refreshes at once and another account's positions never show.
 */
export const CONTRACTS_KEY = ['contracts'] as const;
export const CONTRACTS_ACCOUNT_KEY = [...CONTRACTS_KEY, 'account'] as const;

/** Markets open and close by their trading hours; the list is read again this often. */
const INSTRUMENTS_REFRESH_MS = 60_000;
/**
 * Unrealised profit, current prices and triggered take-profits, stop-losses and liquidations of
 * live positions are worked out by the server at the feed price: they are read this often.
 */
export const POSITIONS_REFRESH_MS = 3_000;
/** Ended positions change only when a live one ends, which the live lists already notice. */
const HISTORY_REFRESH_MS = 15_000;
export const LIST_PAGE_SIZE = 10;

export type ContractList = 'positions' | 'pending' | 'history';
const LIST_ACTIONS = {
  positions: 'contractPositions',
  pending: 'contractOrders',
  history: 'contractHistory',
} as const;

export interface ListParams {
  symbol?: string;
  page: number;
}

export const contractQueries = {
  instruments: () =>
    queryOptions({
      queryKey: [...CONTRACTS_KEY, 'instruments'],
      queryFn: () => api.call('contractInstruments'),
      refetchInterval: INSTRUMENTS_REFRESH_MS,
    }),
  /** The market's view of the instrument: its quote with 24-hour figures and the chart's scales. */
  detail: (lang: string, symbol: string) =>
    queryOptions({
      queryKey: [...CONTRACTS_KEY, 'detail', lang, symbol],
      queryFn: () => api.call('getMarketDetail', { symbol }),
    }),
  summary: () =>
    queryOptions({
      queryKey: [...CONTRACTS_ACCOUNT_KEY, session.token(), 'summary'],
      queryFn: () => api.call('contractSummary'),
      refetchInterval: POSITIONS_REFRESH_MS,
    }),
  list: (list: ContractList, params: ListParams) =>
    queryOptions({
      queryKey: [...CONTRACTS_ACCOUNT_KEY, session.token(), list, params],
      queryFn: () => api.call(LIST_ACTIONS[list], { ...params, pageSize: LIST_PAGE_SIZE }),
      // The previous page stays on screen while the next one loads, so the pager does not jump.
      placeholderData: keepPreviousData,
      // TanStack Query pauses the interval while the page is hidden.
      refetchInterval: list === 'history' ? HISTORY_REFRESH_MS : POSITIONS_REFRESH_MS,
    }),
};

export const useContractInstruments = () => useQuery(contractQueries.instruments());
export const useMarketDetail = (symbol: string) =>
  useQuery(contractQueries.detail(useTranslation().i18n.language, symbol));
export const useContractSummary = () => useQuery(contractQueries.summary());
export const useContractList = (list: ContractList, params: ListParams) =>
  useQuery(contractQueries.list(list, params));

export interface OpenContractValues {
  symbol: string;
  direction: ContractDirection;
  lots: string;
  leverage: number;
  /** A pending open's level; without it the position opens at the current price. */
  price?: string;
  take_profit?: string;
  stop_loss?: string;
}

/**
 * The commands. Each request carries a fresh rtoken (lib/api-client.ts), which the server keeps
 * with the position it opens, so a request replayed on the way opens nothing twice.
 */
export const contractActions = {
  open: (values: OpenContractValues) => api.call('openContract', { ...values }),
  /** '' removes a level; a level left out stays as it is. */
  setStops: (id: number, stops: { take_profit: string; stop_loss: string }) =>
    api.call('setContractStops', { id, ...stops }),
  /** Closes `lots` of the position, or all of it without them. */
  close: (id: number, lots?: string) => api.call('closeContract', lots === undefined ? { id } : { id, lots }),
  cancel: (id: number) => api.call('cancelContractOrder', { id }),
  closeAll: (symbol?: string) => api.call('closeAllContracts', symbol ? { symbol } : {}),
};

/** Refetches positions, pending opens, history and the account summary after any command. */
export function useRefreshContracts() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: CONTRACTS_ACCOUNT_KEY }), [client]);
}
