import type { KlinePeriod, PairQuote } from '@platform/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { LiveCandle } from '../../../components/chart/kline-chart.tsx';
import { connectMarketSocket, type MarketSocket, type SocketLike } from '../../../lib/market-socket.ts';
import { favourites } from './favourites.ts';
import { onKline, quoteStore, receiveMarketMessage } from './quote-store.ts';

/** The market socket's address on this host, with optional query parameters. */
export function marketSocketUrl(query: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws${query}`;
}

const createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

/** The app-wide connection of spec section 4, started once when the app starts. */
export function startMarketSocket(lang: string): MarketSocket {
  return connectMarketSocket({
    url: marketSocketUrl(`?lang=${encodeURIComponent(lang)}`),
    createSocket,
    onMessage: receiveMarketMessage,
  });
}

/** A chart's own connection: kline updates of one symbol and period, no quote lists. */
export function openChartSocket(symbol: string, period: string): MarketSocket {
  const query = `?quotes=0&kline=${encodeURIComponent(`${symbol}:${period}`)}`;
  return connectMarketSocket({ url: marketSocketUrl(query), createSocket, onMessage: receiveMarketMessage });
}

/** The live candle of one symbol and period, over the chart's own connection while it is shown. */
export function useLiveCandle(symbol: string, period: KlinePeriod): LiveCandle | undefined {
  const [live, setLive] = useState<LiveCandle>();
  useEffect(() => {
    const socket = openChartSocket(symbol, period);
    const stop = onKline((m) => {
      if (m.symbol === symbol && m.period === period) setLive({ symbol, period, candle: m.candle });
    });
    return () => {
      stop();
      socket.close();
    };
  }, [symbol, period]);
  return live;
}

export function useLiveQuotes(): ReadonlyMap<string, PairQuote> {
  return useSyncExternalStore(quoteStore.subscribe, () => quoteStore.snapshot().quotes);
}

export function useLiveQuote(symbol: string): PairQuote | undefined {
  return useSyncExternalStore(quoteStore.subscribe, () => quoteStore.snapshot().quotes.get(symbol));
}

export function useSimulated(): boolean {
  return useSyncExternalStore(quoteStore.subscribe, () => quoteStore.snapshot().simulated === true);
}

export function useFavourites(): readonly string[] {
  return useSyncExternalStore(favourites.subscribe, favourites.snapshot);
}
