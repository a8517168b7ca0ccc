import { describe, expect, it } from 'vitest';
import { BASKET, DETAIL, VISITOR_DETAIL } from './fixtures.ts';
import {
  amountBlocked,
  buyBlock,
  buyLimits,
  buyQuote,
  checkTyped,
  dailyManagementFeeUnits,
  heldUnits,
  navOfRefusal,
  navUnitsOf,
  riskLevelRefuses,
  sellBlock,
  sellQuote,
} from './trade.ts';

const USDT = (whole: number) => BigInt(whole) * 1_000_000n;

describe('a purchase, as the server works it out', () => {
  it('takes the subscription fee from the amount and divides the rest by the NAV', () => {
    expect(buyQuote(USDT(100), 1_050_000n, 5_000)).toEqual({
      amountUnits: USDT(100),
      feeUnits: 500_000n,
      netUnits: 99_500_000n,
      navUnits: 1_050_000n,
      // 99.5 / 1.05 = 94.7619047..., rounded down
      units: 94_761_904n,
    });
  });

  it.each([
    // amount, NAV, fee ppm, fee, units
    [33_333_333n, 1_234_567n, 5_000, 166_666n, 26_865_019n],
    [USDT(10), 1_000_000n, 0, 0n, USDT(10)],
    [1n, 1_000_000n, 5_000, 0n, 1n],
    [199n, 1_000_000n, 5_000, 0n, 199n],
    [200n, 1_000_000n, 5_000, 1n, 199n],
    [USDT(1), 3_000_000n, 0, 0n, 333_333n],
  ])(
    '%s units of USDT at NAV %s and %s ppm: fee %s, units %s (both rounded down)',
    (amount, nav, ppm, fee, units) => {
      const quote = buyQuote(amount, nav, ppm);
      expect(quote.feeUnits).toBe(fee);
      expect(quote.units).toBe(units);
      expect(quote.netUnits + quote.feeUnits).toBe(amount);
    },
  );

  it('refuses a NAV of zero', () => {
    expect(() => buyQuote(USDT(1), 0n, 0)).toThrow();
  });
});

describe('a redemption, as the server works it out', () => {
  it('values the units at the NAV and takes the redemption fee from that', () => {
    expect(sellQuote(USDT(100), 1_050_000n, 3_000)).toEqual({
      units: USDT(100),
      navUnits: 1_050_000n,
      grossUnits: 105_000_000n,
      feeUnits: 315_000n,
      receiveUnits: 104_685_000n,
    });
  });

  it('rounds the value and the fee down', () => {
    const quote = sellQuote(123_456_789n, 987_654n, 2_500);
    expect(quote.grossUnits).toBe(121_932_591n);
    expect(quote.feeUnits).toBe(304_831n);
    expect(quote.receiveUnits).toBe(121_627_760n);
  });
});

describe('the management fee', () => {
  it.each([
    [USDT(100), 12_000, 3_287n],
    [1n, 12_000, 0n],
    [30_417n, 12_000, 1n],
    [30_416n, 12_000, 0n],
    [USDT(100), 0, 0n],
  ])('of %s units at %s ppm a year takes %s units a day', (units, ppm, fee) => {
    expect(dailyManagementFeeUnits(units, ppm)).toBe(fee);
  });
});

describe('the largest purchase', () => {
  it.each([
    ['the spot USDT available', DETAIL, false, USDT(12_000), 'available'],
    [
      'the room under the risk cap',
      { ...DETAIL, mine: { ...DETAIL.mine!, available: '30000' } },
      false,
      USDT(15_000),
      'riskCap',
    ],
    [
      "the basket's maximum",
      { ...DETAIL, mine: { ...DETAIL.mine!, available: '300000', risk_cap: null } },
      false,
      USDT(100_000),
      'basket',
    ],
    ["the basket's maximum for a visitor", VISITOR_DETAIL, false, USDT(100_000), 'basket'],
    [
      'the play money of a demo account, whatever the cap',
      { ...DETAIL, mine: { ...DETAIL.mine!, available: '30000' } },
      true,
      USDT(30_000),
      'available',
    ],
  ] as const)('is set by %s', (_, detail, demo, max, limitedBy) => {
    const limits = buyLimits(detail, demo);
    expect(limits.maxUnits).toBe(max);
    expect(limits.limitedBy).toBe(limitedBy);
    expect(limits.minUnits).toBe(USDT(10));
  });

  it('leaves no room when the customer already holds more than the cap', () => {
    const limits = buyLimits({ ...DETAIL, mine: { ...DETAIL.mine!, invested: '25000' } }, false);
    expect(limits.riskRoomUnits).toBe(0n);
    expect(limits.maxUnits).toBe(0n);
  });
});

