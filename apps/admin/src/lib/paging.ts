import { positiveInt } from './parse.ts';

/**
 * Paging of the lists the server pages. Every list is paginated, at most PAGE_SIZE_MAX rows a
 * page (packages/contract limits.ts); the page and its size live in the caller's view or address.
 */

export const PAGE_SIZES = [20, 50, 100];
export const PAGE_SIZE_DEFAULT = 20;

export interface Paging {
  page: number;
  pageSize: number;
}

/** The page size an address asks for when the lists offer it; the default for anything else. */
export function pageSizeOf(text: string | null): number {
  const size = positiveInt(text);
  return size !== undefined && PAGE_SIZES.includes(size) ? size : PAGE_SIZE_DEFAULT;
}

/** What a move of a table's pager changes: another page keeps the size, another size starts at page 1. */
export function pagingChange(paging: Paging, page: number, pageSize: number): Partial<Paging> {
  return pageSize === paging.pageSize ? { page } : { page: 1, pageSize };
}

/**
 * The list after a change. A narrower or wider filter or another page size starts again at
 * page 1; only turning the page keeps it. Cleared filters are dropped, not sent empty.
 */
export function nextPaged<V extends Paging>(view: V, change: Partial<V>): V {
  const turnsPageOnly = Object.keys(change).every((key) => key === 'page');
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...view, ...change }))
    if (value !== undefined && value !== null && value !== '') next[key] = value;
  if (!turnsPageOnly) next.page = 1;
  return next as V;
}
