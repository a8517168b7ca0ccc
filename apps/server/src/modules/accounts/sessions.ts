import { randomBytes } from 'node:crypto';
import type { SessionResolver, SessionUser } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { SettingsService } from '../../platform/settings.ts';
import { LOGOUT_DELAY_S, sessionState, sha256 } from './model.ts';
import {
  insertSession,
  revokedAmong,
  revokeOtherSessions,
  revokeSession,
  sessionByTokenHash,
} from './repo.ts';

type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionByTokenHash>>>;

/**
 * Longest time a revocation written by another process can go unseen: cached sessions are
 * checked against the database (one query for all of them) when the last check is older.
 */
const CACHE_MS = 1_000;
/** After a revocation, that user's sessions skip the cache this long (covers the revoking transaction). */
const REVOKED_BYPASS_MS = 10_000;
const CACHE_MAX = 50_000;
/** What `issue` gives: 32 random bytes in base64url. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Tokens that matched no session, remembered apart so that a flood of them never evicts sessions. */
const MISSES_MAX = 10_000;

/**
 * Sessions that just ended in this process: one by its logout, or every session of a user but
 * one after a security change or a staff action (code 2000).
 */
export type SessionEnd =
  | { reason: 'logout'; sessionId: number }
  | { reason: 'security'; userId: number; keepSessionId: number };

/** A resolved session with the moment it stops being valid (its expiry, or its demo account's). */
export interface ResolvedSession extends SessionUser {
  expiresAtMs: number;
}

/**
 * Opaque session tokens (DESIGN.md section 8): 256 random bits given to the client once, only
 * their SHA-256 stored; each has an expiry and can be revoked.
 *
 * A looked-up session is kept by its token (hashed only to read the database), and once a second all kept sessions are checked for revocation in
 * one query, so clients cost one query each when they first come and the whole cache one query a
 * second after that, however many there are. Expiry is checked on every request; a logout or revocation in this
 * process drops the cached entries at once, and the revoked user's sessions are read from the
 * database for the next ten seconds (so a revocation whose transaction has not committed yet is
 * not hidden by a fresh cache entry). Another process sees a revocation within a second. A
 * token that matches no session is remembered as such for the same second, so a client
 * repeating a bad token costs one query a second too.
 *
 * Listeners (`onEnded`) hear of each logout and revocation as it is written, so long-lived
 * connections (the market socket) stop carrying the user's events at once. A revocation is
 * announced inside the revoking transaction: should that transaction fail, the socket has
 * merely been asked to authenticate again.
 */
export class SessionStore implements SessionResolver {
  private readonly cache = new Map<
    string,
    { row: Promise<SessionRow | undefined>; userId?: number; id?: number }
  >();
  private readonly revoked = new Map<number, number>();
  /** Token hashes that matched no session, with when that was read. */
  private readonly misses = new Map<string, number>();
  private readonly endListeners: ((end: SessionEnd) => void)[] = [];
  /** When the kept sessions were last checked for revocation (performance.now), and a check under way. */
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

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
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
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

  /** Hears of every session that ends in this process by logout or revocation. */
  onEnded(listener: (end: SessionEnd) => void): void {
    this.endListeners.push(listener);
  }

  async resolve(token: string | undefined): Promise<SessionUser> {
    const { expiresAtMs: _, ...user } = await this.resolveSession(token);
    return user;
  }

  /** Like `resolve`, and says until when the session is valid (for connections that outlive a request). */
  async resolveSession(token: string | undefined): Promise<ResolvedSession> {
    // Every token is 32 random bytes in base64url: anything else matches no session, and is
    // neither looked up nor remembered.
    if (!token || !TOKEN_SHAPE.test(token)) throw new Refusal('AUTH_LOGIN_REQUIRED', {}, LOGOUT_DELAY_S);
    const row = await this.lookup(token);
    if (!row) throw new Refusal('AUTH_LOGIN_REQUIRED', {}, LOGOUT_DELAY_S);
    const now = this.clock.nowMs();
    const state = sessionState({ expiresAtMs: row.expiresAt.getTime(), revokeReason: row.revokeReason }, now);
    if (state === 'revoked-security') throw new Refusal('AUTH_RELOGIN_REQUIRED');
    // A demo session ends with its account: say why, so the user knows to create a new one.
    const demoOver = row.kind === 'demo' && row.demoExpiresAt !== null && row.demoExpiresAt.getTime() <= now;
    if (demoOver && state !== 'logged-out') throw new Refusal('ACCOUNT_DEMO_EXPIRED', {}, LOGOUT_DELAY_S);
    if (state !== 'active') throw new Refusal('AUTH_LOGIN_REQUIRED', {}, LOGOUT_DELAY_S);
    const demoEndsMs =
      row.kind === 'demo' && row.demoExpiresAt !== null
        ? row.demoExpiresAt.getTime()
        : Number.POSITIVE_INFINITY;
    return {
      userId: row.userId,
      sessionId: row.id,
      kind: row.kind === 'demo' ? 'demo' : 'real',
      expiresAtMs: Math.min(row.expiresAt.getTime(), demoEndsMs),
    };
  }

