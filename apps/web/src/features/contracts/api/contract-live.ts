import type { KlinePeriod, PairQuote } from '@platform/contract';
import { useEffect, useState } from 'react';
import type { LiveCandle } from '../../../components/chart/kline-chart.tsx';
import { connectMarketSocket, type SocketLike } from '../../../lib/market-socket.ts';
import { candleIn, mergeQuotes, nextClockOffset, quotesIn, serverTimeIn } from '../model/live.ts';

/** The market socket's address on this host (the same /ws the rest of the app uses). */
function socketUrl(query: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws${query}`;
}

const createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

export interface ContractLive {
  /** The latest quote of every instrument the socket has mentioned. */
  quotes: ReadonlyMap<string, PairQuote>;
  candle: LiveCandle | undefined;
  /** The server's clock minus this one, in ms (0 until the server has said its time). */
  clockOffsetMs: number;
}

/**
 * One market-socket connection for the screen: the quotes of every instrument (the picker's
 * prices, the order panel's current price) and the live candle of the chart's instrument and
 * period. Quotes known before a reconnect are kept, so prices never blank. The quote lists also
 * carry the server's time, which countdowns to a server-set expiry are measured against.
 */
export function useContractLive(symbol: string, period: KlinePeriod, lang: string): ContractLive {
  const [quotes, setQuotes] = useState<ReadonlyMap<string, PairQuote>>(() => new Map());
  const [candle, setCandle] = useState<LiveCandle>();
  const [clockOffsetMs, setClockOffsetMs] = useState<number | null>(null);
  useEffect(() => {
    const query = `?lang=${encodeURIComponent(lang)}&kline=${encodeURIComponent(`${symbol}:${period}`)}`;
    const socket = connectMarketSocket({
      url: socketUrl(query),
      createSocket,
      onMessage: (message) => {
        const list = quotesIn(message);
        if (list && list.length > 0) setQuotes((known) => mergeQuotes(known, list));
        const c = candleIn(message, symbol, period);
        if (c) setCandle({ symbol, period, candle: c });
        const serverSeconds = serverTimeIn(message);
        if (serverSeconds !== undefined)
          setClockOffsetMs((known) => nextClockOffset(known, serverSeconds, Date.now()));
      },
    });
    return () => socket.close();
  }, [symbol, period, lang]);
  return { quotes, candle, clockOffsetMs: clockOffsetMs ?? 0 };
}
