import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, splitEvenly } from './allocate.ts';
import { MoneyError } from './errors.ts';

describe('allocate', () => {
  it.each([
    [100n, [1n, 1n, 1n], [34n, 33n, 33n]],
    [-100n, [1n, 1n, 1n], [-34n, -33n, -33n]],
    [10n, [3n, 7n], [3n, 7n]],
    // Exact shares 1.67 and 3.33: the larger remainder (index 0) gets the leftover unit.
    [5n, [1n, 2n], [2n, 3n]],
    // Exact shares 0.33 and 0.67: the leftover unit goes to index 1 despite its higher index.
    [1n, [1n, 2n], [0n, 1n]],
    // Ties go to the lower index, so the result never depends on anything but the input.
    [1n, [1n, 1n], [1n, 0n]],
    [2n, [1n, 1n, 1n], [1n, 1n, 0n]],
    [0n, [1n, 2n], [0n, 0n]],
    [7n, [0n, 1n, 0n], [0n, 7n, 0n]],
    [7n, [5n], [7n]],
    [10n ** 37n, [1n, 1n, 1n], [(10n ** 37n + 2n) / 3n, (10n ** 37n - 1n) / 3n, (10n ** 37n - 1n) / 3n]],
  ])('allocate(%s, %s) = %s', (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });

  it.each([
    [[], 'no weights'],
    [[1n, -1n, 2n], 'a negative weight'],
    [[0n, 0n], 'every weight is zero'],
  ])('refuses %s', (weights, message) => {
    expect(() => allocate(10n, weights)).toThrow(MoneyError);
    expect(() => allocate(10n, weights)).toThrow(message);
  });
});

describe('allocate properties', () => {
  const total = fc.oneof(
    fc.bigInt({ min: -50n, max: 50n }),
    fc.bigInt({ min: -(10n ** 38n), max: 10n ** 38n }),
  );
  const weights = fc
    .array(fc.oneof(fc.bigInt({ min: 0n, max: 5n }), fc.bigInt({ min: 0n, max: 10n ** 20n })), {
      minLength: 1,
      maxLength: 20,
    })
    .filter((ws) => ws.some((w) => w > 0n));

  it('hands out every unit and keeps each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(total, weights, (t, ws) => {
        const parts = allocate(t, ws);
        const weightSum = ws.reduce((a, b) => a + b, 0n);
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(t);
        parts.forEach((part, i) => {
          // |part - t * w / S| < 1, multiplied through by S to stay exact.
          const gap = part * weightSum - t * ws[i]!;
          expect(gap < weightSum && -gap < weightSum).toBe(true);
          if (ws[i] === 0n) expect(part).toBe(0n);
        });
      }),
    );
  });

  it('splits a negative total as the mirror image of the positive one', () => {
    fc.assert(
      fc.property(total, weights, (t, ws) => {
        expect(allocate(-t, ws)).toEqual(allocate(t, ws).map((part) => -part));
      }),
    );
  });
});

describe('splitEvenly', () => {
  it.each([
    [10n, 3, [4n, 3n, 3n]],
    [-10n, 3, [-4n, -3n, -3n]],
    [5n, 1, [5n]],
    [2n, 4, [1n, 1n, 0n, 0n]],
  ])('splitEvenly(%s, %i) = %s', (total, n, expected) => {
    expect(splitEvenly(total, n)).toEqual(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %s parts', (n) => {
    expect(() => splitEvenly(10n, n)).toThrow(/Cannot split into/);
  });

  it('gives parts that differ by at most one unit, larger parts first', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -1000n, max: 1000n }), fc.integer({ min: 1, max: 30 }), (t, n) => {
        const parts = splitEvenly(t, n);
        const magnitudes = parts.map((part) => (part < 0n ? -part : part));
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(t);
        expect([...magnitudes].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(magnitudes);
        expect(magnitudes[0]! - magnitudes[n - 1]! <= 1n).toBe(true);
      }),
    );
  });
});