describe('a typed amount or number of units', () => {
  it.each([
    ['', 'required'],
    ['abc', 'format'],
    ['1e3', 'format'],
    ['-5', 'format'],
    ['1.1234567', 'decimals'],
    ['0', 'belowMin'],
    ['9.999999', 'belowMin'],
    ['12000.000001', 'aboveMax'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(checkTyped(typed, 6, USDT(10), USDT(12_000))).toEqual({ ok: false, problem });
  });

  it('accepts the minimum, the maximum and spaces around', () => {
    expect(checkTyped('10', 6, USDT(10), USDT(12_000))).toEqual({ ok: true, units: USDT(10) });
    expect(checkTyped(' 12000 ', 6, USDT(10), USDT(12_000))).toEqual({ ok: true, units: USDT(12_000) });
  });
});

describe('what stops an order whatever its size', () => {
  const limits = buyLimits(DETAIL, false);
  it.each([
    ['a closed basket', { ...DETAIL, basket: { ...BASKET, status: 'closed' as const } }, 'closed'],
    [
      'a basket without a NAV',
      { ...DETAIL, basket: { ...BASKET, nav: { nav: null, time: null, open: true, next_open: null } } },
      'noPrice',
    ],
    [
      'a closed market',
      { ...DETAIL, basket: { ...BASKET, nav: { ...BASKET.nav, open: false } } },
      'marketClosed',
    ],
    ['no risk assessment', { ...DETAIL, mine: { ...DETAIL.mine!, risk_level: 'none' } }, 'riskNotAssessed'],
    [
      'a conservative level on the balanced basket',
      { ...DETAIL, mine: { ...DETAIL.mine!, risk_level: 'conservative' } },
      'riskLevel',
    ],
  ] as const)('refuses buying from %s', (_, detail, block) => {
    expect(buyBlock(detail, limits, true, false)).toBe(block);
  });

  it('says a weekend closes the markets, not a missing price, and freezes the amount while it does', () => {
    const weekend = {
      ...DETAIL,
      basket: { ...BASKET, nav: { nav: null, time: null, open: false, next_open: 1_795_965_000 } },
    };
    expect(buyBlock(weekend, limits, true, false)).toBe('marketClosed');
    expect(sellBlock(weekend, true, false)).toBe('marketClosed');
    expect(amountBlocked('marketClosed')).toBe(true);
    expect(amountBlocked('noPrice')).toBe(true);
    expect(amountBlocked('tradePassword')).toBe(false);
    expect(amountBlocked(null)).toBe(false);
  });

  it('lets a conservative customer buy the low-risk basket, or any basket when the rule is off', () => {
    const conservative = { ...DETAIL.mine!, risk_level: 'conservative' };
    expect(riskLevelRefuses({ ...DETAIL, mine: conservative, basket: { ...BASKET, risk: 'low' } })).toBe(
      false,
    );
    expect(riskLevelRefuses({ ...DETAIL, mine: conservative, conservative_low_only: false })).toBe(false);
  });

  it('asks a real account for a trade password but not a demo account, which skips the assessment too', () => {
    expect(buyBlock(DETAIL, limits, false, false)).toBe('tradePassword');
    const unassessed = { ...DETAIL, mine: { ...DETAIL.mine!, risk_level: 'none' } };
    expect(buyBlock(unassessed, buyLimits(unassessed, true), undefined, true)).toBeNull();
  });

  it('says nothing to a visitor but the basket-wide rules', () => {
    expect(buyBlock(VISITOR_DETAIL, buyLimits(VISITOR_DETAIL, false), undefined, false)).toBeNull();
  });

  it('still redeems from a basket closed to purchases, but not while a market is closed', () => {
    expect(sellBlock({ ...DETAIL, basket: { ...BASKET, status: 'closed' } }, true, false)).toBeNull();
    expect(
      sellBlock({ ...DETAIL, basket: { ...BASKET, nav: { ...BASKET.nav, open: false } } }, true, false),
    ).toBe('marketClosed');
  });
});

describe('reading the server', () => {
  it('reads a NAV, or none', () => {
    expect(navUnitsOf('1.05')).toBe(1_050_000n);
    expect(navUnitsOf(null)).toBeNull();
    expect(navUnitsOf('0')).toBeNull();
  });

  it('finds the NAV now in a BASKET_NAV_CHANGED refusal', () => {
    expect(navOfRefusal({ nav: '1.061000' })).toBe('1.061000');
    expect(navOfRefusal({ fields: {} })).toBeNull();
    expect(navOfRefusal(null)).toBeNull();
  });

  it('counts the units held, none for a visitor', () => {
    expect(heldUnits(DETAIL)).toBe(USDT(100));
    expect(heldUnits(VISITOR_DETAIL)).toBe(0n);
  });
});
