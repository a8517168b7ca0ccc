/**
 * Back office: staff accounts (password and TOTP, expiring sessions, lockout), roles checked on
 * the server for every admin action, the append-only audit log, and the admin actions over
 * customers, settings and instruments.
 *
 * Tables: staff, staff_sessions, audit_log (UPDATE and DELETE refused by a trigger).
 * Invariants: every change a staff member makes writes one audit row in the same transaction;
 * at least one active superadmin always remains; no action sets a balance.
 * Events: none.
 */
export { adminModule } from './module.ts';
export { adminRoutes } from './routes.ts';
export { allows, StaffService } from './service.ts';
export { registerStaffAction, staffActionsOf } from './staff-action.ts';
