import { describe, expect, it } from 'vitest';
import { tabbedParamsOf } from '../../lib/tabbed-view.ts';
import {
  CONTRACTS_VIEW,
  type ContractsView,
  emptyText,
  markPrice,
  positionsQuery,
  settlementsQuery,
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
    expect(viewOf(tabbedParamsOf(full, CONTRACTS_VIEW))).toEqual(full);
    expect(tabbedParamsOf(view(''), CONTRACTS_VIEW).toString()).toBe('');
  });
});

describe('what the lists ask the server for', () => {
  it('asks the server only for the filters of the list shown', () => {
    const all: ContractsView = {
      tab: 'positions',
      book: 'real',
      page: 4,
      pageSize: 50,
      status: 'open',
      symbol: 'EURUSD',
      uid: 9,
      reason: 'manual',
    };
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

describe('words and prices', () => {
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
