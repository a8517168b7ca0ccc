import { SPOT_DEPTH_MAX, type SpotDepthMessage, type SpotOrdersMessage } from '@platform/contract';
import type { TopicProvider, TopicPublisher } from '../market/index.ts';
import { topicOf } from '../market/index.ts';
import type { SpotService } from './service.ts';
import type { BatchEvents, OrderRecord } from './writer.ts';

/** Levels per side in a pushed book (the screen shows at most this many). */
export const FEED_DEPTH_LEVELS = 20;
/** A changed book is pushed at most this often; changes in between are folded into one message. */
export const FEED_INTERVAL_MS = 100;

/**
 * The spot markets on the market socket: a subscriber to `spot` for a market and book gets its
 * depth and latest trades at once and after every committed change (at most ten times a second),
 * and an authenticated user gets their own orders as each batch that touched them commits.
 */
export class SpotFeed {
  private readonly dirty = new Map<string, { symbol: string; book: 'real' | 'demo' }>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly spot: SpotService,
    private readonly publisher: TopicPublisher,
    private readonly intervalMs = FEED_INTERVAL_MS,
  ) {}

  readonly provider: TopicProvider = {
    refusal: (symbol, book) => (this.spot.hasMarket(symbol, book) ? undefined : 'SPOT_UNKNOWN_MARKET'),
    snapshot: (symbol, book) => this.depthMessage(symbol, book),
  };

  /** Called after each committed batch of any market. */
  committed(events: BatchEvents): void {
    const byUser = new Map<number, OrderRecord[]>();
    for (const order of events.orders) {
      if (!this.publisher.wantsUser(order.userId)) continue;
      const list = byUser.get(order.userId) ?? [];
      list.push(order);
      byUser.set(order.userId, list);
    }
    for (const [userId, orders] of byUser) {
      const message: SpotOrdersMessage = {
        type: 'spot_orders',
        orders: orders.map((o) => this.spot.present(o)),
      };
      this.publisher.publishToUser(userId, message);
    }
    const { symbol, book } = events.market;
    const topic = topicOf('spot', symbol, book);
    if (!this.publisher.wantsTopic(topic)) return;
    this.dirty.set(topic, { symbol, book });
    this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }

  /** Pushes every book that changed since the last push. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const due = [...this.dirty];
    this.dirty.clear();
    for (const [topic, { symbol, book }] of due) {
      if (this.publisher.wantsTopic(topic))
        this.publisher.publishTopic(topic, this.depthMessage(symbol, book));
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dirty.clear();
  }

  private depthMessage(symbol: string, book: 'real' | 'demo'): SpotDepthMessage {
    const levels = Math.min(FEED_DEPTH_LEVELS, SPOT_DEPTH_MAX);
    return { type: 'spot_depth', book, ...this.spot.depth(symbol, levels, book) };
  }
}
