import type {
  Candle,
  KlinePeriod,
  PairQuote,
  SocketServerMessage,
  SpotDepth,
  SpotOrder,
} from '@platform/contract';

/**
 * Reads the market socket's messages (parsed with packages/contract actions/socket.ts) for one
 * market: its quote from a quote list, its live candle of one period, its book and the user's
 * changed orders. Anything else is not for this screen.
 */
export function quoteIn(message: SocketServerMessage, symbol: string): PairQuote | undefined {
  if (message.type !== 'quotes') return undefined;
  return message.data.find((q) => q.symbol === symbol);
}

export function candleIn(
  message: SocketServerMessage,
  symbol: string,
  period: KlinePeriod,
): Candle | undefined {
  if (message.type !== 'kline' || message.symbol !== symbol || message.period !== period) return undefined;
  return message.candle;
}

/** The book and latest trades of this market and book, as the socket pushes them. */
export function depthIn(
  message: SocketServerMessage,
  symbol: string,
  book: 'real' | 'demo',
): SpotDepth | undefined {
  if (message.type !== 'spot_depth' || message.symbol !== symbol || message.book !== book) return undefined;
  return { symbol, bids: message.bids, asks: message.asks, trades: message.trades };
}

/** The signed-in user's orders that just changed, or undefined for any other message. */
export function ordersIn(message: SocketServerMessage): SpotOrder[] | undefined {
  return message.type === 'spot_orders' ? message.orders : undefined;
}
