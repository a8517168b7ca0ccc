import { describe, expect, it } from 'vitest';
import { counterpartOf, isFixedTerm, pickInstrument, productOf } from './products.ts';

const list = [
  { symbol: 'BTCUSDT', open: true },
  { symbol: 'EURUSD', open: false },
  { symbol: 'XAUUSD', open: true },
];

describe('products of the trade screen', () => {
  it.each([
    [null, 'contract'],
    ['contract', 'contract'],
    ['delivery', 'delivery'],
    ['option', 'option'],
    ['options', 'contract'],
    ['', 'contract'],
  ] as const)('?product=%s is %s', (text, product) => {
    expect(productOf(text)).toBe(product);
  });

  it('tells the fixed-term products from contracts', () => {
    expect([isFixedTerm('contract'), isFixedTerm('delivery'), isFixedTerm('option')]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('names the same market in the other product', () => {
    expect(counterpartOf('BTCUSDT-PERP')).toBe('BTCUSDT');
    expect(counterpartOf('BTCUSDT')).toBe('BTCUSDT-PERP');
  });

  it.each([
    ['the symbol asked for', 'XAUUSD', list, 'XAUUSD', false],
    ['a closed market when asked for', 'EURUSD', list, 'EURUSD', false],
    ['the underlying of a perpetual', 'BTCUSDT-PERP', list, 'BTCUSDT', true],
    [
      'the perpetual of an underlying',
      'BTCUSDT',
      [{ symbol: 'BTCUSDT-PERP', open: true }],
      'BTCUSDT-PERP',
      true,
    ],
    ['the first open instrument for a symbol not offered', 'AAPL', list.slice(1), 'XAUUSD', true],
    ['the first open instrument when none is asked for', null, list.slice(1), 'XAUUSD', false],
    ['the first instrument when every market is closed', 'AAPL', [list[1]!], 'EURUSD', true],
  ] as const)('picks %s', (_, asked, instruments, symbol, substituted) => {
    const picked = pickInstrument(asked, instruments);
    expect(picked.instrument?.symbol).toBe(symbol);
    expect(picked.substituted).toBe(substituted);
  });

  it('picks nothing from an empty list', () => {
    expect(pickInstrument('BTCUSDT', [])).toEqual({ instrument: undefined, substituted: false });
  });
});
