import { describe, expect, it } from 'vitest';
import { OrderBook } from './book.ts';
import type { NewOrder } from './types.ts';

let nextId = 0;
const limit = (
  owner: number,
  side: 'buy' | 'sell',
  price: number,
  quantity: number,
  tif: 'GTC' | 'IOC' | 'FOK' = 'GTC',
): NewOrder => ({
  type: 'limit',
  id: ++nextId,
  owner,
  side,
  price,
  quantity,
  tif,
});
const market = (owner: number, side: 'buy' | 'sell', quantity: number, protection: number): NewOrder => ({
  type: 'market',
  id: ++nextId,
  owner,
  side,
  quantity,
  protection,
});

describe('order book', () => {
  it('rests a limit order that does not cross, and shows it in the depth', () => {
    const book = new OrderBook();
    expect(book.place(limit(1, 'buy', 100, 5))).toMatchObject({ status: 'resting', filled: 0, remaining: 5 });
    book.place(limit(1, 'buy', 101, 2));
    book.place(limit(2, 'sell', 103, 4));
    expect(book.depth('buy', 10)).toEqual([
      [101, 2],
      [100, 5],
    ]);
    expect(book.depth('sell', 10)).toEqual([[103, 4]]);
    expect([book.bestBid(), book.bestAsk()]).toEqual([101, 103]);
  });

  it('fills at the maker price in price then time priority, and rests the remainder', () => {
    const book = new OrderBook();
    const a = limit(1, 'sell', 101, 3);
    const b = limit(2, 'sell', 100, 2);
    const c = limit(3, 'sell', 100, 2);
    for (const o of [a, b, c]) book.place(o);
    const taker = limit(4, 'buy', 101, 10);
    const out = book.place(taker);
    expect(out.fills.map((f) => [f.makerId, f.price, f.quantity])).toEqual([
      [b.id, 100, 2],
      [c.id, 100, 2],
      [a.id, 101, 3],
    ]);
    expect(out).toMatchObject({ status: 'resting', filled: 7, remaining: 3 });
    expect(book.depth('buy', 1)).toEqual([[101, 3]]);
    expect(book.depth('sell', 1)).toEqual([]);
  });

  it('IOC cancels what does not fill at once; FOK fills all or nothing', () => {
    const book = new OrderBook();
    book.place(limit(1, 'sell', 100, 3));
    expect(book.place(limit(2, 'buy', 100, 5, 'IOC'))).toMatchObject({
      status: 'cancelled',
      filled: 3,
      remaining: 2,
      reason: 'UNFILLED',
    });
    book.place(limit(1, 'sell', 100, 3));
    expect(book.place(limit(2, 'buy', 100, 4, 'FOK'))).toMatchObject({
      status: 'rejected',
      reason: 'FOK_UNFILLABLE',
    });
    expect(book.depth('sell', 1)).toEqual([[100, 3]]);
    expect(book.place(limit(2, 'buy', 100, 3, 'FOK'))).toMatchObject({ status: 'filled', filled: 3 });
  });

  it('stops a market order at its protection price and refuses one with nothing to take', () => {
    const book = new OrderBook();
    expect(book.place(market(2, 'buy', 1, 1_000))).toMatchObject({
      status: 'rejected',
      reason: 'NO_LIQUIDITY',
    });
    book.place(limit(1, 'sell', 100, 2));
    book.place(limit(1, 'sell', 110, 2));
    const out = book.place(market(2, 'buy', 5, 105));
    expect(out).toMatchObject({ status: 'cancelled', filled: 2, remaining: 3, reason: 'PROTECTION' });
    expect(book.place(market(2, 'buy', 1, 105))).toMatchObject({
      status: 'rejected',
      reason: 'NO_LIQUIDITY',
    });
    expect(book.place(market(2, 'sell', 1, 1))).toMatchObject({ status: 'rejected', reason: 'NO_LIQUIDITY' });
  });

  it('never trades an owner with themselves: the taker remainder is cancelled', () => {
    const book = new OrderBook();
    book.place(limit(2, 'sell', 100, 1));
    book.place(limit(1, 'sell', 100, 5));
    book.place(limit(2, 'sell', 100, 1));
    const out = book.place(limit(1, 'buy', 100, 10));
    expect(out).toMatchObject({ status: 'cancelled', filled: 1, remaining: 9, reason: 'SELF_TRADE' });
    expect(book.depth('sell', 1)).toEqual([[100, 6]]);
    expect(book.place(limit(1, 'buy', 100, 2, 'FOK'))).toMatchObject({
      status: 'rejected',
      reason: 'FOK_UNFILLABLE',
    });
  });

  it('cancels a resting order once and refuses a duplicate id', () => {
    const book = new OrderBook();
    const o = limit(1, 'buy', 100, 5);
    book.place(o);
    expect(book.place({ ...o })).toMatchObject({ status: 'rejected', reason: 'DUPLICATE_ID' });
    expect(book.cancel(o.id)).toEqual({ id: o.id, owner: 1, side: 'buy', price: 100, remaining: 5 });
    expect(book.cancel(o.id)).toBeUndefined();
    expect(book.size).toBe(0);
    expect(book.depth('buy', 5)).toEqual([]);
  });

  it.each([
    ['a fractional quantity', { quantity: 1.5 }],
    ['a zero price', { price: 0 }],
    ['an unsafe id', { id: 2 ** 53 }],
    ['a negative owner', { owner: -1 }],
  ])('refuses %s as a caller bug', (_name, patch) => {
    const book = new OrderBook();
    expect(() => book.place({ ...limit(1, 'buy', 100, 1), ...patch } as NewOrder)).toThrow(RangeError);
  });
});
