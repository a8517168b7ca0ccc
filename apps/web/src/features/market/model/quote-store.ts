import type { KlineMessage, PairQuote, SocketServerMessage } from '@platform/contract';

/**
 * Live quotes from the market socket, as an external store for useSyncExternalStore. Each quote
 * list the socket pushes is merged into the current quotes (spec section 4: each message becomes
 * the current quotes); kline updates go to the charts that listen for them.
 */
type Listener = () => void;

interface State {
  quotes: ReadonlyMap<string, PairQuote>;
  /** Undefined until the server has said whether a simulated feed is active. */
  simulated: boolean | undefined;
}

let state: State = { quotes: new Map(), simulated: undefined };
const listeners = new Set<Listener>();
const klineListeners = new Set<(message: KlineMessage) => void>();

function emit(): void {
  for (const l of listeners) l();
}

/** Merges quotes known from an API call, without overwriting newer ones from the socket. */
export function seedQuotes(quotes: readonly PairQuote[], simulated: boolean): void {
  const next = new Map(state.quotes);
  for (const q of quotes) {
    const known = next.get(q.symbol);
    if (!known || known.time <= q.time) next.set(q.symbol, q);
  }
  state = { quotes: next, simulated: state.simulated ?? simulated };
  emit();
}

/** Handles one parsed socket message; anything that is not market data is ignored. */
export function receiveMarketMessage(m: SocketServerMessage): void {
  if (m.type === 'quotes') {
    const next = new Map(state.quotes);
    for (const q of m.data) next.set(q.symbol, q);
    state = { quotes: next, simulated: m.simulated };
    emit();
  } else if (m.type === 'kline') {
    for (const l of klineListeners) l(m);
  }
}

export const quoteStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): State => state,
};

export function onKline(listener: (message: KlineMessage) => void): () => void {
  klineListeners.add(listener);
  return () => klineListeners.delete(listener);
}
