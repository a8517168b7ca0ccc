import { describe, expect, it } from 'vitest';
import { directionOf, ppmPercent, signedPercent, unitsFixed, unitsText } from './format.ts';

describe('spot figures on screen', () => {
  it('write units without a float, trimmed or fixed', () => {
    expect(unitsText(1_234_500_000n, 6, 'en')).toBe('1,234.5');
    expect(unitsFixed(1_234_500_000n, 6, 'en')).toBe('1,234.500000');
    expect(unitsText(0n, 6, 'en')).toBe('0');
  });

  it.each([
    [1_000, '0.1'],
    [2_500, '0.25'],
    [50_000, '5'],
    [0, '0'],
  ])('write %s ppm as %s%%', (ppm, percent) => {
    expect(ppmPercent(ppm, 'en')).toBe(percent);
  });

  it('write a rate with the decimal sign of the language', () => {
    expect(ppmPercent(1_000, 'xby')).toBe('0,1');
  });

  it('sign a change and give its direction', () => {
    expect(signedPercent('1.25', 'en')).toBe('+1.25%');
    expect(signedPercent('-0.40', 'en')).toBe('-0.40%');
    expect(signedPercent('0.00', 'en')).toBe('0.00%');
    expect(signedPercent('2.50', 'xby')).toBe('+2,50%');
    expect([directionOf('1'), directionOf('-1'), directionOf('0.00')]).toEqual(['up', 'down', 'flat']);
  });
});
