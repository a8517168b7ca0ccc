import type { bindEmailInput, bindPhoneInput, GoogleSecret } from '@platform/contract';
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import { type AccountCore, isUniqueViolation, targetOf } from './account-core.ts';
import type { CodeTarget } from './codes.ts';
import * as repo from './repo.ts';
import { checkTotp, newTotpSecret, totpUri } from './totp.ts';

type In<T extends z.ZodType> = z.output<T>;

/**
 * Google codes (bind, unbind, confirm a withdrawal), what money-moving modules check before a
 * withdrawal, and the email and phone bound to an account.
 */
export class SecondFactors {
  constructor(private readonly core: AccountCore) {}

  private get d() {
    return this.core.d;
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
   * For money-moving modules, in their transaction: the reason withdrawals are frozen (null: not
   * frozen), with the customer's row locked until that transaction ends, so a freeze recorded
   * meanwhile waits for it, and one recorded before is seen.
   */
  async withdrawFreezeLocked(tx: DbOrTx, userId: number): Promise<string | null> {
    const row = await repo.userByIdForShare(tx, userId);
    if (!row) throw new Refusal('AUTH_LOGIN_REQUIRED');
    return row.withdrawFrozenReason;
  }

  /**
   * For money-moving modules: a Google code of a bound account, accepted once (its step is
   * spent). Failures count with the trade password's (checkTradePassword).
   */
  async checkGoogleCode(userId: number, code: string): Promise<void> {
    const row = await repo.userById(this.d.db, userId);
    const secret = row?.totpSecret;
    if (!row || !secret) throw new Refusal('ACCOUNT_GOOGLE_NOT_BOUND');
    const attempts = this.core.attempts;
    await attempts.inTurn({ counter: 'confirm', userId: userId }, async (attempt) => {
      if (!(await this.core.spendGoogleCode(userId, secret, code, row.totpLastStep))) {
        throw attempts.failed(attempt, 'ACCOUNT_GOOGLE_CODE_INVALID');
      }
      await attempts.clear(this.d.db, { counter: 'confirm', userId: userId });
    });
  }

  /** A new secret to bind; it becomes active only when a code from it is confirmed. */
  async googleSecret(user: SessionUser): Promise<GoogleSecret> {
    const row = await this.core.userOf(user);
    if (row.totpSecret) throw new Refusal('ACCOUNT_GOOGLE_ALREADY_BOUND');
    const secret = newTotpSecret();
    await repo.updateUser(this.d.db, user.userId, { totpPendingSecret: secret });
    const label = row.email ?? (row.phone ? `+${row.areaCode}${row.phone}` : `UID ${row.id}`);
    return { secret, otpauth_url: totpUri(secret, this.d.siteName, label) };
  }

  async bindGoogle(user: SessionUser, input: { google_code: string; password: string }): Promise<null> {
    const row = await this.core.userOf(user);
    if (row.totpSecret) throw new Refusal('ACCOUNT_GOOGLE_ALREADY_BOUND');
    await this.core.confirmPassword(row, input.password);
    if (!row.totpPendingSecret) throw new Refusal('ACCOUNT_GOOGLE_NOT_BOUND');
    const pending = row.totpPendingSecret;
    const totp = await checkTotp(pending, input.google_code, this.d.clock.nowMs(), null);
    if (!totp.ok) throw new Refusal('ACCOUNT_GOOGLE_CODE_INVALID');
    await this.d.db.transaction(async (tx) => {
      if (!(await repo.bindTotpSecret(tx, user.userId, pending, totp.step))) {
        throw new Refusal('ACCOUNT_GOOGLE_ALREADY_BOUND');
      }
      await this.core.securityChanged(tx, user, 'changeGoogle');
    });
    return null;
  }

  async unbindGoogle(user: SessionUser, input: { google_code: string }): Promise<null> {
    const row = await this.core.userOf(user);
    if (!row.totpSecret) throw new Refusal('ACCOUNT_GOOGLE_NOT_BOUND');
    const secret = row.totpSecret;
    const attempts = this.core.attempts;
    // Unbinding weakens withdrawals, so its codes count with theirs (checkGoogleCode).
    await attempts.inTurn({ counter: 'confirm', userId: user.userId }, async (attempt) => {
      const totp = await checkTotp(secret, input.google_code, this.d.clock.nowMs(), row.totpLastStep);
      if (!totp.ok) throw attempts.failed(attempt, 'ACCOUNT_GOOGLE_CODE_INVALID');
      await this.d.db.transaction(async (tx) => {
        // The step is spent with the unbinding, so a code sent twice at once unbinds once.
        if (!(await repo.spendTotpStep(tx, user.userId, secret, totp.step, { totpSecret: null }))) {
          throw attempts.failed(attempt, 'ACCOUNT_GOOGLE_CODE_INVALID');
        }
        await attempts.clear(tx, { counter: 'confirm', userId: user.userId });
        await this.core.securityChanged(tx, user, 'changeGoogle');
      });
    });
    return null;
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
    const row = await this.core.userOf(user);
    await this.core.confirmPassword(row, input.password);
    if (await this.core.findByTarget(this.d.db, to)) throw new Refusal('ACCOUNT_EXISTS');
    await this.d.codes.consume(to, 'bind', input.code);
    await this.d.db
      .transaction(async (tx) => {
        await repo.updateUser(tx, user.userId, patch);
        await this.core.securityChanged(tx, user, change);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new Refusal('ACCOUNT_EXISTS');
        throw error;
      });
    return null;
  }
}
