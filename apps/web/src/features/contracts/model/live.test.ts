import { type PairQuote, socketServerMessage } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { CLOCK_SLACK_MS, candleIn, mergeQuotes, nextClockOffset, quotesIn, serverTimeIn } from './live.ts';

const quote = (symbol: string, last: string): PairQuote => ({
  symbol,
  last,
  bid: null,
  ask: null,
  open: last,
  high: last,
  low: last,
  change: '0',
  changePercent: '0.00',
  volume: '0',
  time: 60,
  source: 'simulated',
});
const candle = { time: 60, open: '1', high: '2', low: '1', close: '2', volume: '0' };
/** The web app hands screens only messages that parse (lib/market-socket.ts). */
const parsed = (message: unknown) => socketServerMessage.parse(message);
const rejected = (message: unknown) => !socketServerMessage.safeParse(message).success;
const quotes = (time: number, data: PairQuote[]) => ({
  type: 'quotes',
  time,
  simulated: true,
  full: false,
  data,
});

describe('market socket messages', () => {
  it('reads the quotes of a quote list and nothing else', () => {
    expect(quotesIn(parsed(quotes(60, [quote('EURUSD', '1.1')])))).toEqual([quote('EURUSD', '1.1')]);
    expect(
      rejected({
        type: 'quotes',
        time: 60,
        simulated: true,
        full: false,
        data: [quote('EURUSD', '1.1'), null],
      }),
    ).toBe(true);
    expect(quotesIn(parsed({ type: 'kline', symbol: 'EURUSD', period: '1m', candle }))).toBeUndefined();
    expect(rejected({ type: 'kline', data: [] })).toBe(true);
    expect(rejected('pong')).toBe(true);
  });

  it('reads the live candle of its own symbol and period only', () => {
    const message = parsed({ type: 'kline', symbol: 'BTCUSDT-PERP', period: '1m', candle });
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

describe("the server's clock", () => {
  it('reads the time a quote list was sent at, and nothing else', () => {
    expect(serverTimeIn(parsed(quotes(1_767_614_400, [])))).toBe(1_767_614_400);
    expect(serverTimeIn(parsed({ type: 'pong', time: 1_767_614_400 }))).toBeUndefined();
    expect(rejected({ type: 'kline', time: 1_767_614_400 })).toBe(true);
    expect(rejected({ ...quotes(1_767_614_400, []), time: '1767614400' })).toBe(true);
    expect(rejected(null)).toBe(true);
  });

  const server = 1_767_614_400;
  it.each([
    ['starts from the first sample', null, server, server * 1000 + 400, -400],
    [
      'keeps the larger of two samples (the server drops milliseconds)',
      -400,
      server,
      server * 1000 + 900,
      -400,
    ],
    ['moves up to a larger sample', -400, server + 1, server * 1000 + 1_100, -100],
    ['follows a server clock that jumped ahead', -400, server + 61, server * 1000 + 500, 60_500],
    ['starts again when both clocks part by more than the slack', 60_500, server, server * 1000 + 300, -300],
    ['keeps the estimate within the slack', 0, server, server * 1000 + CLOCK_SLACK_MS, 0],
  ] as const)('%s', (_, current, seconds, clientMs, offset) => {
    expect(nextClockOffset(current, seconds, clientMs)).toBe(offset);
  });
});
