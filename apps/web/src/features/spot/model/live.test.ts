import { type PairQuote, socketServerMessage } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { spotAvailable } from './balances.ts';
import { candleIn, depthIn, ordersIn, quoteIn } from './live.ts';
import { compareWithText, stepText } from './scales.ts';

const quote = (symbol: string): PairQuote => ({
  symbol,
  last: '1.00',
  bid: null,
  ask: null,
  open: '1.00',
  high: '1.00',
  low: '1.00',
  change: '0.00',
  changePercent: '0.00',
  volume: '0',
  time: 60,
  source: 'spot',
});
const candle = { time: 60, open: '1', high: '2', low: '1', close: '2', volume: '3' };
/** The web app hands screens only messages that parse (lib/market-socket.ts). */
const parsed = (message: unknown) => socketServerMessage.parse(message);
const rejected = (message: unknown) => !socketServerMessage.safeParse(message).success;

describe('market socket messages', () => {
  it('take the quote of this market from a quote list', () => {
    const message = parsed({
      type: 'quotes',
      time: 60,
      simulated: false,
      full: true,
      data: [quote('ETHUSDT'), quote('BTCUSDT')],
    });
    expect(quoteIn(message, 'BTCUSDT')?.symbol).toBe('BTCUSDT');
    expect(quoteIn(message, 'TRXUSDT')).toBeUndefined();
    expect(quoteIn(parsed({ type: 'pong', time: 1 }), 'BTCUSDT')).toBeUndefined();
    expect(rejected(null)).toBe(true);
  });

  it('take the candle of this market and period only', () => {
    const message = parsed({ type: 'kline', symbol: 'BTCUSDT', period: '1m', candle });
    expect(candleIn(message, 'BTCUSDT', '1m')).toEqual(candle);
    expect(candleIn(message, 'BTCUSDT', '1h')).toBeUndefined();
    expect(candleIn(message, 'ETHUSDT', '1m')).toBeUndefined();
  });
});

describe('spot socket messages', () => {
  const depth = {
    type: 'spot_depth',
    symbol: 'BTCUSDT',
    book: 'real',
    bids: [['1.00', '2']],
    asks: [],
    trades: [],
  };

  it('take the book of this market and book only', () => {
    expect(depthIn(parsed(depth), 'BTCUSDT', 'real')).toEqual({
      symbol: 'BTCUSDT',
      bids: [['1.00', '2']],
      asks: [],
      trades: [],
    });
    expect(depthIn(parsed(depth), 'BTCUSDT', 'demo')).toBeUndefined();
    expect(depthIn(parsed(depth), 'ETHUSDT', 'real')).toBeUndefined();
    expect(rejected({ ...depth, bids: 'x' })).toBe(true);
  });

  it('take the changed orders of the signed-in user', () => {
    const order = {
      id: 1,
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      tif: 'GTC',
      price: '1.00',
      quantity: '2',
      filled: '0',
      filled_quote: '0',
      average_price: null,
      fee: '0',
      status: 'open',
      end_reason: null,
      client_order_id: null,
      created_at: 60,
      updated_at: 60,
    };
    expect(ordersIn(parsed({ type: 'spot_orders', orders: [order] }))).toEqual([order]);
    expect(ordersIn(parsed(depth))).toBeUndefined();
    expect(rejected({ type: 'spot_orders', orders: [{ id: 1 }] })).toBe(true);
    expect(rejected({ type: 'spot_depth' })).toBe(true);
    expect(rejected('x')).toBe(true);
  });
});

describe('spot balances', () => {
  const overview = {
    book: 'real' as const,
    total_usdt: '0',
    valued_at: 0,
    holdings: [],
    accounts: [
      {
        type: 'spot' as const,
        total_usdt: '0',
        rows: [{ asset: 'USDT', available: '12.500000', frozen: '0', usdt_value: null }],
      },
    ],
  };

  it('read the available units, zero for an asset the account does not hold', () => {
    expect(spotAvailable(overview, 'USDT', 6)).toBe(12_500_000n);
    expect(spotAvailable(overview, 'BTC', 8)).toBe(0n);
  });

  it('are unknown without a spot account or with a figure off the scale', () => {
    expect(spotAvailable({ ...overview, accounts: [] }, 'USDT', 6)).toBeNull();
    expect(spotAvailable(overview, 'USDT', 0)).toBeNull();
  });
});

describe('scales', () => {
  it('write the step of a scale', () => {
    expect(stepText(0)).toBe('1');
    expect(stepText(2)).toBe('0.01');
    expect(stepText(6)).toBe('0.000001');
  });

  it.each([
    [1000n, 6, '0.001', 0],
    [999n, 6, '0.001', -1],
    [1n, 0, '0.5', 1],
    [5n, 1, '0.50', 0],
    [5n, 1, 'n/a', null],
  ] as const)('compare %s units at scale %s with %s', (units, scale, text, result) => {
    expect(compareWithText(units, scale, text)).toBe(result);
  });
});
