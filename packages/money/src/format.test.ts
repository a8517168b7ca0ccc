import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimalRounded, formatUnits, toChartNumber } from './format.ts';

describe('formatUnits', () => {
  it.each([
    [1500n, 3, {}, '1.500'],
    [1500n, 3, { trimZeros: true }, '1.5'],
    [1000n, 3, { trimZeros: true }, '1'],
    [1500n, 3, { trimZeros: true, minFractionDigits: 2 }, '1.50'],
    [1000n, 3, { trimZeros: true, minFractionDigits: 2 }, '1.00'],
    [15n, 1, { minFractionDigits: 3 }, '1.500'],
    [1500n, 3, { minFractionDigits: 1 }, '1.500'],
    [15n, 3, {}, '0.015'],
    [-15n, 3, {}, '-0.015'],
    [-1500n, 3, { trimZeros: true }, '-1.5'],
    [0n, 2, {}, '0.00'],
    [0n, 2, { trimZeros: true }, '0'],
    [0n, 0, {}, '0'],
    [5n, 0, {}, '5'],
    [-5n, 0, {}, '-5'],
    [-1n, 36, {}, `-0.${'0'.repeat(35)}1`],
    [10n ** 40n, 2, {}, `1${'0'.repeat(38)}.00`],
  ])('formatUnits(%s, %i, %j) = %j', (units, scale, options, expected) => {
    expect(formatUnits(units, scale, options)).toBe(expected);
  });

  it.each([-1, 1.5, 37])('refuses minFractionDigits %s', (minFractionDigits) => {
    expect(() => formatUnits(1n, 2, { minFractionDigits })).toThrow(/minFractionDigits must be an integer/);
  });

  it('refuses an invalid scale', () => {
    expect(() => formatUnits(1n, -1)).toThrow(/Scale must be an integer/);
  });
});

describe('formatDecimalRounded', () => {
  it.each([
    [12345n, 4, 2, 'halfUp', '1.23'],
    [12350n, 4, 2, 'halfUp', '1.24'],
    [12350n, 4, 2, 'halfEven', '1.24'],
    [12250n, 4, 2, 'halfEven', '1.22'],
    [12301n, 4, 2, 'up', '1.24'],
    [-12345n, 4, 2, 'floor', '-1.24'],
    [-12345n, 4, 2, 'ceil', '-1.23'],
    [-1n, 2, 0, 'halfUp', '0'],
    [15n, 1, 3, 'down', '1.500'],
  ] as const)('formatDecimalRounded(%s, %i -> %i, %s) = %j', (units, from, to, mode, expected) => {
    expect(formatDecimalRounded(units, from, to, mode)).toBe(expected);
  });

  it('passes format options through', () => {
    expect(formatDecimalRounded(15000n, 4, 3, 'down', { trimZeros: true })).toBe('1.5');
  });
});

describe('toChartNumber', () => {
  it.each([
    [1500n, 3, 1.5],
    [-15n, 3, -0.015],
    [0n, 8, 0],
  ])('toChartNumber(%s, %i) = %s', (units, scale, expected) => {
    expect(toChartNumber(units, scale)).toBe(expected);
  });

  it('stays within rounding of the exact value when a double cannot hold every digit', () => {
    expect(toChartNumber(123456789012345678901234567890n, 18)).toBeCloseTo(123_456_789_012.3457, 3);
  });

  it('is exact for whole amounts a double can hold', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(toChartNumber(BigInt(n), 0)).toBe(n);
      }),
    );
  });
});
