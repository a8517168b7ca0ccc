import type { KlinePeriod } from '@platform/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { isServed } from '../../../lib/products.ts';

/** Fetchers, query options and hooks of the market actions. Keys include the language. */
const CATALOGUE_STALE_MS = 60_000;
/** Candles fetched when a chart opens; older pages load as the user scrolls back. */
export const KLINE_FIRST_PAGE = 300;

export const marketQueries = {
  all: (lang: string) =>
    queryOptions({
      queryKey: ['market', 'all', lang],
      queryFn: () => api.call('getCurrencyAll'),
      staleTime: CATALOGUE_STALE_MS,
    }),
  /** The pairs the spot market trades, by symbol: every other crypto pair is shown for its price only. */
  spotSymbols: () =>
    queryOptions({
      queryKey: ['market', 'spot-symbols'],
      queryFn: async () => new Set((await api.call('spotMarkets')).map((m) => m.symbol)),
      staleTime: CATALOGUE_STALE_MS,
    }),
  detail: (lang: string, symbol: string) =>
    queryOptions({
      queryKey: ['market', 'detail', lang, symbol],
      queryFn: () => api.call('getMarketDetail', { symbol }),
    }),
  kline: (symbol: string, period: KlinePeriod, before?: number) =>
    queryOptions({
      queryKey: ['market', 'kline', symbol, period, before ?? 'latest'],
      queryFn: () =>
        api.call('getKline', {
          symbol,
          period,
          limit: KLINE_FIRST_PAGE,
          ...(before ? { before } : {}),
        }),
      staleTime: 0,
    }),
};

function useLang(): string {
  return useTranslation().i18n.language;
}

export const useCurrencyAll = () => useQuery(marketQueries.all(useLang()));
export const useMarketDetail = (symbol: string) =>
  useQuery({ ...marketQueries.detail(useLang(), symbol), enabled: symbol.length > 0 });
const NOTHING_TRADED: ReadonlySet<string> = new Set();

/** The spot market's pairs while spot is served (undefined until known); none without spot. */
export function useSpotSymbols(): ReadonlySet<string> | undefined {
  const spot = isServed({ requires: 'spot' });
  const query = useQuery({ ...marketQueries.spotSymbols(), enabled: spot });
  return spot ? query.data : NOTHING_TRADED;
}
