import { describe, expect, it } from 'vitest';
import { socketClientMessage, socketServerMessage } from './socket.ts';

const quote = {
  symbol: 'BTCUSDT',
  last: '1.00',
  bid: null,
  ask: '1.01',
  open: '0.90',
  high: '1.10',
  low: '0.80',
  change: '0.10',
  changePercent: '11.11',
  volume: '3',
  time: 60,
  source: 'spot',
};
const candle = { time: 60, open: '1', high: '2', low: '1', close: '2', volume: '3' };
const order = {
  id: 1,
  symbol: 'BTCUSDT',
  side: 'sell',
  type: 'market',
  tif: 'IOC',
  price: null,
  quantity: '2',
  filled: '2',
  filled_quote: '2.00',
  average_price: '1.00',
  fee: '0.01',
  status: 'filled',
  end_reason: null,
  client_order_id: 'abc',
  created_at: 60,
  updated_at: 61,
};
const trade = { id: 1, symbol: 'BTCUSDT', price: '1.00', quantity: '2', side: 'buy', time: 60 };

/** One valid message of every kind the server sends. */
const SERVER_MESSAGES = {
  quotes: { type: 'quotes', time: 60, simulated: false, full: true, data: [quote] },
  kline: { type: 'kline', symbol: 'BTCUSDT', period: '1m', candle },
  error: { type: 'error', reason: 'MARKET_UNKNOWN_SYMBOL', message: 'Unknown symbol' },
  pong: { type: 'pong', time: 60 },
  auth: { type: 'auth', uid: 7 },
  authEnded: { type: 'auth', code: 2000, reason: 'AUTH_RELOGIN_REQUIRED', message: 'Log in again' },
  spotDepth: {
    type: 'spot_depth',
    symbol: 'BTCUSDT',
    book: 'demo',
    bids: [['1.00', '2']],
    asks: [['1.01', '1']],
    trades: [trade],
  },
  spotOrders: { type: 'spot_orders', orders: [order] },
};

/** Malformed server messages: each is one mistake away from a valid one. */
const MALFORMED_SERVER = {
  'an unknown type': { type: 'ticker', time: 60 },
  'no type': { time: 60 },
  'not an object': 'quotes',
  null: null,
  'an array': [quote],
  'a quote without its price': { ...SERVER_MESSAGES.quotes, data: [{ ...quote, last: undefined }] },
  'a quote from an unknown source': { ...SERVER_MESSAGES.quotes, data: [{ ...quote, source: 'x' }] },
  'a time as text': { type: 'pong', time: '60' },
  'an unknown period': { ...SERVER_MESSAGES.kline, period: '2m' },
  'an auth without uid nor code': { type: 'auth' },
  'an auth with another code': { ...SERVER_MESSAGES.authEnded, code: 1001 },
  'a depth of an unknown book': { ...SERVER_MESSAGES.spotDepth, book: 'paper' },
  'a depth level that is not a pair': { ...SERVER_MESSAGES.spotDepth, bids: [['1.00']] },
  'an order with an unknown status': { type: 'spot_orders', orders: [{ ...order, status: 'new' }] },
};

describe('server-to-client socket messages', () => {
  it.each(Object.entries(SERVER_MESSAGES))('a valid %s message parses as itself', (_, message) => {
    const parsed = socketServerMessage.safeParse(message);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(message);
  });

  it.each(Object.entries(MALFORMED_SERVER))('%s is rejected', (_, message) => {
    expect(socketServerMessage.safeParse(message).success).toBe(false);
  });
});

const CLIENT_MESSAGES = {
  hello: { main_type: 1, time: 1_700_000_000 },
  'hello without time': { main_type: 1 },
  ping: { main_type: 'ping', time: 1_700_000_020 },
  'kline subscribe': { main_type: 'subscribe', channel: 'kline', symbol: 'BTCUSDT', period: '1m' },
  'kline unsubscribe': { main_type: 'unsubscribe', channel: 'kline', symbol: 'BTCUSDT', period: '1m' },
  'spot subscribe': { main_type: 'subscribe', channel: 'spot', symbol: 'BTCUSDT', book: 'demo' },
  'spot unsubscribe': { main_type: 'unsubscribe', channel: 'spot', symbol: 'BTCUSDT', book: 'real' },
  auth: { main_type: 'auth', token: 'abc' },
};

const MALFORMED_CLIENT = {
  'an unknown main_type': { main_type: 2 },
  'no main_type': { channel: 'kline', symbol: 'BTCUSDT', period: '1m' },
  'an unknown channel': { main_type: 'subscribe', channel: 'depth', symbol: 'BTCUSDT' },
  'a kline subscription without period': { main_type: 'subscribe', channel: 'kline', symbol: 'BTCUSDT' },
  'a symbol too long': { main_type: 'subscribe', channel: 'kline', symbol: 'X'.repeat(25), period: '1m' },
  'an unknown book': { main_type: 'subscribe', channel: 'spot', symbol: 'BTCUSDT', book: 'paper' },
  'an empty token': { main_type: 'auth', token: '' },
  'a token too long': { main_type: 'auth', token: 't'.repeat(129) },
  'a time as text': { main_type: 'ping', time: '1' },
  'not an object': 'ping',
};

describe('client-to-server socket messages', () => {
  it.each(Object.entries(CLIENT_MESSAGES))('a valid %s message parses as itself', (_, message) => {
    const parsed = socketClientMessage.safeParse(message);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data).toEqual(message);
  });

  it('a spot subscription without a book follows the real book', () => {
    expect(socketClientMessage.parse({ main_type: 'subscribe', channel: 'spot', symbol: 'BTCUSDT' })).toEqual(
      { main_type: 'subscribe', channel: 'spot', symbol: 'BTCUSDT', book: 'real' },
    );
  });

  it.each(Object.entries(MALFORMED_CLIENT))('%s is refused', (_, message) => {
    expect(socketClientMessage.safeParse(message).success).toBe(false);
  });
});
