import {
  type SocketClientMessageInput,
  type SocketServerMessage,
  socketServerMessage,
} from '@platform/contract';

/**
 * The market-data connection of spec section 4: connects at start, sends
 * {"main_type":1,"time":<seconds>} on open, a heartbeat every 20 seconds, reconnects 1 second
 * after a close or an error, and parses each message with the contract's schema
 * (packages/contract actions/socket.ts) before handing it over. A message that does not parse
 * (not JSON, or not a message the contract declares) is skipped and counted, and logged in
 * development; it never ends the connection.
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
  /** Receives each parsed message; it becomes the current message. */
  onMessage(message: SocketServerMessage): void;
  /** Messages sent after the hello on every (re)connection, e.g. the session for private events. */
  greetings?: () => readonly SocketClientMessageInput[];
  /** The session presented with `auth` ended (1000: logged out or expired, 2000: log in again). */
  onSessionEnded?: (code: 1000 | 2000) => void;
  nowMs?: () => number;
  heartbeatMs?: number;
  reconnectMs?: number;
}

const OPEN = 1;

export interface MarketSocket {
  /** The last message received, or undefined before the first. */
  current(): SocketServerMessage | undefined;
  /** Messages skipped because they did not parse. */
  ignoredCount(): number;
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
  let current: SocketServerMessage | undefined;
  let ignored = 0;

  const send = (message: SocketClientMessageInput) => {
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
        if (!(sessionEnded && message.main_type === 'auth')) send(message);
      heartbeat = setInterval(() => send({ main_type: 'ping', time: seconds() }), heartbeatMs);
    };
    s.onmessage = (event) => {
      const message = parseMessage(event.data);
      if (!message) {
        // Skipped; the previous message stays current.
        ignored += 1;
        if (import.meta.env?.DEV)
          console.warn('market socket: skipped a message that does not parse', event.data);
        return;
      }
      current = message;
      if (message.type === 'auth' && message.code !== undefined && !sessionEnded) {
        sessionEnded = true;
        options.onSessionEnded?.(message.code);
      }
      options.onMessage(message);
    };
    s.onerror = () => {
      s.close();
      scheduleReconnect();
    };
    s.onclose = scheduleReconnect;
  }

  open();
  return {
    current: () => current,
    ignoredCount: () => ignored,
    close() {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(reconnect);
      socket?.close();
    },
  };
}

/** A server message parsed with the contract's schema, or undefined for anything else. */
export function parseMessage(data: unknown): SocketServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = socketServerMessage.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
