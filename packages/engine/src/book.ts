import type { EndReason, Fill, NewOrder, Outcome, RestingOrder, Side } from './types.ts';

/** A resting order in its price level's queue (a doubly linked list, oldest first). */
class OrderNode {
  prev: OrderNode | null = null;
  next: OrderNode | null = null;
  constructor(
    readonly id: number,
    readonly owner: number,
    readonly side: Side,
    readonly level: Level,
    public remaining: number,
  ) {}
}

/** All resting orders of one side at one price, in time priority, with their total. */
class Level {
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
  total = 0;
  constructor(readonly price: number) {}

  push(node: OrderNode): void {
    node.prev = this.tail;
    if (this.tail) this.tail.next = node;
    else this.head = node;
    this.tail = node;
    this.total += node.remaining;
  }

  remove(node: OrderNode): void {
    if (node.prev) node.prev.next = node.next;
    else this.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else this.tail = node.prev;
    node.prev = null;
    node.next = null;
    this.total -= node.remaining;
  }
}

/**
 * One side of the book: levels by price, and the prices in an array sorted so that the best
 * price is last (bids ascending, asks descending), which makes taking and emptying the best
 * level O(1). Adding a new price is a binary search and a splice over the (few) active levels.
 */
class BookSide {
  readonly levels = new Map<number, Level>();
  /** Active prices, best last. */
  readonly prices: number[] = [];

  constructor(readonly side: Side) {}

  /** True when price a is better than price b for this side. */
  better(a: number, b: number): boolean {
    return this.side === 'buy' ? a > b : a < b;
  }

  best(): Level | undefined {
    const n = this.prices.length;
    return n === 0 ? undefined : this.levels.get(this.prices[n - 1] as number);
  }

  levelFor(price: number): Level {
    let level = this.levels.get(price);
    if (level) return level;
    level = new Level(price);
    this.levels.set(price, level);
    // Position after every price worse than this one (prices are sorted worst first).
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better(price, this.prices[mid] as number)) lo = mid + 1;
      else hi = mid;
    }
    if (lo === this.prices.length) this.prices.push(price);
    else this.prices.splice(lo, 0, price);
    return level;
  }

  dropLevel(level: Level): void {
    this.levels.delete(level.price);
    const n = this.prices.length;
    if (this.prices[n - 1] === level.price) {
      this.prices.pop();
      return;
    }
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.better(level.price, this.prices[mid] as number)) lo = mid + 1;
      else hi = mid;
    }
    this.prices.splice(lo, 1);
  }
}

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new RangeError(`${what} must be a positive safe integer, got ${value}`);
}

/**
 * The order book of one market: price-time priority, limit orders (GTC, IOC, FOK), market orders
 * with a price-protection bound, cancels, and self-trade prevention (an order never trades with
 * a resting order of its own owner; its remainder is cancelled instead). Deterministic: no clock
 * and no randomness, so replaying the same commands rebuilds the same book.
 */
export class OrderBook {
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly orders = new Map<number, OrderNode>();

