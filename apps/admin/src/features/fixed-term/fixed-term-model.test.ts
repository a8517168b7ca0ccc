import { describe, expect, it } from 'vitest';
import { tabbedParamsOf } from '../../lib/tabbed-view.ts';
import {
  emptyText,
  FIXED_TERM_VIEW,
  type FixedTermView,
  isRising,
  ordersQuery,
  settlementText,
  statusesOf,
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
    expect(viewOf(tabbedParamsOf(full, FIXED_TERM_VIEW))).toEqual(full);
    expect(tabbedParamsOf(view(''), FIXED_TERM_VIEW).toString()).toBe('');
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

  it('asks for the chosen UTC days as Unix seconds, the last day included', () => {
    const v: FixedTermView = { ...view('tab=orders'), from: '2026-11-24', to: '2026-11-24' };
    expect(ordersQuery(v)).toMatchObject({ from: NOV_24, to: NOV_25 });
  });
});

describe('words', () => {
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
