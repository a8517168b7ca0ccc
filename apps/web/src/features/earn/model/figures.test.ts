import { describe, expect, it } from 'vitest';
import { capacityPercent, coveragePercent, exampleDailyYield, reserveCovers, scaleOf } from './figures.ts';
import { RESERVE } from './fixtures.ts';

describe('product figures', () => {
  it('works out what 10,000 USDT earns a day at the rate, rounded down', () => {
    expect(exampleDailyYield(3_000, 6)).toBe(30_000_000n);
    expect(exampleDailyYield(1, 6)).toBe(10_000n);
    // 0.0333% of 10,000 is 3.33 exactly; 1/3 ppm cannot exist, so nothing is lost here.
    expect(exampleDailyYield(333, 6)).toBe(3_330_000n);
  });

  it.each([
    ['0', '1000', 0],
    ['250', '1000', 25],
    ['999.999999', '1000', 99],
    ['1000', '1000', 100],
    ['1200', '1000', 100],
    ['5', '0', 100],
  ])('%s held of %s capacity fills the bar to %i%%', (held, capacity, percent) => {
    expect(capacityPercent(held, capacity, 6)).toBe(percent);
  });

  it.each([
    [1_000_000, '100'],
    [1_253_499, '125.3'],
    [999_999, '99.9'],
    [50_000, '5'],
    [0, '0'],
    [null, null],
  ])('shows %s ppm of coverage as %s%%, never rounded up', (ppm, text) => {
    expect(coveragePercent(ppm)).toBe(text);
  });

  it('tells whether the reserve covers what it owes', () => {
    expect(reserveCovers(RESERVE)).toBe(true);
    expect(reserveCovers({ ...RESERVE, coverage_ppm: 999_999 })).toBe(false);
    expect(reserveCovers({ ...RESERVE, coverage_ppm: null })).toBe(true);
  });

  it('knows the scale of USDT and refuses an unknown asset', () => {
    expect(scaleOf('USDT')).toBe(6);
    expect(() => scaleOf('XYZ')).toThrow();
  });
});
