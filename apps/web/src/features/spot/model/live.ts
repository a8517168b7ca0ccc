import type { Candle, KlinePeriod, PairQuote } from '@platform/contract';

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
