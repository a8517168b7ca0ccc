import { and, desc, eq, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import { auditLog, staff, staffSessions } from './schema.ts';

/** The SQL of the back office's own tables: staff, their sessions and the audit log. */

export type StaffRow = typeof staff.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAudit(db: DbOrTx, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function staffByEmail(db: DbOrTx, email: string): Promise<StaffRow | undefined> {
  const rows = await db.select().from(staff).where(eq(staff.email, email));
  return rows[0];
}

export async function staffById(db: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const rows = await db.select().from(staff).where(eq(staff.id, id));
  return rows[0];
}

export function allStaff(db: DbOrTx): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(staff.id);
}

export async function insertStaff(db: DbOrTx, row: typeof staff.$inferInsert): Promise<number> {
  const rows = await db.insert(staff).values(row).returning({ id: staff.id });
  return present(rows[0], 'inserted staff row').id;
}

/**
 * Spends a TOTP step and opens a session in one transaction: the step is spent only if no later
 * one was, so one code opens one session. False when the step was already spent.
 */
export function openSession(
  db: Db,
  s: { staffId: number; step: number; at: Date; tokenHash: string; expiresAt: Date; ip: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(staff)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: s.at, totpLastStep: s.step })
      .where(and(eq(staff.id, s.staffId), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, s.step))))
      .returning({ id: staff.id });
    if (spent.length === 0) return false;
    await tx.insert(staffSessions).values({
      staffId: s.staffId,
      tokenHash: s.tokenHash,
      createdAt: s.at,
      expiresAt: s.expiresAt,
      ip: s.ip,
    });
    return true;
  });
}

/**
 * Counts an attempt as a failure in one statement unless the member is locked; a lock that has
 * ended starts the count again and the attempt reaching `max` sets the lock until `lockEnd`.
 * Returns the reserved attempt's lock (null when it did not lock), or `locked` with the lock in
 * force when the attempt was refused.
 */
export async function reserveAttempt(
  db: Db,
  id: number,
  now: Date,
  lockEnd: Date,
  max: number,
): Promise<{ reserved: true; locksAt: Date | null } | { reserved: false; lockedUntil: Date | null }> {
  const next = sql`(case when ${staff.lockedUntil} is null then ${staff.failedLogins} else 0 end) + 1`;
  const rows = await db
    .update(staff)
    .set({
      failedLogins: sql`case when ${next} >= ${max} then 0 else ${next} end`,
      lockedUntil: sql`case when ${next} >= ${max} then ${lockEnd.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(staff.id, id), or(isNull(staff.lockedUntil), lte(staff.lockedUntil, now))))
    .returning({ lockedUntil: staff.lockedUntil });
  const reserved = rows[0];
  if (reserved) return { reserved: true, locksAt: reserved.lockedUntil };
  const locked = await staffById(db, id);
  return { reserved: false, lockedUntil: locked?.lockedUntil ?? null };
}

/** The session of a token hash with its staff member. */
export async function sessionByTokenHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      sessionId: staffSessions.id,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
      id: staff.id,
      email: staff.email,
      roles: staff.roles,
      disabledAt: staff.disabledAt,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  return rows[0];
}

export async function revokeSession(db: DbOrTx, sessionId: number, at: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: at }).where(eq(staffSessions.id, sessionId));
}

export async function revokeSessionsOf(db: DbOrTx, staffId: number, at: Date): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: at }).where(eq(staffSessions.staffId, staffId));
}

/** Locks one member's row, then every member's (the last-superadmin rule reads them all). */
export async function lockStaff(
  tx: DbOrTx,
  id: number,
): Promise<{ row: StaffRow | undefined; all: StaffRow[] }> {
  const rows = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  const all = await tx.select().from(staff).for('update');
  return { row: rows[0], all };
}

export async function updateStaff(
  tx: DbOrTx,
  id: number,
  patch: { roles: string[]; disabledAt: Date | null },
): Promise<void> {
  await tx.update(staff).set(patch).where(eq(staff.id, id));
}

/** The audit log filtered by member, action and target, newest first. */
export function auditRows<T>(
  db: Db,
  filter: { staffId?: number | undefined; action?: string | undefined; target?: string | undefined },
  page: number,
  pageSize: number,
  show: (row: AuditRow) => T,
) {
  const conditions: SQL[] = [];
  if (filter.staffId) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.target) conditions.push(eq(auditLog.target, filter.target));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  return pagedRows(db, auditLog, { where, orderBy: [desc(auditLog.id)], page, pageSize }, show);
}
