import { describe, expect, it } from 'vitest';
import { tabbedParamsOf } from '../../lib/tabbed-view.ts';
import { EARN_VIEW, type EarnView, emptyText, ordersQuery, penaltyText, viewOf } from './earn-model.ts';

const view = (query: string) => viewOf(new URLSearchParams(query));

describe('the address of the escrow earning page', () => {
  it('opens on the products', () => {
    expect(view('')).toEqual({ tab: 'products', book: 'real', page: 1, pageSize: 20 });
  });

  it('reads the order filters and drops anything malformed', () => {
    expect(view('tab=orders&book=demo&uid=42&product=3&status=reapply&page=2')).toEqual({
      tab: 'orders',
      book: 'demo',
      page: 2,
      pageSize: 20,
      uid: 42,
      product: 3,
      status: 'reapply',
    });
    expect(view('tab=orders&uid=0&product=x&status=open')).toEqual({ ...view(''), tab: 'orders' });
  });

  it('keeps filters on the orders tab only', () => {
    expect(view('tab=reserve&uid=42&status=custody')).toEqual({ ...view(''), tab: 'reserve' });
  });

  it('writes a view back to the same address, leaving defaults out', () => {
    const full: EarnView = {
      tab: 'orders',
      book: 'demo',
      page: 3,
      pageSize: 50,
      uid: 7,
      product: 2,
      status: 'custody',
    };
    expect(viewOf(tabbedParamsOf(full, EARN_VIEW))).toEqual(full);
    expect(tabbedParamsOf(view(''), EARN_VIEW).toString()).toBe('');
  });

  it('asks the server for the product by its id', () => {
    expect(ordersQuery(view('tab=orders&product=5&uid=9'))).toEqual({
      page: 1,
      pageSize: 20,
      book: 'real',
      uid: 9,
      product_id: 5,
      status: undefined,
    });
  });

  it('tells an empty book from a filter that matches nothing', () => {
    expect(emptyText(view('tab=orders&book=demo'))).toBe('No escrow orders in the demo book');
    expect(emptyText(view('tab=orders&status=completed'))).toBe('No escrow orders match these filters');
  });
});

describe('rates', () => {
  it('says how each penalty is worked out', () => {
    expect(penaltyText('fixed', 50_000)).toBe('5% of the principal');
    expect(penaltyText('daily', 4_000)).toBe('0.4% a remaining day');
  });
});
