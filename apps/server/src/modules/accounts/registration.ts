import type {
  CodeSent,
  getCodeInput,
  Lang,
  LoginResult,
  RegisterResult,
  userLoginInput,
  userRegisterInput,
} from '@platform/contract';
import { getCountries } from 'libphonenumber-js/min';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth.ts';
import { seconds } from '../../platform/clock.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { fieldRefusal, Refusal } from '../../platform/refusal.ts';
import {
  type AccountCore,
  DUMMY_HASH,
  isUniqueViolation,
  type RequestMeta,
  targetOf,
} from './account-core.ts';
import { loginKeyOf, loginKeysOfUser, maskTarget } from './model.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import type { UserRow } from './repo.ts';
import * as repo from './repo.ts';

type In<T extends z.ZodType> = z.output<T>;
const COUNTRIES = new Set<string>(getCountries());

/** Verification codes, registration, login and logout, demo, wallet and service accounts. */
export class Registration {
  constructor(private readonly core: AccountCore) {}

  private get d() {
    return this.core.d;
  }

  async sendCode(input: In<typeof getCodeInput>, meta: RequestMeta): Promise<CodeSent> {
    const to = targetOf(input);
    const existing = await this.core.findByTarget(this.d.db, to);
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
    if (await this.core.findByTarget(this.d.db, to)) throw new Refusal('ACCOUNT_EXISTS');
    const inviter = await this.inviterOf(input.invitation_code);
    if (!COUNTRIES.has(input.nationality)) {
      throw fieldRefusal({ nationality: 'unknownValue' });
    }
    await this.d.codes.consume(to, 'register', input.code);
    const passwordHash = await hashSecret(input.password);
    const { user, session } = await this.d.db
      .transaction(async (tx) => {
        const user = await this.core.insertWithInvitationCode(tx, {
          kind: 'real',
          email: to.channel === 'email' ? to.target : null,
          areaCode: to.channel === 'phone' ? (input.area_code ?? null) : null,
          phone: to.channel === 'phone' ? (input.phone ?? null) : null,
          nationality: input.nationality,
          invitedBy: inviter?.id ?? null,
          passwordHash,
          lang: meta.lang,
          createdAt: this.core.now(),
        });
        await this.d.inbox.send(tx, user.id, 'welcome');
        const session = await this.d.sessions.issue(tx, user.id, meta);
        return { user, session };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new Refusal('ACCOUNT_EXISTS');
        throw error;
      });
    const info = this.core.infoOf(user, meta.lang);
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

  async login(input: In<typeof userLoginInput>, meta: RequestMeta): Promise<LoginResult> {
    const found = await this.core.userByAccount(input.account, input.area_code);
    const attempts = this.core.attempts;
    const typed = { counter: 'login', keys: [loginKeyOf(input.account)] } as const;
    // Counted under the identifier as typed before the password is checked, whether or not an
    // account has it: a locked identifier computes no hash, and an unknown one counts down and
    // locks exactly as a known one does, after as much work.
    const { user, session } = await attempts.inTurn(typed, async (attempt) => {
      const user = found?.kind === 'real' && found.passwordHash ? found : undefined;
      const passwordOk = await verifySecret(user?.passwordHash ?? (await DUMMY_HASH), input.password);
      if (!user || !passwordOk) throw attempts.failed(attempt, 'ACCOUNT_CREDENTIALS_INVALID');
      // Told only to someone who knows the password, so a freeze does not reveal the account.
      if (user.loginFrozenReason !== null) {
        await attempts.release(attempt);
        throw new Refusal('ACCOUNT_FROZEN', { reason: user.loginFrozenReason });
      }
      if (user.totpSecret) {
        if (!input.google_code) {
          await attempts.release(attempt);
          throw new Refusal('ACCOUNT_GOOGLE_CODE_REQUIRED', {}, { google_required: true });
        }
        const spent = await this.core.spendGoogleCode(
          user.id,
          user.totpSecret,
          input.google_code,
          user.totpLastStep,
        );
        if (!spent) throw attempts.failed(attempt, 'ACCOUNT_GOOGLE_CODE_INVALID');
      }
      const session = await this.d.db.transaction(async (tx) => {
        await attempts.clear(tx, { counter: 'login', keys: [...typed.keys, ...loginKeysOfUser(user)] });
        await repo.updateUser(tx, user.id, { lang: meta.lang });
        return this.d.sessions.issue(tx, user.id, meta);
      });
      return { user, session };
    });
    return {
      ...this.core.infoOf(user, meta.lang),
      token: session.token,
      expires_at: seconds(session.expiresAtMs),
    };
  }

  async logout(user: SessionUser): Promise<null> {
    await this.d.sessions.logout(user.sessionId);
    return null;
  }

  /** The account of a wallet signing in for the first time: no password, no email or phone. */
  async createWalletUser(tx: DbOrTx, walletAddress: string, lang: Lang): Promise<UserRow> {
    const user = await this.core.insertWithInvitationCode(tx, {
      kind: 'real',
      walletAddress,
      lang,
      createdAt: this.core.now(),
    });
    await this.d.inbox.send(tx, user.id, 'welcome');
    return user;
  }

  /** A virtual account with its own session, expiring with the account (spec section 6). */
  async demo(meta: RequestMeta): Promise<LoginResult> {
    const hours = await this.d.settings.get('demo.lifetimeHours');
    const expiresAtMs = this.d.clock.nowMs() + hours * 3_600_000;
    const { user, session } = await this.d.db.transaction(async (tx) => {
      const user = await this.core.insertWithInvitationCode(tx, {
        kind: 'demo',
        demoExpiresAt: new Date(expiresAtMs),
        lang: meta.lang,
        createdAt: this.core.now(),
      });
      // The ledger funds the account as an in-transaction subscriber: a demo account never
      // exists without its balances, and a failed funding creates no account.
      await this.d.bus.emit(tx, 'accounts.demoCreated', { userId: user.id });
      const session = await this.d.sessions.issue(tx, user.id, { ...meta, expiresAtMs });
      return { user, session };
    });
    return {
      ...this.core.infoOf(user, meta.lang),
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
      return (await this.core.insertWithInvitationCode(tx, { kind: 'real', email, nickname })).id;
    });
  }
}
