import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { useTestApp } from '../helpers.ts';
import { get, lastCode, PASSWORD, post, registerUser, totpAt } from './fixtures.ts';

const clock = new ManualClock();

describe('login, sessions and lockout', () => {
  const app = useTestApp({}, { clock });

  it('logs in by email and refuses empty fields', async () => {
    const { email } = await registerUser(app());
    const res = await post(app(), 'userLogin', { account: email.toUpperCase(), password: PASSWORD });
    expect(res).toMatchObject({ code: 0, event: 'userLogin', data: { email, kind: 'real' } });
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const empty = await post(app(), 'userLogin', { account: '', password: '' });
    expect(empty).toMatchObject({ code: 400, reason: 'REQUEST_VALIDATION_FAILED' });
    expect(Object.keys(empty.data.fields).sort()).toEqual(['account', 'password']);
  });

  it('locks the account for 15 minutes after five failed logins, with a clear message', async () => {
    const { email } = await registerUser(app());
    for (const remaining of [4, 3, 2, 1]) {
      const res = await post(app(), 'userLogin', { account: email, password: 'wrong-pass' });
      expect(res).toMatchObject({ code: 1, reason: 'ACCOUNT_CREDENTIALS_INVALID', data: { remaining } });
    }
    const fifth = await post(app(), 'userLogin', { account: email, password: 'wrong-pass' });
    expect(fifth).toMatchObject({ code: 1, reason: 'ACCOUNT_LOCKED' });
    expect(fifth.message).toContain('15 minutes');
    const right = await post(app(), 'userLogin', { account: email, password: PASSWORD, lang: 'hy' });
    expect(right.reason).toBe('ACCOUNT_LOCKED');
    clock.advance(15 * 60_000);
    expect((await post(app(), 'userLogin', { account: email, password: PASSWORD })).code).toBe(0);
    // A success clears the count.
    expect((await post(app(), 'userLogin', { account: email, password: 'x1' })).data).toEqual({
      remaining: 4,
    });
  });

  it('answers an unknown account like a wrong password', async () => {
    const res = await post(app(), 'userLogin', { account: 'nobody@example.com', password: PASSWORD });
    expect(res).toMatchObject({ code: 1, reason: 'ACCOUNT_CREDENTIALS_INVALID' });
  });

  it('expires sessions (code 1000) and logout ends the token', async () => {
    const { token } = await registerUser(app());
    expect((await get(app(), 'info', {}, { token })).code).toBe(7);
    clock.advance(7 * 24 * 3_600_000 + 1000);
    expect(await get(app(), 'info', {}, { token })).toMatchObject({
      code: 1000,
      reason: 'AUTH_LOGIN_REQUIRED',
      data: 2,
    });

    const { email } = await registerUser(app());
    const login = await post(app(), 'userLogin', { account: email, password: PASSWORD });
    const t = login.data.token;
    expect(await post(app(), 'logout', {}, { token: t })).toMatchObject({ code: 0, event: 'logout' });
    expect((await get(app(), 'info', {}, { token: t })).code).toBe(1000);
    expect((await get(app(), 'info')).code).toBe(1000);
    expect((await get(app(), 'info', {}, { token: 'forged-token-value' })).code).toBe(1000);
  });

  it('changing the password ends other sessions with code 2000 and keeps this one', async () => {
    const { token: first, email } = await registerUser(app());
    const second = (await post(app(), 'userLogin', { account: email, password: PASSWORD })).data.token;
    const wrongOld = await post(
      app(),
      'updatePassword',
      { old_password: 'nope-nope', password: 'NewPass#1', password_confirm: 'NewPass#1' },
      { token: second },
    );
    expect(wrongOld.reason).toBe('ACCOUNT_PASSWORD_WRONG');
    const same = await post(
      app(),
      'updatePassword',
      { old_password: PASSWORD, password: PASSWORD, password_confirm: PASSWORD },
      { token: second },
    );
    expect(same.reason).toBe('ACCOUNT_PASSWORD_SAME');
    const tooLong = await post(
      app(),
      'updatePassword',
      { old_password: PASSWORD, password: 'x'.repeat(25), password_confirm: 'x'.repeat(25) },
      { token: second },
    );
    expect(tooLong.data.fields.password).toBe('The password must be 6 to 24 characters.');
    const ok = await post(
      app(),
      'updatePassword',
      { old_password: PASSWORD, password: 'NewPass#1', password_confirm: 'NewPass#1' },
      { token: second },
    );
    expect(ok).toMatchObject({ code: 0 });
    expect(await get(app(), 'info', {}, { token: first })).toMatchObject({
      code: 2000,
      reason: 'AUTH_RELOGIN_REQUIRED',
    });
    expect((await get(app(), 'info', {}, { token: second })).code).toBe(7);
    expect((await post(app(), 'userLogin', { account: email, password: PASSWORD })).code).toBe(1);
    expect((await post(app(), 'userLogin', { account: email, password: 'NewPass#1' })).code).toBe(0);
    const inbox = await get(app(), 'messageList', {}, { token: second });
    expect(inbox.data.items[0].title).toBe('Security settings changed');
    expect(inbox.data.items[0].summary).toContain('login password');
  });

  it('resets a forgotten password by code, ending every session', async () => {
    const { token, email } = await registerUser(app());
    clock.advance(61_000);
    expect((await get(app(), 'getCode', { type: 'email', email, purpose: 'reset' })).code).toBe(0);
    const code = await lastCode(app(), email);
    const res = await post(app(), 'forgetPassword', {
      type: 'email',
      email,
      code,
      password: 'Reset#2026',
      password_confirm: 'Reset#2026',
    });
    expect(res).toMatchObject({ code: 0, event: 'forgetPassword' });
    expect((await get(app(), 'info', {}, { token })).code).toBe(2000);
    expect((await post(app(), 'userLogin', { account: email, password: 'Reset#2026' })).code).toBe(0);
    const replay = await post(app(), 'forgetPassword', {
      type: 'email',
      email,
      code,
      password: 'Again#2026',
      password_confirm: 'Again#2026',
    });
    expect(replay.reason).toBe('ACCOUNT_CODE_EXPIRED');
  });

  it('recovers by security question, counting wrong answers towards the lock', async () => {
    const { token, email } = await registerUser(app());
    // Without a question set, the account gets a stand-in question, as an unknown account does.
    const standIn = await get(app(), 'getSecurityQuestion', { account: email });
    expect(standIn.code).toBe(7);
    expect([1, 2, 3]).toContain(standIn.data.question_id);
    const badId = await post(
      app(),
      'setSecurityQuestion',
      { question_id: 4, answer: 'x', password: PASSWORD },
      { token },
    );
    expect(badId.data.fields.question_id).toBeDefined();
    const set = await post(
      app(),
      'setSecurityQuestion',
      { question_id: 3, answer: '  Kyoto  Garden ', password: PASSWORD },
      { token },
    );
    expect(set.code).toBe(0);
    expect((await get(app(), 'getSecurityQuestion', { account: email })).data).toEqual({ question_id: 3 });
    const form = { account: email, question_id: 3, password: 'ByAnswer#1', password_confirm: 'ByAnswer#1' };
    const wrong = await post(app(), 'resetPasswordByQuestion', { ...form, answer: 'Osaka' });
    expect(wrong).toMatchObject({ reason: 'ACCOUNT_SECURITY_ANSWER_WRONG', data: { remaining: 4 } });
    expect(
      (await post(app(), 'resetPasswordByQuestion', { ...form, question_id: 1, answer: 'kyoto garden' }))
        .reason,
    ).toBe('ACCOUNT_SECURITY_ANSWER_WRONG');
    expect((await post(app(), 'resetPasswordByQuestion', { ...form, answer: 'kyoto garden' })).code).toBe(0);
    expect((await post(app(), 'userLogin', { account: email, password: 'ByAnswer#1' })).code).toBe(0);
  });
});

