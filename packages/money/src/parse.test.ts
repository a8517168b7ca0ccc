import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyError } from './errors.ts';
import { formatUnits } from './format.ts';
import { parseDecimal, parseUnits } from './parse.ts';
import { MAX_SCALE } from './scale.ts';

const LIMIT = 10n ** 38n;
const signed = { allowNegative: true };

describe('parseDecimal accepts', () => {
  it.each([
    ['0', 2, 0n],
    ['1', 2, 100n],
    ['1.5', 2, 150n],
    ['1.50', 2, 150n],
    ['0.015', 3, 15n],
    ['5', 0, 5n],
    ['007.5', 1, 75n],
    ['9'.repeat(38), 0, LIMIT - 1n],
    [`99.${'9'.repeat(36)}`, 36, LIMIT - 1n],
    [`0.${'0'.repeat(35)}1`, 36, 1n],
  ])('%j at scale %i as %s units', (text, scale, units) => {
    expect(parseDecimal(text, scale)).toEqual({ ok: true, units });
  });

  it.each([
    ['-1.5', 2, -150n],
    ['-0.015', 3, -15n],
    ['-0', 2, 0n],
    [`-${'9'.repeat(38)}`, 0, 1n - LIMIT],
  ])('%j at scale %i as %s units when negatives are allowed', (text, scale, units) => {
    expect(parseDecimal(text, scale, signed)).toEqual({ ok: true, units });
  });
});

describe('parseDecimal refuses', () => {
  it.each([
    ['', 2, 'EMPTY'],
    [' ', 2, 'FORMAT'],
    ['.5', 2, 'FORMAT'],
    ['5.', 2, 'FORMAT'],
    ['+1', 2, 'FORMAT'],
    ['1e3', 2, 'FORMAT'],
    ['1E3', 2, 'FORMAT'],
    ['1,000', 2, 'FORMAT'],
    ['1,5', 2, 'FORMAT'],
    [' 1', 2, 'FORMAT'],
    ['1 ', 2, 'FORMAT'],
    ['1 000', 2, 'FORMAT'],
    ['-', 2, 'FORMAT'],
    ['--1', 2, 'FORMAT'],
    ['-abc', 2, 'FORMAT'],
    ['1.2.3', 2, 'FORMAT'],
    ['0x10', 2, 'FORMAT'],
    ['Infinity', 2, 'FORMAT'],
    ['NaN', 2, 'FORMAT'],
    ['١', 2, 'FORMAT'],
    ['1\n', 2, 'FORMAT'],
    ['-1', 2, 'NEGATIVE'],
    ['-0', 2, 'NEGATIVE'],
    ['-1.555', 2, 'NEGATIVE'],
    // A trailing zero is still precision the asset does not have, so it is refused rather than dropped.
    ['1.50', 1, 'TOO_MANY_DECIMALS'],
    ['0.001', 2, 'TOO_MANY_DECIMALS'],
    ['1.0', 0, 'TOO_MANY_DECIMALS'],
    [`1${'0'.repeat(38)}`, 0, 'TOO_LARGE'],
    ['100', 36, 'TOO_LARGE'],
  ])('%j at scale %i with %s', (text, scale, reason) => {
    expect(parseDecimal(text, scale)).toEqual({ ok: false, reason });
  });

  it('sizes up very long input by its significant digits, not its length', () => {
    expect(parseDecimal(`${'0'.repeat(1000)}1`, 0)).toEqual({ ok: true, units: 1n });
    expect(parseDecimal('1'.repeat(100_000), 2)).toEqual({ ok: false, reason: 'TOO_LARGE' });
  });

  it('refuses large negatives by size once negatives are allowed', () => {
    expect(parseDecimal(`-1${'0'.repeat(38)}`, 0, signed)).toEqual({ ok: false, reason: 'TOO_LARGE' });
    expect(parseDecimal('-1.555', 2, signed)).toEqual({ ok: false, reason: 'TOO_MANY_DECIMALS' });
  });

  it('refuses negatives when allowNegative is explicitly false', () => {
    expect(parseDecimal('-1', 2, { allowNegative: false })).toEqual({ ok: false, reason: 'NEGATIVE' });
  });

  it('throws on an invalid scale, which is a programming error rather than bad input', () => {
    expect(() => parseDecimal('1', 37)).toThrow(expect.objectContaining({ reason: 'INVALID_ARGUMENT' }));
  });
});

describe('parseUnits', () => {
  it('returns the units of valid text', () => {
    expect(parseUnits('0.015', 3)).toBe(15n);
    expect(parseUnits('-2', 1, signed)).toBe(-20n);
  });

  it('throws a MoneyError carrying the refusal reason', () => {
    expect(() => parseUnits('1.234', 2)).toThrow(MoneyError);
    expect(() => parseUnits('1.234', 2)).toThrow(
      expect.objectContaining({ reason: 'TOO_MANY_DECIMALS', message: expect.stringContaining('"1.234"') }),
    );
    expect(() => parseUnits('-1', 2)).toThrow(expect.objectContaining({ reason: 'NEGATIVE' }));
  });
});

describe('parseDecimal properties', () => {
  const scale = fc.integer({ min: 0, max: MAX_SCALE });
  const storable = fc.bigInt({ min: 1n - LIMIT, max: LIMIT - 1n });

  it('reads back exactly what formatUnits wrote, trimmed or not', () => {
    fc.assert(
      fc.property(storable, scale, fc.boolean(), (units, s, trimZeros) => {
        const text = formatUnits(units, s, { trimZeros });
        expect(parseDecimal(text, s, signed)).toEqual({ ok: true, units });
      }),
    );
  });

  it('refuses as TOO_LARGE exactly the amounts at or beyond 10^38 units', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), scale, (units, s) => {
        const result = parseDecimal(formatUnits(units, s), s, signed);
        const fits = units > -LIMIT && units < LIMIT;
        expect(result).toEqual(fits ? { ok: true, units } : { ok: false, reason: 'TOO_LARGE' });
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), scale, fc.boolean(), (text, s, allowNegative) => {
        const result = parseDecimal(text, s, { allowNegative });
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
