import { describe, expect, it } from 'vitest';
import { callingCodeOf, guessCountry, nationalityList, searchNationalities } from './countries.ts';
import { demoBalanceTotals } from './demo-balances.ts';

describe('nationalities', () => {
  const en = nationalityList('en');
  const jp = nationalityList('jp');

  it('names each country in the user language and in its own', () => {
    expect(en.find((n) => n.code === 'JP')).toEqual({ code: 'JP', name: 'Japan', nativeName: '日本' });
    expect(jp.find((n) => n.code === 'JP')).toMatchObject({ name: '日本', nativeName: undefined });
    expect(en.find((n) => n.code === 'DE')?.nativeName).toBe('Deutschland');
  });

  it.each([
    ['en', 'japan', 'JP'],
    ['en', '日本', 'JP'],
    ['en', 'deutsch', 'DE'],
    ['en', 'mexico', 'MX'],
    ['en', 'us', 'US'],
    ['jp', 'ドイツ', 'DE'],
    ['jp', 'Deutschland', 'DE'],
  ] as const)('in %s, %j finds %s first', (lang, query, code) => {
    const found = searchNationalities(nationalityList(lang), query);
    expect(found[0]?.code).toBe(code);
  });

  it('lists every country for an empty query and none for nonsense', () => {
    expect(searchNationalities(en, '  ')).toHaveLength(en.length);
    expect(searchNationalities(en, 'zzqx')).toEqual([]);
  });
});

describe('demo balance totals', () => {
  it.each([
    [
      { spot: { USDT: '50000', BTC: '1' }, contract: { USDT: '30000' }, futures: { USDT: '10000' } },
      ['90,000 USDT', '1 BTC'],
    ],
    [{ USDT: '100000' }, ['100,000 USDT']],
    [{ spot: { USDT: '0.5' }, options: { USDT: '0.25', DOGE: '3' } }, ['0.75 USDT']],
    [null, []],
  ])('%j reads %j', (value, lines) => {
    expect(demoBalanceTotals(value, 'en')).toEqual(lines);
  });

  it('groups the totals for the language and keeps the display decimals of each asset', () => {
    expect(demoBalanceTotals({ USDT: '100000.123456' }, 'xby')).toEqual(['100.000,1234 USDT']);
  });
});

describe('the calling code a form starts with', () => {
  it.each([
    // Chosen language, browser languages, country, calling code.
    ['zh', ['en-US'], 'CN', '86'],
    ['ft', ['en-US'], 'TW', '886'],
    ['jp', ['en-US', 'en'], 'JP', '81'],
    ['hy', [], 'KR', '82'],
    ['ty', ['en-US'], 'TH', '66'],
    ['yn', ['en-US'], 'VN', '84'],
    ['xby', ['en-US'], 'ES', '34'],
    ['en', [], 'GB', '44'],
    ['en', ['de-DE'], 'GB', '44'],
    // The browser names a region in the chosen language: that region.
    ['en', ['en-US'], 'US', '1'],
    ['en', ['de-DE', 'en-IN'], 'IN', '91'],
    ['xby', ['es-MX', 'en-US'], 'MX', '52'],
    ['ft', ['zh-HK'], 'HK', '852'],
    ['zh', ['zh-Hans-SG'], 'SG', '65'],
    ['jp', ['ja'], 'JP', '81'],
  ] as const)('%s in a %j browser: %s, +%s', (lang, languages, country, code) => {
    expect(guessCountry(lang, languages)).toBe(country);
    expect(callingCodeOf(guessCountry(lang, languages))).toBe(code);
  });
});
