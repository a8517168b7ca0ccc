import { randomBytes } from 'node:crypto';
import type { SessionResolver, SessionUser } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { SettingsService } from '../../platform/settings.ts';
import { LOGOUT_DELAY_S, sessionState, sha256 } from './model.ts';
import { insertSession, revokeOtherSessions, revokeSession, sessionByTokenHash } from './repo.ts';

/**
 * Opaque session tokens (DESIGN.md section 8): 256 random bits given to the client once, only
 * their SHA-256 stored; each has an expiry and can be revoked.
 */
export class SessionStore implements SessionResolver {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: SettingsService,
  ) {}

  async issue(
    db: DbOrTx,
    userId: number,
    meta: { ip: string; userAgent?: string | undefined; expiresAtMs?: number },
  ): Promise<{ token: string; sessionId: number; expiresAtMs: number }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.nowMs();
    const hours = await this.settings.get('session.lifetimeHours', db);
    const expiresAtMs = Math.min(meta.expiresAtMs ?? Number.POSITIVE_INFINITY, now + hours * 3_600_000);
    const sessionId = await insertSession(db, {
      userId,
      tokenHash: sha256(token),
      createdAt: new Date(now),
      expiresAt: new Date(expiresAtMs),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 256),
    });
    return { token, sessionId, expiresAtMs };
  }

  async resolve(token: string | undefined): Promise<SessionUser> {
    if (!token) throw new Refusal('AUTH_LOGIN_REQUIRED', {}, LOGOUT_DELAY_S);
    const row = await sessionByTokenHash(this.db, sha256(token));
    if (!row) throw new Refusal('AUTH_LOGIN_REQUIRED', {}, LOGOUT_DELAY_S);
    const now = this.clock.nowMs();
    const state = sessionState({ expiresAtMs: row.expiresAt.getTime(), revokeReason: row.revokeReason }, now);
    if (state === 'revoked-security') throw new Refusal('AUTH_RELOGIN_REQUIRED');
    // A demo session ends with its account: say why, so the user knows to create a new one.
    const demoOver = row.kind === 'demo' && row.demoExpiresAt !== null && row.demoExpiresAt.getTime() <= now;
    if (demoOver && state !== 'logged-out') throw new Refusal('ACCOUNT_DEMO_EXPIRED', {}, LOGOUT_DELAY_S);
    if (state !== 'active') throw new Refusal('AUTH_LOGIN_REQUIRED', {}, LOGOUT_DELAY_S);
    return { userId: row.userId, sessionId: row.id, kind: row.kind === 'demo' ? 'demo' : 'real' };
  }

  async logout(sessionId: number): Promise<void> {
    await revokeSession(this.db, sessionId, 'logout', new Date(this.clock.nowMs()));
  }

  /** After a security change every other device must log in again (code 2000). */
  async revokeOthers(db: DbOrTx, userId: number, keepSessionId: number): Promise<void> {
    await revokeOtherSessions(db, userId, keepSessionId, new Date(this.clock.nowMs()));
  }
}
