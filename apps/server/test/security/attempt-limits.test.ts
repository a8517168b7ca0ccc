import { generate } from 'otplib';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { AttemptCounters } from '../../src/modules/accounts/attempts.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, PASSWORD, post, registerUser, totpAt } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall } from '../staff-fixtures.ts';
import { customer, HK_AFTERNOON, TRADE_PASSWORD } from '../wallet/wallet-fixtures.ts';
import { atOnce, bindGoogle, reasonCounts, withdrawer, wrongCode } from './security-fixtures.ts';

/**
 * Failed-attempt limits hold under concurrency: fifty wrong guesses sent at once check at most
 * five secrets (four refusals that count down, then the lock), and the right secret sent next
 * is refused as locked, with the minutes left in the message.
 */
const clock = new ManualClock(HK_AFTERNOON);
const GUESSES = 50;

describe('customer login and recovery under concurrent guessing', () => {
  const app = useTestApp({}, { clock });

  it('locks after fifty concurrent wrong passwords; the right one is then refused', async () => {
    const { email } = await registerUser(app());
    const wrong = await atOnce(GUESSES, () =>
      post(app(), 'userLogin', { account: email, password: 'wrong-pass' }),
    );
    expect(reasonCounts(wrong)).toEqual({ ACCOUNT_CREDENTIALS_INVALID: 4, ACCOUNT_LOCKED: 46 });
    const right = await post(app(), 'userLogin', { account: email, password: PASSWORD });
    expect(right).toMatchObject({ code: 1, reason: 'ACCOUNT_LOCKED' });
    expect(right.message).toContain('15 minutes');
    const jp = await post(app(), 'userLogin', { account: email, password: PASSWORD, lang: 'jp' });
    expect(jp.message).toContain('15分');
    clock.advance(15 * 60_000);
    expect((await post(app(), 'userLogin', { account: email, password: PASSWORD })).code).toBe(0);
  });

  it('locks after fifty concurrent wrong security answers; the right answer resets nothing', async () => {
    const { token, email } = await registerUser(app());
    const set = await post(
      app(),
      'setSecurityQuestion',
      { question_id: 2, answer: 'Ada Lovelace', password: PASSWORD },
      { token },
    );
    expect(set.code, JSON.stringify(set)).toBe(0);
    const form = { account: email, question_id: 2, password: 'Taken#2026', password_confirm: 'Taken#2026' };
    const wrong = await atOnce(GUESSES, (i) =>
      post(app(), 'resetPasswordByQuestion', { ...form, answer: `guess ${i}` }),
    );
    expect(reasonCounts(wrong)).toEqual({ ACCOUNT_SECURITY_ANSWER_WRONG: 4, ACCOUNT_LOCKED: 46 });
    const right = await post(app(), 'resetPasswordByQuestion', { ...form, answer: 'ada lovelace' });
    expect(right).toMatchObject({ code: 1, reason: 'ACCOUNT_LOCKED' });
    expect(right.message).toContain('15 minutes');
    clock.advance(15 * 60_000);
    // The password was not changed by any of the guesses.
    expect((await post(app(), 'userLogin', { account: email, password: 'Taken#2026' })).code).toBe(1);
    expect((await post(app(), 'userLogin', { account: email, password: PASSWORD })).code).toBe(0);
  });

  it('locks after fifty concurrent wrong Google codes with the right password', async () => {
    const { token, email } = await registerUser(app());
    const secret = await bindGoogle(app(), clock, token);
    const bad = await wrongCode(secret, clock);
    const wrong = await atOnce(GUESSES, () =>
      post(app(), 'userLogin', { account: email, password: PASSWORD, google_code: bad }),
    );
    expect(reasonCounts(wrong)).toEqual({ ACCOUNT_GOOGLE_CODE_INVALID: 4, ACCOUNT_LOCKED: 46 });
    const right = await post(app(), 'userLogin', {
      account: email,
      password: PASSWORD,
      google_code: await totpAt(secret, clock),
    });
    expect(right).toMatchObject({ code: 1, reason: 'ACCOUNT_LOCKED' });
    expect(right.message).toContain('15 minutes');
  });

  it('does not count a right password that only lacks its Google code', async () => {
    const { token, email } = await registerUser(app());
    const secret = await bindGoogle(app(), clock, token);
    for (let i = 0; i < 6; i++) {
      const asked = await post(app(), 'userLogin', { account: email, password: PASSWORD });
      expect(asked.reason).toBe('ACCOUNT_GOOGLE_CODE_REQUIRED');
    }
    const wrong = await post(app(), 'userLogin', {
      account: email,
      password: PASSWORD,
      google_code: await wrongCode(secret, clock),
    });
    expect(wrong).toMatchObject({ reason: 'ACCOUNT_GOOGLE_CODE_INVALID', data: { remaining: 4 } });
  });
});

