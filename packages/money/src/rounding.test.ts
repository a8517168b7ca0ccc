import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyError } from './errors.ts';
import {
  applyPpm,
  assertRoundingMode,
  divRound,
  mulDiv,
  ROUNDING_MODES,
  type RoundingMode,
  rescale,
} from './rounding.ts';
import { MAX_SCALE } from './scale.ts';

type Row = readonly [numerator: bigint, denominator: bigint, expected: Record<RoundingMode, bigint>];

// Each row lists the exact value first, so a reader can check every mode by eye.
const TABLE: readonly Row[] = [
  // 2.5 and -2.5: an exact half with an even truncated quotient.
  [5n, 2n, { down: 2n, up: 3n, floor: 2n, ceil: 3n, halfUp: 3n, halfEven: 2n }],
  [-5n, 2n, { down: -2n, up: -3n, floor: -3n, ceil: -2n, halfUp: -3n, halfEven: -2n }],
  [5n, -2n, { down: -2n, up: -3n, floor: -3n, ceil: -2n, halfUp: -3n, halfEven: -2n }],
  [-5n, -2n, { down: 2n, up: 3n, floor: 2n, ceil: 3n, halfUp: 3n, halfEven: 2n }],
  // 3.5 and -3.5: an exact half with an odd truncated quotient.
  [7n, 2n, { down: 3n, up: 4n, floor: 3n, ceil: 4n, halfUp: 4n, halfEven: 4n }],
  [-7n, 2n, { down: -3n, up: -4n, floor: -4n, ceil: -3n, halfUp: -4n, halfEven: -4n }],
  // 0.5 and -0.5: halves around zero.
  [1n, 2n, { down: 0n, up: 1n, floor: 0n, ceil: 1n, halfUp: 1n, halfEven: 0n }],
  [-1n, 2n, { down: 0n, up: -1n, floor: -1n, ceil: 0n, halfUp: -1n, halfEven: 0n }],
  // 1.25 and -1.25: below half.
  [5n, 4n, { down: 1n, up: 2n, floor: 1n, ceil: 2n, halfUp: 1n, halfEven: 1n }],
  [-5n, 4n, { down: -1n, up: -2n, floor: -2n, ceil: -1n, halfUp: -1n, halfEven: -1n }],
  // 1.75 and -1.75: above half.
  [7n, 4n, { down: 1n, up: 2n, floor: 1n, ceil: 2n, halfUp: 2n, halfEven: 2n }],
  [-7n, 4n, { down: -1n, up: -2n, floor: -2n, ceil: -1n, halfUp: -2n, halfEven: -2n }],
  [7n, -4n, { down: -1n, up: -2n, floor: -2n, ceil: -1n, halfUp: -2n, halfEven: -2n }],
  // Exact quotients are never moved.
  [6n, 2n, { down: 3n, up: 3n, floor: 3n, ceil: 3n, halfUp: 3n, halfEven: 3n }],
  [-6n, 2n, { down: -3n, up: -3n, floor: -3n, ceil: -3n, halfUp: -3n, halfEven: -3n }],
  [0n, 5n, { down: 0n, up: 0n, floor: 0n, ceil: 0n, halfUp: 0n, halfEven: 0n }],
];

const CASES = TABLE.flatMap(([numerator, denominator, expected]) =>
  ROUNDING_MODES.map((mode) => ({ numerator, denominator, mode, expected: expected[mode] })),
);

// An independent reference: find floor(n/d) by exact comparison, then pick between the two neighbours
// by comparing their exact distances to n/d, both scaled by d so everything stays in integers.
function referenceRound(n: bigint, d: bigint, mode: RoundingMode): bigint {
  const [num, den] = d < 0n ? [-n, -d] : [n, d];
  let lower = num / den;
  if (lower * den > num) lower -= 1n;
  if (lower * den === num) return lower;
  const upper = lower + 1n;
  const positive = num > 0n;
  const toLower = num - lower * den;
  const toUpper = upper * den - num;
  const nearest = toLower < toUpper ? lower : upper;
  const tie = toLower === toUpper;
  const byMode: Record<RoundingMode, bigint> = {
    floor: lower,
    ceil: upper,
    down: positive ? lower : upper,
    up: positive ? upper : lower,
    halfUp: tie ? (positive ? upper : lower) : nearest,
    halfEven: tie ? (lower % 2n === 0n ? lower : upper) : nearest,
  };
  return byMode[mode];
}

// Small operands make exact halves common; huge ones check nothing overflows or loses precision.
const operand = fc.oneof(
  fc.bigInt({ min: -20n, max: 20n }),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
);
const divisor = operand.filter((d) => d !== 0n);
const mode = fc.constantFrom(...ROUNDING_MODES);

