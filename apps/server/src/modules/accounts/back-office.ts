import type { AdminUserDetail, AdminUserSummary } from '@platform/contract';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { pagedRows } from '../../platform/paged.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { Inbox } from './inbox.ts';
import { loginKeysOfUser } from './model.ts';
import type { UserRow } from './repo.ts';
import * as repo from './repo.ts';
import { sessions, users } from './schema.ts';
import type { SessionStore } from './sessions.ts';

const DETAIL_SESSIONS_MAX = 20;
const DETAIL_INBOX_MAX = 20;

/** What the back office may see and do with customer accounts. Callers audit every change. */
export class AccountsBackOffice {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sessions: SessionStore,
    private readonly inbox: Inbox,
  ) {}

  async list(q: string | undefined, kind: 'real' | 'demo' | undefined, page: number, pageSize: number) {
    const conditions: SQL[] = [];
    if (kind) conditions.push(eq(users.kind, kind));
    if (q) {
      const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      const byText = or(ilike(users.email, like), ilike(users.phone, like), ilike(users.walletAddress, like));
      conditions.push(/^\d+$/.test(q) ? (or(eq(users.id, Number(q)), byText) as SQL) : (byText as SQL));
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return pagedRows(this.db, users, { where, orderBy: [desc(users.id)], page, pageSize }, summaryOf);
  }

  async detail(uid: number, lang: 'en'): Promise<Omit<AdminUserDetail, 'verification'>> {
    const row = await this.userOrRefuse(this.db, uid);
    const now = this.clock.nowMs();
    const [sessionRows, inboxPage, counters] = await Promise.all([
      this.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, uid))
        .orderBy(desc(sessions.id))
        .limit(DETAIL_SESSIONS_MAX),
      this.inbox.list(uid, lang, 1, DETAIL_INBOX_MAX),
      repo.loginAttemptsOf(this.db, loginKeysOfUser(row)),
    ]);
    // Failed logins count per identifier: the account shows the worst of its own.
    const lockedUntilMs = Math.max(0, ...counters.map((c) => c.lockedUntil?.getTime() ?? 0));
    return {
      ...summaryOf(row),
      invitation_code: row.invitationCode,
      invited_by: row.invitedBy,
      google_bound: row.totpSecret !== null,
      trade_password_set: row.tradePasswordHash !== null,
      security_question: row.securityQuestionId !== null,
      failed_logins: Math.max(0, ...counters.map((c) => c.failures)),
      locked_until: lockedUntilMs > now ? seconds(new Date(lockedUntilMs)) : null,
      login_frozen_reason: row.loginFrozenReason,
      withdraw_frozen_reason: row.withdrawFrozenReason,
      demo_expires_at: row.demoExpiresAt ? seconds(row.demoExpiresAt) : null,
      sessions: sessionRows.map((s) => ({
        id: s.id,
        created_at: seconds(s.createdAt),
        expires_at: seconds(s.expiresAt),
        ip: s.ip,
        user_agent: s.userAgent,
        active: s.revokedAt === null && s.expiresAt.getTime() > now,
      })),
      inbox: inboxPage.items.map((m) => ({
        id: m.id,
        title: m.title,
        read: m.read,
        created_at: m.created_at,
      })),
    };
  }

  private async userOrRefuse(db: DbOrTx, uid: number): Promise<UserRow> {
    const row = await repo.userByIdForUpdate(db, uid);
    if (!row) throw new Refusal('ADMIN_USER_NOT_FOUND');
    return row;
  }

  /**
   * Freezes or unfreezes login or withdrawals inside the caller's transaction and returns the
   * value before and after, for the audit log. A login freeze ends every session.
   */
  async setFrozen(tx: DbOrTx, uid: number, kind: 'login' | 'withdraw', reason: string | null) {
    const row = await this.userOrRefuse(tx, uid);
    const before = kind === 'login' ? row.loginFrozenReason : row.withdrawFrozenReason;
    await repo.updateUser(
      tx,
      uid,
      kind === 'login' ? { loginFrozenReason: reason } : { withdrawFrozenReason: reason },
    );
    if (kind === 'login' && reason !== null) await this.sessions.revokeOthers(tx, uid, 0);
    return { before: { [`${kind}_frozen_reason`]: before }, after: { [`${kind}_frozen_reason`]: reason } };
  }

  /** Removes Google verification (a lost phone); the user is told and must log in again. */
  async resetGoogle(tx: DbOrTx, uid: number) {
    const row = await this.userOrRefuse(tx, uid);
    if (!row.totpSecret) throw new Refusal('ACCOUNT_GOOGLE_NOT_BOUND');
    await repo.updateUser(tx, uid, {
      totpSecret: null,
      totpPendingSecret: null,
      securityChangedAt: new Date(this.clock.nowMs()),
    });
    await this.sessions.revokeOthers(tx, uid, 0);
    await this.inbox.send(tx, uid, 'securityChange', { change: 'changeGoogle' });
    return { before: { google_bound: true }, after: { google_bound: false } };
  }

  async sendMessage(tx: DbOrTx, uid: number, title: string, body: string) {
    await this.userOrRefuse(tx, uid);
    const id = await this.inbox.sendText(tx, uid, title, body);
    return { before: null, after: { message_id: id, title } };
  }

  async figures() {
    const now = new Date(this.clock.nowMs());
    const dayAgo = new Date(this.clock.nowMs() - 86_400_000);
    const one = async (where: SQL | undefined, table: typeof users | typeof sessions = users) =>
      present((await this.db.select({ n: count() }).from(table).where(where))[0], 'count row').n;
    const [total, fresh, demo, active, frozen] = await Promise.all([
      one(eq(users.kind, 'real')),
      one(and(eq(users.kind, 'real'), gt(users.createdAt, dayAgo))),
      one(and(eq(users.kind, 'demo'), gt(users.demoExpiresAt, now))),
      one(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)), sessions),
      one(or(isNotNull(users.loginFrozenReason), isNotNull(users.withdrawFrozenReason))),
    ]);
    return {
      users_total: total,
      users_new_24h: fresh,
      demo_accounts_active: demo,
      sessions_active: active,
      frozen_users: frozen,
    };
  }
}

function summaryOf(row: UserRow): AdminUserSummary {
  return {
    uid: row.id,
    kind: row.kind === 'demo' ? 'demo' : 'real',
    email: row.email,
    phone: row.phone,
    area_code: row.areaCode,
    wallet_address: row.walletAddress,
    nickname: row.nickname,
    nationality: row.nationality,
    login_frozen: row.loginFrozenReason !== null,
    withdraw_frozen: row.withdrawFrozenReason !== null,
    created_at: seconds(row.createdAt),
  };
}
