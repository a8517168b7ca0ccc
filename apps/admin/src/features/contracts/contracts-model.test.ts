import { describe, expect, it } from 'vitest';
import {
  type ContractsView,
  emptyText,
  markPrice,
  nextView,
  paramsOf,
  positionsQuery,
  settlementsQuery,
  signedText,
  symbolOf,
  toneOf,
  viewOf,
} from './contracts-model.ts';

const view = (query: string) => viewOf(new URLSearchParams(query));

describe('the address of the contracts page', () => {
  it('opens on the exposure of the real book', () => {
    expect(view('')).toEqual({ tab: 'exposure', book: 'real', page: 1, pageSize: 20 });
  });

  it('reads the filters each tab has and drops the others and anything malformed', () => {
    expect(view('tab=positions&status=open&symbol=btcusdt-perp&uid=42&reason=manual&book=demo')).toEqual({
      tab: 'positions',
      book: 'demo',
      page: 1,
      pageSize: 20,
      status: 'open',
      symbol: 'BTCUSDT-PERP',
      uid: 42,
    });
    expect(view('tab=settlements&status=open&reason=liquidation&page=3&pageSize=50')).toEqual({
      tab: 'settlements',
      book: 'real',
      page: 3,
      pageSize: 50,
      reason: 'liquidation',
    });
    expect(view('tab=nope&book=paper&page=-2&pageSize=7&uid=4.5&symbol=B')).toEqual(view(''));
    expect(view('tab=positions&status=won&uid=0')).toEqual({ ...view(''), tab: 'positions' });
  });

  it('writes a view back to the same address, leaving defaults out', () => {
    const full: ContractsView = {
      tab: 'settlements',
      book: 'demo',
      page: 2,
      pageSize: 100,
      symbol: 'XAUUSD',
      uid: 7,
      reason: 'stop_loss',
    };
    expect(viewOf(paramsOf(full))).toEqual(full);
    expect(paramsOf(view('')).toString()).toBe('');
  });
});

describe('changing the view', () => {
  const listed: ContractsView = {
    tab: 'positions',
    book: 'real',
    page: 4,
    pageSize: 50,
    status: 'open',
    uid: 9,
  };

  it('keeps the filters when only the page turns', () => {
    expect(nextView(listed, { page: 5 })).toEqual({ ...listed, page: 5 });
  });

  it('starts at page 1 when a filter, the book or the page size changes, and drops cleared filters', () => {
    expect(nextView(listed, { symbol: 'EURUSD' })).toEqual({ ...listed, page: 1, symbol: 'EURUSD' });
    expect(nextView(listed, { book: 'demo' })).toEqual({ ...listed, page: 1, book: 'demo' });
    expect(nextView(listed, { status: undefined, uid: undefined })).toEqual({
      tab: 'positions',
      book: 'real',
      page: 1,
      pageSize: 50,
    });
  });

  it('opens another tab without the filters of the last one, in the same book', () => {
    expect(nextView({ ...listed, book: 'demo' }, { tab: 'settlements' })).toEqual({
      tab: 'settlements',
      book: 'demo',
      page: 1,
      pageSize: 50,
    });
  });

  it('asks the server only for the filters of the list shown', () => {
    const all = { ...listed, symbol: 'EURUSD', reason: 'manual' as const };
    expect(positionsQuery(all)).toEqual({
      page: 4,
      pageSize: 50,
      book: 'real',
      status: 'open',
      symbol: 'EURUSD',
      uid: 9,
    });
    expect(settlementsQuery(all)).toEqual({
      page: 4,
      pageSize: 50,
      book: 'real',
      symbol: 'EURUSD',
      uid: 9,
      reason: 'manual',
    });
  });
});

describe('figures and words', () => {
  it.each([
    ['7.000000', 'gain', '+7.000000'],
    ['-7.000000', 'loss', '-7.000000'],
    ['0.000000', 'zero', '0.000000'],
    ['-0', 'zero', '-0'],
  ] as const)('%s is a %s shown as %s', (amount, tone, text) => {
    expect(toneOf(amount)).toBe(tone);
    expect(signedText(amount)).toBe(text);
  });

  it('takes a symbol as the server spells it, or nothing', () => {
    expect(symbolOf(' btcusdt-perp ')).toBe('BTCUSDT-PERP');
    expect(symbolOf('')).toBeUndefined();
    expect(symbolOf('BTC/USDT')).toBeUndefined();
    expect(symbolOf(undefined)).toBeUndefined();
  });

  it('marks a position at its close once ended, at the feed price while it lives', () => {
    const closed = { price: '68000.0', source: 'push', time: 1 };
    expect(markPrice({ status: 'closed', closed, current_price: null })).toBe('68000.0');
    expect(markPrice({ status: 'open', closed: null, current_price: '67380.0' })).toBe('67380.0');
    expect(markPrice({ status: 'open', closed: null, current_price: null })).toBe('—');
    expect(markPrice({ status: 'cancelled', closed: null, current_price: '67380.0' })).toBe('—');
  });

  it('tells an empty book from a filter that matches nothing', () => {
    expect(emptyText(view('tab=positions&book=demo'), 'positions')).toBe('No positions in the demo book');
    expect(emptyText(view('tab=positions&uid=3'), 'positions')).toBe('No positions match these filters');
  });
});
