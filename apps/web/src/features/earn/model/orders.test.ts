import { describe, expect, it } from 'vitest';
import { ORDER } from './fixtures.ts';
import {
  findOrder,
  isRefusalEnvelope,
  redeemActionOf,
  showsRedemption,
  termProgressPercent,
} from './orders.ts';

const REDEMPTION = { requested_at: 1, due_at: 2, penalty: '500.000000', paused_reason: null };

describe('escrow orders', () => {
  it('offers an early redemption on an order in custody, and a new request after a pause', () => {
    expect(redeemActionOf(ORDER)).toBe('redeem');
    expect(redeemActionOf({ ...ORDER, status: 'reapply' })).toBe('reapply');
  });

  it('offers nothing when the server states no cost for now, or the order is not in custody', () => {
    expect(redeemActionOf({ ...ORDER, redeem_now: null })).toBeNull();
    for (const status of ['redeeming', 'redeemed', 'completed', 'rejected'] as const)
      expect(redeemActionOf({ ...ORDER, status }), status).toBeNull();
  });

  it('shows the redemption of an order being redeemed, paused or redeemed (what it cost stays on the card)', () => {
    expect(showsRedemption({ status: 'redeeming', redemption: REDEMPTION })).toBe(true);
    expect(showsRedemption({ status: 'reapply', redemption: REDEMPTION })).toBe(true);
    expect(showsRedemption({ status: 'redeemed', redemption: REDEMPTION })).toBe(true);
    expect(showsRedemption({ status: 'completed', redemption: null })).toBe(false);
    expect(showsRedemption({ status: 'redeeming', redemption: null })).toBe(false);
  });

  it('measures the term paid, rounded down and at most 100%', () => {
    expect(termProgressPercent({ days_paid: 3, term_days: 30 })).toBe(10);
    expect(termProgressPercent({ days_paid: 2, term_days: 3 })).toBe(66);
    expect(termProgressPercent({ days_paid: 40, term_days: 30 })).toBe(100);
    expect(termProgressPercent({ days_paid: 0, term_days: 0 })).toBe(100);
  });

  it('tells a refused subscription (its envelope) from an order', () => {
    expect(isRefusalEnvelope(ORDER)).toBe(false);
    expect(
      isRefusalEnvelope({
        code: 1,
        message: 'Sold out',
        data: null,
        event: 'buyProfit',
        reason: 'EARN_SOLD_OUT',
      }),
    ).toBe(true);
  });

  it('finds an order again in a refreshed page', () => {
    expect(findOrder([ORDER], 41)).toBe(ORDER);
    expect(findOrder([ORDER], 42)).toBeNull();
    expect(findOrder(undefined, 41)).toBeNull();
  });
});