  /** Applies a new order: matches what it can, then rests, cancels or rejects the rest. */
  place(order: NewOrder): Outcome {
    assertCount(order.id, 'order id');
    assertCount(order.owner, 'owner');
    assertCount(order.quantity, 'quantity');
    const limit = order.type === 'limit' ? order.price : order.protection;
    assertCount(limit, order.type === 'limit' ? 'price' : 'protection price');
    if (this.orders.has(order.id))
      return { status: 'rejected', reason: 'DUPLICATE_ID', fills: [], filled: 0, remaining: order.quantity };
    const opposite = order.side === 'buy' ? this.asks : this.bids;
    if (order.type === 'market') {
      const best = opposite.best();
      if (!best || !crosses(order.side, limit, best.price))
        return {
          status: 'rejected',
          reason: 'NO_LIQUIDITY',
          fills: [],
          filled: 0,
          remaining: order.quantity,
        };
    }
    if (
      order.type === 'limit' &&
      order.tif === 'FOK' &&
      this.fillable(order.side, order.owner, limit, order.quantity) < order.quantity
    )
      return {
        status: 'rejected',
        reason: 'FOK_UNFILLABLE',
        fills: [],
        filled: 0,
        remaining: order.quantity,
      };

    const fills: Fill[] = [];
    let remaining = order.quantity;
    let stopped: EndReason | undefined;
    while (remaining > 0) {
      const level = opposite.best();
      if (!level || !crosses(order.side, limit, level.price)) break;
      let maker = level.head;
      while (maker && remaining > 0) {
        if (maker.owner === order.owner) {
          stopped = 'SELF_TRADE';
          break;
        }
        const quantity = maker.remaining < remaining ? maker.remaining : remaining;
        maker.remaining -= quantity;
        level.total -= quantity;
        remaining -= quantity;
        fills.push({
          makerId: maker.id,
          makerOwner: maker.owner,
          takerId: order.id,
          takerOwner: order.owner,
          takerSide: order.side,
          price: level.price,
          quantity,
          makerRemaining: maker.remaining,
        });
        const next = maker.next;
        if (maker.remaining === 0) {
          level.remove(maker);
          this.orders.delete(maker.id);
        }
        maker = next;
      }
      if (level.head === null) opposite.dropLevel(level);
      if (stopped) break;
    }
    const filled = order.quantity - remaining;
    if (remaining === 0) return { status: 'filled', fills, filled, remaining: 0 };
    if (stopped) return { status: 'cancelled', fills, filled, remaining, reason: stopped };
    if (order.type === 'market') {
      const left = opposite.best();
      return { status: 'cancelled', fills, filled, remaining, reason: left ? 'PROTECTION' : 'UNFILLED' };
    }
    if (order.tif !== 'GTC') return { status: 'cancelled', fills, filled, remaining, reason: 'UNFILLED' };
    const own = order.side === 'buy' ? this.bids : this.asks;
    const level = own.levelFor(order.price);
    const node = new OrderNode(order.id, order.owner, order.side, level, remaining);
    level.push(node);
    this.orders.set(order.id, node);
    return { status: 'resting', fills, filled, remaining };
  }

  /** Removes a resting order; undefined when it is not on the book (unknown or already final). */
  cancel(id: number): RestingOrder | undefined {
    const node = this.orders.get(id);
    if (!node) return undefined;
    const side = node.side === 'buy' ? this.bids : this.asks;
    const level = node.level;
    level.remove(node);
    this.orders.delete(id);
    if (level.head === null) side.dropLevel(level);
    return { id, owner: node.owner, side: node.side, price: level.price, remaining: node.remaining };
  }

  /**
   * What an order could fill at once up to `limit`, stopping where self-trade prevention would
   * stop it; FOK orders use it to decide before touching the book.
   */
  private fillable(side: Side, owner: number, limit: number, wanted: number): number {
    const opposite = side === 'buy' ? this.asks : this.bids;
    let total = 0;
    for (let i = opposite.prices.length - 1; i >= 0 && total < wanted; i--) {
      const price = opposite.prices[i] as number;
      if (!crosses(side, limit, price)) break;
      for (let node = opposite.levels.get(price)?.head ?? null; node && total < wanted; node = node.next) {
        if (node.owner === owner) return total;
        total += node.remaining;
      }
    }
    return total;
  }

  order(id: number): RestingOrder | undefined {
    const node = this.orders.get(id);
    return (
      node && { id, owner: node.owner, side: node.side, price: node.level.price, remaining: node.remaining }
    );
  }

  get size(): number {
    return this.orders.size;
  }

  bestBid(): number | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): number | undefined {
    return this.asks.best()?.price;
  }

  /** Aggregated levels of a side, best first: [price, total quantity]. */
  depth(side: Side, levels: number): [number, number][] {
    const book = side === 'buy' ? this.bids : this.asks;
    const out: [number, number][] = [];
    for (let i = book.prices.length - 1; i >= 0 && out.length < levels; i--) {
      const price = book.prices[i] as number;
      out.push([price, book.levels.get(price)?.total ?? 0]);
    }
    return out;
  }

  /** Every resting order in priority order, bids then asks: what a replay must reproduce. */
  snapshot(): RestingOrder[] {
    const out: RestingOrder[] = [];
    for (const book of [this.bids, this.asks]) {
      for (let i = book.prices.length - 1; i >= 0; i--) {
        const level = book.levels.get(book.prices[i] as number);
        for (let node = level?.head ?? null; node; node = node.next)
          out.push({
            id: node.id,
            owner: node.owner,
            side: node.side,
            price: level?.price ?? 0,
            remaining: node.remaining,
          });
      }
    }
    return out;
  }
}

/** Whether a taker with this limit trades at a maker's price. */
function crosses(takerSide: Side, limit: number, makerPrice: number): boolean {
  return takerSide === 'buy' ? makerPrice <= limit : makerPrice >= limit;
}
