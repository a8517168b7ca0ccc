import type { PairQuote } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { candleIn, mergeQuotes, quotesIn } from './live.ts';

const quote = (symbol: string, last: string) => ({ symbol, last }) as PairQuote;
const candle = { time: 60, open: '1', high: '2', low: '1', close: '2', volume: '0' };

describe('market socket messages', () => {
  it('reads the quotes of a quote list and nothing else', () => {
    expect(quotesIn({ type: 'quotes', data: [quote('EURUSD', '1.1'), null] })).toEqual([
      quote('EURUSD', '1.1'),
    ]);
    expect(quotesIn({ type: 'kline', data: [] })).toBeUndefined();
    expect(quotesIn('pong')).toBeUndefined();
  });

  it('reads the live candle of its own symbol and period only', () => {
    const message = { type: 'kline', symbol: 'BTCUSDT-PERP', period: '1m', candle };
    expect(candleIn(message, 'BTCUSDT-PERP', '1m')).toEqual(candle);
    expect(candleIn(message, 'BTCUSDT-PERP', '15m')).toBeUndefined();
    expect(candleIn(message, 'ETHUSDT-PERP', '1m')).toBeUndefined();
  });

  it('merges a partial list into the known quotes', () => {
    const known = new Map([
      ['A', quote('A', '1')],
      ['B', quote('B', '2')],
    ]);
    const next = mergeQuotes(known, [quote('B', '3')]);
    expect([...next.values()].map((q) => q.last)).toEqual(['1', '3']);
    expect(known.get('B')?.last).toBe('2');
  });
});
