import type { ProductKey } from '@platform/contract';
import type { ParseKeys } from 'i18next';
import { isServed } from '../lib/products.ts';

/** A navigation entry; `requires` names the product it leads to, shown only while that is served. */
interface NavItem {
  to: string;
  label: ParseKeys<'common'>;
  requires?: ProductKey;
}

/**
 * Top navigation of spec section 2, in order; the phone tab bar shows the same screens. "Earn"
 * appears once the server serves earning products.
 */
export const TOP_NAV: readonly (NavItem & { icon: IconName })[] = [
  { to: '/index', label: 'nav.home', icon: 'home' },
  { to: '/market', label: 'nav.market', icon: 'chart' },
  { to: '/preciousMetal', label: 'nav.trade', icon: 'swap', requires: 'contracts' },
  { to: '/profit_index', label: 'nav.wealth', icon: 'coins', requires: 'earn' },
  { to: '/asset', label: 'nav.assets', icon: 'wallet' },
];

/** The entries whose product the server serves, in their order. */
export function visibleItems<T extends NavItem>(
  items: readonly T[],
  products?: ReadonlySet<ProductKey>,
): T[] {
  return items.filter((item) => isServed(item, products));
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
