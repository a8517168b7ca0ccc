import { describe, expect, it } from 'vitest';
import { isZeroAmount, ppmPercent, unitsFixed, unitsText } from './format.ts';

describe('units on screen', () => {
  it('write units for the language without a float, trimmed or fixed', () => {
    expect(unitsText(1_234_500_000n, 6, 'en')).toBe('1,234.5');
    expect(unitsText(0n, 6, 'en')).toBe('0');
    expect(unitsText(672_800_000n, 6, 'en')).toBe('672.8');
    expect(unitsText(6_728_000_000n, 6, 'xby')).toBe('6728');
    expect(unitsText(67_280_000_000n, 6, 'xby')).toBe('67.280');
    expect(unitsFixed(1_234_500_000n, 6, 'en')).toBe('1,234.500000');
    expect(unitsFixed(672_800n, 1, 'en')).toBe('67,280.0');
  });

  it.each([
    [100, '0.01'],
    [500, '0.05'],
    [1_000, '0.1'],
    [2_500, '0.25'],
    [50_000, '5'],
    [500_000, '50'],
    [0, '0'],
  ])('write %s ppm as %s%%', (ppm, percent) => {
    expect(ppmPercent(ppm, 'en')).toBe(percent);
  });

  it('write a rate with the decimal sign of the language', () => {
    expect(ppmPercent(1_000, 'xby')).toBe('0,1');
    expect(ppmPercent(100, 'xby')).toBe('0,01');
  });
});

describe('zero amounts from the wire', () => {
  it('tells a zero amount from any other', () => {
    expect(isZeroAmount('0')).toBe(true);
    expect(isZeroAmount('0.000000')).toBe(true);
    expect(isZeroAmount('0.000001')).toBe(false);
    expect(isZeroAmount('10')).toBe(false);
  });
});
