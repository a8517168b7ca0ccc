import { parseDecimal } from '@platform/money';
import WebSocket from 'ws';
import { z } from 'zod';
import type { InstrumentSpec, Tick } from '../model.ts';
import type { Feed, FeedLog, TickSink } from './feed.ts';

/**
 * Crypto prices from an exchange's public WebSocket, in the combined-stream format of Binance
 * (`{"stream": "btcusdt@aggTrade", "data": {...}}`): trades give the last price and volume, book
 * tickers the best bid and ask. Never started unless MARKET_FEED names it; tests point it at a
 * local server that replays recorded frames.
 */

export const EXCHANGE_RECONNECT_MIN_MS = 1_000;
export const EXCHANGE_RECONNECT_MAX_MS = 30_000;
/** Frames larger than this are not market data; the connection is dropped and reopened. */
export const EXCHANGE_FRAME_MAX_BYTES = 64 * 1024;

const trade = z.object({
  e: z.literal('aggTrade'),
  s: z.string(),
  p: z.string(),
  q: z.string(),
  T: z.number().int().positive(),
});
const book = z.object({ s: z.string(), b: z.string(), a: z.string() });
const frame = z.object({ stream: z.string(), data: z.unknown() });

/** Exchange decimals carry trailing zeros ('67012.34000000'); zeros say nothing about precision. */
export function exchangeUnits(text: string, scale: number): bigint | undefined {
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  const parsed = parseDecimal(trimmed, scale);
  return parsed.ok ? parsed.units : undefined;
}

export interface ExchangeFeedOptions {
  url: string;
  /** Our crypto spot instruments; their symbols are the exchange's (BTCUSDT). */
  instruments: readonly InstrumentSpec[];
  log: FeedLog;
}

export class ExchangeFeed implements Feed {
  readonly source = 'exchange' as const;
  private readonly specs: Map<string, InstrumentSpec>;
  private readonly books = new Map<string, { bid: bigint; ask: bigint }>();
  private socket: WebSocket | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private retryMs = EXCHANGE_RECONNECT_MIN_MS;
  private stopped = false;
  rejectedCount = 0;

  constructor(private readonly options: ExchangeFeedOptions) {
    this.specs = new Map(options.instruments.map((s) => [s.symbol, s]));
  }

  claims(symbol: string): boolean {
    return this.specs.has(symbol);
  }

  streamUrl(): string {
    const streams = [...this.specs.keys()].flatMap((s) => [
      `${s.toLowerCase()}@aggTrade`,
      `${s.toLowerCase()}@bookTicker`,
    ]);
    const url = new URL(this.options.url);
    url.searchParams.set('streams', streams.join('/'));
    return url.toString().replace(/%2F/g, '/').replace(/%40/g, '@');
  }

  async start(sink: TickSink): Promise<void> {
    this.stopped = false;
    this.connect(sink);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.socket?.terminate();
  }

  private connect(sink: TickSink): void {
    const socket = new WebSocket(this.streamUrl(), {
      maxPayload: EXCHANGE_FRAME_MAX_BYTES,
      handshakeTimeout: 10_000,
    });
    this.socket = socket;
    socket.on('open', () => {
      this.retryMs = EXCHANGE_RECONNECT_MIN_MS;
      this.options.log.info({ url: this.options.url }, 'exchange feed connected');
    });
    socket.on('message', (data) => {
      const tick = this.read(String(data));
      if (tick) sink.ingest(tick);
    });
    socket.on('error', (error) => this.options.log.warn({ err: error.message }, 'exchange feed error'));
    socket.on('close', () => {
      if (this.stopped) return;
      this.retry = setTimeout(() => this.connect(sink), this.retryMs);
      this.retry.unref();
      this.retryMs = Math.min(this.retryMs * 2, EXCHANGE_RECONNECT_MAX_MS);
    });
  }

  /** One frame as a tick, or undefined for book updates and frames that do not fit. */
  read(text: string): Tick | undefined {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.rejectedCount += 1;
      return undefined;
    }
    const outer = frame.safeParse(json);
    if (!outer.success) return this.reject();
    if (outer.data.stream.endsWith('@bookTicker')) {
      this.readBook(outer.data.data);
      return undefined;
    }
    const t = trade.safeParse(outer.data.data);
    const spec = t.success ? this.specs.get(t.data.s) : undefined;
    if (!t.success || !spec) return this.reject();
    const price = exchangeUnits(t.data.p, spec.priceScale);
    const volume = exchangeUnits(t.data.q, spec.quantityScale);
    if (price === undefined || price <= 0n || volume === undefined) return this.reject();
    const quote = this.books.get(spec.symbol);
    return {
      symbol: spec.symbol,
      priceUnits: price,
      bidUnits: quote?.bid ?? null,
      askUnits: quote?.ask ?? null,
      volumeUnits: volume,
      timeMs: t.data.T,
      source: 'exchange',
    };
  }

  private readBook(data: unknown): void {
    const b = book.safeParse(data);
    const spec = b.success ? this.specs.get(b.data.s) : undefined;
    if (!b.success || !spec) return void this.reject();
    const bid = exchangeUnits(b.data.b, spec.priceScale);
    const ask = exchangeUnits(b.data.a, spec.priceScale);
    if (bid === undefined || ask === undefined || bid <= 0n || bid > ask) return void this.reject();
    this.books.set(spec.symbol, { bid, ask });
  }

  private reject(): undefined {
    this.rejectedCount += 1;
    return undefined;
  }
}
