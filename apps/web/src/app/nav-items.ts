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
  { to: '/cbjl', label: 'userMenu.deposits', requires: 'wallet' },
  { to: '/tbjl', label: 'userMenu.withdrawals', requires: 'wallet' },
  { to: '/forgetpwd?type=changepwd', label: 'userMenu.changePassword' },
  { to: '/bindmpwd', label: 'userMenu.tradePassword' },
  { to: '/settingHelp', label: 'userMenu.help' },
  { to: '/settingAbout', label: 'userMenu.about' },
];

export type IconName = 'home' | 'chart' | 'swap' | 'coins' | 'wallet' | 'user' | 'download';

export const ICON_PATHS: Record<IconName, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z',
  chart: 'M4 19h16M6 15l4-5 3 3 5-7',
  swap: 'M7 4v14m0 0l-3-3m3 3l3-3M17 20V6m0 0l-3 3m3-3l3 3',
  coins:
    'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 6v6c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  wallet: 'M3 7a2 2 0 012-2h13v4M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2zm14 7h.01',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zm-8 9a8 8 0 0116 0',
  download: 'M12 4v11m0 0l-4-4m4 4l4-4M5 20h14',
};