describe('staff login under concurrent guessing', () => {
  const app = useTestApp({}, { clock });

  async function member() {
    const email = `guarded.${Math.random().toString(36).slice(2, 10)}@kestrel.test`;
    const enrolment = await app().services.staff.create(
      { email, name: 'Guarded', password: PASSWORD, roles: ['support'] },
      null,
      null,
    );
    clock.advance(30_000);
    const code = () => generate({ secret: enrolment.totp_secret, epoch: Math.floor(clock.nowMs() / 1000) });
    return { email, secret: enrolment.totp_secret, code };
  }

  it('locks after fifty concurrent wrong passwords; the right password and code are then refused', async () => {
    const s = await member();
    const wrong = await atOnce(GUESSES, () =>
      adminCall(app(), 'staffLogin', { email: s.email, password: 'wrong-one', totp: '123456' }),
    );
    expect(reasonCounts(wrong)).toEqual({ ADMIN_CREDENTIALS_INVALID: 4, ADMIN_LOCKED: 46 });
    const right = await adminCall(app(), 'staffLogin', {
      email: s.email,
      password: PASSWORD,
      totp: await s.code(),
    });
    expect(right).toMatchObject({ code: 1, reason: 'ADMIN_LOCKED' });
    expect(right.message).toMatch(/15/);
    clock.advance(15 * 60_000);
    const after = await adminCall(app(), 'staffLogin', {
      email: s.email,
      password: PASSWORD,
      totp: await s.code(),
    });
    expect(after.code, JSON.stringify(after)).toBe(0);
  });

  it('locks after fifty concurrent wrong authenticator codes with the right password', async () => {
    const s = await member();
    const bad = await wrongCode(s.secret, clock);
    const wrong = await atOnce(GUESSES, () =>
      adminCall(app(), 'staffLogin', { email: s.email, password: PASSWORD, totp: bad }),
    );
    expect(reasonCounts(wrong)).toEqual({ ADMIN_TOTP_INVALID: 4, ADMIN_LOCKED: 46 });
    const right = await adminCall(app(), 'staffLogin', {
      email: s.email,
      password: PASSWORD,
      totp: await s.code(),
    });
    expect(right).toMatchObject({ code: 1, reason: 'ADMIN_LOCKED' });
  });
});

