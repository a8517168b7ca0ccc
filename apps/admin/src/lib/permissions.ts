import { adminActions, type StaffRole } from '@platform/contract';

/** The roles the catalogue gives an action: the server refuses every other role with AUTH_FORBIDDEN. */
const rolesOf = (name: keyof typeof adminActions & string) => {
  const { permission } = adminActions[name];
  return typeof permission === 'object' ? permission.staff : [];
};

/**
 * Which roles may perform each back-office action, read from the action catalogue, so the UI
 * and the server's check never disagree. The UI hides what the roles do not allow so staff are
 * not offered buttons that can only fail. The superadmin may do everything.
 */
export const PERMISSIONS = {
  freezeUser: rolesOf('freezeUser'),
  resetUserGoogle: rolesOf('resetUserGoogle'),
  setCreditScore: rolesOf('setCreditScore'),
  sendUserMessage: rolesOf('sendUserMessage'),
  manageStaff: rolesOf('createStaff'),
  viewAudit: rolesOf('listAudit'),
  updateSetting: rolesOf('updateSetting'),
  setInstrumentEnabled: rolesOf('setInstrumentEnabled'),
  editContent: rolesOf('createContentItem'),
  viewBalances: rolesOf('userBalances'),
  requestAdjustment: rolesOf('requestAdjustment'),
  // The house's books against customers: contracts (CFD), delivery and options.
  viewContracts: rolesOf('contractExposure'),
  // Managed escrow earning: products, orders and the reserve are read by the same three roles;
  // operations edit products, finance asks for reserve fundings (another member approves).
  viewEarn: rolesOf('earnProductsAdmin'),
  editEarnProducts: rolesOf('saveEarnProduct'),
  requestEarnFunding: rolesOf('requestEarnFunding'),
  // ETF baskets: the baskets, trades and exposure are read by the same three roles; operations
  // create baskets and change their texts, fees, range and status.
  viewBaskets: rolesOf('basketsAdmin'),
  editBaskets: rolesOf('saveBasket'),
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  if (roles.includes('superadmin')) return true;
  const allowed: readonly StaffRole[] = PERMISSIONS[permission];
  return roles.some((role) => allowed.includes(role));
}
