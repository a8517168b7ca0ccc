import type { KlinePeriod, PairQuote } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LiveCandle } from '../../../components/chart/kline-chart.tsx';
import { connectMarketSocket, type SocketLike } from '../../../lib/market-socket.ts';
import { session } from '../../../lib/session.ts';
import { candleIn, depthIn, ordersIn, quoteIn } from '../model/live.ts';
import { SPOT_ACCOUNT_KEY, spotQueries } from './spot-api.ts';
import { applyOrdersToCache, refreshOrderEffects } from './spot-order-cache.ts';

/** The market socket's address on this host (the same /ws the rest of the app uses). */
function socketUrl(query: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws${query}`;
}

const createSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;
/**
 * Order changes arrive in bursts (a sweep fills many orders): the balances and trades they moved,
 * which the event does not carry, are asked again once per burst.
 */
const ACCOUNT_REFRESH_DELAY_MS = 300;

export interface SpotLive {
  quote: PairQuote | undefined;
  candle: LiveCandle | undefined;
}

/**
 * One market-socket connection for the screen: the quote of its market (last price, 24h change),
 * the live candle of the chart's period, the book and latest trades of the session's book (put
 * straight into the depth query), and, when signed in, the user's own order changes (put straight
 * into the cached order lists; balances and trades are asked again). The last quote is kept across
 * a reconnect so the header never blanks.
 */
export function useSpotLive(symbol: string, period: KlinePeriod, lang: string): SpotLive {
  const client = useQueryClient();
  const [quote, setQuote] = useState<PairQuote>();
  const [candle, setCandle] = useState<SpotLive['candle']>();
  const token = session.token();
  useEffect(() => {
    const book = session.user()?.kind === 'demo' ? 'demo' : 'real';
    const query = `?lang=${encodeURIComponent(lang)}&kline=${encodeURIComponent(`${symbol}:${period}`)}&spot=${encodeURIComponent(`${symbol}:${book}`)}`;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const socket = connectMarketSocket({
      url: socketUrl(query),
      createSocket,
      greetings: () => (token ? [{ main_type: 'auth', token }] : []),
      // The account queries then meet the ended session, and the API client ends it.
      onSessionEnded: () => void client.invalidateQueries({ queryKey: SPOT_ACCOUNT_KEY }),
      onMessage: (message) => {
        const q = quoteIn(message, symbol);
        if (q) setQuote(q);
        const c = candleIn(message, symbol, period);
        if (c) setCandle({ symbol, period, candle: c });
        const depth = depthIn(message, symbol, book);
        if (depth) client.setQueryData(spotQueries.depth(symbol).queryKey, depth);
        const orders = ordersIn(message);
        if (!orders) return;
        applyOrdersToCache(client, orders);
        // The event carries the orders but not the balances (nor the trades) they moved: those are
        // fetched again, once per burst of events.
        refresh ??= setTimeout(() => {
          refresh = undefined;
          void refreshOrderEffects(client);
        }, ACCOUNT_REFRESH_DELAY_MS);
      },
    });
    return () => {
      clearTimeout(refresh);
      socket.close();
    };
  }, [symbol, period, lang, token, client]);
  return { quote: quote?.symbol === symbol ? quote : undefined, candle };
}
