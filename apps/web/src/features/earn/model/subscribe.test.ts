import { describe, expect, it } from 'vitest';
import { INFO, PRODUCT, VISITOR } from './fixtures.ts';
import {
  availabilityFor,
  checkSubscribeAmount,
  subscribeBlock,
  subscribeLimits,
  subscribeSummary,
} from './subscribe.ts';

const USDT = (whole: number) => BigInt(whole) * 1_000_000n;

describe('the largest subscription', () => {
  it.each([
    ['the spot USDT available', INFO, USDT(12_000), 'available'],
    ['the room under the risk cap', { ...INFO, available: '30000' }, USDT(15_000), 'riskCap'],
    [
      'what the reserve can fund',
      { ...INFO, available: '30000', product: { ...PRODUCT, fundable_max: '8000' } },
      USDT(8_000),
      'reserve',
    ],
    [
      'the remaining capacity',
      { ...INFO, available: '30000', product: { ...PRODUCT, remaining: '3000.5' } },
      3_000_500_000n,
      'remaining',
    ],
    [
      'the product maximum (no risk cap)',
      { ...INFO, available: '90000', risk_cap: null },
      USDT(50_000),
      'product',
    ],
    ["the product's own limits for a visitor", VISITOR, USDT(50_000), 'product'],
  ] as const)('is set by %s', (_, info, max, limitedBy) => {
    const limits = subscribeLimits(info, 6);
    expect(limits.maxUnits).toBe(max);
    expect(limits.limitedBy).toBe(limitedBy);
    expect(limits.minUnits).toBe(USDT(100));
  });

  it('leaves no room under the cap when the customer already holds more than it', () => {
    const limits = subscribeLimits({ ...INFO, invested: '25000' }, 6);
    expect(limits.riskRoomUnits).toBe(0n);
    expect(limits.maxUnits).toBe(0n);
    expect(limits.limitedBy).toBe('riskCap');
  });

  it('has no risk room when the customer is not capped or not logged in', () => {
    expect(subscribeLimits({ ...INFO, risk_cap: null }, 6).riskRoomUnits).toBeNull();
    expect(subscribeLimits(VISITOR, 6).riskRoomUnits).toBeNull();
    expect(subscribeLimits(INFO, 6).riskRoomUnits).toBe(USDT(15_000));
  });
});

describe('a typed amount', () => {
  const limits = subscribeLimits(INFO, 6);
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['abc', 'format'],
    ['1,000', 'format'],
    ['-5', 'format'],
    ['100.1234567', 'decimals'],
    ['0', 'belowMin'],
    ['99.999999', 'belowMin'],
    ['12000.000001', 'aboveMax'],
  ])('%j is refused: %s', (typed, problem) => {
    expect(checkSubscribeAmount(typed, limits)).toEqual({ ok: false, problem });
  });

  it.each([
    ['100', USDT(100)],
    [' 12000 ', USDT(12_000)],
    ['1000.5', 1_000_500_000n],
  ])('%j is accepted as %s units', (typed, units) => {
    expect(checkSubscribeAmount(typed, limits)).toEqual({ ok: true, units });
  });
});

describe('what refuses every amount now', () => {
  const block = (info: typeof INFO, password: boolean | undefined = true) =>
    subscribeBlock(info, subscribeLimits(info, 6), password);

  it('is nothing for an assessed customer with room and a trade password', () => {
    expect(block(INFO)).toBeNull();
    // Still unknown while it loads: the confirmation will ask for it anyway.
    expect(block(INFO, undefined)).toBeNull();
  });

  it.each([
    ['closed', 'closed'],
    ['sold_out', 'soldOut'],
    ['reserve_short', 'reserveShort'],
  ] as const)("is the product's availability first: %s", (availability, expected) => {
    const info = { ...INFO, risk_level: 'none', product: { ...PRODUCT, availability } };
    expect(block(info)).toBe(expected);
    expect(block({ ...VISITOR, product: info.product })).toBe(expected);
  });

  it('is the risk assessment before any limit', () => {
    expect(block({ ...INFO, risk_level: 'none', available: '0' })).toBe('riskNotAssessed');
    expect(block({ ...INFO, risk_level: null })).toBe('riskNotAssessed');
  });

  it('is no room for the minimum, then the missing trade password', () => {
    expect(block({ ...INFO, available: '99.99' })).toBe('tooSmall');
    expect(block({ ...INFO, invested: '19950' })).toBe('tooSmall');
    expect(block(INFO, false)).toBe('tradePassword');
  });

  it('asks nothing of a visitor beyond the availability (the login comes first)', () => {
    expect(block(VISITOR, undefined)).toBeNull();
  });
});

