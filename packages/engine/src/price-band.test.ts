import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insideBand, marketBoundOf, priceBandOf } from './price-band.ts';

describe('price bands', () => {
  it.each([
    // index, ppm, min, max
    [6_725_000n, 100_000, 6_052_500n, 7_397_500n],
    [1_001n, 100_000, 901n, 1_101n],
    [1_009n, 100_000, 909n, 1_109n],
    [3n, 500_000, 2n, 4n],
    [1n, 500_000, 1n, 1n],
  ])('index %s within %s ppm is %s..%s', (index, ppm, min, max) => {
    expect(priceBandOf(index, ppm)).toEqual({ minTicks: min, maxTicks: max });
  });

  it('never widens the band by rounding, and always holds the index', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: 1_000, max: 500_000 }),
        (index, ppm) => {
          const band = priceBandOf(index, ppm);
          expect(insideBand(index, band)).toBe(true);
          // max <= index * (1 + ppm) and min >= index * (1 - ppm), exactly.
          expect(band.maxTicks * 1_000_000n <= index * (1_000_000n + BigInt(ppm))).toBe(true);
          expect(
            band.minTicks === 1n || band.minTicks * 1_000_000n >= index * (1_000_000n - BigInt(ppm)),
          ).toBe(true);
        },
      ),
    );
  });

  it('holds a market order inside the market band', () => {
    const band = { minTicks: 95n, maxTicks: 105n };
    expect(marketBoundOf('buy', 110n, band)).toBe(105n);
    expect(marketBoundOf('buy', 101n, band)).toBe(101n);
    expect(marketBoundOf('sell', 90n, band)).toBe(95n);
    expect(marketBoundOf('sell', 99n, band)).toBe(99n);
  });
});
