import { describe, expect, it } from 'vitest';
import { activeNavKey, navItemsFor } from './nav-items.ts';

describe('side menu', () => {
  it('shows every page to the superadmin', () => {
    expect(navItemsFor(['superadmin']).map((i) => i.key)).toEqual([
      'dashboard',
      'users',
      'staff',
      'audit',
      'settings',
      'instruments',
    ]);
  });

  it('hides staff management and the audit log from support', () => {
    expect(navItemsFor(['support']).map((i) => i.key)).toEqual([
      'dashboard',
      'users',
      'settings',
      'instruments',
    ]);
  });

  it('shows the audit log to compliance but not staff management', () => {
    const keys = navItemsFor(['compliance']).map((i) => i.key);
    expect(keys).toContain('audit');
    expect(keys).not.toContain('staff');
  });

  it.each([
    ['/', 'dashboard'],
    ['/users', 'users'],
    ['/users/42', 'users'],
    ['/audit', 'audit'],
    ['/userspace', 'dashboard'],
  ])('marks %s as %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });
});
