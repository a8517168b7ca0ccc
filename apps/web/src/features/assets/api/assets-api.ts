import { type Asset, makeRtoken, type WalletType } from '@platform/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api.ts';
import { session } from '../../../lib/session.ts';
import { type RecordFilters, type RecordsQuery, recordsCsvUrl } from '../components/records-filter.ts';

/**
 * Fetchers, query options and hooks of the asset actions (packages/contract actions/assets.ts). Every key
 * starts with 'assets' so a transfer or a conversion can refresh balances and records at once.
 */
export const ASSETS_KEY = ['assets'] as const;

/** The valuation follows the market, so an open assets screen asks again this often. */
const VALUATION_REFRESH_MS = 30_000;

/**
 * Keys carry the session token: after switching between the real and the demo account, or a
 * logout and another login, a screen never shows the other account's balances, not even briefly.
 */
export const assetsQueries = {
  overview: () =>
    queryOptions({
      queryKey: [...ASSETS_KEY, 'overview', session.token()],
      queryFn: () => api.call('getAsset2'),
      refetchInterval: VALUATION_REFRESH_MS,
    }),
  records: (params: RecordsQuery) =>
    queryOptions({
      queryKey: [...ASSETS_KEY, 'records', session.token(), params],
      queryFn: () => api.call('accountRecords', params),
      // The previous page stays on screen while the next one loads, so the pager does not jump.
      placeholderData: keepPreviousData,
    }),
};

export const useAssetsOverview = () => useQuery(assetsQueries.overview());
/** One page of records; null parameters (an impossible filter) ask nothing. */
export const useAccountRecords = (params: RecordsQuery | null) =>
  useQuery({ ...assetsQueries.records(params ?? {}), enabled: params !== null });

export interface TransferValues {
  asset: Asset;
  from: WalletType;
  to: WalletType;
  amount: string;
}

export interface QuoteValues {
  from_asset: Asset;
  to_asset: Asset;
  amount: string;
}

export const assetsActions = {
  transfer: (values: TransferValues) => api.call('transferAsset', values),
  quote: (values: QuoteValues) => api.call('convertQuote', values),
  convert: (quoteId: string) => api.call('convert', { quote_id: quoteId }),
};

/** The CSV download of the filtered records for the current session, with a fresh rtoken. */
export function recordsCsvHref(filters: RecordFilters, lang: string): string {
  return recordsCsvUrl(filters, { token: session.token() ?? '', lang, rtoken: makeRtoken() });
}

/** Refetches balances and records after money moved. */
export function useRefreshAssets() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ASSETS_KEY }), [client]);
}
