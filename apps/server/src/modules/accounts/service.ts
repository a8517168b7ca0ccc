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
import type { z } from 'zod';
import type { SessionUser } from '../../platform/auth.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AccountCore, type AccountsDeps, type RequestMeta } from './account-core.ts';
import { Credentials } from './credentials.ts';
import { Registration } from './registration.ts';
import type { UserRow } from './repo.ts';
import * as repo from './repo.ts';
import { SecondFactors } from './second-factors.ts';

export { type AccountsDeps, isUniqueViolation, type RequestMeta, targetOf } from './account-core.ts';

type In<T extends z.ZodType> = z.output<T>;

/**
 * Use cases of customer accounts, one entry point for routes and other modules. Each use case
 * lives with its kind: registration and login (registration.ts), passwords and the security
 * question (credentials.ts), second factors and bindings (second-factors.ts); the profile is
 * here. Each checks its preconditions in order and changes nothing until the last one passed
 * (STYLE.md, errors).
 */
export class AccountsService {
  private readonly core: AccountCore;
  private readonly registration: Registration;
  private readonly credentials: Credentials;
  private readonly factors: SecondFactors;

  constructor(private readonly d: AccountsDeps) {
    this.core = new AccountCore(d);
    this.registration = new Registration(this.core);
    this.credentials = new Credentials(this.core);
    this.factors = new SecondFactors(this.core);
  }

  // Registration, login and logout.
  sendCode(input: In<typeof getCodeInput>, meta: RequestMeta): Promise<CodeSent> {
    return this.registration.sendCode(input, meta);
  }
  register(input: In<typeof userRegisterInput>, meta: RequestMeta): Promise<RegisterResult> {
    return this.registration.register(input, meta);
  }
  login(input: In<typeof userLoginInput>, meta: RequestMeta): Promise<LoginResult> {
    return this.registration.login(input, meta);
  }
  logout(user: SessionUser): Promise<null> {
    return this.registration.logout(user);
  }
  /** The account of a wallet signing in for the first time: no password, no email or phone. */
  createWalletUser(tx: DbOrTx, walletAddress: string, lang: Lang): Promise<UserRow> {
    return this.registration.createWalletUser(tx, walletAddress, lang);
  }
  /** A virtual account with its own session, expiring with the account (spec section 6). */
  demo(meta: RequestMeta): Promise<LoginResult> {
    return this.registration.demo(meta);
  }
  /** The platform's own trading account (the market maker), found by its reserved address or created once. */
  serviceAccount(key: string, nickname: string): Promise<number> {
    return this.registration.serviceAccount(key, nickname);
  }

  // Passwords, recovery and the trade password.
  updatePassword(user: SessionUser, input: In<typeof updatePasswordInput>): Promise<null> {
    return this.credentials.updatePassword(user, input);
  }
  forgetPassword(input: In<typeof forgetPasswordInput>): Promise<null> {
    return this.credentials.forgetPassword(input);
  }
  securityQuestionOf(input: In<typeof getSecurityQuestionInput>): Promise<{ question_id: number }> {
    return this.credentials.securityQuestionOf(input);
  }
  resetByQuestion(input: In<typeof resetPasswordByQuestionInput>): Promise<null> {
    return this.credentials.resetByQuestion(input);
  }
  setSecurityQuestion(user: SessionUser, input: In<typeof setSecurityQuestionInput>): Promise<null> {
    return this.credentials.setSecurityQuestion(user, input);
  }
  hasTradePassword(user: SessionUser): Promise<{ transaction_password: 0 | 1 }> {
    return this.credentials.hasTradePassword(user);
  }
  setTradePassword(user: SessionUser, input: In<typeof setTradePasswordInput>): Promise<null> {
    return this.credentials.setTradePassword(user, input);
  }
  updateTradePassword(user: SessionUser, input: In<typeof updateTradePasswordInput>): Promise<null> {
    return this.credentials.updateTradePassword(user, input);
  }
  /** For money-moving modules: the trade password must be set and must match (attempt-limited). */
  checkTradePassword(userId: number, tradePassword: string): Promise<void> {
    return this.credentials.checkTradePassword(userId, tradePassword);
  }

  // Second factors and the bound email and phone.
  /** What money-moving modules check before a withdrawal: confirmations set, freezes, last security change. */
  moneySecurity(userId: number) {
    return this.factors.moneySecurity(userId);
  }
  /** For money-moving modules, in their transaction: the withdrawal freeze, the customer's row locked against a change. */
  withdrawFreezeLocked(tx: DbOrTx, userId: number): Promise<string | null> {
    return this.factors.withdrawFreezeLocked(tx, userId);
  }
  /** For money-moving modules: a Google code of a bound account, accepted once (attempt-limited). */
  checkGoogleCode(userId: number, code: string): Promise<void> {
    return this.factors.checkGoogleCode(userId, code);
  }
  googleSecret(user: SessionUser): Promise<GoogleSecret> {
    return this.factors.googleSecret(user);
  }
  bindGoogle(user: SessionUser, input: { google_code: string; password: string }): Promise<null> {
    return this.factors.bindGoogle(user, input);
  }
  unbindGoogle(user: SessionUser, input: { google_code: string }): Promise<null> {
    return this.factors.unbindGoogle(user, input);
  }
  bindEmail(user: SessionUser, input: In<typeof bindEmailInput>): Promise<null> {
    return this.factors.bindEmail(user, input);
  }
  bindPhone(user: SessionUser, input: In<typeof bindPhoneInput>): Promise<null> {
    return this.factors.bindPhone(user, input);
  }

  // Profile.
  /** Whether a customer with this uid exists (for modules acting on a uid given by staff). */
  async exists(uid: number, db: DbOrTx = this.d.db): Promise<boolean> {
    return (await repo.userById(db, uid)) !== undefined;
  }

  async info(user: SessionUser, lang: Lang): Promise<UserInfo> {
    return this.infoOf(await this.core.userOf(user), lang);
  }

  infoOf(user: UserRow, lang: Lang): UserInfo {
    return this.core.infoOf(user, lang);
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
}