describe('money-moving confirmations under concurrent guessing', () => {
  const app = useTestApp({}, { clock });

  it('locks withdrawals after fifty concurrent wrong trade passwords, says so on the security page', async () => {
    clock.set(HK_AFTERNOON);
    const user = await customer(app(), { tradePassword: true, verified: 'advanced' });
    const withdraw = await withdrawer(app(), user.token);
    const wrong = await atOnce(GUESSES, () => withdraw({ trade_password: '000000' }));
    expect(reasonCounts(wrong)).toEqual({ ACCOUNT_TRADE_PASSWORD_WRONG: 4, ACCOUNT_CONFIRM_LOCKED: 46 });
    const right = await withdraw({ trade_password: TRADE_PASSWORD });
    expect(right).toMatchObject({ code: 1, reason: 'ACCOUNT_CONFIRM_LOCKED', data: { minutes: 15 } });
    expect(right.message).toContain('15 minutes');
    expect((await withdraw({ trade_password: TRADE_PASSWORD, lang: 'xby' })).message).toContain('15 minutos');
    // Changing the trade password asks for the old one under the same lock.
    const change = await post(
      app(),
      'updateTradePassword',
      { old_trade_password: TRADE_PASSWORD, trade_password: '975310', trade_password_confirm: '975310' },
      { token: user.token },
    );
    expect(change.reason).toBe('ACCOUNT_CONFIRM_LOCKED');
    // The lock is the customer's to see; logging in is a separate counter and still works.
    const info = await get(app(), 'info', {}, { token: user.token });
    expect(info.data.confirm_locked_until).toBe(Math.floor((HK_AFTERNOON + 15 * 60_000) / 1000));
    expect((await post(app(), 'userLogin', { account: user.email, password: PASSWORD })).code).toBe(0);
    clock.advance(15 * 60_000);
    expect((await get(app(), 'info', {}, { token: user.token })).data.confirm_locked_until).toBeNull();
    await expect(
      app().services.accounts.checkTradePassword(user.uid, TRADE_PASSWORD),
    ).resolves.toBeUndefined();
  });

  it('counts wrong trade passwords when changing it, one at a time', async () => {
    clock.set(HK_AFTERNOON);
    const user = await customer(app(), { tradePassword: true });
    const change = (old: string) =>
      post(
        app(),
        'updateTradePassword',
        { old_trade_password: old, trade_password: '975310', trade_password_confirm: '975310' },
        { token: user.token },
      );
    for (const remaining of [4, 3, 2, 1]) {
      expect(await change('000000')).toMatchObject({
        reason: 'ACCOUNT_TRADE_PASSWORD_WRONG',
        data: { remaining },
      });
    }
    expect((await change('000000')).reason).toBe('ACCOUNT_CONFIRM_LOCKED');
    expect((await change(TRADE_PASSWORD)).reason).toBe('ACCOUNT_CONFIRM_LOCKED');
  });

  it('holds across processes: fifty counters sharing the database check at most five secrets', async () => {
    clock.set(HK_AFTERNOON);
    const user = await customer(app(), { tradePassword: true });
    const db = app().services.database.db;
    let checked = 0;
    // One AttemptCounters per simulated process, so nothing but the database orders the attempts.
    const results = await Promise.allSettled(
      Array.from({ length: GUESSES }, () => {
        const counters = new AttemptCounters(db, clock);
        return counters.inTurn({ counter: 'confirm', userId: user.uid }, async (attempt) => {
          checked += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw counters.failed(attempt, 'ACCOUNT_TRADE_PASSWORD_WRONG');
        });
      }),
    );
    expect(checked).toBe(5);
    const reasons = results.map((r) =>
      r.status === 'rejected' ? (r.reason as { reason: string }).reason : 'ok',
    );
    expect(reasonCounts(reasons.map((reason) => ({ code: 1, reason })))).toEqual({
      ACCOUNT_TRADE_PASSWORD_WRONG: 4,
      ACCOUNT_CONFIRM_LOCKED: 46,
    });
  });

  it('counts wrong codes when unbinding Google with the withdrawal codes', async () => {
    clock.set(HK_AFTERNOON);
    const user = await customer(app());
    const secret = await bindGoogle(app(), clock, user.token);
    const unbind = (google_code: string) =>
      post(app(), 'unbindGoogle', { google_code }, { token: user.token });
    const bad = await wrongCode(secret, clock);
    const wrong = await atOnce(GUESSES, () => unbind(bad));
    expect(reasonCounts(wrong)).toEqual({ ACCOUNT_GOOGLE_CODE_INVALID: 4, ACCOUNT_CONFIRM_LOCKED: 46 });
    expect((await unbind(await totpAt(secret, clock))).reason).toBe('ACCOUNT_CONFIRM_LOCKED');
    expect((await get(app(), 'info', {}, { token: user.token })).data.google_bound).toBe(true);
  });

  it('locks withdrawals after fifty concurrent wrong Google codes', async () => {
    clock.set(HK_AFTERNOON);
    const user = await customer(app(), { verified: 'advanced' });
    const secret = await bindGoogle(app(), clock, user.token);
    const withdraw = await withdrawer(app(), user.token);
    const bad = await wrongCode(secret, clock);
    const wrong = await atOnce(GUESSES, () => withdraw({ google_code: bad }));
    expect(reasonCounts(wrong)).toEqual({ ACCOUNT_GOOGLE_CODE_INVALID: 4, ACCOUNT_CONFIRM_LOCKED: 46 });
    const right = await withdraw({ google_code: await totpAt(secret, clock) });
    expect(right).toMatchObject({ code: 1, reason: 'ACCOUNT_CONFIRM_LOCKED', data: { minutes: 15 } });
    expect(right.message).toContain('15 minutes');
  });
});

