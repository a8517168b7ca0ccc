import { describe, expect, it } from 'vitest';
import { isOneOf, positiveInt, symbolOf } from './parse.ts';

describe('reading an address or an input', () => {
  it.each([
    ['real', true],
    ['demo', true],
    ['paper', false],
    ['', false],
    [null, false],
  ])('takes %j as one of the books: %s', (text, known) => {
    expect(isOneOf(['real', 'demo'] as const, text)).toBe(known);
  });

  it.each([
    ['1', 1],
    [' 42 ', 42],
    ['0', undefined],
    ['-2', undefined],
    ['4.5', undefined],
    ['1e3', undefined],
    ['1234567890123456', undefined],
    ['', undefined],
    [null, undefined],
  ])('takes %j as the whole number %j', (text, n) => {
    expect(positiveInt(text)).toBe(n);
  });

  it.each([
    [' btcusdt-perp ', 'BTCUSDT-PERP'],
    [' btcusdt ', 'BTCUSDT'],
    ['XAUUSD', 'XAUUSD'],
    ['B', undefined],
    ['BTC/USDT', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('takes the symbol %j as %j', (text, symbol) => {
    expect(symbolOf(text)).toBe(symbol);
  });
});
