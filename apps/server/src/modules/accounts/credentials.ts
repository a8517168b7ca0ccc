import { createHmac, randomBytes } from 'node:crypto';
import type {
  forgetPasswordInput,
  getSecurityQuestionInput,
  resetPasswordByQuestionInput,
  setSecurityQuestionInput,
  setTradePasswordInput,
  updatePasswordInput,
  updateTradePasswordInput,
} from '@platform/contract';
import { SECURITY_QUESTION_IDS } from '@platform/contract';
import type { z } from 'zod';
import { present } from '../../platform/assert.ts';
import type { SessionUser } from '../../platform/auth.ts';
import { Refusal } from '../../platform/refusal.ts';
import { type AccountCore, DUMMY_HASH, targetOf } from './account-core.ts';
import { loginKeyOf, loginKeysOfUser, normalizeAnswer } from './model.ts';
import { hashSecret, verifySecret } from './passwords.ts';
import type { UserRow } from './repo.ts';
import * as repo from './repo.ts';

type In<T extends z.ZodType> = z.output<T>;

/** The login password, its recovery (by code or security question) and the trade password. */
export class Credentials {
  /**
   * Keys the stand-in security question of an account that does not exist, so asking twice
   * gives the same answer for the life of the process.
   */
  private readonly standInKey = randomBytes(32);

  constructor(private readonly core: AccountCore) {}

  private get d() {
    return this.core.d;
  }

  async updatePassword(user: SessionUser, input: In<typeof updatePasswordInput>): Promise<null> {
    const row = await this.core.userOf(user);
    // A wallet account has no password to change; its session stands in only to confirm one.
    if (row.passwordHash === null) throw new Refusal('ACCOUNT_PASSWORD_WRONG');
    await this.core.confirmPassword(row, input.old_password);
    if (input.old_password === input.password) throw new Refusal('ACCOUNT_PASSWORD_SAME');
    const passwordHash = await hashSecret(input.password);
    await this.d.db.transaction(async (tx) => {
      await repo.updateUser(tx, user.userId, { passwordHash });
      await this.core.securityChanged(tx, user, 'changeLoginPassword');
    });
    return null;
  }

  async forgetPassword(input: In<typeof forgetPasswordInput>): Promise<null> {
    const to = targetOf(input);
    const row = await this.core.findByTarget(this.d.db, to);
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
        securityChangedAt: this.core.now(),
      });
      await this.core.attempts.clear(tx, { counter: 'login', keys: loginKeysOfUser(row) });
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
    const row = await this.core.userByAccount(input.account, input.area_code);
    if (row?.securityQuestionId) return { question_id: row.securityQuestionId };
    return { question_id: this.standInQuestion(input.account, input.area_code) };
  }

  /** A question id derived from the account as typed, the same each time it is asked. */
  private standInQuestion(account: string, areaCode: string | undefined): number {
    const typed = account.trim().toLowerCase().replace(/[\s-]/g, '').replace(/^\+/, '');
    const mac = createHmac('sha256', this.standInKey)
      .update(`${areaCode ?? ''}:${typed}`)
      .digest();
    return present(SECURITY_QUESTION_IDS[mac.readUInt32BE(0) % SECURITY_QUESTION_IDS.length], 'question id');
  }

  async resetByQuestion(input: In<typeof resetPasswordByQuestionInput>): Promise<null> {
    const row = await this.core.userByAccount(input.account, input.area_code);
    const answer = normalizeAnswer(input.answer);
    const attempts = this.core.attempts;
    // Counted under the identifier as typed whether or not an account has it, and an unknown
    // account (or one without a question) is refused like a wrong answer after as much work, so
    // neither the replies nor the lock tell that the account exists.
    await attempts.inTurn({ counter: 'login', keys: [loginKeyOf(input.account)] }, async (attempt) => {
      const known = row?.securityQuestionId && row.securityAnswerHash ? row : undefined;
      const answerOk = await verifySecret(known?.securityAnswerHash ?? (await DUMMY_HASH), answer);
      if (!known || known.securityQuestionId !== input.question_id || !answerOk) {
        throw attempts.failed(attempt, 'ACCOUNT_SECURITY_ANSWER_WRONG');
      }
      await this.resetPassword(known, input.password);
    });
    return null;
  }

  async setSecurityQuestion(user: SessionUser, input: In<typeof setSecurityQuestionInput>): Promise<null> {
    const row = await this.core.userOf(user);
    await this.core.confirmPassword(row, input.password);
    const securityAnswerHash = await hashSecret(normalizeAnswer(input.answer));
    await this.d.db.transaction(async (tx) => {
      await repo.updateUser(tx, user.userId, { securityQuestionId: input.question_id, securityAnswerHash });
      await this.core.securityChanged(tx, user, 'changeSecurityQuestion');
    });
    return null;
  }

  async hasTradePassword(user: SessionUser): Promise<{ transaction_password: 0 | 1 }> {
    const row = await this.core.userOf(user);
    return { transaction_password: row.tradePasswordHash ? 1 : 0 };
  }

  async setTradePassword(user: SessionUser, input: In<typeof setTradePasswordInput>): Promise<null> {
    const row = await this.core.userOf(user);
    if (row.tradePasswordHash) throw new Refusal('ACCOUNT_TRADE_PASSWORD_SET');
    await this.core.confirmPassword(row, input.password);
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
      await this.core.securityChanged(tx, user, 'changeTradePassword');
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
    const attempts = this.core.attempts;
    await attempts.inTurn({ counter: 'confirm', userId: userId }, async (attempt) => {
      if (!(await verifySecret(hashed, tradePassword))) {
        throw attempts.failed(attempt, 'ACCOUNT_TRADE_PASSWORD_WRONG');
      }
      await attempts.clear(this.d.db, { counter: 'confirm', userId: userId });
    });
  }
}
