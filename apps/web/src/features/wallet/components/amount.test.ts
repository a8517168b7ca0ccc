import { formatUnits, parseUnits } from '@platform/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  maxWithdrawable,
  ppmAsPercent,
  progressPercent,
  scaleOf,
  withdrawQuote,
} from './amount.ts';

const USDT = { scale: 6, min: '10', max: '50000', available: '1200.5' };

describe('amount validation', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'format'],
    ['1,000', 'format'],
    ['.5', 'format'],
    ['5.', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['12.1234567', 'decimals'],
    ['0', 'zero'],
    ['0.000000', 'zero'],
    ['9.999999', 'belowMin'],
    ['50000.000001', 'aboveMax'],
    ['1200.500001', 'aboveAvailable'],
  ] as const)('%j is refused as %s', (typed, problem) => {
    expect(checkAmount(typed, USDT)).toEqual({ ok: false, problem });
  });

  it.each([
    ['10', 10_000_000n],
    [' 10.5 ', 10_500_000n],
    ['1200.5', 1_200_500_000n],
    ['1200.500000', 1_200_500_000n],
  ] as const)('%j is accepted as %s units', (typed, units) => {
    expect(checkAmount(typed, USDT)).toEqual({ ok: true, units });
  });

  it('checks the minimum before the maximum and the balance', () => {
    expect(checkAmount('5', { scale: 6, min: '10', max: '1', available: '0' })).toEqual({
      ok: false,
      problem: 'belowMin',
    });
  });

  it('uses the asset scale: BTC has 8 decimals, USDT 6', () => {
    expect(scaleOf('BTC')).toBe(8);
    expect(checkAmount('0.00000001', { scale: scaleOf('BTC') })).toEqual({ ok: true, units: 1n });
    expect(checkAmount('0.0000001', { scale: scaleOf('USDT') })).toEqual({ ok: false, problem: 'decimals' });
  });

  it('refuses an asset it does not know instead of guessing a scale', () => {
    expect(() => scaleOf('DOGE')).toThrow();
  });
});

describe('fee and arrival', () => {
  it.each([
    // amount, fee ppm, fee, arrival (USDT units of 6 decimals)
    [100_000_000n, 5_000, 500_000n, 99_500_000n],
    [1n, 5_000, 1n, 0n],
    [333_333n, 1_000, 334n, 332_999n],
    [10_000_000n, 0, 0n, 10_000_000n],
    [10_000_000n, 1_000_000, 10_000_000n, 0n],
  ] as const)('%s at %s ppm: fee %s, arrival %s', (amount, ppm, fee, arrival) => {
    expect(withdrawQuote(amount, ppm)).toEqual({ feeUnits: fee, arrivalUnits: arrival });
  });

  it('rounds the fee up and the parts always add up to the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 26n }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (a, ppm) => {
          const { feeUnits, arrivalUnits } = withdrawQuote(a, ppm);
          expect(feeUnits + arrivalUnits).toBe(a);
          // The exact fee a * ppm / 1e6 lies in (fee - 1, fee].
          expect(feeUnits * 1_000_000n).toBeGreaterThanOrEqual(a * BigInt(ppm));
          expect((feeUnits - 1n) * 1_000_000n).toBeLessThan(a * BigInt(ppm));
        },
      ),
    );
  });
});

describe('max and percentages', () => {
  it.each([
    ['1200.5', '50000', '1200.5'],
    ['90000', '50000', '50000'],
    ['0', '50000', '0'],
  ] as const)('available %s, max %s: Max fills %s', (available, max, filled) => {
    expect(maxWithdrawable(available, max, 6)).toBe(filled);
  });

  it('fills an amount that passes its own check', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        (a, m) => {
          const available = formatUnits(a, 6);
          const max = formatUnits(m, 6);
          const filled = maxWithdrawable(available, max, 6);
          expect(checkAmount(filled, { scale: 6, max, available })).toEqual({
            ok: true,
            units: parseUnits(filled, 6),
          });
        },
      ),
    );
  });

  it.each([
    [5_000, '0.5'],
    [1_500, '0.15'],
    [1, '0.0001'],
    [1_000_000, '100'],
    [0, '0'],
  ])('%s ppm is %s%%', (ppm, percent) => {
    expect(ppmAsPercent(ppm)).toBe(percent);
  });

  it.each([
    ['0', '0', 100],
    ['50', '0', 100],
    ['0', '100', 0],
    ['-5', '100', 0],
    ['33.333333', '100', 33],
    ['99.999999', '100', 99],
    ['100', '100', 100],
    ['250', '100', 100],
  ] as const)('turnover %s of %s is %s%%', (done, required, percent) => {
    expect(progressPercent(done, required, 6)).toBe(percent);
  });
});
