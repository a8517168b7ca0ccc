import { describe, expect, it } from 'vitest';
import { ASSET_DISPLAY_DECIMALS, ASSET_SCALES, ASSETS } from './api/wallet.ts';
import { displayAmount, groupDecimalText } from './display.ts';
import { LANGS } from './langs.ts';

describe('display formatter', () => {
  it.each([
    ['en', '67233.05', '67,233.05'],
    ['xby', '67233.05', '67.233,05'],
    ['jp', '67233.05', '67,233.05'],
    ['hy', '67233.05', '67,233.05'],
    ['ty', '67233.05', '67,233.05'],
    ['yn', '67233.05', '67.233,05'],
    ['zh', '67233.05', '67,233.05'],
    ['ft', '67233.05', '67,233.05'],
  ])('groups prices for %s through its BCP 47 tag', (lang, value, shown) => {
    expect(groupDecimalText(value, lang)).toBe(shown);
  });

  it.each([
    ['en', '5000.000000', 'USDT', '5,000'],
    ['xby', '12345.500000', 'USDT', '12.345,5'],
    ['yn', '1234.00400000', 'BTC', '1.234,004'],
    ['jp', '0.00400000', 'BTC', '0.004'],
    ['zh', '-200.200000', 'USDT', '-200.2'],
    ['en', '0.123456', 'USDT', '0.1234'],
    ['en', '1.12345678', 'ETH', '1.123456'],
    ['en', '0.000000', 'USDT', '0'],
  ])('trims %s amounts to the display decimals: %s %s', (lang, value, asset, shown) => {
    expect(displayAmount(value, asset, lang)).toBe(shown);
  });

  it('shows an unknown asset or an unreadable figure as sent, only trimmed and grouped', () => {
    expect(displayAmount('1000.5000', 'XYZ', 'en')).toBe('1,000.5');
    expect(displayAmount('abc', 'USDT', 'en')).toBe('abc');
  });

  it('declares display decimals for every asset, never finer than its scale, and formats in every language', () => {
    for (const asset of ASSETS)
      expect(ASSET_DISPLAY_DECIMALS[asset]).toBeLessThanOrEqual(ASSET_SCALES[asset]);
    for (const lang of LANGS) expect(displayAmount('1234567.000000', 'USDT', lang)).toMatch(/^1\D234\D567$/);
  });
});
