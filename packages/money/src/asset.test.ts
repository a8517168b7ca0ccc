import { describe, expect, it } from 'vitest';
import { abs, compare, isZero, max, min, sum } from './asset.ts';

describe('bigint helpers', () => {
  it.each([
    [1n, 2n, -1],
    [2n, 2n, 0],
    [3n, 2n, 1],
    [-3n, -2n, -1],
  ])('compare(%s, %s) = %i', (a, b, expected) => {
    expect(compare(a, b)).toBe(expected);
  });

  it.each([
    [1n, 2n, 1n, 2n],
    [2n, 1n, 1n, 2n],
    [-5n, 3n, -5n, 3n],
    [4n, 4n, 4n, 4n],
  ])('min and max of %s and %s', (a, b, smaller, larger) => {
    expect(min(a, b)).toBe(smaller);
    expect(max(a, b)).toBe(larger);
  });

  it.each([
    [-7n, 7n],
    [0n, 0n],
    [7n, 7n],
  ])('abs(%s) = %s', (units, expected) => {
    expect(abs(units)).toBe(expected);
  });

  it('isZero tells zero from everything else', () => {
    expect(isZero(0n)).toBe(true);
    expect(isZero(1n)).toBe(false);
    expect(isZero(-1n)).toBe(false);
  });

  it('sum adds exactly and treats an empty list as zero', () => {
    expect(sum([])).toBe(0n);
    expect(sum([10n ** 37n, 10n ** 37n, -1n])).toBe(2n * 10n ** 37n - 1n);
  });
});
