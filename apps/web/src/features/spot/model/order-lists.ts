import type { Page, SpotOrder } from '@platform/contract';

/**
 * How a changed order (pushed by the market socket, or answered by placing or cancelling) moves
 * the cached pages of the open-order and order-history lists, so they change without asking the
 * server again. Both lists are sorted newest first by id (spotOpenOrders, spotOrderHistory) and
 * may be filtered by market. When a page cannot be derived from what it holds (an order
 * from another page moves into it), the answer is `refetch` and that page alone is asked again.
 */
export type OrderListName = 'open' | 'history';
export const REFETCH = 'refetch';
export type ListUpdate = Page<SpotOrder> | typeof REFETCH;

export function applyOrderToList(
  list: OrderListName,
  page: Page<SpotOrder>,
  filter: { symbol?: string | undefined },
  order: SpotOrder,
): ListUpdate {
  if (filter.symbol !== undefined && filter.symbol !== order.symbol) return page;
  const belongs = list === 'open' ? order.status === 'open' : order.status !== 'open';
  return belongs ? upsert(page, order) : remove(page, order);
}

const offsetOf = (page: Page<SpotOrder>) => (page.page - 1) * page.pageSize;

/** The order replaces its older copy, or takes its place by id. */
function upsert(page: Page<SpotOrder>, order: SpotOrder): ListUpdate {
  const listed = page.items.find((o) => o.id === order.id);
  if (listed !== undefined) {
    // An answer that left the server before a pushed change must not undo it.
    if (listed.updated_at > order.updated_at) return page;
    return { ...page, items: page.items.map((o) => (o.id === order.id ? order : o)) };
  }
  const newest = page.items[0];
  const oldest = page.items.at(-1);
  const full = page.items.length >= page.pageSize;
  if (newest === undefined || order.id > newest.id) {
    // Newer than the whole page: on the first page it goes on top; on a later page the orders of
    // the page before shift into this one, which only the server knows.
    if (page.page !== 1) return REFETCH;
    return insertAt(page, 0, order);
  }
  // Older than a full page: it lies on a later page, this one keeps its rows.
  if (oldest !== undefined && full && order.id < oldest.id) return { ...page, total: page.total + 1 };
  const before = page.items.findIndex((o) => o.id < order.id);
  return insertAt(page, before < 0 ? page.items.length : before, order);
}

function insertAt(page: Page<SpotOrder>, at: number, order: SpotOrder): Page<SpotOrder> {
  const items = [...page.items.slice(0, at), order, ...page.items.slice(at)].slice(0, page.pageSize);
  return { ...page, items, total: page.total + 1 };
}

/** The order leaves the list (an open order ended, or history never holds an open one). */
function remove(page: Page<SpotOrder>, order: SpotOrder): ListUpdate {
  const at = page.items.findIndex((o) => o.id === order.id);
  if (at < 0) {
    // Not on this page. On the first page an order newer than every row was never listed (filled
    // at once); elsewhere it may sit on a page before this one, whose removal shifts this one.
    const newest = page.items[0];
    const onEarlierPage = page.page !== 1 && (newest === undefined || order.id > newest.id);
    return onEarlierPage ? REFETCH : page;
  }
  // The first order of the next page moves up into this one: only the server knows it.
  if (page.total > offsetOf(page) + page.items.length) return REFETCH;
  return { ...page, items: page.items.filter((o) => o.id !== order.id), total: page.total - 1 };
}
