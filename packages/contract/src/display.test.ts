import { describe, expect, it } from 'vitest';
import { ASSET_DISPLAY_DECIMALS, ASSET_SCALES, ASSETS } from './api/wallet.ts';
import { displayAmount, groupDecimalText, tradingHoursText } from './display.ts';
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

describe('trading hours in each language', () => {
  const DAY = 1440;
  const zone = 'America/New_York';
  // Monday to Friday 09:30-16:00, an overnight futures session, and one forex session over the week.
  const exchange = {
    time_zone: zone,
    sessions: [1, 2, 3, 4, 5].map((d) => ({ from: d * DAY + 570, to: d * DAY + 960 })),
  };
  const futures = {
    time_zone: zone,
    sessions: [0, 1, 2, 3, 4].map((d) => ({ from: d * DAY + 1080, to: (d + 1) * DAY + 1020 })),
  };
  const forex = { time_zone: zone, sessions: [{ from: 1020, to: 5 * DAY + 1020 }] };

  it.each([
    ['en', exchange, 'Mon–Fri 09:30–16:00 (Eastern Time)'],
    ['en', futures, 'Sun–Fri 18:00–17:00 (Eastern Time)'],
    ['en', forex, 'Sun 17:00 – Fri 17:00 (Eastern Time)'],
    ['jp', exchange, '月–金 09:30–16:00 (米国東部時間)'],
    ['zh', exchange, '周一–周五 09:30–16:00 (北美东部时间)'],
    ['xby', forex, 'dom 17:00 – vie 17:00 (hora oriental)'],
  ] as const)('%s: %j reads %s', (lang, schedule, text) => {
    expect(tradingHoursText(schedule, lang)).toBe(text);
  });

  it('says always open as 24/7 and never shows an English weekday in another language', () => {
    expect(tradingHoursText(null, 'jp')).toBe('24/7');
    for (const lang of LANGS.filter((l) => l !== 'en'))
      expect(tradingHoursText(exchange, lang), lang).not.toMatch(/Mon|Fri|Eastern/);
  });
});
