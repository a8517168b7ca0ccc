import { describe, expect, it } from 'vitest';
import { levelHint, momentText, signedPercent, signedUsdt, toneOf, usdtText } from './format.ts';

describe('figures on screen', () => {
  it.each([
    ['72.000000', '72', '+72', 'up'],
    ['-3.364000', '-3.364', '-3.364', 'down'],
    ['0.000000', '0', '0', 'flat'],
    ['-0.000000', '0', '0', 'flat'],
    ['1234.5', '1,234.5', '+1,234.5', 'up'],
  ] as const)('a result of %s', (value, plain, signed, tone) => {
    expect(usdtText(value, 'en')).toBe(plain);
    expect(signedUsdt(value, 'en')).toBe(signed);
    expect(toneOf(value)).toBe(tone);
  });

  it('signs a change in percent', () => {
    expect(signedPercent('1.25', 'en')).toBe('+1.25%');
    expect(signedPercent('-0.40', 'en')).toBe('-0.40%');
    expect(signedPercent('0.00', 'en')).toBe('0.00%');
  });
});

describe('level hints', () => {
  it('points to the side of the price a level must lie on', () => {
    expect(levelHint('above', 672_800n, 1, 'en')).toBe('> 67,280.0');
    expect(levelHint('below', 108_520n, 5, 'xby')).toBe('< 1,08520');
    expect(levelHint('below', null, 5, 'en')).toBe('');
  });
});

describe('moments', () => {
  const at = Date.UTC(2026, 0, 5, 12, 1, 5) / 1000;
  it.each([
    ['en', false, '12:01:05'],
    ['zh', false, '12:01:05'],
    ['en', true, 'Jan 5, 12:01:05'],
    ['jp', true, '1月5日 12:01:05'],
  ] as const)('in %s (with the date: %s) read %s', (lang, withDate, text) => {
    expect(momentText(at, lang, { withDate, timeZone: 'UTC' })).toBe(text);
  });
});
