import { describe, expect, it } from 'vitest';
import { buyPath, productIdOf, TIER_PATHS, tierOfPath } from './tiers.ts';

describe('earn tiers and addresses', () => {
  it.each([
    ['/profit_index', 'ai'],
    ['/profit_wdtg', 'ai'],
    ['/vip_index', 'vip'],
    ['/VIP_wdtg', 'vip'],
    ['/profit_buy', 'ai'],
  ] as const)('%s shows the %s line', (path, tier) => {
    expect(tierOfPath(path)).toBe(tier);
  });

  it('leads each line to its own orders', () => {
    expect(TIER_PATHS.ai.orders).toBe('/profit_wdtg');
    expect(TIER_PATHS.vip.orders).toBe('/vip_wdtg');
    expect(buyPath(12)).toBe('/profit_buy?id=12');
  });

  it.each([
    ['id=12', 12],
    ['id=0', null],
    ['id=-1', null],
    ['id=1.5', null],
    ['id=abc', null],
    ['', null],
    ['id=99999999999999999', null],
  ])('reads the product id of ?%s as %s', (query, id) => {
    expect(productIdOf(new URLSearchParams(query))).toBe(id);
  });
});