describe('divRound', () => {
  it.each(CASES)('divRound($numerator, $denominator, $mode) = $expected', (row) => {
    expect(divRound(row.numerator, row.denominator, row.mode)).toBe(row.expected);
  });

  it('refuses division by zero', () => {
    expect(() => divRound(1n, 0n, 'down')).toThrow(/Division by zero/);
  });

  it('refuses an unknown mode even when the division is exact', () => {
    const bogus = 'sideways' as RoundingMode;
    expect(() => divRound(4n, 2n, bogus)).toThrow(MoneyError);
    expect(() => assertRoundingMode(bogus)).toThrow(/Unknown rounding mode: sideways/);
  });

  it('lands within one unit of the exact quotient, and within half a unit for the half modes', () => {
    fc.assert(
      fc.property(operand, divisor, mode, (n, d, m) => {
        const error = divRound(n, d, m) * d - n;
        const magnitude = error < 0n ? -error : error;
        const limit = m.startsWith('half') ? (d < 0n ? -d : d) : 2n * (d < 0n ? -d : d);
        expect(2n * magnitude <= limit).toBe(true);
      }),
    );
  });
});

describe('mulDiv', () => {
  it.each([
    [3n, 5n, 2n, 'halfEven', 8n],
    [3n, 5n, 2n, 'down', 7n],
    [-3n, 5n, 2n, 'floor', -8n],
    [10n ** 30n, 10n ** 30n, 10n ** 40n, 'down', 10n ** 20n],
  ] as const)('mulDiv(%s, %s, %s, %s) = %s', (a, b, d, m, expected) => {
    expect(mulDiv(a, b, d, m)).toBe(expected);
  });

  it('matches an exact rational reference in every mode', () => {
    fc.assert(
      fc.property(operand, operand, divisor, mode, (a, b, d, m) => {
        expect(mulDiv(a, b, d, m)).toBe(referenceRound(a * b, d, m));
      }),
    );
  });
});

describe('rescale', () => {
  it.each([
    [15n, 1, 3, 'down', 1500n],
    [1567n, 3, 2, 'halfUp', 157n],
    [1567n, 3, 2, 'down', 156n],
    [1555n, 3, 2, 'halfEven', 156n],
    [1545n, 3, 2, 'halfEven', 154n],
    [-1567n, 3, 2, 'floor', -157n],
    [-1567n, 3, 2, 'ceil', -156n],
    [-1567n, 3, 0, 'halfUp', -2n],
    [42n, 2, 2, 'up', 42n],
  ] as const)('rescale(%s, %i -> %i, %s) = %s', (units, from, to, m, expected) => {
    expect(rescale(units, from, to, m)).toBe(expected);
  });

  it('refuses invalid scales and modes', () => {
    expect(() => rescale(1n, -1, 2, 'down')).toThrow(MoneyError);
    expect(() => rescale(1n, 2, 37, 'down')).toThrow(MoneyError);
    expect(() => rescale(1n, 0, 2, 'nearest' as RoundingMode)).toThrow(/Unknown rounding mode/);
  });

  it('is the identity when scaling up then back down, in every mode', () => {
    const scales = fc
      .tuple(fc.integer({ min: 0, max: MAX_SCALE }), fc.integer({ min: 0, max: MAX_SCALE }))
      .map(([a, b]) => (a <= b ? [a, b] : [b, a]));
    fc.assert(
      fc.property(operand, scales, mode, (units, [low, high], m) => {
        expect(rescale(rescale(units, low!, high!, m), high!, low!, m)).toBe(units);
      }),
    );
  });
});

describe('applyPpm', () => {
  it.each([
    [1_000_000n, 1_000, 'down', 1_000n],
    [1234n, 2500n, 'down', 3n],
    [1234n, 2500n, 'up', 4n],
    [1234n, 2500n, 'halfUp', 3n],
    [-1234n, 2500, 'floor', -4n],
    [-1234n, 2500, 'ceil', -3n],
    [1_000_000n, -100, 'down', -100n],
    [200n, 2500, 'halfEven', 0n],
    [200n, 2500, 'halfUp', 1n],
  ] as const)('applyPpm(%s, %s, %s) = %s', (amount, rate, m, expected) => {
    expect(applyPpm(amount, rate, m)).toBe(expected);
  });

  it.each([1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY])('refuses the rate %s', (rate) => {
    expect(() => applyPpm(100n, rate, 'down')).toThrow(/Rate in ppm must be a safe integer/);
  });

  it('agrees with mulDiv over one million whether the rate is a number or a bigint', () => {
    const rate = fc.integer({ min: -2_000_000, max: 2_000_000 });
    fc.assert(
      fc.property(operand, rate, mode, (amount, r, m) => {
        const expected = mulDiv(amount, BigInt(r), 1_000_000n, m);
        expect(applyPpm(amount, r, m)).toBe(expected);
        expect(applyPpm(amount, BigInt(r), m)).toBe(expected);
      }),
    );
  });
});
