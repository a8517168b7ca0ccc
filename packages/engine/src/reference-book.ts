import type { Fill, NewOrder, Outcome, RestingOrder, Side } from './types.ts';

/**
 * A deliberately simple order book for the property tests: a flat list of resting orders,
 * searched and sorted on every command. Same rules as OrderBook, none of its data structures.
 */
export class ReferenceBook {
  private resting: (RestingOrder & { seq: number })[] = [];
  private seq = 0;

  place(order: NewOrder): Outcome {
    if (this.resting.some((o) => o.id === order.id))
      return { status: 'rejected', reason: 'DUPLICATE_ID', fills: [], filled: 0, remaining: order.quantity };
    const limit = order.type === 'limit' ? order.price : order.protection;
    const crosses = (price: number) => (order.side === 'buy' ? price <= limit : price >= limit);
    const queue = () =>
      this.resting
        .filter((o) => o.side !== order.side && crosses(o.price))
        .sort((a, b) =>
          a.price === b.price ? a.seq - b.seq : order.side === 'buy' ? a.price - b.price : b.price - a.price,
        );
    if (order.type === 'market' && queue().length === 0)
      return { status: 'rejected', reason: 'NO_LIQUIDITY', fills: [], filled: 0, remaining: order.quantity };
    if (order.type === 'limit' && order.tif === 'FOK') {
      let total = 0;
      for (const o of queue()) {
        if (o.owner === order.owner) break;
        total += o.remaining;
      }
      if (total < order.quantity)
        return {
          status: 'rejected',
          reason: 'FOK_UNFILLABLE',
          fills: [],
          filled: 0,
          remaining: order.quantity,
        };
    }
    const fills: Fill[] = [];
    let remaining = order.quantity;
    let selfTrade = false;
    while (remaining > 0) {
      const maker = queue()[0];
      if (!maker) break;
      if (maker.owner === order.owner) {
        selfTrade = true;
        break;
      }
      const quantity = Math.min(maker.remaining, remaining);
      maker.remaining -= quantity;
      remaining -= quantity;
      fills.push({
        makerId: maker.id,
        makerOwner: maker.owner,
        takerId: order.id,
        takerOwner: order.owner,
        takerSide: order.side,
        price: maker.price,
        quantity,
        makerRemaining: maker.remaining,
      });
      if (maker.remaining === 0) this.resting = this.resting.filter((o) => o !== maker);
    }
    const filled = order.quantity - remaining;
    if (remaining === 0) return { status: 'filled', fills, filled, remaining: 0 };
    if (selfTrade) return { status: 'cancelled', fills, filled, remaining, reason: 'SELF_TRADE' };
    if (order.type === 'market') {
      const left = this.resting.some((o) => o.side !== order.side);
      return { status: 'cancelled', fills, filled, remaining, reason: left ? 'PROTECTION' : 'UNFILLED' };
    }
    if (order.tif !== 'GTC') return { status: 'cancelled', fills, filled, remaining, reason: 'UNFILLED' };
    this.seq += 1;
    this.resting.push({
      id: order.id,
      owner: order.owner,
      side: order.side,
      price: order.price,
      remaining,
      seq: this.seq,
    });
    return { status: 'resting', fills, filled, remaining };
  }

  cancel(id: number): RestingOrder | undefined {
    const found = this.resting.find((o) => o.id === id);
    if (!found) return undefined;
    this.resting = this.resting.filter((o) => o !== found);
    return { id, owner: found.owner, side: found.side, price: found.price, remaining: found.remaining };
  }

  /** Bids best first, then asks best first, each level oldest first. */
  snapshot(): RestingOrder[] {
    const side = (s: Side) =>
      this.resting
        .filter((o) => o.side === s)
        .sort((a, b) =>
          a.price === b.price ? a.seq - b.seq : s === 'buy' ? b.price - a.price : a.price - b.price,
        )
        .map(({ seq: _seq, ...o }) => o);
    return [...side('buy'), ...side('sell')];
  }
}
