import { createHmac, randomBytes } from 'node:crypto';
import type {
  bindEmailInput,
  bindPhoneInput,
  CodeSent,
  forgetPasswordInput,
  GoogleSecret,
  getCodeInput,
  getSecurityQuestionInput,
  Lang,
  LoginResult,
  RegisterResult,
  resetPasswordByQuestionInput,
  setSecurityQuestionInput,
  setTradePasswordInput,
  UserInfo,
  updatePasswordInput,
  updateTradePasswordInput,
  userLoginInput,
  userRegisterInput,
} from '@platform/contract';
import { SECURITY_QUESTION_IDS } from '@platform/contract';
import { getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { z } from 'zod';
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
import {
  displayPhone,
  invitationCodeFrom,
  LOGIN_FAILURES_MAX,
  maskTarget,
  normalizeAnswer,
  phoneTarget,
} from './model.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import type { UserRow } from './repo.ts';
import * as repo from './repo.ts';
import type { SessionStore } from './sessions.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';

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

type In<T extends z.ZodType> = z.output<T>;
const COUNTRIES = new Set<string>(getCountries());
/** A hash to compare against when the account does not exist, so timing does not tell. */
const DUMMY_HASH = hashSecret('not-a-password');

/** Email or phone target of a registration, reset or binding, with the phone checked for its country code. */
export function targetOf(v: {
  type: 'email' | 'phone';
  email?: string;
  area_code?: string;
  phone?: string;
}): CodeTarget {
  if (v.type === 'email') return { channel: 'email', target: v.email ?? '' };
  const full = phoneTarget(v.area_code ?? '', v.phone ?? '');
  const parsed = parsePhoneNumberFromString(full);
  if (!parsed?.isValid()) {
    throw fieldRefusal({ phone: 'phone' });
  }
  return { channel: 'phone', target: full };
}

/**
 * Use cases of customer accounts. Each checks its preconditions in order and changes nothing
 * until the last one passed (STYLE.md, errors).
 */
export class AccountsService {
  /**
   * Keys the stand-in security question of an account that does not exist, so asking twice
   * gives the same answer for the life of the process.
   */
  private readonly standInKey = randomBytes(32);
  private readonly attempts: AttemptCounters;

  constructor(private readonly d: AccountsDeps) {
    this.attempts = new AttemptCounters(d.db, d.clock);
  }

  private now(): Date {
    return new Date(this.d.clock.nowMs());
  }

  private async findByTarget(db: DbOrTx, to: CodeTarget): Promise<UserRow | undefined> {
    if (to.channel === 'email') return repo.userByEmail(db, to.target);
    const rows = await repo.usersByPhone(db, to.target.replace(/^\+\d+?(?=\d{4,15}$)/, ''));
    return rows.find((r) => phoneTarget(r.areaCode ?? '', r.phone ?? '') === to.target);
  }

  async sendCode(input: In<typeof getCodeInput>, meta: RequestMeta): Promise<CodeSent> {
    const to = targetOf(input);
    const existing = await this.findByTarget(this.d.db, to);
    if ((input.purpose === 'register' || input.purpose === 'bind') && existing)
      throw new Refusal('ACCOUNT_EXISTS');
    // A reset for an unknown target is answered like a real one, so the reply does not tell
    // whether an account exists: the request is recorded (the same limits apply) but nothing is sent.
    const deliver = input.purpose !== 'reset' || existing !== undefined;
    const sent = await this.d.codes.send(to, input.purpose, meta.lang, meta.ip, { deliver });
    return { sent_to: maskTarget(to.target), expires_in: sent.expiresIn, resend_in: sent.resendIn };
  }

  async register(input: In<typeof userRegisterInput>, meta: RequestMeta): Promise<RegisterResult> {
    const to = targetOf(input);
    if (await this.findByTarget(this.d.db, to)) throw new Refusal('ACCOUNT_EXISTS');
    const inviter = await this.inviterOf(input.invitation_code);
    if (!COUNTRIES.has(input.nationality)) {
      throw fieldRefusal({ nationality: 'unknownValue' });
    }
    await this.d.codes.consume(to, 'register', input.code);
    const passwordHash = await hashSecret(input.password);
    const { user, session } = await this.d.db
      .transaction(async (tx) => {
        const user = await this.insertWithInvitationCode(tx, {
          kind: 'real',
          email: to.channel === 'email' ? to.target : null,
          areaCode: to.channel === 'phone' ? (input.area_code ?? null) : null,
          phone: to.channel === 'phone' ? (input.phone ?? null) : null,
          nationality: input.nationality,
          invitedBy: inviter?.id ?? null,
          passwordHash,
          lang: meta.lang,
          createdAt: this.now(),
        });
        await this.d.inbox.send(tx, user.id, 'welcome');
        const session = await this.d.sessions.issue(tx, user.id, meta);
        return { user, session };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new Refusal('ACCOUNT_EXISTS');
        throw error;
      });
    const info = this.infoOf(user, meta.lang);
    return {
      ...info,
      token: session.token,
      token_h5: session.token,
      expires_at: seconds(session.expiresAtMs),
    };
  }

  private async inviterOf(code: string | undefined): Promise<UserRow | undefined> {
    const required = await this.d.settings.get('register.invitationRequired');
    if (!code) {
      if (required) throw new Refusal('ACCOUNT_INVITATION_REQUIRED');
      return undefined;
    }
    const inviter = await repo.userByInvitationCode(this.d.db, code.toUpperCase());
    if (inviter?.kind !== 'real') throw new Refusal('ACCOUNT_INVITATION_UNKNOWN');
    return inviter;
  }

  /** Invitation codes are random; a clash (rare) is retried with a fresh code. */
  private async insertWithInvitationCode(
    tx: DbOrTx,
    user: Omit<repo.NewUser, 'invitationCode'>,
  ): Promise<UserRow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const invitationCode = invitationCodeFrom(randomBytes(8));
      if (await repo.userByInvitationCode(tx, invitationCode)) continue;
      return repo.insertUser(tx, { ...user, invitationCode });
    }
    throw new Error('could not find a free invitation code');
  }

  async login(input: In<typeof userLoginInput>, meta: RequestMeta): Promise<LoginResult> {
    const user = await this.userByAccount(input.account, input.area_code);
    if (user?.kind !== 'real' || !user.passwordHash) {
      await verifySecret(await DUMMY_HASH, input.password);
      throw new Refusal(
        'ACCOUNT_CREDENTIALS_INVALID',
        { remaining: LOGIN_FAILURES_MAX - 1 },
        { remaining: LOGIN_FAILURES_MAX - 1 },
      );
    }
    // Counted before the password is checked: a locked account computes no hash.
    const session = await this.attempts.inTurn(user.id, 'login', async (attempt) => {
      if (!(await verifySecret(user.passwordHash, input.password))) {
        throw this.attempts.failed(attempt, 'ACCOUNT_CREDENTIALS_INVALID');
      }
      // Told only to someone who knows the password, so a freeze does not reveal the account.
      if (user.loginFrozenReason !== null) {
        await this.attempts.release(attempt);
        throw new Refusal('ACCOUNT_FROZEN', { reason: user.loginFrozenReason });
      }
      if (user.totpSecret) {
        if (!input.google_code) {
          await this.attempts.release(attempt);
          throw new Refusal('ACCOUNT_GOOGLE_CODE_REQUIRED', {}, { google_required: true });
        }
        if (!(await this.spendGoogleCode(user.id, user.totpSecret, input.google_code, user.totpLastStep))) {
          throw this.attempts.failed(attempt, 'ACCOUNT_GOOGLE_CODE_INVALID');
        }
      }
      return this.d.db.transaction(async (tx) => {
        await this.attempts.clear(tx, user.id, 'login');
        await repo.updateUser(tx, user.id, { lang: meta.lang });
        return this.d.sessions.issue(tx, user.id, meta);
      });
    });
    return {
      ...this.infoOf(user, meta.lang),
      token: session.token,
      expires_at: seconds(session.expiresAtMs),
    };
  }

  /**
   * Checks a Google code and spends its step in one statement, so a code sent twice at once
   * opens once.
   */
  private async spendGoogleCode(
    userId: number,
    secret: string,
    code: string,
    lastStep: number | null,
  ): Promise<boolean> {
    const totp = await checkTotp(secret, code, this.d.clock.nowMs(), lastStep);
    return totp.ok && (await repo.spendTotpStep(this.d.db, userId, secret, totp.step));
  }

  /** An email, or a phone number (with its area code when given). */
  private async userByAccount(account: string, areaCode?: string): Promise<UserRow | undefined> {
    const value = account.trim();
    if (value.includes('@')) return repo.userByEmail(this.d.db, value.toLowerCase());
    const digits = value.replace(/[\s-]/g, '').replace(/^\+/, '');
    if (!/^\d{4,15}$/.test(digits)) return undefined;
    const rows = await repo.usersByPhone(this.d.db, digits, areaCode);
    return rows.length === 1 ? rows[0] : undefined;
  }

  async logout(user: SessionUser): Promise<null> {
    await this.d.sessions.logout(user.sessionId);
    return null;
  }

  /** The account of a wallet signing in for the first time: no password, no email or phone. */
  async createWalletUser(tx: DbOrTx, walletAddress: string, lang: Lang): Promise<UserRow> {
    const user = await this.insertWithInvitationCode(tx, {
      kind: 'real',
      walletAddress,
      lang,
      createdAt: this.now(),
    });
    await this.d.inbox.send(tx, user.id, 'welcome');
    return user;
  }

  /** A virtual account with its own session, expiring with the account (spec section 6). */
  async demo(meta: RequestMeta): Promise<LoginResult> {
    const hours = await this.d.settings.get('demo.lifetimeHours');
    const expiresAtMs = this.d.clock.nowMs() + hours * 3_600_000;
    const { user, session } = await this.d.db.transaction(async (tx) => {
      const user = await this.insertWithInvitationCode(tx, {
        kind: 'demo',
        demoExpiresAt: new Date(expiresAtMs),
        lang: meta.lang,
        createdAt: this.now(),
      });
      // The ledger funds the account as an in-transaction subscriber: a demo account never
      // exists without its balances, and a failed funding creates no account.
      await this.d.bus.emit(tx, 'accounts.demoCreated', { userId: user.id });
      const session = await this.d.sessions.issue(tx, user.id, { ...meta, expiresAtMs });
      return { user, session };
    });
    return {
      ...this.infoOf(user, meta.lang),
      token: session.token,
      expires_at: seconds(session.expiresAtMs),
    };
  }

  /**
   * The platform's own trading account (the market maker), found by its reserved address or
   * created once. It has no password, so nobody can log in to it; its orders are ordinary orders.
   */
  async serviceAccount(key: string, nickname: string): Promise<number> {
    const email = `${key}@service.invalid`;
    return this.d.db.transaction(async (tx) => {
      const found = await repo.userByEmail(tx, email);
      if (found) return found.id;
      return (await this.insertWithInvitationCode(tx, { kind: 'real', email, nickname })).id;
    });
  }

  /** Whether a customer with this uid exists (for modules acting on a uid given by staff). */
  async exists(uid: number, db: DbOrTx = this.d.db): Promise<boolean> {
    return (await repo.userById(db, uid)) !== undefined;
  }

  async info(user: SessionUser, lang: Lang): Promise<UserInfo> {
    return this.infoOf(await this.userOf(user), lang);
  }

  private async userOf(user: SessionUser): Promise<UserRow> {
    const row = await repo.userById(this.d.db, user.userId);
    if (!row) throw new Refusal('AUTH_LOGIN_REQUIRED');
    return row;
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
  private async securityChanged(tx: DbOrTx, user: SessionUser, change: string): Promise<void> {
    await repo.updateUser(tx, user.userId, { securityChangedAt: this.now() });
    await this.d.sessions.revokeOthers(tx, user.userId, user.sessionId);
    await this.d.inbox.send(tx, user.userId, 'securityChange', { change });
  }

  async updatePassword(user: SessionUser, input: In<typeof updatePasswordInput>): Promise<null> {
    const row = await this.userOf(user);
    // A wallet account has no password to change; its session stands in only to confirm one.
    if (row.passwordHash === null) throw new Refusal('ACCOUNT_PASSWORD_WRONG');
    await this.confirmPassword(row, input.old_password);
    if (input.old_password === input.password) throw new Refusal('ACCOUNT_PASSWORD_SAME');
    const passwordHash = await hashSecret(input.password);
    await this.d.db.transaction(async (tx) => {
      await repo.updateUser(tx, user.userId, { passwordHash });
      await this.securityChanged(tx, user, 'changeLoginPassword');
    });
    return null;
  }

  async forgetPassword(input: In<typeof forgetPasswordInput>): Promise<null> {
    const to = targetOf(input);
    const row = await this.findByTarget(this.d.db, to);
    await this.d.codes.consume(to, 'reset', input.code);
    // An unknown target was never sent its code (sendCode): opening it can only be a guess.
    if (!row) throw new Refusal('ACCOUNT_CODE_EXPIRED');
    await this.resetPassword(row, input.password);
    return null;
  }

  /** A reset ends every session, unlocks the account and tells the user. */
  private async resetPassword(row: UserRow, password: string): Promise<void> {
    const passwordHash = await hashSecret(password);
    await this.d.db.transaction(async (tx) => {
      await repo.updateUser(tx, row.id, {
        passwordHash,
        failedLogins: 0,
        lockedUntil: null,
        securityChangedAt: this.now(),
      });
      await this.d.sessions.revokeOthers(tx, row.id, 0);
      await this.d.inbox.send(tx, row.id, 'securityChange', { change: 'changeLoginPassword' });
    });
  }

  /**
   * The question an account chose. An unknown account, or one without a question, gets a
   * stand-in question so the reply does not tell whether the account exists; its answers are then
   * refused like wrong ones (resetByQuestion).
   */
  async securityQuestionOf(input: In<typeof getSecurityQuestionInput>): Promise<{ question_id: number }> {
    const row = await this.userByAccount(input.account, input.area_code);
    if (row?.securityQuestionId) return { question_id: row.securityQuestionId };
    return { question_id: this.standInQuestion(input.account, input.area_code) };
  }

  /** A question id derived from the account as typed, the same each time it is asked. */
  private standInQuestion(account: string, areaCode: string | undefined): number {
    const typed = account.trim().toLowerCase().replace(/[\s-]/g, '').replace(/^\+/, '');
    const mac = createHmac('sha256', this.standInKey)
      .update(`${areaCode ?? ''}:${typed}`)
      .digest();
    return SECURITY_QUESTION_IDS[mac.readUInt32BE(0) % SECURITY_QUESTION_IDS.length] ?? 1;
  }

  async resetByQuestion(input: In<typeof resetPasswordByQuestionInput>): Promise<null> {
    const row = await this.userByAccount(input.account, input.area_code);
    const answer = normalizeAnswer(input.answer);
    if (!row?.securityQuestionId || !row.securityAnswerHash) {
      // Refused like a wrong answer, after as much work, so it does not tell the account exists.
      await verifySecret(await DUMMY_HASH, answer);
      throw new Refusal(
        'ACCOUNT_SECURITY_ANSWER_WRONG',
        { remaining: LOGIN_FAILURES_MAX - 1 },
        { remaining: LOGIN_FAILURES_MAX - 1 },
      );
    }
    const answerHash = row.securityAnswerHash;
    await this.attempts.inTurn(row.id, 'login', async (attempt) => {
      const answerOk = await verifySecret(answerHash, answer);
      if (row.securityQuestionId !== input.question_id || !answerOk) {
        throw this.attempts.failed(attempt, 'ACCOUNT_SECURITY_ANSWER_WRONG');
      }
      await this.resetPassword(row, input.password);
    });
    return null;
  }

  async setSecurityQuestion(user: SessionUser, input: In<typeof setSecurityQuestionInput>): Promise<null> {
    const row = await this.userOf(user);
    await this.confirmPassword(row, input.password);
    const securityAnswerHash = await hashSecret(normalizeAnswer(input.answer));
    await this.d.db.transaction(async (tx) => {
      await repo.updateUser(tx, user.userId, { securityQuestionId: input.question_id, securityAnswerHash });
      await this.securityChanged(tx, user, 'changeSecurityQuestion');
    });
    return null;
  }

  async hasTradePassword(user: SessionUser): Promise<{ transaction_password: 0 | 1 }> {
    const row = await this.userOf(user);
    return { transaction_password: row.tradePasswordHash ? 1 : 0 };
  }

  async setTradePassword(user: SessionUser, input: In<typeof setTradePasswordInput>): Promise<null> {
    const row = await this.userOf(user);
    if (row.tradePasswordHash) throw new Refusal('ACCOUNT_TRADE_PASSWORD_SET');
    await this.confirmPassword(row, input.password);
    const tradePasswordHash = await hashSecret(input.trade_password);
    await repo.updateUser(this.d.db, user.userId, { tradePasswordHash });
    return null;
  }

  async updateTradePassword(user: SessionUser, input: In<typeof updateTradePasswordInput>): Promise<null> {
    // The old trade password is checked under the same attempt limit as a withdrawal's, or
    // this form would let anyone holding a session guess it without limit.
    await this.checkTradePassword(user.userId, input.old_trade_password);
    const tradePasswordHash = await hashSecret(input.trade_password);
    await this.d.db.transaction(async (tx) => {
      await repo.updateUser(tx, user.userId, { tradePasswordHash });
      await this.securityChanged(tx, user, 'changeTradePassword');
    });
    return null;
  }

  /**
   * For money-moving modules: the trade password must be set and must match. Five failures (with
   * Google codes, checkGoogleCode) lock confirmations for 15 minutes.
   */
  async checkTradePassword(userId: number, tradePassword: string): Promise<void> {
    const row = await repo.userById(this.d.db, userId);
    const hashed = row?.tradePasswordHash;
    if (!hashed) throw new Refusal('ACCOUNT_TRADE_PASSWORD_NOT_SET');
    await this.attempts.inTurn(userId, 'confirm', async (attempt) => {
      if (!(await verifySecret(hashed, tradePassword))) {
        throw this.attempts.failed(attempt, 'ACCOUNT_TRADE_PASSWORD_WRONG');
      }
      await this.attempts.clear(this.d.db, userId, 'confirm');
    });
  }

  /** What money-moving modules check before a withdrawal: confirmations set, freezes, last security change. */
  async moneySecurity(userId: number) {
    const row = await repo.userById(this.d.db, userId);
    if (!row) throw new Refusal('AUTH_LOGIN_REQUIRED');
    return {
      tradePasswordSet: row.tradePasswordHash !== null,
      googleBound: row.totpSecret !== null,
      securityChangedAt: row.securityChangedAt,
      withdrawFrozenReason: row.withdrawFrozenReason,
    };
  }

  /**
   * For money-moving modules: a Google code of a bound account, accepted once (its step is
   * spent). Failures count with the trade password's (checkTradePassword).
   */
  async checkGoogleCode(userId: number, code: string): Promise<void> {
    const row = await repo.userById(this.d.db, userId);
    const secret = row?.totpSecret;
    if (!row || !secret) throw new Refusal('ACCOUNT_GOOGLE_NOT_BOUND');
    await this.attempts.inTurn(userId, 'confirm', async (attempt) => {
      if (!(await this.spendGoogleCode(userId, secret, code, row.totpLastStep))) {
        throw this.attempts.failed(attempt, 'ACCOUNT_GOOGLE_CODE_INVALID');
      }
      await this.attempts.clear(this.d.db, userId, 'confirm');
    });
  }

  /** A new secret to bind; it becomes active only when a code from it is confirmed. */
  async googleSecret(user: SessionUser): Promise<GoogleSecret> {
    const row = await this.userOf(user);
    if (row.totpSecret) throw new Refusal('ACCOUNT_GOOGLE_ALREADY_BOUND');
    const secret = newTotpSecret();
    await repo.updateUser(this.d.db, user.userId, { totpPendingSecret: secret });
    const label = row.email ?? (row.phone ? `+${row.areaCode}${row.phone}` : `UID ${row.id}`);
    return { secret, otpauth_url: totpUri(secret, this.d.siteName, label) };
  }

  async bindGoogle(user: SessionUser, input: { google_code: string; password: string }): Promise<null> {
    const row = await this.userOf(user);
    if (row.totpSecret) throw new Refusal('ACCOUNT_GOOGLE_ALREADY_BOUND');
    await this.confirmPassword(row, input.password);
    if (!row.totpPendingSecret) throw new Refusal('ACCOUNT_GOOGLE_NOT_BOUND');
    const pending = row.totpPendingSecret;
    const totp = await checkTotp(pending, input.google_code, this.d.clock.nowMs(), null);
    if (!totp.ok) throw new Refusal('ACCOUNT_GOOGLE_CODE_INVALID');
    await this.d.db.transaction(async (tx) => {
      if (!(await repo.bindTotpSecret(tx, user.userId, pending, totp.step))) {
        throw new Refusal('ACCOUNT_GOOGLE_ALREADY_BOUND');
      }
      await this.securityChanged(tx, user, 'changeGoogle');
    });
    return null;
  }

  async unbindGoogle(user: SessionUser, input: { google_code: string }): Promise<null> {
    const row = await this.userOf(user);
    if (!row.totpSecret) throw new Refusal('ACCOUNT_GOOGLE_NOT_BOUND');
    const secret = row.totpSecret;
    // Unbinding weakens withdrawals, so its codes count with theirs (checkGoogleCode).
    await this.attempts.inTurn(user.userId, 'confirm', async (attempt) => {
      const totp = await checkTotp(secret, input.google_code, this.d.clock.nowMs(), row.totpLastStep);
      if (!totp.ok) throw this.attempts.failed(attempt, 'ACCOUNT_GOOGLE_CODE_INVALID');
      await this.d.db.transaction(async (tx) => {
        // The step is spent with the unbinding, so a code sent twice at once unbinds once.
        if (!(await repo.spendTotpStep(tx, user.userId, secret, totp.step, { totpSecret: null }))) {
          throw this.attempts.failed(attempt, 'ACCOUNT_GOOGLE_CODE_INVALID');
        }
        await this.attempts.clear(tx, user.userId, 'confirm');
        await this.securityChanged(tx, user, 'changeGoogle');
      });
    });
    return null;
  }

  async updateNickname(user: SessionUser, nickname: string): Promise<null> {
    await repo.updateUser(this.d.db, user.userId, { nickname });
    return null;
  }

  async setAvatar(user: SessionUser, file: unknown): Promise<{ avatar: string }> {
    const name = await this.d.images.save('avatars', file);
    await repo.updateUser(this.d.db, user.userId, { avatarPath: name });
    return { avatar: this.d.images.url('avatars', name) };
  }

  async bindEmail(user: SessionUser, input: In<typeof bindEmailInput>): Promise<null> {
    return this.bindTarget(
      user,
      { channel: 'email', target: input.email },
      input,
      { email: input.email },
      'changeEmail',
    );
  }

  async bindPhone(user: SessionUser, input: In<typeof bindPhoneInput>): Promise<null> {
    const to = targetOf({ type: 'phone', area_code: input.area_code, phone: input.phone });
    return this.bindTarget(user, to, input, { areaCode: input.area_code, phone: input.phone }, 'changePhone');
  }

  /** Binds or changes an email or phone: login password, then a code sent to the new target. */
  private async bindTarget(
    user: SessionUser,
    to: CodeTarget,
    input: { code: string; password: string },
    patch: Partial<repo.NewUser>,
    change: string,
  ): Promise<null> {
    const row = await this.userOf(user);
    await this.confirmPassword(row, input.password);
    if (await this.findByTarget(this.d.db, to)) throw new Refusal('ACCOUNT_EXISTS');
    await this.d.codes.consume(to, 'bind', input.code);
    await this.d.db
      .transaction(async (tx) => {
        await repo.updateUser(tx, user.userId, patch);
        await this.securityChanged(tx, user, change);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new Refusal('ACCOUNT_EXISTS');
        throw error;
      });
    return null;
  }

  /**
   * Confirms a change made in a session with the login password. It counts with the login's
   * attempts (attempts.ts): a stolen session must not guess the password without limit, so a
   * wrong password here is a failed login and a locked account checks none. An account created by
   * wallet login has no password: its session came from a fresh wallet signature, which stands in.
   */
  private async confirmPassword(row: UserRow, password: string): Promise<void> {
    const hashed = row.passwordHash;
    if (hashed === null) {
      if (row.walletAddress !== null) return;
      throw new Refusal('ACCOUNT_PASSWORD_WRONG');
    }
    await this.attempts.inTurn(row.id, 'login', async (attempt) => {
      if (!(await verifySecret(hashed, password))) {
        throw this.attempts.failed(attempt, 'ACCOUNT_PASSWORD_WRONG');
      }
      // The right password clears the counter as a login would. With Google bound a login also
      // needs its code, so the attempt is only given back: codes guessed at login keep counting.
      if (row.totpSecret) await this.attempts.release(attempt);
      else await this.attempts.clear(this.d.db, row.id, 'login');
    });
  }
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
