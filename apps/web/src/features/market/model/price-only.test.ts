import type { MarketItem } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { isPriceOnly, type ListQuery, visibleItems } from './sorting.ts';

const item = (symbol: string, category: 'crypto' | 'forex', volume: string): MarketItem => ({
  instrument: {
    symbol,
    category,
    base: symbol.slice(0, 3),
    quote: 'USDT',
    name: symbol,
    priceScale: 2,
    quantityScale: 2,
    open: true,
    hours: '24/7',
    nextOpen: null,
  },
  quote: {
    symbol,
    last: '1.00',
    bid: null,
    ask: null,
    open: '1.00',
    high: '1.00',
    low: '1.00',
    change: '0',
    changePercent: '0',
    volume,
    time: 1,
    source: 'simulated',
  },
});

const items = [
  item('ADAUSDT', 'crypto', '900'),
  item('BTCUSDT', 'crypto', '10'),
  item('DOGEUSDT', 'crypto', '5000'),
  item('ETHUSDT', 'crypto', '20'),
  item('EURUSD', 'forex', '1'),
];
const traded = new Set(['BTCUSDT', 'ETHUSDT']);
const query = (q: Partial<ListQuery>): ListQuery => ({
  tab: 'crypto',
  search: '',
  sort: 'default',
  direction: 'desc',
  favourites: [],
  traded,
  ...q,
});
const symbols = (rows: MarketItem[]) => rows.map((r) => r.instrument.symbol);

describe('crypto pairs the spot market trades and those shown for their price only', () => {
  it('lists the traded pairs first on the crypto tab, each group in the chosen order', () => {
    expect(symbols(visibleItems(items, new Map(), query({})))).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'ADAUSDT',
      'DOGEUSDT',
    ]);
    expect(symbols(visibleItems(items, new Map(), query({ sort: 'volume', direction: 'desc' })))).toEqual([
      'ETHUSDT',
      'BTCUSDT',
      'DOGEUSDT',
      'ADAUSDT',
    ]);
  });

  it('keeps the order elsewhere and before the traded pairs are known', () => {
    expect(symbols(visibleItems(items, new Map(), query({ tab: 'all' })))[0]).toBe('ADAUSDT');
    expect(symbols(visibleItems(items, new Map(), query({ traded: undefined })))[0]).toBe('ADAUSDT');
  });

  it('marks only crypto pairs outside the spot market, and nothing while unknown', () => {
    expect(isPriceOnly({ symbol: 'ADAUSDT', category: 'crypto' }, traded)).toBe(true);
    expect(isPriceOnly({ symbol: 'BTCUSDT', category: 'crypto' }, traded)).toBe(false);
    expect(isPriceOnly({ symbol: 'EURUSD', category: 'forex' }, traded)).toBe(false);
    expect(isPriceOnly({ symbol: 'ADAUSDT', category: 'crypto' }, undefined)).toBe(false);
  });
});
