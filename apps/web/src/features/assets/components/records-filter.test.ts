import { describe, expect, it } from 'vitest';
import {
  filterParams,
  filtersProblem,
  filtersSearch,
  RECORDS_PAGE_SIZE,
  readFilters,
  readPage,
  recordsCsvUrl,
  recordsParams,
} from './records-filter.ts';

/** Local midnight, as the date inputs mean it. */
const localDay = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime() / 1000;

describe('records filters', () => {
  it('read known values from the address and drop the rest', () => {
    const search = new URLSearchParams(
      'asset=BTC&type=contract&kind=withdrawal-paid&from=2024-05-01&to=2024-05-31&page=3',
    );
    expect(readFilters(search)).toEqual({
      asset: 'BTC',
      type: 'contract',
      kind: 'withdrawal-paid',
      from: '2024-05-01',
      to: '2024-05-31',
    });
    expect(readPage(search)).toBe(3);
    const junk = new URLSearchParams('asset=DOGE&type=earn&kind=DROP%20TABLE&from=2024-02-31&to=yesterday');
    expect(readFilters(junk)).toEqual({});
  });

  it.each([
    ['', 1],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=1.5', 1],
    ['page=abc', 1],
    ['page=7', 7],
  ])('reads %j as page %i', (query, page) => {
    expect(readPage(new URLSearchParams(query))).toBe(page);
  });

  it('write the address back, leaving out empty filters and page 1', () => {
    expect(filtersSearch({ asset: 'USDT', from: '2024-01-02' }).toString()).toBe(
      'asset=USDT&from=2024-01-02',
    );
    expect(filtersSearch({}, 1).toString()).toBe('');
    expect(filtersSearch({ kind: 'convert' }, 4).toString()).toBe('kind=convert&page=4');
    const round = {
      asset: 'ETH',
      type: 'options',
      kind: 'deposit',
      from: '2023-12-31',
      to: '2024-01-01',
    } as const;
    expect(readFilters(filtersSearch(round))).toEqual(round);
  });

  it('turn the date range into Unix seconds: from inclusive, to exclusive at the next local midnight', () => {
    expect(filterParams({ from: '2024-03-09', to: '2024-03-10' })).toEqual({
      from: localDay(2024, 3, 9),
      to: localDay(2024, 3, 11),
    });
    expect(filterParams({ to: '2024-12-31' })).toEqual({ to: localDay(2025, 1, 1) });
    expect(filterParams({ asset: 'TRX', type: 'spot', kind: 'transfer' })).toEqual({
      asset: 'TRX',
      type: 'spot',
      kind: 'transfer',
    });
  });

  it('ask for one page with the filters', () => {
    expect(recordsParams({ asset: 'BTC' }, 2)).toEqual({
      page: 2,
      pageSize: RECORDS_PAGE_SIZE,
      asset: 'BTC',
    });
    expect(RECORDS_PAGE_SIZE).toBeLessThanOrEqual(100);
  });

  it('refuse a range that ends before it starts', () => {
    expect(filtersProblem({ from: '2024-05-02', to: '2024-05-01' })).toBe('dateOrder');
    expect(filtersProblem({ from: '2024-05-01', to: '2024-05-01' })).toBeNull();
    expect(filtersProblem({ from: '2024-05-01' })).toBeNull();
  });

  it('build the CSV link with the token, the filters and the language', () => {
    const url = recordsCsvUrl(
      { asset: 'USDT', kind: 'deposit', from: '2024-05-01' },
      { token: 'tok/en+1', lang: 'jp', rtoken: 'abcdef123456' },
    );
    const [path, query = ''] = url.split('?');
    expect(path).toBe('/api/web/accountRecordsCsv');
    const search = new URLSearchParams(query);
    expect(Object.fromEntries(search)).toEqual({
      token: 'tok/en+1',
      asset: 'USDT',
      kind: 'deposit',
      from: String(localDay(2024, 5, 1)),
      lang: 'jp',
      rtoken: 'abcdef123456',
    });
    // Paging is for the screen only: the export holds every matching record.
    expect(search.has('page')).toBe(false);
  });
});
