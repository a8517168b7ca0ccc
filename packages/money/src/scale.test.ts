import { describe, expect, it } from 'vitest';
import { MoneyError } from './errors.ts';
import { assertScale, MAX_SCALE, pow10 } from './scale.ts';

describe('pow10', () => {
  it.each([
    [0, 1n],
    [1, 10n],
    [8, 100_000_000n],
    [18, 1_000_000_000_000_000_000n],
    [MAX_SCALE, 10n ** 36n],
  ])('pow10(%i) = %s', (scale, expected) => {
    expect(pow10(scale)).toBe(expected);
  });
});

describe('assertScale', () => {
  it.each([0, 2, MAX_SCALE])('accepts %s', (scale) => {
    expect(() => assertScale(scale)).not.toThrow();
  });

  it.each([-1, MAX_SCALE + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (scale) => {
    expect(() => assertScale(scale)).toThrow(MoneyError);
    expect(() => pow10(scale)).toThrow(/Scale must be an integer from 0 to 36/);
  });
});
