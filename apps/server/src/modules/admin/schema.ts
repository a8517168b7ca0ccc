import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.ts';

/** Staff of the operator, separate from customers. Every staff account has TOTP from the start. */
export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret').notNull(),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    roles: text('roles').array().notNull(),
    disabledAt: at('disabled_at'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    lastLoginAt: at('last_login_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('staff_email').on(t.email), check('staff_failed_logins', sql`${t.failedLogins} >= 0`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    ip: text('ip'),
  },
  (t) => [unique('staff_sessions_token_hash').on(t.tokenHash)],
);

/**
 * Every change made by staff (or by the staff-creation command), append-only: a trigger in the
 * migration refuses UPDATE and DELETE on this table, so no route and no SQL can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' }),
    staffEmail: text('staff_email'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('audit_log_action').on(t.action, t.createdAt), index('audit_log_target').on(t.target)],
);
