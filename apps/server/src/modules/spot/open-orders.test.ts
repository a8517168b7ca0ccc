import { describe, expect, it } from 'vitest';
import { clientOrderIdOf, isRtokenKey, orderKeyOf } from './model.ts';
import { OpenOrders } from './open-orders.ts';

describe('open orders of a writer', () => {
  it('counts each user’s open orders through places, fills, cancels and a change of owner', () => {
    const open = new OpenOrders<{ id: number; userId: number }>();
    open.set(1, { id: 1, userId: 7 }).set(2, { id: 2, userId: 7 }).set(3, { id: 3, userId: 8 });
    expect([open.countOf(7), open.countOf(8), open.size]).toEqual([2, 1, 3]);
    expect(open.idsOf(7)).toEqual([1, 2]);
    // Setting the same order again (its fill updated) counts it once.
    open.set(2, { id: 2, userId: 7 });
    expect(open.countOf(7)).toBe(2);
    expect(open.delete(1)).toBe(true);
    expect(open.delete(1)).toBe(false);
    expect([open.countOf(7), open.idsOf(7)]).toEqual([1, [2]]);
    open.set(3, { id: 3, userId: 7 });
    expect([open.countOf(7), open.countOf(8), open.idsOf(8)]).toEqual([2, 0, []]);
    expect([...open.values()].map((o) => o.id)).toEqual([2, 3]);
  });
});

describe('the key an order is placed under', () => {
  it.each([
    ['grid-1', 'abc123', 'grid-1', 'grid-1', false],
    [undefined, 'abc123', 'rtoken:abc123', null, true],
    [undefined, undefined, null, null, false],
  ] as const)('client id %s, rtoken %s: key %s, shown as %s', (clientId, rtoken, key, shown, isRtoken) => {
    const k = orderKeyOf(clientId, rtoken);
    expect(k).toBe(key);
    expect(clientOrderIdOf(k)).toBe(shown);
    expect(isRtokenKey(k)).toBe(isRtoken);
  });
});
