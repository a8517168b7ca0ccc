import { describe, expect, it } from 'vitest';
import {
  formatAmountOf,
  formatQuantity,
  formatTradingHours,
  isZeroAmount,
  ppmPercent,
  unitsFixed,
  unitsText,
} from './format.ts';

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

describe('one formatter per kind of figure', () => {
  it('writes an amount with its asset apart, at its display decimals, and a quantity exactly', () => {
    expect(formatAmountOf('1393.699926', 'USDT', 'en')).toBe('1,393.6999 USDT');
    expect(formatAmountOf('100000.000000', 'USDT', 'xby')).toBe('100.000 USDT');
    expect(formatQuantity('0.000000', 'en')).toBe('0');
    expect(formatQuantity('1234.004000', 'en')).toBe('1,234.004');
  });

  it('writes trading hours in the language from the sessions, keeping the English label', () => {
    const fx = {
      hours: 'Sun 17:00 - Fri 17:00 America/New_York',
      schedule: { time_zone: 'America/New_York', sessions: [{ from: 1020, to: 5 * 1440 + 1020 }] },
    };
    expect(formatTradingHours(fx, 'en')).toBe(fx.hours);
    expect(formatTradingHours(fx, 'jp')).toBe('日 17:00 – 金 17:00 (米国東部時間)');
    expect(formatTradingHours({ hours: '24/7', schedule: null }, 'zh')).toBe('24/7');
    expect(formatTradingHours({ hours: fx.hours }, 'zh')).toBe(fx.hours);
  });
});
