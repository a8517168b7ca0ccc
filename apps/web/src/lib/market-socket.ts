/**
 * The market-data connection of spec section 4: connects at start, sends
 * {"main_type":1,"time":<seconds>} on open, a heartbeat every 20 seconds, reconnects 1 second
 * after a close or an error, and stores each JSON message as the current quotes.
 *
 * When the server says the session the socket presented has ended (an `auth` message with code
 * 1000 or 2000), the client stops sending its `auth` greeting, also on later reconnections, and
 * tells `onSessionEnded`; the API client ends the session on the next call. On connecting it
 * sends at most a hello and its greetings, well within the server's per-connection message
 * limit (SOCKET_MESSAGES_BURST).
 */
export const MARKET_HEARTBEAT_MS = 20_000;
export const MARKET_RECONNECT_MS = 1_000;

/** The subset of the WebSocket API the client needs, so tests can pass a Node implementation. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface MarketSocketOptions {
  url: string;
  createSocket(url: string): SocketLike;
  /** Receives each parsed message; it becomes the current quotes. */
  onQuotes(quotes: unknown): void;
  /** Messages sent after the hello on every (re)connection, e.g. the session for private events. */
  greetings?: () => readonly object[];
  /** The session presented with `auth` ended (1000: logged out or expired, 2000: log in again). */
  onSessionEnded?: (code: 1000 | 2000) => void;
  nowMs?: () => number;
  heartbeatMs?: number;
  reconnectMs?: number;
}

const OPEN = 1;

export interface MarketSocket {
  /** The last message received, or undefined before the first. */
  current(): unknown;
  close(): void;
}

export function connectMarketSocket(options: MarketSocketOptions): MarketSocket {
  const now = options.nowMs ?? Date.now;
  const heartbeatMs = options.heartbeatMs ?? MARKET_HEARTBEAT_MS;
  const reconnectMs = options.reconnectMs ?? MARKET_RECONNECT_MS;
  const seconds = () => Math.floor(now() / 1000);
  let socket: SocketLike | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let reconnect: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let sessionEnded = false;
  let quotes: unknown;

  const send = (message: object) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  const scheduleReconnect = () => {
    clearInterval(heartbeat);
    heartbeat = undefined;
    if (stopped || reconnect) return;
    reconnect = setTimeout(() => {
      reconnect = undefined;
      open();
    }, reconnectMs);
  };

  function open() {
    if (stopped) return;
    const s = options.createSocket(options.url);
    socket = s;
    s.onopen = () => {
      send({ main_type: 1, time: seconds() });
      for (const message of options.greetings?.() ?? [])
        if (!(sessionEnded && isAuthMessage(message))) send(message);
      heartbeat = setInterval(() => send({ main_type: 'ping', time: seconds() }), heartbeatMs);
    };
    s.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        quotes = JSON.parse(event.data);
      } catch {
        return; // A malformed frame is skipped; the previous quotes stay current.
      }
      const ended = sessionEndCode(quotes);
      if (ended !== undefined && !sessionEnded) {
        sessionEnded = true;
        options.onSessionEnded?.(ended);
      }
      options.onQuotes(quotes);
    };
    s.onerror = () => {
      s.close();
      scheduleReconnect();
    };
    s.onclose = scheduleReconnect;
  }

  open();
  return {
    current: () => quotes,
    close() {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(reconnect);
      socket?.close();
    },
  };
}

const isAuthMessage = (message: object) => (message as { main_type?: unknown }).main_type === 'auth';

/** The code of a server message saying the socket's session ended, or undefined for any other. */
function sessionEndCode(message: unknown): 1000 | 2000 | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, code } = message as { type?: unknown; code?: unknown };
  return type === 'auth' && (code === 1000 || code === 2000) ? code : undefined;
}
