import type { ProductKey } from '@platform/contract';
import type { ParseKeys } from 'i18next';
import { isServed } from '../lib/products.ts';

/**
 * A navigation entry; `requires` names the product it leads to, shown only while that is served.
 * `unless` names a product whose entry takes this one's place while it is served.
 */
interface NavItem {
  to: string;
  label: ParseKeys<'common'>;
  requires?: ProductKey;
  unless?: ProductKey;
}

/** A top navigation entry, with the other paths it stays highlighted on. */
interface TopNavItem extends NavItem {
  icon: IconName;
  activeOn?: readonly string[];
}

/**
 * Top navigation of spec section 2, in order; the phone tab bar shows the same screens. "Trade"
 * opens spot trading (/currencyTrade), whose screen switches to contracts (/preciousMetal); the tab
 * stays highlighted on both. Without spot it opens contracts. "Earn" appears once the server
 * serves earning products.
 */
export const TOP_NAV: readonly TopNavItem[] = [
  { to: '/index', label: 'nav.home', icon: 'home', activeOn: ['/'] },
  { to: '/market', label: 'nav.market', icon: 'chart' },
  {
    to: '/currencyTrade',
    label: 'nav.trade',
    icon: 'swap',
    requires: 'spot',
    activeOn: ['/preciousMetal'],
  },
  { to: '/preciousMetal', label: 'nav.trade', icon: 'swap', requires: 'contracts', unless: 'spot' },
  {
    to: '/profit_index',
    label: 'nav.wealth',
    icon: 'coins',
    requires: 'earn',
    activeOn: ['/vip_index', '/etflow_buy'],
  },
  { to: '/asset', label: 'nav.assets', icon: 'wallet' },
];

/** The entries whose product the server serves, in their order. */
export function visibleItems<T extends NavItem>(
  items: readonly T[],
  products?: ReadonlySet<ProductKey>,
): T[] {
  return items.filter(
    (item) => isServed(item, products) && !(item.unless && isServed({ requires: item.unless }, products)),
  );
}

/** Whether a top navigation entry is highlighted on a path. */
export function isActiveOn(item: TopNavItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return [item.to, ...(item.activeOn ?? [])].some((p) => p.toLowerCase() === path);
}

/** User-centre menu of spec section 2. */
export const USER_MENU: readonly NavItem[] = [
  { to: '/setting', label: 'userMenu.account' },
  { to: '/sfyz', label: 'userMenu.identity' },
  { to: '/smauth', label: 'userMenu.basic' },
  { to: '/seniorauth', label: 'userMenu.advanced' },
  { to: '/dzrz', label: 'userMenu.address' },
  { to: '/kjmbSelect', label: 'userMenu.quickBuy', requires: 'quick-buy' },
  { to: '/credit', label: 'userMenu.credit' },
  { to: '/deallog', label: 'userMenu.records' },
  { to: '/profit_wdtg', label: 'userMenu.earnOrders', requires: 'earn' },
  { to: '/etflow_buy', label: 'userMenu.baskets', requires: 'earn' },
  { to: '/cbjl', label: 'userMenu.deposits', requires: 'wallet' },
  { to: '/tbjl', label: 'userMenu.withdrawals', requires: 'wallet' },
  { to: '/forgetpwd?type=changepwd', label: 'userMenu.changePassword' },
  { to: '/bindmpwd', label: 'userMenu.tradePassword' },
  { to: '/settingHelp', label: 'userMenu.help' },
  { to: '/settingAbout', label: 'userMenu.about' },
];

/** User-centre entries /setting shows in its own account and security groups. */
const SHOWN_IN_SETTING = new Set(['/setting', '/forgetpwd?type=changepwd', '/bindmpwd']);

/**
 * The entries /setting lists under "More": the served ones only, like every other menu, so no row
 * leads to the not-found page.
 */
export function settingMenuItems(products?: ReadonlySet<ProductKey>): NavItem[] {
  return visibleItems(USER_MENU, products).filter((item) => !SHOWN_IN_SETTING.has(item.to));
}

export type IconName = 'home' | 'chart' | 'swap' | 'coins' | 'wallet' | 'user' | 'download';
