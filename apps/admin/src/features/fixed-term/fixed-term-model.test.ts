import { describe, expect, it } from 'vitest';
import {
  dayOf,
  emptyText,
  type FixedTermView,
  isRising,
  nextView,
  ordersQuery,
  paramsOf,
  settlementText,
  signedText,
  statusesOf,
  symbolOf,
  toneOf,
  viewOf,
} from './fixed-term-model.ts';

const view = (query: string) => viewOf(new URLSearchParams(query));
/** 2026-11-24T00:00:00Z and the start of the day after. */
const NOV_24 = 1_795_478_400;
const NOV_25 = NOV_24 + 86_400;

describe('the address of the delivery and options page', () => {
  it('opens on the exposure of the real book', () => {
    expect(view('')).toEqual({ tab: 'exposure', book: 'real', page: 1, pageSize: 20 });
  });

  it('reads the filters of the order lists and drops anything malformed', () => {
    expect(
      view(
        'tab=orders&kind=option&status=open&symbol=btcusdt&uid=42&from=2026-11-01&to=2026-11-24&book=demo',
      ),
    ).toEqual({
      tab: 'orders',
      book: 'demo',
      page: 1,
      pageSize: 20,
      kind: 'option',
      status: 'open',
      symbol: 'BTCUSDT',
      uid: 42,
      from: '2026-11-01',
      to: '2026-11-24',
    });
    expect(view('tab=nope&book=paper&page=-2&pageSize=7&uid=4.5&symbol=B')).toEqual(view(''));
    expect(view('tab=orders&kind=future&status=closed&uid=0&from=2026-02-30&to=24.11.2026')).toEqual({
      ...view(''),
      tab: 'orders',
    });
  });

  it.each([
    ['exposure', 'kind=delivery&status=won&uid=3', {}],
    ['orders', 'status=open', { status: 'open' }],
    ['settlements', 'status=open', {}],
    ['settlements', 'status=refunded&page=3&pageSize=50', { status: 'refunded', page: 3, pageSize: 50 }],
  ] as const)('keeps on the %s tab only the filters it has (%s)', (tab, query, kept) => {
    expect(view(`tab=${tab}&${query}`)).toEqual({ ...view(''), tab, ...kept });
  });

  it('writes a view back to the same address, leaving defaults out', () => {
    const full: FixedTermView = {
      tab: 'settlements',
      book: 'demo',
      page: 2,
      pageSize: 100,
      kind: 'delivery',
      status: 'won',
      symbol: 'XAUUSD',
      uid: 7,
      from: '2026-11-01',
      to: '2026-11-30',
    };
    expect(viewOf(paramsOf(full))).toEqual(full);
    expect(paramsOf(view('')).toString()).toBe('');
  });
});

describe('changing the view', () => {
  const listed: FixedTermView = {
    tab: 'orders',
    book: 'real',
    page: 4,
    pageSize: 50,
    status: 'open',
    uid: 9,
  };

  it('keeps the filters when only the page turns', () => {
    expect(nextView(listed, { page: 5 })).toEqual({ ...listed, page: 5 });
  });

  it.each([
    ['an instrument', { symbol: 'EURUSD' }, { ...listed, page: 1, symbol: 'EURUSD' }],
    ['the book', { book: 'demo' }, { ...listed, page: 1, book: 'demo' }],
    ['the page size', { pageSize: 100 }, { ...listed, page: 1, pageSize: 100 }],
    ['a day range', { from: '2026-11-01' }, { ...listed, page: 1, from: '2026-11-01' }],
    [
      'cleared filters',
      { status: undefined, uid: undefined },
      { tab: 'orders', book: 'real', page: 1, pageSize: 50 },
    ],
  ] as const)('starts at page 1 after %s', (_, change, expected) => {
    expect(nextView(listed, change)).toEqual(expected);
  });

  it('opens another tab without the filters of the last one, in the same book', () => {
    expect(nextView({ ...listed, book: 'demo' }, { tab: 'settlements' })).toEqual({
      tab: 'settlements',
      book: 'demo',
      page: 1,
      pageSize: 50,
    });
  });
});

describe('what the lists ask the server for', () => {
  it.each([
    ['orders', 'created'],
    ['settlements', 'settled'],
  ] as const)('the %s tab ranges and sorts by the time %s', (tab, dates) => {
    expect(ordersQuery({ ...view(''), tab })).toEqual({
      page: 1,
      pageSize: 20,
      book: 'real',
      kind: undefined,
      status: undefined,
      symbol: undefined,
      uid: undefined,
      dates,
      from: undefined,
      to: undefined,
    });
  });

  it.each([
    ['one day', '2026-11-24', '2026-11-24', NOV_24, NOV_25],
    ['from a day on', '2026-11-24', undefined, NOV_24, undefined],
    ['up to a day, included', undefined, '2026-11-24', undefined, NOV_25],
  ] as const)('turns UTC days into Unix seconds, the last day included: %s', (_, from, to, fromS, toS) => {
    const v: FixedTermView = { ...view('tab=orders'), ...(from ? { from } : {}), ...(to ? { to } : {}) };
    expect(ordersQuery(v)).toMatchObject({ from: fromS, to: toS });
  });
});

describe('figures and words', () => {
  it.each([
    ['7.000000', 'gain', '+7.000000'],
    ['-186.100000', 'loss', '-186.100000'],
    ['0.000000', 'zero', '0.000000'],
    ['-0', 'zero', '-0'],
  ] as const)('%s is a %s shown as %s', (amount, tone, text) => {
    expect(toneOf(amount)).toBe(tone);
    expect(signedText(amount)).toBe(text);
  });

  it.each([
    [' btcusdt ', 'BTCUSDT'],
    ['', undefined],
    ['BTC/USDT', undefined],
    [undefined, undefined],
  ])('takes the symbol %j as %j', (text, symbol) => {
    expect(symbolOf(text)).toBe(symbol);
  });

  it.each([
    ['2026-11-24', '2026-11-24'],
    [' 2024-02-29 ', '2024-02-29'],
    ['2026-02-29', undefined],
    ['2026-13-01', undefined],
    ['24.11.2026', undefined],
    ['', undefined],
    [null, undefined],
  ])('takes the day %j as %j', (text, day) => {
    expect(dayOf(text)).toBe(day);
  });

  it.each([
    ['up', true],
    ['call', true],
    ['down', false],
    ['put', false],
  ] as const)('%s bets on a rising price: %s', (direction, rising) => {
    expect(isRising(direction)).toBe(rising);
  });

  it('offers the settled statuses only on the settlement history', () => {
    expect(statusesOf('orders')).toEqual(['open', 'won', 'lost', 'refunded']);
    expect(statusesOf('settlements')).toEqual(['won', 'lost', 'refunded']);
  });

  it('says why an order shows no settlement price', () => {
    const recorded = { price: '67300.00', source: 'push', time: 1 };
    expect(settlementText({ status: 'won', settlement: recorded })).toBeNull();
    expect(settlementText({ status: 'open', settlement: null })).toBe('Waiting for expiry');
    expect(settlementText({ status: 'refunded', settlement: null })).toBe(
      'No price recorded: stake refunded',
    );
  });

  it('tells an empty book from a filter that matches nothing', () => {
    expect(emptyText(view('tab=orders&book=demo'))).toBe('No orders in the demo book');
    expect(emptyText(view('tab=settlements'))).toBe('No settled orders in the real book');
    expect(emptyText(view('tab=orders&uid=3'))).toBe('No orders match these filters');
    expect(emptyText(view('tab=settlements&from=2026-11-24'))).toBe('No settled orders match these filters');
  });
});