describe('the login password confirming a change in a session, under concurrent guessing', () => {
  const app = useTestApp({}, { clock });
  const login = (account: string, password: string) => post(app(), 'userLogin', { account, password });

  /**
   * Fifty wrong login passwords sent at once through a session check five (four count down, then
   * the lock), the right one is refused as locked, and the lock is the login's: a password guessed
   * with a stolen session counts like one guessed at the login.
   */
  async function expectLoginLock(email: string, confirm: (password: string) => ReturnType<typeof post>) {
    const wrong = await atOnce(GUESSES, (i) => confirm(`guess-${i}`));
    expect(reasonCounts(wrong)).toEqual({ ACCOUNT_PASSWORD_WRONG: 4, ACCOUNT_LOCKED: 46 });
    const right = await confirm(PASSWORD);
    expect(right).toMatchObject({ code: 1, reason: 'ACCOUNT_LOCKED' });
    expect(right.message).toContain('15 minutes');
    const locked = await login(email, PASSWORD);
    expect(locked).toMatchObject({ code: 1, reason: 'ACCOUNT_LOCKED' });
    expect(locked.message).toContain('15 minutes');
  }

  it('locks the login after fifty concurrent wrong passwords changing the password', async () => {
    clock.set(HK_AFTERNOON);
    const { token, email } = await registerUser(app());
    await expectLoginLock(email, (old_password) =>
      post(
        app(),
        'updatePassword',
        { old_password, password: 'Taken#2026', password_confirm: 'Taken#2026' },
        { token },
      ),
    );
    clock.advance(15 * 60_000);
    // None of the guesses changed the password.
    expect((await login(email, 'Taken#2026')).code).toBe(1);
    expect((await login(email, PASSWORD)).code).toBe(0);
  });

  it('locks the login after fifty concurrent wrong passwords setting the trade password', async () => {
    clock.set(HK_AFTERNOON);
    const { token, email } = await registerUser(app());
    await expectLoginLock(email, (password) =>
      post(
        app(),
        'setTradePassword',
        { password, trade_password: TRADE_PASSWORD, trade_password_confirm: TRADE_PASSWORD },
        { token },
      ),
    );
    expect((await get(app(), 'info', {}, { token })).data.transaction_password).toBe(0);
  });

  it('locks the login after fifty concurrent wrong passwords binding Google', async () => {
    clock.set(HK_AFTERNOON);
    const { token, email } = await registerUser(app());
    const secret: string = (await post(app(), 'googleSecret', {}, { token })).data.secret;
    await expectLoginLock(email, async (password) =>
      post(app(), 'bindGoogle', { google_code: await totpAt(secret, clock), password }, { token }),
    );
    expect((await get(app(), 'info', {}, { token })).data.google_bound).toBe(false);
  });

  it('counts wrong passwords in a session with the login’s; the right one clears them', async () => {
    clock.set(HK_AFTERNOON);
    const { token, email } = await registerUser(app());
    const question = (password: string) =>
      post(app(), 'setSecurityQuestion', { question_id: 1, answer: 'Kestrel', password }, { token });
    expect(await question('nope-nope')).toMatchObject({
      reason: 'ACCOUNT_PASSWORD_WRONG',
      data: { remaining: 4 },
    });
    const bindEmail = await post(
      app(),
      'bindEmail',
      { email: 'other@kestrel.test', code: '123456', password: 'nope-nope' },
      { token },
    );
    expect(bindEmail).toMatchObject({ reason: 'ACCOUNT_PASSWORD_WRONG', data: { remaining: 3 } });
    expect(await login(email, 'nope-nope')).toMatchObject({
      reason: 'ACCOUNT_CREDENTIALS_INVALID',
      data: { remaining: 2 },
    });
    expect((await question(PASSWORD)).code).toBe(0);
    expect(await login(email, 'nope-nope')).toMatchObject({ data: { remaining: 4 } });
  });

  it('with Google bound, a right password in a session gives back its attempt but clears no code guessed', async () => {
    clock.set(HK_AFTERNOON);
    const { token, email } = await registerUser(app());
    const secret = await bindGoogle(app(), clock, token);
    const bad = await wrongCode(secret, clock);
    const guess = () => post(app(), 'userLogin', { account: email, password: PASSWORD, google_code: bad });
    expect(await guess()).toMatchObject({ reason: 'ACCOUNT_GOOGLE_CODE_INVALID', data: { remaining: 4 } });
    expect(await guess()).toMatchObject({ reason: 'ACCOUNT_GOOGLE_CODE_INVALID', data: { remaining: 3 } });
    const set = await post(
      app(),
      'setTradePassword',
      { password: PASSWORD, trade_password: TRADE_PASSWORD, trade_password_confirm: TRADE_PASSWORD },
      { token },
    );
    expect(set.code, JSON.stringify(set)).toBe(0);
    expect(await guess()).toMatchObject({ reason: 'ACCOUNT_GOOGLE_CODE_INVALID', data: { remaining: 2 } });
  });

  it('lets the session of a wallet account, which has no password, stand in for it uncounted', async () => {
    clock.set(HK_AFTERNOON);
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { message } = (await post(app(), 'walletNonce', { address: wallet.address })).data;
    const signed = await post(app(), 'walletLogin', {
      message,
      signature: await wallet.signMessage({ message }),
    });
    expect(signed.code, JSON.stringify(signed)).toBe(0);
    const token: string = signed.data.token;
    const questions = await atOnce(6, (i) =>
      post(
        app(),
        'setSecurityQuestion',
        { question_id: 1, answer: 'Kestrel', password: `any-${i}` },
        { token },
      ),
    );
    expect(reasonCounts(questions)).toEqual({ ok: 6 });
    const set = await post(
      app(),
      'setTradePassword',
      { password: 'any-thing', trade_password: TRADE_PASSWORD, trade_password_confirm: TRADE_PASSWORD },
      { token },
    );
    expect(set.code, JSON.stringify(set)).toBe(0);
  });
});
