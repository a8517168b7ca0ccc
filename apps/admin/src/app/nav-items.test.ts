import { describe, expect, it } from 'vitest';
import { activeNavKey, navItemsFor } from './nav-items.ts';

describe('side menu', () => {
  it('shows every page to the superadmin', () => {
    expect(navItemsFor(['superadmin']).map((i) => i.key)).toEqual([
      'dashboard',
      'users',
      'reviews',
      'content',
      'staff',
      'audit',
      'settings',
      'instruments',
      'contracts',
      'fixedTerm',
      'earn',
      'baskets',
    ]);
  });

  it('hides staff management and the audit log from support', () => {
    expect(navItemsFor(['support']).map((i) => i.key)).toEqual([
      'dashboard',
      'users',
      'reviews',
      'settings',
      'instruments',
    ]);
  });

  it('shows the audit log to compliance but not staff management', () => {
    const keys = navItemsFor(['compliance']).map((i) => i.key);
    expect(keys).toContain('audit');
    expect(keys).not.toContain('staff');
  });

  it('shows content to operations only, reviews to every role', () => {
    expect(navItemsFor(['operations']).map((i) => i.key)).toContain('content');
    for (const role of ['compliance', 'finance', 'support'] as const) {
      const keys = navItemsFor([role]).map((i) => i.key);
      expect(keys).not.toContain('content');
      expect(keys).toContain('reviews');
    }
    expect(navItemsFor(['operations']).map((i) => i.key)).toContain('reviews');
  });

  it('shows contracts to operations, finance and compliance, not to support', () => {
    for (const role of ['operations', 'finance', 'compliance'] as const)
      expect(navItemsFor([role]).map((i) => i.key)).toContain('contracts');
    expect(navItemsFor(['support']).map((i) => i.key)).not.toContain('contracts');
  });

  it('shows delivery and options to the roles that read contracts, not to support', () => {
    for (const role of ['operations', 'finance', 'compliance'] as const)
      expect(navItemsFor([role]).map((i) => i.key)).toContain('fixedTerm');
    expect(navItemsFor(['support']).map((i) => i.key)).not.toContain('fixedTerm');
  });

  it('shows escrow earning to operations, finance and compliance, not to support', () => {
    for (const role of ['operations', 'finance', 'compliance'] as const)
      expect(navItemsFor([role]).map((i) => i.key)).toContain('earn');
    expect(navItemsFor(['support']).map((i) => i.key)).not.toContain('earn');
  });

  it('shows ETF baskets to operations, finance and compliance, not to support', () => {
    for (const role of ['operations', 'finance', 'compliance'] as const)
      expect(navItemsFor([role]).map((i) => i.key)).toContain('baskets');
    expect(navItemsFor(['support']).map((i) => i.key)).not.toContain('baskets');
  });

  it.each([
    ['/', 'dashboard'],
    ['/reviews/kyc/7', 'reviews'],
    ['/content', 'content'],
    ['/users', 'users'],
    ['/users/42', 'users'],
    ['/audit', 'audit'],
    ['/contracts', 'contracts'],
    ['/fixed-term', 'fixedTerm'],
    ['/earn', 'earn'],
    ['/baskets', 'baskets'],
    ['/userspace', 'dashboard'],
  ])('marks %s as %s', (path, key) => {
    expect(activeNavKey(path)).toBe(key);
  });
});
