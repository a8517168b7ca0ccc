import { describe, expect, it } from 'vitest';
import { tabbedParamsOf } from '../../lib/tabbed-view.ts';
import {
  BASKETS_VIEW,
  type BasketsView,
  emptyText,
  exposureShares,
  fullPercent,
  tradesQuery,
  viewOf,
} from './baskets-model.ts';

const view = (query: string) => viewOf(new URLSearchParams(query));

describe('the address of the ETF baskets page', () => {
  it('opens on the baskets', () => {
    expect(view('')).toEqual({ tab: 'baskets', book: 'real', page: 1, pageSize: 20 });
  });

  it('reads the trade filters and drops anything malformed', () => {
    expect(view('tab=trades&book=demo&uid=42&basket=3&page=2')).toEqual({
      tab: 'trades',
      book: 'demo',
      page: 2,
      pageSize: 20,
      uid: 42,
      basket: 3,
    });
    expect(view('tab=trades&uid=0&basket=x')).toEqual({ ...view(''), tab: 'trades' });
  });

  it('keeps filters on the trades tab only', () => {
    expect(view('tab=exposure&uid=42&basket=1')).toEqual({ ...view(''), tab: 'exposure' });
  });

  it('writes a view back to the same address, leaving defaults out', () => {
    const full: BasketsView = { tab: 'trades', book: 'demo', page: 3, pageSize: 50, uid: 7, basket: 2 };
    expect(viewOf(tabbedParamsOf(full, BASKETS_VIEW))).toEqual(full);
    expect(tabbedParamsOf(view(''), BASKETS_VIEW).toString()).toBe('');
  });

  it('asks the server for the basket by its id', () => {
    expect(tradesQuery(view('tab=trades&basket=4&uid=9'))).toEqual({
      page: 1,
      pageSize: 20,
      book: 'real',
      uid: 9,
      basket_id: 4,
    });
  });

  it('tells an empty book from filters that match nothing', () => {
    expect(emptyText(view('tab=trades&book=demo'))).toBe('No basket trades in the demo book');
    expect(emptyText(view('tab=trades&basket=1'))).toBe('No basket trades match these filters');
  });
});

describe('weights and fees in percent', () => {
  it.each([
    [400_000, '40.0000%'],
    [333_334, '33.3334%'],
    [5_000, '0.5000%'],
    [1, '0.0001%'],
    [0, '0.0000%'],
    [999_999, '99.9999%'],
    [1_000_000, '100.0000%'],
  ])('%s ppm in full is %s', (ppm, full) => {
    expect(fullPercent(ppm)).toBe(full);
  });
});

describe('exposure shares', () => {
  it('gives each component its exact share, rounded down', () => {
    const shares = exposureShares({
      components: [
        { symbol: 'BTCUSDT', value: '100.000000' },
        { symbol: 'ETHUSDT', value: '200.000000' },
      ],
      total: '300.000000',
    });
    expect(shares.map((s) => s.share_ppm)).toEqual([333_333, 666_666]);
  });

  it('has no shares without a total', () => {
    expect(exposureShares({ components: [{ symbol: 'BTCUSDT', value: '0' }], total: '0.000000' })).toEqual([
      { symbol: 'BTCUSDT', value: '0', share_ppm: null },
    ]);
  });
});
