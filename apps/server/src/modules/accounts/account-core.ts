import { randomBytes } from 'node:crypto';
import type { Lang, UserInfo } from '@platform/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import type { EventBus } from '../../platform/events.ts';
import { fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { ImageStore } from '../../platform/uploads.ts';
import { AttemptCounters } from './attempts.ts';
import type { CodeTarget, VerificationCodes } from './codes.ts';
import type { Inbox } from './inbox.ts';
import { displayPhone, invitationCodeFrom, loginKeysOfUser, maskTarget, phoneTarget } from './model.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import type { UserRow } from './repo.ts';
import * as repo from './repo.ts';
import type { SessionStore } from './sessions.ts';
import { checkTotp } from './totp.ts';

export interface RequestMeta {
  lang: Lang;
  ip: string;
  userAgent?: string | undefined;
}

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  sessions: SessionStore;
  codes: VerificationCodes;
  inbox: Inbox;
  images: ImageStore;
  siteName: string;
  /** Where `accounts.demoCreated` is emitted, inside the transaction that creates the account. */
  bus: EventBus;
}

/** A hash to compare against when the account does not exist, so timing does not tell. */
export const DUMMY_HASH = hashSecret('not-a-password');

/**
 * Email or phone target of a registration, reset or binding, with the phone checked for its
 * country code. The input schemas require the fields of the chosen type, so one missing is a bug.
 */
export function targetOf(v: {
  type: 'email' | 'phone';
  email?: string;
  area_code?: string;
  phone?: string;
}): CodeTarget {
  if (v.type === 'email') return { channel: 'email', target: present(v.email, 'email of an email target') };
  const full = phoneTarget(
    present(v.area_code, 'area code of a phone target'),
    present(v.phone, 'phone of a phone target'),
  );
  const parsed = parsePhoneNumberFromString(full);
  if (!parsed?.isValid()) {
    throw fieldRefusal({ phone: 'phone' });
  }
  return { channel: 'phone', target: full };
}

/** PostgreSQL unique_violation, as thrown by pg and PGlite (possibly wrapped by the ORM). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What every accounts use case shares: finding an account, the attempt counters, confirming a
 * change with the login password, spending a Google code and recording a security change.
 */
export class AccountCore {
  readonly attempts: AttemptCounters;

  constructor(readonly d: AccountsDeps) {
    this.attempts = new AttemptCounters(d.db, d.clock);
  }

  now(): Date {
    return new Date(this.d.clock.nowMs());
  }

  async findByTarget(db: DbOrTx, to: CodeTarget): Promise<UserRow | undefined> {
    if (to.channel === 'email') return repo.userByEmail(db, to.target);
    const rows = await repo.usersByPhone(db, to.target.replace(/^\+\d+?(?=\d{4,15}$)/, ''));
    // An account without an area code has no full number, so it cannot be the one named.
    return rows.find(
      (r) => r.areaCode !== null && r.phone !== null && phoneTarget(r.areaCode, r.phone) === to.target,
    );
  }

  /** An email, or a phone number (with its area code when given). */
  async userByAccount(account: string, areaCode?: string): Promise<UserRow | undefined> {
    const value = account.trim();
    if (value.includes('@')) return repo.userByEmail(this.d.db, value.toLowerCase());
    const digits = value.replace(/[\s-]/g, '').replace(/^\+/, '');
    if (!/^\d{4,15}$/.test(digits)) return undefined;
    const rows = await repo.usersByPhone(this.d.db, digits, areaCode);
    return rows.length === 1 ? rows[0] : undefined;
  }

  async userOf(user: SessionUser): Promise<UserRow> {
    const row = await repo.userById(this.d.db, user.userId);
    if (!row) throw new Refusal('AUTH_LOGIN_REQUIRED');
    return row;
  }

  /** Invitation codes are random; a clash (rare) is retried with a fresh code. */
  async insertWithInvitationCode(tx: DbOrTx, user: Omit<repo.NewUser, 'invitationCode'>): Promise<UserRow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const invitationCode = invitationCodeFrom(randomBytes(8));
      if (await repo.userByInvitationCode(tx, invitationCode)) continue;
      return repo.insertUser(tx, { ...user, invitationCode });
    }
    throw new Error('could not find a free invitation code');
  }

  infoOf(user: UserRow, lang: Lang): UserInfo {
    const account = user.email ?? (user.phone ? `+${user.areaCode} ${user.phone}` : user.walletAddress);
    return {
      uid: user.id,
      kind: user.kind === 'demo' ? 'demo' : 'real',
      lang,
      name: user.nickname ?? (account ? maskTarget(account) : `${this.d.siteName} ${user.id}`),
      nickname: user.nickname,
      avatar: user.avatarPath ? this.d.images.url('avatars', user.avatarPath) : null,
      invitation_code: user.invitationCode,
      email: user.email,
      phone: user.phone,
      area_code: user.areaCode,
      display_phone: displayPhone(user),
      nationality: user.nationality,
      wallet_address: user.walletAddress,
      transaction_password: user.tradePasswordHash ? 1 : 0,
      google_bound: user.totpSecret !== null,
      security_question: user.securityQuestionId,
      demo_expires_at: user.demoExpiresAt ? seconds(user.demoExpiresAt.getTime()) : null,
      confirm_locked_until:
        user.confirmLockedUntil && user.confirmLockedUntil.getTime() > this.d.clock.nowMs()
          ? Math.ceil(user.confirmLockedUntil.getTime() / 1000)
          : null,
      created_at: seconds(user.createdAt.getTime()),
      bank_name: null,
      bank_number: null,
      alipay_account: null,
      weixin_nickname: null,
      weixin_account: null,
      usdt: null,
    };
  }

  /** Records a security change: other sessions end (code 2000) and the user is told. */
  async securityChanged(tx: DbOrTx, user: SessionUser, change: string): Promise<void> {
    await repo.updateUser(tx, user.userId, { securityChangedAt: this.now() });
    await this.d.sessions.revokeOthers(tx, user.userId, user.sessionId);
    await this.d.inbox.send(tx, user.userId, 'securityChange', { change });
  }

  /**
   * Checks a Google code and spends its step in one statement, so a code sent twice at once
   * opens once.
   */
  async spendGoogleCode(
    userId: number,
    secret: string,
    code: string,
    lastStep: number | null,
  ): Promise<boolean> {
    const totp = await checkTotp(secret, code, this.d.clock.nowMs(), lastStep);
    return totp.ok && (await repo.spendTotpStep(this.d.db, userId, secret, totp.step));
  }

  /**
   * Confirms a change made in a session with the login password. It counts with the login's
   * attempts (attempts.ts): a stolen session must not guess the password without limit, so a
   * wrong password here is a failed login and a locked account checks none. An account created by
   * wallet login has no password: its session came from a fresh wallet signature, which stands in.
   */
  async confirmPassword(row: UserRow, password: string): Promise<void> {
    const hashed = row.passwordHash;
    if (hashed === null) {
      if (row.walletAddress !== null) return;
      throw new Refusal('ACCOUNT_PASSWORD_WRONG');
    }
    const subject = { counter: 'login', keys: loginKeysOfUser(row) } as const;
    await this.attempts.inTurn(subject, async (attempt) => {
      if (!(await verifySecret(hashed, password))) {
        throw this.attempts.failed(attempt, 'ACCOUNT_PASSWORD_WRONG');
      }
      // The right password clears the counter as a login would. With Google bound a login also
      // needs its code, so the attempt is only given back: codes guessed at login keep counting.
      if (row.totpSecret) await this.attempts.release(attempt);
      else await this.attempts.clear(this.d.db, subject);
    });
  }
}
