import { describe, expect, it } from 'vitest';
import {
  emptyListText,
  nextTabbedView,
  type TabbedView,
  type TabbedViewRules,
  tabbedParamsOf,
  tabbedViewOf,
} from './tabbed-view.ts';

/** A page like the contract and fixed-term pages: a summary tab, then lists filtered by status or user. */
interface View extends TabbedView<'summary' | 'list' | 'history', 'real' | 'demo'> {
  status?: string;
  uid?: number;
}
const RULES: TabbedViewRules<View> = {
  tabs: ['summary', 'list', 'history'],
  books: ['real', 'demo'],
  filters: ['status', 'uid'],
};
const view = (query: string) => tabbedViewOf(new URLSearchParams(query), RULES);
const FIRST: View = { tab: 'summary', book: 'real', page: 1, pageSize: 20 };

describe('the address of a tabbed page', () => {
  it.each([
    ['', FIRST],
    ['tab=list&book=demo&page=3&pageSize=50', { tab: 'list', book: 'demo', page: 3, pageSize: 50 }],
    ['tab=nope&book=paper&page=-2&pageSize=7', FIRST],
    ['page=0&pageSize=1000', FIRST],
    ['page=2.5&pageSize=', FIRST],
    ['status=open&uid=9', FIRST],
  ] as const)('reads %j as %j, leaving filters to the feature', (query, expected) => {
    expect(view(query)).toEqual(expected);
  });

  it.each([
    ['the first page of the first tab and book', FIRST, ''],
    [
      'another tab, book and page',
      { ...FIRST, tab: 'history', book: 'demo', page: 2 },
      'tab=history&book=demo&page=2',
    ],
    [
      'a page size and filters',
      { ...FIRST, pageSize: 100, uid: 7, status: 'open' },
      'pageSize=100&status=open&uid=7',
    ],
  ] as const)('writes %s as %j', (_, v, query) => {
    expect(tabbedParamsOf<View>(v, RULES).toString()).toBe(query);
  });

  it('reads back the tab, book and page it writes', () => {
    const full: View = { tab: 'history', book: 'demo', page: 2, pageSize: 100 };
    expect(tabbedViewOf(tabbedParamsOf(full, RULES), RULES)).toEqual(full);
  });
});

describe('changing a tabbed view', () => {
  const listed: View = { tab: 'list', book: 'real', page: 4, pageSize: 50, status: 'open', uid: 9 };

  it.each([
    ['only the page turns', { page: 5 }, { ...listed, page: 5 }],
    ['the same tab is chosen', { tab: 'list' }, { ...listed, page: 1 }],
    ['a filter changes', { uid: 3 }, { ...listed, page: 1, uid: 3 }],
    ['the book changes', { book: 'demo' }, { ...listed, page: 1, book: 'demo' }],
    ['the page size changes', { page: 1, pageSize: 100 }, { ...listed, page: 1, pageSize: 100 }],
    [
      'filters are cleared',
      { status: undefined, uid: undefined },
      { tab: 'list', book: 'real', page: 1, pageSize: 50 },
    ],
    ['another tab opens', { tab: 'history' }, { tab: 'history', book: 'real', page: 1, pageSize: 50 }],
    [
      'another tab opens in another book',
      { tab: 'summary', book: 'demo' },
      { ...FIRST, book: 'demo', pageSize: 50 },
    ],
  ] as const)('after %s the view is %j', (_, change, expected) => {
    expect(nextTabbedView<View>(listed, change)).toEqual(expected);
  });
});

describe('an empty list in words', () => {
  it.each([
    [{ ...FIRST, tab: 'list', book: 'demo' }, 'No items in the demo book'],
    [{ ...FIRST, tab: 'list' }, 'No items in the real book'],
    [{ ...FIRST, tab: 'list', uid: 3 }, 'No items match these filters'],
    [{ ...FIRST, tab: 'list', status: 'open' }, 'No items match these filters'],
  ] as const)('%j is shown as %j', (v, text) => {
    expect(emptyListText<View>(v, RULES, 'items')).toBe(text);
  });
});
