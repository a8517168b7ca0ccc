import { parseUnits } from '@platform/money';
import { describe, expect, it } from 'vitest';
import {
  buyOf,
  costOf,
  managementUnitsOf,
  navOf,
  rescale,
  sellOf,
  weightsValid,
  withinTolerance,
} from './model.ts';

/** A decimal USDT amount in units (6 decimals), parsed exactly. */
const usdt = (n: number) => parseUnits(String(n), 6);

describe('basket NAV', () => {
  it('is the base NAV while every price is where it started', () => {
    expect(
      navOf(usdt(1), [
        { weightPpm: 600_000, base: 21_790n, now: 21_790n },
        { weightPpm: 400_000, base: 6_725_000n, now: 6_725_000n },
      ]),
    ).toBe(usdt(1));
  });

  it('moves with the weighted price ratios (hand-computed)', () => {
    // 60% GLD 217.90 -> 228.795 (+5%), 40% BTC 67,250.00 -> 60,525.00 (-10%):
    // 1 x (0.6 x 1.05 + 0.4 x 0.9) = 0.99.
    const nav = navOf(usdt(1), [
      { weightPpm: 600_000, base: 21_790n, now: 22_879n },
      { weightPpm: 400_000, base: 6_725_000n, now: 6_052_500n },
    ]);
    // 22,879 / 21,790 = 1.049977...: 0.6 x 1.0499770... + 0.36 = 0.9899862..., rounded down.
    expect(nav).toBe(989_986n);
    // Three components, base NAV 10: 10 x (0.5 x 2 + 0.3 x 1 + 0.2 x 0.5) = 14.
    expect(
      navOf(usdt(10), [
        { weightPpm: 500_000, base: 100n, now: 200n },
        { weightPpm: 300_000, base: 50n, now: 50n },
        { weightPpm: 200_000, base: 80n, now: 40n },
      ]),
    ).toBe(usdt(14));
  });

  it('refuses a component without a price at inception', () => {
    expect(() => navOf(usdt(1), [{ weightPpm: 1_000_000, base: 0n, now: 1n }])).toThrow();
  });

  it('rescales a price whose scale changed', () => {
    expect(rescale(12_345n, 2, 4)).toBe(1_234_500n);
    expect(rescale(1_234_567n, 4, 2)).toBe(12_345n);
  });
});

describe('basket trades', () => {
  it('buys units with the amount less the subscription fee, rounded down', () => {
    // 1,000 USDT, 0.1% fee: 999 USDT at NAV 1.05 buys 951.428571 units.
    expect(buyOf(usdt(1_000), 1_050_000n, 1_000)).toEqual({ fee: usdt(1), units: 951_428_571n });
  });

  it('pays units at the NAV less the redemption fee', () => {
    // 951.428571 units at 1.10 = 1,046.571428; 0.2% fee 2.093142; paid 1,044.478286.
    expect(sellOf(951_428_571n, 1_100_000n, 2_000)).toEqual({
      gross: 1_046_571_428n,
      fee: 2_093_142n,
      receive: 1_044_478_286n,
    });
  });

  it('charges a yearly management fee a day at a time in units', () => {
    // 1% a year on 36,500 units: 1 unit a day.
    expect(managementUnitsOf(usdt(36_500), 10_000)).toBe(usdt(1));
    expect(managementUnitsOf(1n, 10_000)).toBe(0n);
  });

  it('releases the cost of units sold in proportion, and all of it with the last unit', () => {
    expect(costOf(usdt(1_000), usdt(100), usdt(25))).toBe(usdt(250));
    expect(costOf(usdt(1_000), usdt(3), usdt(1))).toBe(333_333_333n);
    expect(costOf(usdt(1_000), usdt(100), usdt(100))).toBe(usdt(1_000));
  });

  it('compares a NAV seen with the NAV now within a tolerance', () => {
    expect(withinTolerance(usdt(1.005), usdt(1), 5_000)).toBe(true);
    expect(withinTolerance(usdt(1.005001), usdt(1), 5_000)).toBe(false);
    expect(withinTolerance(usdt(0.995), usdt(1), 5_000)).toBe(true);
  });

  it('accepts whole weights summing to one, each instrument once', () => {
    expect(
      weightsValid([
        { symbol: 'A', weightPpm: 600_000 },
        { symbol: 'B', weightPpm: 400_000 },
      ]),
    ).toBe(true);
    expect(
      weightsValid([
        { symbol: 'A', weightPpm: 600_000 },
        { symbol: 'B', weightPpm: 399_999 },
      ]),
    ).toBe(false);
    expect(
      weightsValid([
        { symbol: 'A', weightPpm: 500_000 },
        { symbol: 'A', weightPpm: 500_000 },
      ]),
    ).toBe(false);
  });
});
