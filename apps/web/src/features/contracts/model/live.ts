import type { Candle, KlinePeriod, PairQuote, SocketServerMessage } from '@platform/contract';

/**
 * Reads the market socket's messages (parsed with packages/contract actions/socket.ts): the
 * quotes of a quote list and the live candle of one symbol and period. Anything else is not for
 * this screen.
 */
export function quotesIn(message: SocketServerMessage): PairQuote[] | undefined {
  return message.type === 'quotes' ? message.data : undefined;
}

export function candleIn(
  message: SocketServerMessage,
  symbol: string,
  period: KlinePeriod,
): Candle | undefined {
  if (message.type !== 'kline' || message.symbol !== symbol || message.period !== period) return undefined;
  return message.candle;
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

/** The server's time (Unix seconds) a quote list was sent at; undefined for any other message. */
export function serverTimeIn(message: SocketServerMessage): number | undefined {
  return message.type === 'quotes' ? message.time : undefined;
}

/** How far behind the server's clock this one may fall before the estimate starts again from a sample. */
export const CLOCK_SLACK_MS = 2_000;

/**
 * The offset of the server's clock from this one, in milliseconds, from a message the server
 * dated `serverSeconds` and that arrived at `clientMs`. The server drops the milliseconds, so a
 * sample is at most a second short: the estimate keeps the largest sample, and starts again from
 * a new one when that is well below it (either clock was set back). Countdowns then end with the
 * server's expiry, not with a phone's clock that runs ahead or behind.
 */
export function nextClockOffset(current: number | null, serverSeconds: number, clientMs: number): number {
  const sample = serverSeconds * 1000 - clientMs;
  if (current === null || sample > current || sample < current - CLOCK_SLACK_MS) return sample;
  return current;
}
