import { PAGE_SIZE_MAX } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { nextPaged, PAGE_SIZE_DEFAULT, PAGE_SIZES, type Paging, pageSizeOf, pagingChange } from './paging.ts';

interface Lines extends Paging {
  asset?: string;
  uid?: number;
}

describe('paging', () => {
  it('offers only page sizes the server accepts, the default among them', () => {
    expect(Math.max(...PAGE_SIZES)).toBeLessThanOrEqual(PAGE_SIZE_MAX);
    expect(PAGE_SIZES).toContain(PAGE_SIZE_DEFAULT);
  });

  it.each([
    ['20', 20],
    ['50', 50],
    ['100', 100],
    ['7', 20],
    ['1000', 20],
    ['-50', 20],
    ['', 20],
    [null, 20],
  ])('reads the page size %j as %d', (text, size) => {
    expect(pageSizeOf(text)).toBe(size);
  });

  it.each([
    ['another page', 4, 50, { page: 4 }],
    ['another size', 4, 100, { page: 1, pageSize: 100 }],
  ] as const)('a move of the pager to %s changes %j', (_, page, pageSize, change) => {
    expect(pagingChange({ page: 3, pageSize: 50 }, page, pageSize)).toEqual(change);
  });

  const listed: Lines = { page: 3, pageSize: 50, asset: 'BTC', uid: 9 };

  it.each([
    ['only the page turns', { page: 4 }, { ...listed, page: 4 }],
    ['nothing changes', {}, listed],
    ['a filter changes', { asset: 'ETH' }, { ...listed, page: 1, asset: 'ETH' }],
    ['a filter is added', { uid: 7 }, { ...listed, page: 1, uid: 7 }],
    ['the page size changes', { page: 1, pageSize: 100 }, { ...listed, page: 1, pageSize: 100 }],
    ['a filter is cleared', { asset: undefined }, { page: 1, pageSize: 50, uid: 9 }],
    ['a filter is emptied', { asset: '' }, { page: 1, pageSize: 50, uid: 9 }],
  ] as const)('after %s the list is %j', (_, change, expected) => {
    expect(nextPaged<Lines>(listed, change)).toEqual(expected);
  });

  it('drops a cleared filter instead of sending it empty', () => {
    expect('asset' in nextPaged<Lines>(listed, { asset: undefined })).toBe(false);
  });
});
