import { nextPaged, PAGE_SIZE_DEFAULT, type Paging, pageSizeOf } from './paging.ts';
import { isOneOf, positiveInt } from './parse.ts';

/**
 * The view of a page of tabs over one book (real or demo), whose lists are filtered and paged.
 * All of it lives in the address, so a reload or a shared link keeps it. Each feature names its
 * tabs, books and filters and reads its own filters; these rules do the rest the same way.
 */

export interface TabbedView<Tab extends string = string, Book extends string = string> extends Paging {
  tab: Tab;
  book: Book;
}

export type FilterKey<V extends TabbedView> = Exclude<keyof V, keyof TabbedView> & string;
/** The filters of a view alone, as a filter form holds them. */
export type Filters<V extends TabbedView> = Pick<V, FilterKey<V>>;

export interface TabbedViewRules<V extends TabbedView> {
  /** The first tab is the one a bare address opens. */
  tabs: readonly [V['tab'], ...V['tab'][]];
  /** The first book is the one a bare address shows. */
  books: readonly [V['book'], ...V['book'][]];
  /** The filters, in the order the address writes them. */
  filters: readonly FilterKey<V>[];
}

/**
 * The tab, book and page an address describes, without filters (the feature reads those).
 * Anything unknown falls back to the first page of the first tab and book.
 */
export function tabbedViewOf<V extends TabbedView>(
  params: URLSearchParams,
  rules: TabbedViewRules<V>,
): TabbedView<V['tab'], V['book']> {
  const tab = params.get('tab');
  const book = params.get('book');
  return {
    tab: isOneOf(rules.tabs, tab) ? tab : rules.tabs[0],
    book: isOneOf(rules.books, book) ? book : rules.books[0],
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('pageSize')),
  };
}

/** The address of a view; defaults are left out so links stay short. */
export function tabbedParamsOf<V extends TabbedView>(view: V, rules: TabbedViewRules<V>): URLSearchParams {
  const out = new URLSearchParams();
  if (view.tab !== rules.tabs[0]) out.set('tab', view.tab);
  if (view.book !== rules.books[0]) out.set('book', view.book);
  if (view.page !== 1) out.set('page', String(view.page));
  if (view.pageSize !== PAGE_SIZE_DEFAULT) out.set('pageSize', String(view.pageSize));
  for (const key of rules.filters) {
    const value = view[key];
    if (value !== undefined) out.set(key, String(value));
  }
  return out;
}

/**
 * The view after a change. Another tab starts at its first page without filters (the book and
 * page size stay); any other change is as for a paged list (see nextPaged).
 */
export function nextTabbedView<V extends TabbedView>(view: V, change: Partial<V>): V {
  if (change.tab !== undefined && change.tab !== view.tab)
    return { tab: change.tab, book: change.book ?? view.book, page: 1, pageSize: view.pageSize } as V;
  return nextPaged(view, change);
}

/** An empty list in words: a filter that matches nothing is not the same as an empty book. */
export function emptyListText<V extends TabbedView>(
  view: V,
  rules: TabbedViewRules<V>,
  noun: string,
): string {
  const filtered = rules.filters.some((key) => view[key] !== undefined);
  return filtered ? `No ${noun} match these filters` : `No ${noun} in the ${view.book} book`;
}
