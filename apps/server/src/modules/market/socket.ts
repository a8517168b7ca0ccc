import websocket from '@fastify/websocket';
import {
  KLINE_PERIODS,
  type KlineMessage,
  type KlinePeriod,
  type Lang,
  type QuotesMessage,
  type Reason,
  SOCKET_CLIENT_MESSAGE_MAX_BYTES,
  SOCKET_SUBSCRIPTIONS_MAX,
  socketClientMessage,
  toLang,
} from '@platform/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Clock } from '../../platform/clock.ts';
import { reasonText } from '../../platform/i18n.ts';
import type { MarketPublisher, MarketService } from './service.ts';

/** A client whose unsent data grows beyond this is too slow to follow and is dropped. */
export const CLIENT_BUFFER_MAX_BYTES = 1024 * 1024;
/** Connections beyond this are closed at once with "try again later". */
export const SOCKET_CLIENTS_MAX = 10_000;
/** Clients heartbeat every 20 s (spec section 4); three missed heartbeats end the connection. */
export const SOCKET_IDLE_MAX_MS = 60_000;
const OPEN = 1;
const TRY_AGAIN_LATER = 1013;

interface Client {
  socket: WebSocket;
  lang: Lang;
  klines: Set<string>;
  lastSeenMs: number;
}

const channelOf = (symbol: string, period: string) => `${symbol}|${period}`;

/** Serialises a message once; the same bytes then go to every subscriber. */
export function encode(message: object): Buffer {
  return Buffer.from(JSON.stringify(message));
}

/**
 * The market socket at /ws (spec section 4): quotes go to every client, kline updates to the
 * subscribers of a symbol and period. Each message is serialised once and sent as the same
 * bytes to all; a client whose send buffer is over CLIENT_BUFFER_MAX_BYTES is dropped. A bad
 * message from one client is answered with an error to that client only.
 */
export class MarketGateway implements MarketPublisher {
  private readonly clients = new Set<Client>();
  /** Clients that take quote lists: all but those that opened with `?quotes=0` (chart-only). */
  private readonly quoteClients = new Set<Client>();
  private readonly klineClients = new Map<string, Set<Client>>();
  private snapshot: { message: QuotesMessage; bytes: Buffer } | undefined;
  private sweeper: ReturnType<typeof setInterval> | undefined;
  droppedSlowCount = 0;

  constructor(
    private readonly market: MarketService,
    private readonly clock: Clock,
  ) {}

  get clientCount(): number {
    return this.clients.size;
  }

  startSweeping(): void {
    this.sweeper = setInterval(() => this.sweep(), SOCKET_IDLE_MAX_MS / 3);
    this.sweeper.unref();
  }

  stop(): void {
    clearInterval(this.sweeper);
    for (const c of this.clients) c.socket.terminate();
  }

  wantsKline(symbol: string, period: KlinePeriod): boolean {
    return (this.klineClients.get(channelOf(symbol, period))?.size ?? 0) > 0;
  }

  publishQuotes(message: QuotesMessage): void {
    this.broadcast(this.quoteClients, encode(message));
  }

  publishKline(message: KlineMessage): void {
    const set = this.klineClients.get(channelOf(message.symbol, message.period));
    if (set) this.broadcast(set, encode(message));
  }

  /** The fan-out: one buffer, many sockets; slow consumers are dropped, not waited for. */
  broadcast(clients: Iterable<Client>, bytes: Buffer): void {
    for (const c of clients) {
      const socket = c.socket;
      if (socket.readyState !== OPEN) continue;
      if (socket.bufferedAmount > CLIENT_BUFFER_MAX_BYTES) {
        this.droppedSlowCount += 1;
        this.drop(c);
        continue;
      }
      socket.send(bytes, { binary: false });
    }
  }

