import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  type AuditEntry,
  type Page,
  STAFF_ROLES,
  STAFF_SESSION_HOURS,
  type StaffEnrolment,
  type StaffLoginResult,
  type StaffMe,
  type StaffRole,
  type StaffSummary,
} from '@platform/contract';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import {
  allStaff,
  auditRows,
  insertAudit,
  insertStaff,
  lockStaff,
  openSession,
  reserveAttempt,
  revokeSession,
  revokeSessionsOf,
  sessionByTokenHash,
  staffByEmail,
  staffById,
  updateStaff,
} from './repo.ts';

/** Failed staff logins before a lock, and how long the lock lasts. */
export const STAFF_FAILURES_MAX = 5;
export const STAFF_LOCK_MS = 15 * 60_000;
const ARGON2ID = 2;

export interface StaffPrincipal {
  id: number;
  email: string;
  roles: StaffRole[];
  sessionId: number;
}

export interface AuditInput {
  actor: { id: number; email: string } | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whether roles allow an action: the superadmin may do everything. */
export function allows(held: readonly StaffRole[], needed: readonly StaffRole[]): boolean {
  return held.includes('superadmin') || needed.some((r) => held.includes(r));
}

/** Staff accounts, their sessions and the audit log. */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly siteName: string,
  ) {}

  async audit(db: DbOrTx, entry: AuditInput): Promise<void> {
    await insertAudit(db, {
      staffId: entry.actor?.id ?? null,
      staffEmail: entry.actor?.email ?? null,
      action: entry.action,
      target: entry.target ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason ?? null,
      ip: entry.ip ?? null,
      createdAt: new Date(this.clock.nowMs()),
    });
  }

  /** Creates a staff account with its TOTP secret; the caller shows the enrolment once. */
  async create(
    input: { email: string; name: string; password: string; roles: StaffRole[] },
    actor: AuditInput['actor'],
    ip: string | null,
  ): Promise<StaffEnrolment> {
    if (await staffByEmail(this.db, input.email)) throw new Refusal('ADMIN_STAFF_EXISTS');
    const totpSecret = generateSecret();
    const passwordHash = await hash(input.password, { algorithm: ARGON2ID });
    const id = await this.db.transaction(async (tx) => {
      const id = await insertStaff(tx, {
        email: input.email,
        name: input.name,
        passwordHash,
        totpSecret,
        roles: input.roles,
        createdAt: new Date(this.clock.nowMs()),
      });
      await this.audit(tx, {
        actor,
        action: 'staff.create',
        target: `staff:${id}`,
        after: { email: input.email, name: input.name, roles: input.roles },
        ip,
      });
      return id;
    });
    return {
      id,
      totp_secret: totpSecret,
      otpauth_url: generateURI({
        issuer: `${this.siteName} back office`,
        label: input.email,
        secret: totpSecret,
      }),
    };
  }

  /**
   * Staff login: e-mail, password and authenticator code. Each attempt is counted before any
   * secret is checked (reserveAttempt), so concurrent guesses cannot outrun the lock, and the
   * code's step is spent in the statement that opens the session, so a code opens one session.
   */
  async login(
    input: { email: string; password: string; totp: string },
    ip: string,
  ): Promise<StaffLoginResult> {
    const member = await staffByEmail(this.db, input.email);
    if (!member || member.disabledAt) {
      await hash('timing-equaliser', { algorithm: ARGON2ID });
      throw new Refusal('ADMIN_CREDENTIALS_INVALID');
    }
    const locksAt = await this.reserveAttempt(member.id);
    if (!(await verify(member.passwordHash, input.password)))
      throw this.failed(locksAt, 'ADMIN_CREDENTIALS_INVALID');
    const nowMs = this.clock.nowMs();
    const epoch = Math.floor(nowMs / 1000);
    const last = member.totpLastStep;
    const fresh = last === null || last < Math.floor((epoch + 30) / 30);
    const totp = fresh
      ? await verifyTotp({
          secret: member.totpSecret,
          token: input.totp,
          epoch,
          epochTolerance: 30,
          ...(last !== null ? { afterTimeStep: last } : {}),
        })
      : { valid: false as const };
    if (!totp.valid || !('timeStep' in totp)) throw this.failed(locksAt, 'ADMIN_TOTP_INVALID');
    const token = randomBytes(32).toString('base64url');
    const expiresAtMs = nowMs + STAFF_SESSION_HOURS * 3_600_000;
    const opened = await openSession(this.db, {
      staffId: member.id,
      step: totp.timeStep,
      at: new Date(nowMs),
      tokenHash: sha256(token),
      expiresAt: new Date(expiresAtMs),
      ip,
    });
    if (!opened) throw this.failed(locksAt, 'ADMIN_TOTP_INVALID');
    return {
      id: member.id,
      email: member.email,
      name: member.name,
      roles: member.roles as StaffRole[],
      token,
      expires_at: Math.floor(expiresAtMs / 1000),
    };
  }

  /**
   * Counts a login attempt as a failure in one statement, before any secret is checked; a lock
   * that has ended starts the count again, and the attempt that reaches the maximum sets the lock
   * (a success clears it). Refuses while locked. Returns the lock this attempt set, if any.
   */
  private async reserveAttempt(id: number): Promise<Date | null> {
    const now = new Date(this.clock.nowMs());
    const lockEnd = new Date(now.getTime() + STAFF_LOCK_MS);
    const attempt = await reserveAttempt(this.db, id, now, lockEnd, STAFF_FAILURES_MAX);
    if (attempt.reserved) return attempt.locksAt;
    throw this.lockedRefusal(attempt.lockedUntil);
  }

  private lockedRefusal(lockedUntil: Date | null): Refusal {
    const leftMs = (lockedUntil?.getTime() ?? 0) - this.clock.nowMs();
    return new Refusal('ADMIN_LOCKED', { minutes: Math.max(1, Math.ceil(leftMs / 60_000)) });
  }

  /** The refusal of a counted attempt that failed: the one that reached the maximum locked. */
  private failed(locksAt: Date | null, reason: 'ADMIN_CREDENTIALS_INVALID' | 'ADMIN_TOTP_INVALID'): Refusal {
    return locksAt === null ? new Refusal(reason) : this.lockedRefusal(locksAt);
  }

  /** The staff member behind a token; code 1000 when missing, expired, revoked or disabled. */
  async resolve(token: string | undefined): Promise<StaffPrincipal> {
    if (!token) throw new Refusal('AUTH_LOGIN_REQUIRED', {}, 2);
    const row = await sessionByTokenHash(this.db, sha256(token));
    if (!row || row.revokedAt || row.disabledAt || row.expiresAt.getTime() <= this.clock.nowMs()) {
      throw new Refusal('AUTH_LOGIN_REQUIRED', {}, 2);
    }
    return { id: row.id, email: row.email, roles: row.roles as StaffRole[], sessionId: row.sessionId };
  }

  async logout(principal: StaffPrincipal): Promise<null> {
    await revokeSession(this.db, principal.sessionId, new Date(this.clock.nowMs()));
    return null;
  }

  async me(principal: StaffPrincipal): Promise<StaffMe> {
    const row = await staffById(this.db, principal.id);
    if (!row) throw new Refusal('AUTH_LOGIN_REQUIRED', {}, 2);
    return { id: row.id, email: row.email, name: row.name, roles: row.roles as StaffRole[] };
  }

  async list(): Promise<StaffSummary[]> {
    const rows = await allStaff(this.db);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      roles: r.roles as StaffRole[],
      disabled: r.disabledAt !== null,
      totp_bound: true,
      created_at: seconds(r.createdAt),
      last_login_at: r.lastLoginAt ? seconds(r.lastLoginAt) : null,
    }));
  }

  /** Changes roles or the disabled flag; the last active superadmin cannot be removed. */
  async update(
    id: number,
    patch: { roles?: StaffRole[] | undefined; disabled?: boolean | undefined },
    actor: StaffPrincipal,
    ip: string,
  ) {
    return this.db.transaction(async (tx) => {
      const { row, all } = await lockStaff(tx, id);
      if (!row) throw new Refusal('ADMIN_STAFF_NOT_FOUND');
      const roles = patch.roles ?? (row.roles as StaffRole[]);
      const disabled = patch.disabled ?? row.disabledAt !== null;
      const superadmins = all.filter((s) =>
        s.id === id
          ? roles.includes('superadmin') && !disabled
          : s.roles.includes('superadmin') && s.disabledAt === null,
      );
      if (superadmins.length === 0) throw new Refusal('ADMIN_LAST_SUPERADMIN');
      await updateStaff(tx, id, {
        roles,
        disabledAt: disabled ? (row.disabledAt ?? new Date(this.clock.nowMs())) : null,
      });
      if (disabled) await revokeSessionsOf(tx, id, new Date(this.clock.nowMs()));
      await this.audit(tx, {
        actor,
        action: 'staff.update',
        target: `staff:${id}`,
        before: { roles: row.roles, disabled: row.disabledAt !== null },
        after: { roles, disabled },
        ip,
      });
      return null;
    });
  }

  async auditPage(
    filter: { staffId?: number | undefined; action?: string | undefined; target?: string | undefined },
    page: number,
    pageSize: number,
  ): Promise<Page<AuditEntry>> {
    return auditRows(this.db, filter, page, pageSize, (r) => ({
      id: r.id,
      staff_id: r.staffId,
      staff_email: r.staffEmail,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
      reason: r.reason,
      ip: r.ip,
      created_at: seconds(r.createdAt),
    }));
  }
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}
