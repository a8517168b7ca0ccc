import type { Page, SpotOrder } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { applyOrderToList, type OrderListName, REFETCH } from './order-lists.ts';

const order = (
  id: number,
  status: SpotOrder['status'] = 'open',
  more: Partial<SpotOrder> = {},
): SpotOrder => ({
  id,
  symbol: 'BTCUSDT',
  side: 'buy',
  type: 'limit',
  tif: 'GTC',
  price: '100.00',
  quantity: '1.000000',
  filled: '0.000000',
  filled_quote: '0',
  average_price: null,
  fee: '0',
  status,
  end_reason: status === 'cancelled' ? 'cancelled' : null,
  client_order_id: null,
  created_at: id,
  updated_at: 10,
  ...more,
});

/** A page of `pageSize` 3 listing these ids (newest first) out of `total`. */
const page = (
  ids: number[],
  total = ids.length,
  pageNo = 1,
  status: SpotOrder['status'] = 'open',
): Page<SpotOrder> => ({
  items: ids.map((id) => order(id, status)),
  total,
  page: pageNo,
  pageSize: 3,
});

/** The ids and total a result lists, or REFETCH. */
const shape = (update: ReturnType<typeof applyOrderToList>) =>
  update === REFETCH ? REFETCH : { ids: update.items.map((o) => o.id), total: update.total };

const filled = (id: number) => order(id, 'filled', { filled: '1.000000', updated_at: 20 });
const partial = (id: number) => order(id, 'open', { filled: '0.500000', updated_at: 20 });
const cancelled = (id: number) => order(id, 'cancelled', { updated_at: 20 });

describe('a changed order on the cached open orders', () => {
  it.each<[string, Page<SpotOrder>, SpotOrder, ReturnType<typeof shape>]>([
    ['a new order goes on top of the first page', page([5, 4]), order(6), { ids: [6, 5, 4], total: 3 }],
    ['a new order on an empty first page', page([]), order(6), { ids: [6], total: 1 }],
    [
      'a new order pushes the oldest row to the next page',
      page([5, 4, 3], 3),
      order(6),
      { ids: [6, 5, 4], total: 4 },
    ],
    ['a new order shifts a later page: asked again', page([2, 1], 5, 2), order(6), REFETCH],
    [
      'an open order older than a full page lies on a later page',
      page([9, 8, 7], 5),
      order(2),
      { ids: [9, 8, 7], total: 6 },
    ],
    [
      'an open order within the page takes its place by id',
      page([9, 7], 2),
      order(8),
      { ids: [9, 8, 7], total: 3 },
    ],
    ['a partial fill updates the row in place', page([5, 4]), partial(4), { ids: [5, 4], total: 2 }],
    ['a filled order leaves the list', page([5, 4]), filled(5), { ids: [4], total: 1 }],
    ['a cancelled order leaves the list', page([5, 4, 3]), cancelled(4), { ids: [5, 3], total: 2 }],
    ['an ended order whose place the next page fills: asked again', page([5, 4, 3], 4), filled(4), REFETCH],
    ['an order filled at once was never listed', page([5, 4]), filled(6), { ids: [5, 4], total: 2 }],
    [
      'an ended order of an earlier page shifts a later one: asked again',
      page([2, 1], 5, 2),
      cancelled(6),
      REFETCH,
    ],
    [
      'an ended order absent from the page it would sit on changes nothing',
      page([9, 7]),
      cancelled(8),
      { ids: [9, 7], total: 2 },
    ],
    [
      'another market leaves a filtered list alone',
      page([5, 4]),
      order(6, 'open', { symbol: 'ETHUSDT' }),
      { ids: [5, 4], total: 2 },
    ],
  ])('%s', (_, before, changed, after) => {
    expect(shape(applyOrderToList('open', before, { symbol: 'BTCUSDT' }, changed))).toEqual(after);
  });

  it('keeps the pushed fill when an older answer arrives after it', () => {
    const before = page([5]);
    const pushed = applyOrderToList('open', before, {}, partial(5));
    if (pushed === REFETCH) throw new Error('expected a page');
    const stale = applyOrderToList('open', pushed, {}, order(5, 'open', { updated_at: 15 }));
    expect(stale).toBe(pushed);
    expect(pushed.items[0]?.filled).toBe('0.500000');
  });

  it('replaces the row with the order as changed', () => {
    const after = applyOrderToList('open', page([5, 4]), {}, partial(4));
    expect(after !== REFETCH && after.items[1]).toEqual(partial(4));
  });

  it('lists every market when the list is not filtered', () => {
    const other = order(6, 'open', { symbol: 'ETHUSDT' });
    expect(shape(applyOrderToList('open', page([5]), {}, other))).toEqual({ ids: [6, 5], total: 2 });
  });
});

describe('a changed order on the cached order history', () => {
  const history = (ids: number[], total = ids.length, pageNo = 1) => page(ids, total, pageNo, 'filled');
  it.each<[string, Page<SpotOrder>, SpotOrder, ReturnType<typeof shape>]>([
    [
      'a filled order goes on top of the first page',
      history([5, 4]),
      filled(6),
      { ids: [6, 5, 4], total: 3 },
    ],
    ['a cancelled order takes its place by id', history([9, 7]), cancelled(8), { ids: [9, 8, 7], total: 3 }],
    [
      'an ended order older than a full page lies on a later page',
      history([9, 8, 7], 3),
      filled(2),
      { ids: [9, 8, 7], total: 4 },
    ],
    ['an ended order shifts a later page: asked again', history([2, 1], 5, 2), filled(6), REFETCH],
    ['an open order is not history', history([5, 4]), partial(6), { ids: [5, 4], total: 2 }],
    [
      'another market leaves a filtered list alone',
      history([5]),
      order(6, 'filled', { symbol: 'ETHUSDT' }),
      { ids: [5], total: 1 },
    ],
  ])('%s', (_, before, changed, after) => {
    expect(shape(applyOrderToList('history', before, { symbol: 'BTCUSDT' }, changed))).toEqual(after);
  });

  it('the same order pushed twice is listed once', () => {
    const list: OrderListName = 'history';
    const once = applyOrderToList(list, history([5]), {}, filled(6));
    if (once === REFETCH) throw new Error('expected a page');
    expect(shape(applyOrderToList(list, once, {}, filled(6)))).toEqual({ ids: [6, 5], total: 2 });
  });
});