describe('the summary before confirming', () => {
  // Friday 3 January 2025, 10:00 UTC; Saturday and Sunday are not working days.
  const friday = Date.UTC(2025, 0, 3, 10);
  const monday = Date.UTC(2025, 0, 6);

  it('works out the yield, the maturity and when an early redemption would be paid', () => {
    const s = subscribeSummary(PRODUCT, USDT(10_000), friday, INFO.calendar);
    expect(s.dailyYieldUnits).toBe(USDT(30));
    expect(s.totalYieldUnits).toBe(USDT(900));
    expect(s.totalBackUnits).toBe(USDT(10_900));
    expect(s.maturesAtMs).toBe(friday + 30 * 86_400_000);
    expect(s.redeemPaidAtMs).toBe(monday);
  });

  it('lists a fixed penalty on every day of the term, with the principal returned', () => {
    const s = subscribeSummary(PRODUCT, USDT(10_000), friday, INFO.calendar);
    expect(s.penalties).toHaveLength(30);
    expect(s.penalties[0]).toEqual({
      day: 0,
      daysRemaining: 30,
      penaltyUnits: USDT(500),
      backUnits: USDT(9_500),
    });
    expect(s.penalties[29]).toEqual({
      day: 29,
      daysRemaining: 1,
      penaltyUnits: USDT(500),
      backUnits: USDT(9_500),
    });
  });

  it('lists a daily penalty that falls as the days left fall', () => {
    const daily = { ...PRODUCT, penalty_mode: 'daily' as const, penalty_ppm: 4_000 };
    const s = subscribeSummary(daily, USDT(10_000), friday, INFO.calendar);
    expect(s.penalties[0]?.penaltyUnits).toBe(USDT(1_200));
    expect(s.penalties[29]?.penaltyUnits).toBe(USDT(40));
    expect(s.penalties[29]?.backUnits).toBe(USDT(9_960));
  });

  it('rounds an odd yield down, never promising more than is paid', () => {
    const s = subscribeSummary(PRODUCT, 333_333n, friday, INFO.calendar);
    expect(s.dailyYieldUnits).toBe(999n);
    expect(s.totalYieldUnits).toBe(999n * 30n);
  });
});

describe('a demo account (play money)', () => {
  const demo = { ...INFO, risk_level: null, risk_cap: null, available: '100000' };

  it('is limited by the product maximum and its balance only', () => {
    const small = { ...demo, product: { ...PRODUCT, remaining: '0', fundable_max: '0' } };
    const limits = subscribeLimits(small, 6, true);
    expect(limits.maxUnits).toBe(USDT(50_000));
    expect(limits.limitedBy).toBe('product');
    expect(subscribeLimits({ ...small, available: '700' }, 6, true).limitedBy).toBe('available');
  });

  it('is stopped only by a closed product or a balance under the minimum', () => {
    const block = (info: typeof INFO) => subscribeBlock(info, subscribeLimits(info, 6, true), false, true);
    expect(block(demo)).toBeNull();
    expect(block({ ...demo, product: { ...PRODUCT, availability: 'reserve_short' } })).toBeNull();
    expect(block({ ...demo, product: { ...PRODUCT, availability: 'closed' } })).toBe('closed');
    expect(block({ ...demo, available: '50' })).toBe('tooSmall');
  });

  it.each([
    ['open', 'open', 'open'],
    ['sold_out', 'open', 'sold_out'],
    ['reserve_short', 'open', 'reserve_short'],
    ['closed', 'closed', 'closed'],
  ] as const)(
    'sees a product %s in the real book as %s (a real account sees %s)',
    (availability, demoSees, realSees) => {
      expect(availabilityFor(availability, true)).toBe(demoSees);
      expect(availabilityFor(availability, false)).toBe(realSees);
    },
  );
});