  async logout(sessionId: number): Promise<void> {
    this.forget((row) => row.id === sessionId);
    await revokeSession(this.db, sessionId, 'logout', new Date(this.clock.nowMs()));
    this.forget((row) => row.id === sessionId);
    this.announce({ reason: 'logout', sessionId });
  }

  /** After a security change every other device must log in again (code 2000). */
  async revokeOthers(db: DbOrTx, userId: number, keepSessionId: number): Promise<void> {
    this.revoked.set(userId, performance.now() + REVOKED_BYPASS_MS);
    this.forget((row) => row.userId === userId);
    await revokeOtherSessions(db, userId, keepSessionId, new Date(this.clock.nowMs()));
    this.announce({ reason: 'security', userId, keepSessionId });
  }

  private announce(end: SessionEnd): void {
    for (const listener of this.endListeners) listener(end);
  }

  private async lookup(token: string): Promise<SessionRow | undefined> {
    const now = performance.now();
    const missedAtMs = this.misses.get(token);
    if (missedAtMs !== undefined) {
      if (now - missedAtMs < CACHE_MS) return undefined;
      this.misses.delete(token);
    }
    if (this.cache.has(token)) await this.checked(now);
    const hit = this.cache.get(token);
    if (hit && (hit.userId === undefined || !this.bypassed(hit.userId, now))) {
      const row = await hit.row;
      if (!row) return undefined;
      if (!this.bypassed(row.userId, performance.now())) return row;
    }
    // Requests arriving while the read is under way share it.
    const entry: { row: Promise<SessionRow | undefined>; userId?: number; id?: number } = {
      row: sessionByTokenHash(this.db, sha256(token)),
    };
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(token, entry);
    let row: SessionRow | undefined;
    try {
      row = await entry.row;
    } catch (error) {
      if (this.cache.get(token) === entry) this.cache.delete(token);
      throw error;
    }
    if (!row) {
      if (this.cache.get(token) === entry) this.cache.delete(token);
      if (this.misses.size >= MISSES_MAX) this.misses.clear();
      this.misses.set(token, now);
      return undefined;
    }
    if (this.bypassed(row.userId, performance.now())) {
      if (this.cache.get(token) === entry) this.cache.delete(token);
      return row;
    }
    entry.userId = row.userId;
    entry.id = row.id;
    return row;
  }

  /**
   * Drops kept sessions another process has revoked, when the last check is older than
   * CACHE_MS; requests arriving meanwhile share the check.
   */
  private async checked(now: number): Promise<void> {
    if (now - this.checkedAt < CACHE_MS) return;
    this.checking ??= (async () => {
      const started = performance.now();
      const kept = new Map<number, string>();
      for (const [key, entry] of this.cache) if (entry.id !== undefined) kept.set(entry.id, key);
      try {
        for (const id of kept.size === 0 ? [] : await revokedAmong(this.db, [...kept.keys()])) {
          const key = kept.get(id);
          if (key !== undefined) this.cache.delete(key);
        }
        this.checkedAt = started;
      } finally {
        this.checking = undefined;
      }
    })();
    await this.checking;
  }

  private bypassed(userId: number, now: number): boolean {
    const until = this.revoked.get(userId);
    if (until === undefined) return false;
    if (until > now) return true;
    this.revoked.delete(userId);
    return false;
  }

  private forget(match: (entry: { userId?: number; id?: number }) => boolean): void {
    // An entry still being read has no user yet: drop it too, it may predate the change.
    for (const [key, entry] of this.cache)
      if (entry.userId === undefined || match(entry)) this.cache.delete(key);
  }
}
