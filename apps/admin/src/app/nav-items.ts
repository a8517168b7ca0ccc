import type { StaffRole } from '@platform/contract';
import { can, type Permission } from '../lib/permissions.ts';

/** The pages of the side menu; a page that needs a permission is hidden from staff without it. */
export interface NavItem {
  key:
    | 'dashboard'
    | 'users'
    | 'reviews'
    | 'content'
    | 'staff'
    | 'audit'
    | 'settings'
    | 'instruments'
    | 'contracts'
    | 'fixedTerm'
    | 'earn'
    | 'baskets';
  label: string;
  path: string;
  permission?: Permission;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/' },
  { key: 'users', label: 'Users', path: '/users' },
  // Every staff role reviews something; the page lists only the queues the roles may work.
  { key: 'reviews', label: 'Reviews', path: '/reviews' },
  // Any staff member may read content (direct link), but only its editors need it in the menu.
  { key: 'content', label: 'Content', path: '/content', permission: 'editContent' },
  { key: 'staff', label: 'Staff', path: '/staff', permission: 'manageStaff' },
  { key: 'audit', label: 'Audit log', path: '/audit', permission: 'viewAudit' },
  { key: 'settings', label: 'Settings', path: '/settings' },
  { key: 'instruments', label: 'Instruments', path: '/instruments' },
  { key: 'contracts', label: 'Contracts', path: '/contracts', permission: 'viewContracts' },
  // Delivery and options are read by the same roles as contracts: both are the house's books.
  { key: 'fixedTerm', label: 'Delivery & options', path: '/fixed-term', permission: 'viewContracts' },
  { key: 'earn', label: 'Escrow earning', path: '/earn', permission: 'viewEarn' },
  { key: 'baskets', label: 'ETF baskets', path: '/baskets', permission: 'viewBaskets' },
];

export function navItemsFor(roles: readonly StaffRole[]): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.permission || can(roles, item.permission));
}

/** The menu entry a location belongs to: the longest path that prefixes it (/users/7 -> users). */
export function activeNavKey(pathname: string): NavItem['key'] {
  const match = NAV_ITEMS.filter((item) =>
    item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`),
  );
  return match[0]?.key ?? 'dashboard';
}
