import type { Candle, KlinePeriod, PairQuote } from '@platform/contract';

/**
 * Reads the market socket's messages (packages/contract market.ts): the quotes of a quote list
 * and the live candle of one symbol and period. Anything else is not for this screen.
 */
export function quotesIn(message: unknown): PairQuote[] | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const m = message as { type?: unknown; data?: unknown };
  if (m.type !== 'quotes' || !Array.isArray(m.data)) return undefined;
  return (m.data as unknown[]).filter(
    (q): q is PairQuote => Boolean(q) && typeof (q as PairQuote).symbol === 'string',
  );
}

export function candleIn(message: unknown, symbol: string, period: KlinePeriod): Candle | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const m = message as { type?: unknown; symbol?: unknown; period?: unknown; candle?: Candle };
  if (m.type !== 'kline' || m.symbol !== symbol || m.period !== period) return undefined;
  return m.candle;
}

/** The quotes known so far with a new list merged in (a list may carry only the symbols that moved). */
export function mergeQuotes(
  known: ReadonlyMap<string, PairQuote>,
  incoming: readonly PairQuote[],
): ReadonlyMap<string, PairQuote> {
  const next = new Map(known);
  for (const q of incoming) next.set(q.symbol, q);
  return next;
}
