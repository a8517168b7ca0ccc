import type { Candle, KlinePeriod, PairQuote } from '@platform/contract';
import { useEffect, useState } from 'react';
import { connectMarketSocket, type SocketLike } from '../../../lib/market-socket.ts';
import { candleIn, quoteIn } from '../model/live.ts';

/** The market socket's address on this host (the same /ws the rest of the app uses). */
function socketUrl(query: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws${query}`;
}

const createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

export interface SpotLive {
  quote: PairQuote | undefined;
  candle: { symbol: string; period: KlinePeriod; candle: Candle } | undefined;
}

/**
 * One market-socket connection for the screen: the quote of its market (last price, 24h change)
 * and the live candle of the chart's period. The connection follows the chart (it subscribes at
 * open), and the last quote is kept across a reconnect so the header never blanks.
 */
export function useSpotLive(symbol: string, period: KlinePeriod, lang: string): SpotLive {
  const [quote, setQuote] = useState<PairQuote>();
  const [candle, setCandle] = useState<SpotLive['candle']>();
  useEffect(() => {
    const query = `?lang=${encodeURIComponent(lang)}&kline=${encodeURIComponent(`${symbol}:${period}`)}`;
    const socket = connectMarketSocket({
      url: socketUrl(query),
      createSocket,
      onQuotes: (message) => {
        const q = quoteIn(message, symbol);
        if (q) setQuote(q);
        const c = candleIn(message, symbol, period);
        if (c) setCandle({ symbol, period, candle: c });
      },
    });
    return () => socket.close();
  }, [symbol, period, lang]);
  return { quote: quote?.symbol === symbol ? quote : undefined, candle };
}
