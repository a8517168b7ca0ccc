import { describe, expect, it } from 'vitest';
import { type ListPages, pageOf, withPage } from './list-pages.ts';

type List = 'open' | 'history';
const start: ListPages<List> = { scope: 'BTCUSDT', pages: {} };

describe('pages of a tabbed panel', () => {
  it('start every list on the first page', () => {
    expect(pageOf(start, 'BTCUSDT', 'open')).toBe(1);
    expect(pageOf(start, 'BTCUSDT', 'history')).toBe(1);
  });

  it('remember each list on its own page within a scope', () => {
    const turned = withPage(withPage(start, 'BTCUSDT', 'open', 3), 'BTCUSDT', 'history', 2);
    expect(pageOf(turned, 'BTCUSDT', 'open')).toBe(3);
    expect(pageOf(turned, 'BTCUSDT', 'history')).toBe(2);
  });

  it('start every list again on the first page in another scope', () => {
    const turned = withPage(start, 'BTCUSDT', 'open', 3);
    expect(pageOf(turned, 'ETHUSDT', 'open')).toBe(1);
    const moved = withPage(turned, 'ETHUSDT', 'history', 2);
    expect(pageOf(moved, 'ETHUSDT', 'open')).toBe(1);
    expect(pageOf(moved, 'ETHUSDT', 'history')).toBe(2);
    expect(pageOf(moved, 'BTCUSDT', 'open')).toBe(1);
  });
});
