import { describe, expect, it } from 'vitest';
import { BASKET } from './fixtures.ts';
import { basketIdOf, basketPath, HOLDINGS_PATHS, riskOfPath, selectedBasket } from './paths.ts';

describe('basket addresses', () => {
  it('reads the risk of a holdings screen from its path', () => {
    expect(riskOfPath('/etf_wdtg')).toBe('balanced');
    expect(riskOfPath('/ETF_WDTG')).toBe('balanced');
    expect(riskOfPath('/etflow_wdtg')).toBe('low');
    expect(HOLDINGS_PATHS[riskOfPath('/etf_wdtg')]).toBe('/etf_wdtg');
  });

  it.each([
    ['?id=2', 2],
    ['?id=0', null],
    ['?id=-1', null],
    ['?id=abc', null],
    ['', null],
  ])('reads %j as basket %s', (search, id) => {
    expect(basketIdOf(new URLSearchParams(search))).toBe(id);
  });

  it('links to a basket', () => {
    expect(basketPath(2)).toBe('/etflow_buy?id=2');
  });

  it('selects the basket named, else the first low-risk one, else any', () => {
    const low = { ...BASKET, id: 1, risk: 'low' as const };
    expect(selectedBasket([BASKET, low], 2)?.id).toBe(2);
    expect(selectedBasket([BASKET, low], null)?.id).toBe(1);
    expect(selectedBasket([BASKET, low], 99)?.id).toBe(1);
    expect(selectedBasket([BASKET], null)?.id).toBe(2);
    expect(selectedBasket([], null)).toBeNull();
  });
});
