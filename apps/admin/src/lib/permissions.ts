import type { StaffRole } from '@platform/contract';

/**
 * Which roles may perform each back-office action. The server checks the
 * same rules and refuses with AUTH_FORBIDDEN; the UI hides what the roles do not allow so staff
 * are not offered buttons that can only fail. The superadmin may do everything.
 */
export const PERMISSIONS = {
  freezeUser: ['compliance'],
  resetUserGoogle: ['compliance'],
  setCreditScore: ['compliance'],
  sendUserMessage: ['support'],
  manageStaff: [],
  viewAudit: ['compliance'],
  updateSetting: ['operations'],
  setInstrumentEnabled: ['operations'],
  editContent: ['operations'],
  viewBalances: ['finance', 'support', 'compliance'],
  requestAdjustment: ['finance'],
  // The house's books against customers: contracts (CFD), delivery and options.
  viewContracts: ['operations', 'finance', 'compliance'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  if (roles.includes('superadmin')) return true;
  const allowed: readonly StaffRole[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}