  /**
   * A new connection: `?lang=` for error texts, `?kline=BTCUSDT:1m,...` to subscribe at once,
   * `?quotes=0` for a connection that only follows charts.
   */
  accept(socket: WebSocket, request: FastifyRequest): void {
    if (this.clients.size >= SOCKET_CLIENTS_MAX) {
      socket.close(TRY_AGAIN_LATER, 'busy');
      return;
    }
    const query = (request.query ?? {}) as Record<string, unknown>;
    const client: Client = {
      socket,
      lang: toLang(query.lang),
      klines: new Set(),
      lastSeenMs: this.clock.nowMs(),
    };
    this.clients.add(client);
    if (query.quotes !== '0') this.quoteClients.add(client);
    socket.on('message', (data, isBinary) => this.receive(client, data, isBinary));
    socket.on('close', () => this.forget(client));
    socket.on('error', () => this.drop(client));
    const wanted =
      typeof query.kline === 'string' ? query.kline.split(',').slice(0, SOCKET_SUBSCRIPTIONS_MAX) : [];
    for (const pair of wanted) {
      const [symbol = '', period = ''] = pair.split(':');
      this.subscribe(client, symbol, period);
    }
  }

  private receive(client: Client, data: RawData, isBinary: boolean): void {
    client.lastSeenMs = this.clock.nowMs();
    const parsed = socketClientMessage.safeParse(isBinary ? undefined : parseJson(String(data)));
    if (!parsed.success) {
      this.refuse(client, 'MARKET_SOCKET_MESSAGE_INVALID');
      return;
    }
    const message = parsed.data;
    switch (message.main_type) {
      case 1:
        this.sendSnapshot(client);
        break;
      case 'ping':
        this.send(client, { type: 'pong', time: Math.floor(this.clock.nowMs() / 1000) });
        break;
      case 'subscribe':
        this.subscribe(client, message.symbol, message.period);
        break;
      case 'unsubscribe':
        this.unsubscribe(client, channelOf(message.symbol, message.period));
        break;
    }
  }

  private sendSnapshot(client: Client): void {
    const message = this.market.quotesSnapshot();
    if (this.snapshot?.message !== message) this.snapshot = { message, bytes: encode(message) };
    this.broadcast([client], this.snapshot.bytes);
  }

  /** Why a subscription is refused, checked in order of precedence, or undefined to accept it. */
  private subscriptionRefusal(client: Client, symbol: string, period: string): Reason | undefined {
    if (!this.market.specOf(symbol)?.enabled) return 'MARKET_UNKNOWN_SYMBOL';
    if (!(KLINE_PERIODS as readonly string[]).includes(period)) return 'MARKET_UNKNOWN_PERIOD';
    if (client.klines.size >= SOCKET_SUBSCRIPTIONS_MAX) return 'MARKET_SUBSCRIPTIONS_TOO_MANY';
    return undefined;
  }

  private subscribe(client: Client, symbol: string, period: string): void {
    const channel = channelOf(symbol, period);
    if (client.klines.has(channel)) return;
    const refusal = this.subscriptionRefusal(client, symbol, period);
    if (refusal) {
      this.refuse(client, refusal, { max: SOCKET_SUBSCRIPTIONS_MAX });
      return;
    }
    client.klines.add(channel);
    const set = this.klineClients.get(channel) ?? new Set<Client>();
    set.add(client);
    this.klineClients.set(channel, set);
    const live = this.market.liveKline(symbol, period as KlinePeriod);
    if (live) this.send(client, live);
  }

  private unsubscribe(client: Client, channel: string): void {
    client.klines.delete(channel);
    const set = this.klineClients.get(channel);
    set?.delete(client);
    if (set?.size === 0) this.klineClients.delete(channel);
  }

  private refuse(client: Client, reason: Reason, params?: Record<string, number>): void {
    this.send(client, { type: 'error', reason, message: reasonText(client.lang, reason, params) });
  }

  /** A reply to one client (errors, pongs): serialised for that client alone. */
  private send(client: Client, message: object): void {
    this.broadcast([client], encode(message));
  }

  private sweep(): void {
    const oldest = this.clock.nowMs() - SOCKET_IDLE_MAX_MS;
    for (const c of this.clients) if (c.lastSeenMs < oldest) this.drop(c);
  }

  private drop(client: Client): void {
    client.socket.terminate();
    this.forget(client);
  }

  private forget(client: Client): void {
    for (const channel of client.klines) this.unsubscribe(client, channel);
    this.clients.delete(client);
    this.quoteClients.delete(client);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Registers the WebSocket plugin and the /ws route, and makes the gateway the market's publisher. */
export async function registerMarketSocket(app: FastifyInstance, gateway: MarketGateway): Promise<void> {
  await app.register(websocket, { options: { maxPayload: SOCKET_CLIENT_MESSAGE_MAX_BYTES } });
  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) =>
    gateway.accept(socket, request),
  );
  gateway.startSweeping();
}