describe('trade password and Google verification', () => {
  const app = useTestApp({}, { clock });

  it('sets, reports and changes a 6-digit trade password', async () => {
    const { token } = await registerUser(app());
    expect((await get(app(), 'hasTpassword', {}, { token })).data).toEqual({ transaction_password: 0 });
    for (const bad of ['12345', '1234567', 'abcdef', '12 456']) {
      const res = await post(
        app(),
        'setTradePassword',
        { password: PASSWORD, trade_password: bad, trade_password_confirm: bad },
        { token },
      );
      expect(res.data.fields.trade_password).toBe('The trade password must be exactly 6 digits.');
    }
    const mismatch = await post(
      app(),
      'setTradePassword',
      { password: PASSWORD, trade_password: '135790', trade_password_confirm: '135791' },
      { token },
    );
    expect(mismatch.data.fields).toEqual({ trade_password_confirm: 'The two passwords do not match.' });
    const wrongLogin = await post(
      app(),
      'setTradePassword',
      { password: 'nope-nope', trade_password: '135790', trade_password_confirm: '135790' },
      { token },
    );
    expect(wrongLogin.reason).toBe('ACCOUNT_PASSWORD_WRONG');
    const set = await post(
      app(),
      'setTradePassword',
      { password: PASSWORD, trade_password: '135790', trade_password_confirm: '135790' },
      { token },
    );
    expect(set).toMatchObject({ code: 0 });
    expect((await get(app(), 'hasTpassword', {}, { token })).data).toEqual({ transaction_password: 1 });
    const again = await post(
      app(),
      'setTradePassword',
      { password: PASSWORD, trade_password: '246801', trade_password_confirm: '246801' },
      { token },
    );
    expect(again.reason).toBe('ACCOUNT_TRADE_PASSWORD_SET');
    const wrongOld = await post(
      app(),
      'updateTradePassword',
      { old_trade_password: '000000', trade_password: '246801', trade_password_confirm: '246801' },
      { token },
    );
    expect(wrongOld.reason).toBe('ACCOUNT_TRADE_PASSWORD_WRONG');
    const changed = await post(
      app(),
      'updateTradePassword',
      { old_trade_password: '135790', trade_password: '246801', trade_password_confirm: '246801' },
      { token },
    );
    expect(changed.code).toBe(0);
    await expect(
      app().services.accounts.checkTradePassword(
        (await get(app(), 'info', {}, { token })).data.uid,
        '246801',
      ),
    ).resolves.toBeUndefined();
  });

  it('binds Google verification with a confirmed code, asks for it at login, refuses replays, unbinds', async () => {
    const { token, email } = await registerUser(app());
    const secret = await get(app(), 'googleSecret', {}, { token });
    expect(secret.code).toBe(7);
    expect(secret.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/Kestrel/);
    const s: string = secret.data.secret;
    const wrong = await post(app(), 'bindGoogle', { google_code: '000000', password: PASSWORD }, { token });
    expect(['ACCOUNT_GOOGLE_CODE_INVALID']).toContain(wrong.reason);
    const code = await totpAt(s, clock);
    expect((await post(app(), 'bindGoogle', { google_code: code, password: PASSWORD }, { token })).code).toBe(
      0,
    );
    expect((await get(app(), 'info', {}, { token })).data.google_bound).toBe(true);
    expect((await get(app(), 'googleSecret', {}, { token })).reason).toBe('ACCOUNT_GOOGLE_ALREADY_BOUND');

    const needs = await post(app(), 'userLogin', { account: email, password: PASSWORD });
    expect(needs).toMatchObject({
      code: 1,
      reason: 'ACCOUNT_GOOGLE_CODE_REQUIRED',
      data: { google_required: true },
    });
    // The code used to bind cannot be used again.
    const replay = await post(app(), 'userLogin', { account: email, password: PASSWORD, google_code: code });
    expect(replay.reason).toBe('ACCOUNT_GOOGLE_CODE_INVALID');
    clock.advance(30_000);
    const fresh = await totpAt(s, clock);
    const login = await post(app(), 'userLogin', { account: email, password: PASSWORD, google_code: fresh });
    expect(login.code).toBe(0);
    expect(
      (await post(app(), 'userLogin', { account: email, password: PASSWORD, google_code: fresh })).reason,
    ).toBe('ACCOUNT_GOOGLE_CODE_INVALID');
    // One step of tolerance either side: a minute later the code of 30 s ago still opens, the
    // code of a minute ago does not.
    clock.advance(60_000);
    const tooOld = await totpAt(s, clock, -2);
    expect(
      (await post(app(), 'unbindGoogle', { google_code: tooOld }, { token: login.data.token })).reason,
    ).toBe('ACCOUNT_GOOGLE_CODE_INVALID');
    const unbind = await post(
      app(),
      'unbindGoogle',
      { google_code: await totpAt(s, clock, -1) },
      { token: login.data.token },
    );
    expect(unbind.code).toBe(0);
    // Binding was a security change: the first session must log in again.
    expect((await get(app(), 'info', {}, { token })).code).toBe(2000);
    expect((await post(app(), 'userLogin', { account: email, password: PASSWORD })).code).toBe(0);
  });
});
