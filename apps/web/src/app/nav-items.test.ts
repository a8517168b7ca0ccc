import { PRODUCT_KEYS, type ProductKey } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { isActiveOn, settingMenuItems, TOP_NAV, USER_MENU, visibleItems } from './nav-items.ts';
import { visitorAccess } from './route-table.ts';

const TODAY = new Set<ProductKey>(['spot', 'contracts', 'fixed-term', 'wallet', 'kyc', 'conversion']);

describe('navigation filtered by the served products', () => {
  it('hides Earn and quick coin purchase while they are not served', () => {
    expect(visibleItems(TOP_NAV, TODAY).map((i) => i.to)).toEqual([
      '/index',
      '/market',
      '/currencyTrade',
      '/asset',
    ]);
    const menu = visibleItems(USER_MENU, TODAY).map((i) => i.to);
    expect(menu).not.toContain('/kjmbSelect');
    expect(menu).toContain('/credit');
    expect(menu).toContain('/cbjl');
  });

  it('shows them once the server serves them, in the spec order', () => {
    const all = new Set<ProductKey>(PRODUCT_KEYS);
    expect(visibleItems(TOP_NAV, all).map((i) => i.to)).toEqual([
      '/index',
      '/market',
      '/currencyTrade',
      '/profit_index',
      '/asset',
    ]);
    expect(visibleItems(USER_MENU, all)).toHaveLength(USER_MENU.length);
  });

  it('opens spot from Trade, highlighted on contracts too, and contracts when spot is not served', () => {
    const trade = visibleItems(TOP_NAV, TODAY).find((i) => i.label === 'nav.trade');
    expect(trade?.to).toBe('/currencyTrade');
    expect(trade && isActiveOn(trade, '/preciousMetal')).toBe(true);
    expect(trade && isActiveOn(trade, '/market')).toBe(false);
    const noSpot = new Set([...TODAY].filter((k) => k !== 'spot'));
    expect(
      visibleItems(TOP_NAV, noSpot)
        .filter((i) => i.label === 'nav.trade')
        .map((i) => i.to),
    ).toEqual(['/preciousMetal']);
    const earn = visibleItems(TOP_NAV, new Set<ProductKey>(PRODUCT_KEYS)).find(
      (i) => i.to === '/profit_index',
    );
    expect(earn && isActiveOn(earn, '/etflow_buy')).toBe(true);
  });

  it('leads only to paths that exist for the served products', () => {
    for (const item of [...visibleItems(TOP_NAV, TODAY), ...visibleItems(USER_MENU, TODAY)]) {
      const path = item.to.split('?')[0] ?? item.to;
      expect(visitorAccess(path, TODAY), item.to).not.toBe('not-found');
    }
  });

  it('lists on /setting only the served entries it does not show in its own groups', () => {
    const rows = settingMenuItems(TODAY).map((i) => i.to);
    expect(rows).not.toContain('/kjmbSelect');
    expect(rows).not.toContain('/profit_wdtg');
    expect(rows).not.toContain('/bindmpwd');
    expect(rows).toContain('/credit');
    for (const to of rows) expect(visitorAccess(to.split('?')[0] ?? to, TODAY), to).not.toBe('not-found');
    expect(settingMenuItems(new Set<ProductKey>(PRODUCT_KEYS)).map((i) => i.to)).toContain('/kjmbSelect');
  });
});
