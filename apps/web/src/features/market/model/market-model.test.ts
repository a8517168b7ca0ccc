import type { MarketItem, PairQuote } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { compactDecimal, directionOf, signedPercent } from './format.ts';
import { compareDecimals, quoteVolume, visibleItems } from './sorting.ts';

const quote = (symbol: string, changePercent: string, volume: string, last = '1.00'): PairQuote => ({
  symbol,
  last,
  bid: null,
  ask: null,
  open: last,
  high: last,
  low: last,
  change: '0',
  changePercent,
  volume,
  time: 1,
  source: 'simulated',
});
const item = (symbol: string, category: string, name: string, q: PairQuote | null): MarketItem => ({
  instrument: {
    symbol,
    category: category as MarketItem['instrument']['category'],
    base: symbol,
    quote: 'USD',
    name,
    priceScale: 2,
    quantityScale: 2,
    open: true,
    hours: '24/7',
    nextOpen: null,
  },
  quote: q,
});

describe('market list rules', () => {
  const items = [
    item('BTCUSDT', 'crypto', 'Bitcoin', quote('BTCUSDT', '2.50', '10.5', '60000.00')),
    item('EURUSD', 'forex', 'Euro / US Dollar', quote('EURUSD', '-0.20', '1000000.00', '1.08000')),
    item('AAPL', 'stock', 'Apple', quote('AAPL', '10.00', '500.00', '190.00')),
    item('NGAS', 'energy', 'Natural Gas', null),
  ];
  const base = {
    tab: 'all' as const,
    search: '',
    sort: 'default' as const,
    direction: 'desc' as const,
    favourites: [],
  };
  const symbols = (rows: MarketItem[]) => rows.map((r) => r.instrument.symbol);

  it('sorts by change and by traded value, instruments without a price last', () => {
    expect(symbols(visibleItems(items, new Map(), { ...base, sort: 'change' }))).toEqual([
      'AAPL',
      'BTCUSDT',
      'EURUSD',
      'NGAS',
    ]);
    expect(symbols(visibleItems(items, new Map(), { ...base, sort: 'change', direction: 'asc' }))).toEqual([
      'EURUSD',
      'BTCUSDT',
      'AAPL',
      'NGAS',
    ]);
    // 10.5 BTC at 60,000 outweighs 1,000,000 EUR at 1.08 and 500 AAPL at 190.
    expect(symbols(visibleItems(items, new Map(), { ...base, sort: 'volume' }))).toEqual([
      'EURUSD',
      'BTCUSDT',
      'AAPL',
      'NGAS',
    ]);
  });

  it('filters by tab, favourites and search, using live quotes over loaded ones', () => {
    expect(symbols(visibleItems(items, new Map(), { ...base, tab: 'forex' }))).toEqual(['EURUSD']);
    expect(
      symbols(visibleItems(items, new Map(), { ...base, tab: 'favourites', favourites: ['AAPL'] })),
    ).toEqual(['AAPL']);
    expect(symbols(visibleItems(items, new Map(), { ...base, search: 'gas' }))).toEqual(['NGAS']);
    const live = new Map([['NGAS', quote('NGAS', '50.00', '1', '2.000')]]);
    expect(symbols(visibleItems(items, live, { ...base, sort: 'change' }))[0]).toBe('NGAS');
  });

  it('compares decimals exactly and multiplies volume by price as text', () => {
    expect(compareDecimals('0.10', '0.1')).toBe(0);
    expect(compareDecimals('-1.5', '-1.25')).toBe(-1);
    expect(compareDecimals('12345678901234567890.1', '12345678901234567890.09')).toBe(1);
    expect(quoteVolume(quote('X', '0', '10.5', '60000.00'))).toBe('630000.000');
    expect(quoteVolume(quote('X', '0', '3', '2'))).toBe('6');
  });

  it.each([
    ['1234567.89', '1.23M'],
    ['999.999', '999.99'],
    ['1000', '1K'],
    ['1050', '1.05K'],
    ['12000000000', '12B'],
    ['0.000123', '0'],
    ['0.5', '0.5'],
  ])('shortens %s to %s without rounding up', (value, expected) => {
    expect(compactDecimal(value)).toBe(expected);
  });

  it('signs percentages and names directions', () => {
    expect(signedPercent('1.25')).toBe('+1.25%');
    expect(signedPercent('-0.40')).toBe('-0.40%');
    expect(signedPercent('0.00')).toBe('0.00%');
    expect(signedPercent('1.25', 'xby')).toBe('+1,25%');
    expect(signedPercent('-0.40', 'yn')).toBe('-0,40%');
    expect(directionOf('-0.01')).toBe('down');
    expect(directionOf('0.00')).toBe('flat');
    expect(directionOf('3')).toBe('up');
  });
});
