import websocket from '@fastify/websocket';
import {
  KLINE_PERIODS,
  type KlineMessage,
  type KlinePeriod,
  type Lang,
  type QuotesMessage,
  REASONS,
  type Reason,
  SOCKET_CLIENT_MESSAGE_MAX_BYTES,
  SOCKET_MESSAGES_BURST,
  SOCKET_MESSAGES_PER_S,
  SOCKET_SUBSCRIPTIONS_MAX,
  type SocketServerMessage,
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
/**
 * How often an authenticated socket's session is looked up again (through the session cache),
 * so a logout or revocation in another server process also ends its events.
 */
export const SOCKET_SESSION_RECHECK_MS = 60_000;
/**
 * A revocation is announced inside the revoking transaction, so a token looked up just after it
 * may still read as valid: a socket that authenticates as a user revoked this recently is checked
 * again REVOKED_RECHECK_MS later, once that transaction has ended.
 */
const REVOKED_WINDOW_MS = 10_000;
const REVOKED_RECHECK_MS = 1_000;
const OPEN = 1;
const POLICY_VIOLATION = 1008;
const INTERNAL_ERROR = 1011;
const TRY_AGAIN_LATER = 1013;

interface Client {
  socket: WebSocket;
  lang: Lang;
  klines: Set<string>;
  /** Other modules' channels (`spot|BTCUSDT|real`), counted with the klines against the limit. */
  topics: Set<string>;
  /** Set once the client sent a valid session token. */
  userId: number | undefined;
  /** The session behind `userId`: its token (to look it up again), id and end. */
  session: { token: string; sessionId: number; expiresAtMs: number; checkedMs: number } | undefined;
  /** Whether an `auth` message is being checked; one at a time per connection. */
  authPending: boolean;
  /** The upgrade request: its address is charged for failed authentications. */
  request: FastifyRequest;
  /** Messages the client may still send now (a token bucket refilled at SOCKET_MESSAGES_PER_S). */
  allowance: number;
  allowanceAtMs: number;
  lastSeenMs: number;
}

/**
 * A channel another module serves on this socket (spot books): whether a subscription is
 * allowed and what a new subscriber receives first.
 */
export interface TopicProvider {
  refusal(symbol: string, book: 'real' | 'demo'): Reason | undefined;
  snapshot(symbol: string, book: 'real' | 'demo'): SocketServerMessage;
}

/** Session checks the socket needs from the accounts module and the rate limiter. */
export interface SocketAuth {
  /** The session behind a token and until when it is valid; throws a refusal for a bad token. */
  resolve(token: string): Promise<{ userId: number; sessionId: number; expiresAtMs: number }>;
  /**
   * Charges a failed authentication to the client's address (its API rate-limit bucket); the
   * seconds until the address may try again once it is over the limit, otherwise 0.
   */
  chargeFailure(request: FastifyRequest): Promise<number>;
}

/** A session that ended: by logout, or by a revocation of every session of a user but one. */
export type SocketSessionEnd =
  | { reason: 'logout'; sessionId: number }
  | { reason: 'security'; userId: number; keepSessionId: number };

/** What other modules publish through the socket. */
export interface TopicPublisher {
  wantsTopic(topic: string): boolean;
  publishTopic(topic: string, message: SocketServerMessage): void;
  wantsUser(userId: number): boolean;
  publishToUser(userId: number, message: SocketServerMessage): void;
}

export const topicOf = (channel: string, symbol: string, book: string) => `${channel}|${symbol}|${book}`;

const channelOf = (symbol: string, period: string) => `${symbol}|${period}`;

/**
 * Serialises a message once; the same bytes then go to every subscriber. Messages are typed by
 * the contract's schemas (actions/socket.ts) and not parsed again on this path.
 */
export function encode(message: SocketServerMessage): Buffer {
  return Buffer.from(JSON.stringify(message));
}

/**
 * The market socket at /ws (spec section 4): quotes go to every client, kline updates to the
 * subscribers of a symbol and period. Each message is serialised once and sent as the same
 * bytes to all; a client whose send buffer is over CLIENT_BUFFER_MAX_BYTES is dropped. A bad
 * message from one client is answered with an error to that client only.
 *
 * A connection may send SOCKET_MESSAGES_PER_S messages a second (SOCKET_MESSAGES_BURST at
 * once); beyond that it is closed with 1008. Each failed `auth` is charged to the client
 * address's API rate limit, and a connection whose address goes over it is closed with 1008,
 * so a socket costs the database no more token lookups than the same address's HTTP calls.
 * A user's events stop when the session the socket authenticated with ends: at once for a
 * logout or revocation in this process and on the first push after its expiry, otherwise
 * within SOCKET_SESSION_RECHECK_MS; the client is told with an `auth` message carrying code
 * 1000 or 2000.
 */
export class MarketGateway implements MarketPublisher, TopicPublisher {
  private readonly clients = new Set<Client>();
  private readonly topicClients = new Map<string, Set<Client>>();
  private readonly userClients = new Map<number, Set<Client>>();
  private readonly providers = new Map<string, TopicProvider>();
  private auth: SocketAuth | undefined;
  /** Counts session ends, so an authentication that raced one is checked again. */
  private sessionEnds = 0;
  /** Users whose other sessions were revoked, until when (performance.now()) their sockets are rechecked. */
  private readonly revokedUsers = new Map<number, number>();
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

  /** Lets clients subscribe to `channel` (e.g. 'spot') for a symbol and book. */
  serveTopic(channel: 'spot', provider: TopicProvider): void {
    this.providers.set(channel, provider);
  }

  /** Lets clients authenticate (`{ main_type: 'auth', token }`) to receive their own events. */
  authenticateWith(auth: SocketAuth): void {
    this.auth = auth;
  }

  wantsTopic(topic: string): boolean {
    return (this.topicClients.get(topic)?.size ?? 0) > 0;
  }

  publishTopic(topic: string, message: SocketServerMessage): void {
    const set = this.topicClients.get(topic);
    if (set) this.broadcast(set, encode(message));
  }

  wantsUser(userId: number): boolean {
    return (this.userClients.get(userId)?.size ?? 0) > 0;
  }

  publishToUser(userId: number, message: SocketServerMessage): void {
    const set = this.userClients.get(userId);
    if (!set) return;
    const now = this.clock.nowMs();
    for (const c of set)
      if (c.session && c.session.expiresAtMs <= now) this.signOut(c, 'AUTH_LOGIN_REQUIRED');
    const live = this.userClients.get(userId);
    if (live) this.broadcast(live, encode(message));
  }

  /** Sessions that ended in this process: their sockets stop carrying the user's events at once. */
  endSessions(end: SocketSessionEnd): void {
    this.sessionEnds += 1;
    const ended: Client[] = [];
    if (end.reason === 'logout') {
      for (const set of this.userClients.values())
        for (const c of set) if (c.session?.sessionId === end.sessionId) ended.push(c);
    } else {
      this.revokedUsers.set(end.userId, performance.now() + REVOKED_WINDOW_MS);
      for (const c of this.userClients.get(end.userId) ?? [])
        if (c.session?.sessionId !== end.keepSessionId) ended.push(c);
    }
    const reason = end.reason === 'logout' ? 'AUTH_LOGIN_REQUIRED' : 'AUTH_RELOGIN_REQUIRED';
    for (const c of ended) this.signOut(c, reason);
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
   * A new connection: `?lang=` for error texts, `?kline=BTCUSDT:1m,...` and
   * `?spot=BTCUSDT:real,...` to subscribe at once, `?quotes=0` for a connection that only
   * follows charts and books.
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
      topics: new Set(),
      userId: undefined,
      session: undefined,
      authPending: false,
      request,
      allowance: SOCKET_MESSAGES_BURST,
      allowanceAtMs: performance.now(),
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
    const books =
      typeof query.spot === 'string' ? query.spot.split(',').slice(0, SOCKET_SUBSCRIPTIONS_MAX) : [];
    for (const pair of books) {
      const [symbol = '', book = 'real'] = pair.split(':');
      if (book === 'real' || book === 'demo') this.subscribeTopic(client, 'spot', symbol, book);
      else this.refuse(client, 'MARKET_SOCKET_MESSAGE_INVALID');
    }
  }

  private receive(client: Client, data: RawData, isBinary: boolean): void {
    if (!this.clients.has(client)) return;
    client.lastSeenMs = this.clock.nowMs();
    if (!takeAllowance(client, performance.now())) {
      this.closeForPolicy(client, 'RATE_LIMITED', { seconds: 1 });
      return;
    }
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
        if (message.channel === 'kline') this.subscribe(client, message.symbol, message.period);
        else this.subscribeTopic(client, message.channel, message.symbol, message.book);
        break;
      case 'unsubscribe':
        if (message.channel === 'kline') this.unsubscribe(client, channelOf(message.symbol, message.period));
        else this.unsubscribeTopic(client, topicOf(message.channel, message.symbol, message.book));
        break;
      case 'auth':
        void this.authenticate(client, message.token);
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
    if (client.klines.size + client.topics.size >= SOCKET_SUBSCRIPTIONS_MAX)
      return 'MARKET_SUBSCRIPTIONS_TOO_MANY';
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

  private subscribeTopic(client: Client, channel: string, symbol: string, book: 'real' | 'demo'): void {
    const topic = topicOf(channel, symbol, book);
    if (client.topics.has(topic)) return;
    const provider = this.providers.get(channel);
    const refusal =
      provider === undefined
        ? 'MARKET_UNKNOWN_SYMBOL'
        : client.klines.size + client.topics.size >= SOCKET_SUBSCRIPTIONS_MAX
          ? 'MARKET_SUBSCRIPTIONS_TOO_MANY'
          : provider.refusal(symbol, book);
    if (refusal || !provider) {
      this.refuse(client, refusal ?? 'MARKET_UNKNOWN_SYMBOL', { max: SOCKET_SUBSCRIPTIONS_MAX });
      return;
    }
    client.topics.add(topic);
    const set = this.topicClients.get(topic) ?? new Set<Client>();
    set.add(client);
    this.topicClients.set(topic, set);
    this.send(client, provider.snapshot(symbol, book));
  }

  private unsubscribeTopic(client: Client, topic: string): void {
    client.topics.delete(topic);
    const set = this.topicClients.get(topic);
    set?.delete(client);
    if (set?.size === 0) this.topicClients.delete(topic);
  }

  /**
   * A session token makes the socket carry the user's own events; a bad one is refused and
   * charged to the client's address. One token is checked at a time per connection.
   */
  private async authenticate(client: Client, token: string): Promise<void> {
    const auth = this.auth;
    if (!auth) {
      this.refuse(client, 'MARKET_SOCKET_MESSAGE_INVALID');
      return;
    }
    if (client.authPending) {
      this.refuse(client, 'RATE_LIMITED', { seconds: 1 });
      return;
    }
    client.authPending = true;
    try {
      const ends = this.sessionEnds;
      let session = await auth.resolve(token);
      // A session that ended while it was being looked up may have been read just before.
      if (this.sessionEnds !== ends) session = await auth.resolve(token);
      if (!this.clients.has(client)) return;
      this.leaveUser(client);
      client.userId = session.userId;
      client.session = { token, ...session, checkedMs: this.clock.nowMs() };
      const set = this.userClients.get(session.userId) ?? new Set<Client>();
      set.add(client);
      this.userClients.set(session.userId, set);
      this.send(client, { type: 'auth', uid: session.userId });
      if (this.recentlyRevoked(session.userId)) this.recheckLater(client);
    } catch (error) {
      await this.authFailed(client, auth, error);
    } finally {
      client.authPending = false;
    }
  }

  /** A refused token costs the address one request of its rate limit; over it, the socket closes. */
  private async authFailed(client: Client, auth: SocketAuth, error: unknown): Promise<void> {
    const reason = (error as { reason?: Reason }).reason;
    if (!reason || sessionEndCode(reason) === undefined) {
      if (!reason) client.request.log.error({ err: error }, 'market socket authentication failed');
      this.refuse(client, reason ?? 'SERVER_UNAVAILABLE');
      return;
    }
    let waitS: number;
    try {
      waitS = await auth.chargeFailure(client.request);
    } catch (chargeError) {
      client.request.log.error(
        { err: chargeError },
        'market socket: charging a failed authentication failed',
      );
      this.forget(client);
      client.socket.close(INTERNAL_ERROR, 'internal error');
      return;
    }
    if (!this.clients.has(client)) return;
    if (waitS > 0) this.closeForPolicy(client, 'RATE_LIMITED', { seconds: waitS });
    else this.refuse(client, reason);
  }

  /** The socket's session ended: it stops carrying the user's events and the client is told why. */
  private signOut(client: Client, reason: Reason): void {
    this.leaveUser(client);
    const code = sessionEndCode(reason) ?? 1000;
    this.send(client, { type: 'auth', code, reason, message: reasonText(client.lang, reason) });
  }

  private leaveUser(client: Client): void {
    client.session = undefined;
    if (client.userId === undefined) return;
    const set = this.userClients.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.userClients.delete(client.userId);
    client.userId = undefined;
  }

  /** Expired sessions end; the others are looked up again every SOCKET_SESSION_RECHECK_MS. */
  private recheckSessions(nowMs: number): void {
    const auth = this.auth;
    if (!auth) return;
    for (const userId of this.revokedUsers.keys()) this.recentlyRevoked(userId);
    const signedIn = [...this.userClients.values()].flatMap((set) => [...set]);
    for (const c of signedIn) {
      const session = c.session;
      if (!session) continue;
      if (session.expiresAtMs <= nowMs) {
        this.signOut(c, 'AUTH_LOGIN_REQUIRED');
        continue;
      }
      if (nowMs - session.checkedMs < SOCKET_SESSION_RECHECK_MS) continue;
      this.recheck(c, auth, nowMs);
    }
  }

  /** Looks the client's session up again (through the session cache); an ended one signs it out. */
  private recheck(client: Client, auth: SocketAuth, nowMs: number): void {
    const session = client.session;
    if (!session) return;
    session.checkedMs = nowMs;
    auth.resolve(session.token).then(
      (fresh) => {
        if (client.session === session) session.expiresAtMs = fresh.expiresAtMs;
      },
      (error: unknown) => {
        const reason = (error as { reason?: Reason }).reason;
        if (reason && sessionEndCode(reason) !== undefined) {
          if (client.session === session) this.signOut(client, reason);
        } else client.request.log.error({ err: error }, 'market socket: session check failed');
      },
    );
  }

  private recentlyRevoked(userId: number): boolean {
    const until = this.revokedUsers.get(userId);
    if (until === undefined) return false;
    if (until > performance.now()) return true;
    this.revokedUsers.delete(userId);
    return false;
  }

  private recheckLater(client: Client): void {
    const timer = setTimeout(() => {
      if (this.auth && this.clients.has(client)) this.recheck(client, this.auth, this.clock.nowMs());
    }, REVOKED_RECHECK_MS);
    timer.unref();
  }

  /** Closes a connection that broke a limit (1008 policy violation), telling it why first. */
  private closeForPolicy(client: Client, reason: Reason, params: Record<string, number>): void {
    this.refuse(client, reason, params);
    this.forget(client);
    client.socket.close(POLICY_VIOLATION, 'policy violation');
  }

  private refuse(client: Client, reason: Reason, params?: Record<string, number>): void {
    this.send(client, { type: 'error', reason, message: reasonText(client.lang, reason, params) });
  }

  /** A reply to one client (errors, pongs): serialised for that client alone. */
  private send(client: Client, message: SocketServerMessage): void {
    this.broadcast([client], encode(message));
  }

  private sweep(): void {
    const nowMs = this.clock.nowMs();
    const oldest = nowMs - SOCKET_IDLE_MAX_MS;
    for (const c of this.clients) if (c.lastSeenMs < oldest) this.drop(c);
    this.recheckSessions(nowMs);
  }

  private drop(client: Client): void {
    client.socket.terminate();
    this.forget(client);
  }

  private forget(client: Client): void {
    for (const channel of client.klines) this.unsubscribe(client, channel);
    for (const topic of client.topics) this.unsubscribeTopic(client, topic);
    this.leaveUser(client);
    this.clients.delete(client);
    this.quoteClients.delete(client);
  }
}

/** The envelope code (1000 or 2000) when a refusal means the session is over, else undefined. */
function sessionEndCode(reason: Reason): 1000 | 2000 | undefined {
  const code: number = REASONS[reason].code;
  return code === 1000 || code === 2000 ? code : undefined;
}

/** Refills the client's message allowance for the time since its last message and takes one. */
function takeAllowance(client: Client, nowMs: number): boolean {
  const refill = ((nowMs - client.allowanceAtMs) * SOCKET_MESSAGES_PER_S) / 1000;
  client.allowance = Math.min(SOCKET_MESSAGES_BURST, client.allowance + refill);
  client.allowanceAtMs = nowMs;
  if (client.allowance < 1) return false;
  client.allowance -= 1;
  return true;
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
