import { describe, expect, it } from 'vitest';
import { groupDecimal } from '../../../lib/format.ts';
import { formatAmount, formatTyped, formatUsdtValue, ppmPercent, signedAmount } from './format.ts';

describe('wallet display formats', () => {
  it.each([
    ['1234567.5', 'en', '1,234,567.5'],
    ['-1234567.5', 'en', '-1,234,567.5'],
    ['1234567.5', 'xby', '1.234.567,5'],
    ['0.00000001', 'en', '0.00000001'],
    ['12345678901234567890.123', 'en', '12,345,678,901,234,567,890.123'],
    ['not a number', 'en', 'not a number'],
  ])('groups %s in %s as %s', (value, lang, shown) => {
    expect(groupDecimal(value, lang)).toBe(shown);
  });

  it('shows an amount to its display decimals without trailing zeros', () => {
    expect(formatAmount('1.50000000', 'BTC', 'en')).toBe('1.5');
    expect(formatAmount('5000.000000', 'USDT', 'en')).toBe('5,000');
    expect(formatAmount('5000.000000', 'USDT', 'xby')).toBe('5000');
    expect(formatAmount('1234567.250000', 'USDT', 'xby')).toBe('1.234.567,25');
    expect(formatAmount('-2.250000', 'TRX', 'en')).toBe('-2.25');
    // Rounded towards zero at the display decimals: 0.123456 USDT is never shown as more.
    expect(formatAmount('0.123456', 'USDT', 'en')).toBe('0.1234');
    expect(formatAmount('-0.123456', 'USDT', 'en')).toBe('-0.1234');
    // An asset the screen does not know is shown as sent, only grouped.
    expect(formatAmount('1000.5', 'XYZ', 'en')).toBe('1,000.5');
    expect(formatTyped(' 1000.50 ', 'en')).toBe('1,000.50');
  });

  it('shows valuations like any USDT amount: rounded down to its display decimals, never up', () => {
    expect(formatUsdtValue('1234.567891', 'en')).toBe('1,234.5678');
    expect(formatUsdtValue('0.000099', 'en')).toBe('0');
    expect(formatUsdtValue('12.000000', 'en')).toBe('12');
    expect(formatUsdtValue('12.5', 'xby')).toBe('12,5');
  });

  it('signs record amounts for their colour', () => {
    expect(signedAmount('5.000000', 'USDT', 'en')).toEqual({ direction: 'in', text: '+5' });
    expect(signedAmount('-0.10000000', 'BTC', 'en')).toEqual({ direction: 'out', text: '-0.1' });
    expect(signedAmount('0.000000', 'USDT', 'en')).toEqual({ direction: 'none', text: '0' });
  });

  it.each([
    [2500, '0.25'],
    [1_000_000, '100'],
    [1, '0.0001'],
    [0, '0'],
  ])('shows %i ppm as %s percent', (ppm, percent) => {
    expect(ppmPercent(ppm, 'en')).toBe(percent);
  });
});
