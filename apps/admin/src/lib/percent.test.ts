import { describe, expect, it } from 'vitest';
import { percentToPpm, ppmPercentText, ratePercent } from './percent.ts';

describe('ppm as a percentage', () => {
  it.each([
    [3_000, '0.3'],
    [50_000, '5'],
    [4_000, '0.4'],
    [5_000, '0.5'],
    [400_000, '40'],
    [333_334, '33.3334'],
    [999_999, '99.9999'],
    [1, '0.0001'],
    [0, '0'],
    [100_000, '10'],
    [1_000_000, '100'],
    [12_345, '1.2345'],
  ])('%i ppm is %s%%', (ppm, text) => {
    expect(ppmPercentText(ppm)).toBe(text);
    expect(ratePercent(ppm)).toBe(`${text}%`);
  });

  it('writes a share for people', () => {
    expect(ratePercent(2_500)).toBe('0.25%');
  });
});

describe('a typed percentage as ppm', () => {
  it.each([
    ['0.3', 3_000],
    ['0.35', 3_500],
    ['5', 50_000],
    [' 0.4 ', 4_000],
    ['40', 400_000],
    ['33.3333', 333_333],
    [' 0.5 ', 5_000],
    ['0.0001', 1],
    ['10', 100_000],
    ['100', 1_000_000],
    ['0', 0],
  ] as const)('%j%% is %s ppm', (text, ppm) => {
    expect(percentToPpm(text, '0.5')).toEqual({ ppm });
  });

  it.each(['', '-1', '0,3', '0.3%', '40%', 'abc', '1e2', '1.'])('refuses %j with words to fix it', (text) => {
    expect(percentToPpm(text, '0.35')).toEqual({
      problem: 'Enter a percentage such as 0.35 (no % sign, commas or minus).',
    });
    expect(percentToPpm(text, '0.5')).toEqual({
      problem: 'Enter a percentage such as 0.5 (no % sign, commas or minus).',
    });
  });

  it('refuses a step finer than 1 ppm instead of rounding it', () => {
    for (const text of ['0.00005', '33.33333'])
      expect(percentToPpm(text, '0.5')).toEqual({
        problem: 'At most 4 decimals: 0.0001% (1 ppm) is the finest step.',
      });
  });

  it('reads back every percentage it writes', () => {
    for (const ppm of [0, 1, 3_000, 12_345, 333_334, 1_000_000])
      expect(percentToPpm(ppmPercentText(ppm), '0.5')).toEqual({ ppm });
  });
});
