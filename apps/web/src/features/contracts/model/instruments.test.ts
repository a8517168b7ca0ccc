import type { PairQuote } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { AAPL, BTC_PERP, EURUSD, USDJPY, XAUUSD } from './fixtures.ts';
import { defaultInstrument, groupByCategory, isCategory, lastPriceOf } from './instruments.ts';

describe('instrument picker', () => {
  it('groups instruments by category in the picker order, leaving out empty ones', () => {
    const groups = groupByCategory([AAPL, EURUSD, BTC_PERP, USDJPY, XAUUSD]);
    expect(groups.map((g) => g.category)).toEqual(['contract', 'forex', 'metal', 'stock']);
    expect(groups[1]?.instruments.map((i) => i.symbol)).toEqual(['EURUSD', 'USDJPY']);
  });

  it('puts the crypto underlyings of delivery and options after the perpetuals', () => {
    const btc = { symbol: 'BTCUSDT', category: 'crypto', open: true, hours: '24/7', price: '67250.00' };
    const groups = groupByCategory([EURUSD, btc, BTC_PERP]);
    expect(groups.map((g) => g.category)).toEqual(['contract', 'crypto', 'forex']);
  });

  it('opens on the first crypto perpetual, or the first instrument without one', () => {
    expect(defaultInstrument([EURUSD, BTC_PERP])?.symbol).toBe('BTCUSDT-PERP');
    expect(defaultInstrument([EURUSD, XAUUSD])?.symbol).toBe('EURUSD');
    expect(defaultInstrument([])).toBeUndefined();
  });

  it('knows its categories', () => {
    expect(isCategory('metal')).toBe(true);
    expect(isCategory('crypto')).toBe(true);
    expect(isCategory('bond')).toBe(false);
  });

  it('prefers the live quote to the listed price', () => {
    const quotes = new Map([['BTCUSDT-PERP', { symbol: 'BTCUSDT-PERP', last: '68050.0' } as PairQuote]]);
    expect(lastPriceOf('BTCUSDT-PERP', quotes, [BTC_PERP])).toBe('68050.0');
    expect(lastPriceOf('EURUSD', quotes, [EURUSD])).toBe('1.08520');
    expect(lastPriceOf('EURUSD', quotes, [{ ...EURUSD, price: null }])).toBeNull();
  });
});
