import type { Candle, KlinePeriod, PairQuote, SpotDepth, SpotOrder } from '@platform/contract';

/**
 * Reads the market socket's messages (packages/contract market.ts) for one market: its quote from
 * a quote list and its live candle of one period. Anything else is not for this screen.
 */
export function quoteIn(message: unknown, symbol: string): PairQuote | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const m = message as { type?: unknown; data?: unknown };
  if (m.type !== 'quotes' || !Array.isArray(m.data)) return undefined;
  return (m.data as PairQuote[]).find((q) => q && q.symbol === symbol);
}

export function candleIn(message: unknown, symbol: string, period: KlinePeriod): Candle | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const m = message as { type?: unknown; symbol?: unknown; period?: unknown; candle?: Candle };
  if (m.type !== 'kline' || m.symbol !== symbol || m.period !== period) return undefined;
  return m.candle;
}

/** The book and latest trades of this market and book, as the socket pushes them. */
export function depthIn(message: unknown, symbol: string, book: 'real' | 'demo'): SpotDepth | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const m = message as { type?: unknown; symbol?: unknown; book?: unknown } & Partial<SpotDepth>;
  if (m.type !== 'spot_depth' || m.symbol !== symbol || m.book !== book) return undefined;
  if (!Array.isArray(m.bids) || !Array.isArray(m.asks) || !Array.isArray(m.trades)) return undefined;
  return { symbol, bids: m.bids, asks: m.asks, trades: m.trades };
}

/** The signed-in user's orders that just changed, or undefined for any other message. */
export function ordersIn(message: unknown): SpotOrder[] | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const m = message as { type?: unknown; orders?: unknown };
  if (m.type !== 'spot_orders' || !Array.isArray(m.orders)) return undefined;
  return m.orders as SpotOrder[];
}
