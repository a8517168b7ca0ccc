import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { useTestApp } from '../helpers.ts';
import { freshEmail, get, lastCode, PASSWORD, post, registerUser, userCount } from './fixtures.ts';

const clock = new ManualClock();

describe('registration and verification codes', () => {
  const app = useTestApp({}, { clock });

  it('registers by email with the code from the outbox and returns token_h5 and the session fields', async () => {
    const email = freshEmail();
    const sent = await get(app(), 'getCode', { type: 'email', email, purpose: 'register', lang: 'jp' });
    expect(sent).toMatchObject({ code: 0, event: 'getCode', data: { expires_in: 600, resend_in: 60 } });
    expect(sent.data.sent_to).toContain('***@example.com');
    const code = await lastCode(app(), email);
    const res = await post(app(), 'userRegister', {
      type: 'email',
      email,
      nationality: 'jp',
      code,
      password: PASSWORD,
      password_confirm: PASSWORD,
      agree: 'on',
    });
    expect(res).toMatchObject({ code: 0, event: 'userRegister' });
    expect(res.data.token_h5).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.token).toBe(res.data.token_h5);
    expect(res.data).toMatchObject({
      email,
      kind: 'real',
      nationality: 'JP',
      transaction_password: 0,
      google_bound: false,
      phone: null,
      display_phone: email.slice(0, 12),
    });
    expect(res.data.invitation_code).toMatch(/^[A-Z2-9]{8}$/);
    const info = await get(app(), 'info', {}, { token: res.data.token_h5 });
    expect(info).toMatchObject({ code: 7, data: { uid: res.data.uid, email } });
  });

  it('registers by phone after checking the number fits its area code', async () => {
    const bad = await get(app(), 'getCode', {
      type: 'phone',
      area_code: '44',
      phone: '12345',
      purpose: 'register',
    });
    expect(bad).toMatchObject({ code: 400, reason: 'REQUEST_VALIDATION_FAILED' });
    expect(bad.data.fields.phone).toBe('Please enter a valid phone number.');
    const sent = await get(app(), 'getCode', {
      type: 'phone',
      area_code: '+44',
      phone: '7911123456',
      purpose: 'register',
    });
    expect(sent.code).toBe(0);
    const code = await lastCode(app(), '+447911123456');
    const res = await post(app(), 'userRegister', {
      type: 'phone',
      area_code: '44',
      phone: '7911123456',
      nationality: 'GB',
      code,
      password: PASSWORD,
      password_confirm: PASSWORD,
      agree: 1,
    });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ phone: '7911123456', area_code: '44', display_phone: '7911123456' });
  });

  it('refuses each malformed field with a localized message and creates nothing', async () => {
    const before = await userCount(app());
    const res = await post(app(), 'userRegister', {
      lang: 'xby',
      type: 'email',
      email: 'not-an-email',
      nationality: 'DE',
      code: '12',
      password: '123',
      password_confirm: '456',
      agree: 0,
    });
    expect(res).toMatchObject({ code: 400, reason: 'REQUEST_VALIDATION_FAILED' });
    expect(Object.keys(res.data.fields).sort()).toEqual([
      'agree',
      'code',
      'email',
      'password',
      'password_confirm',
    ]);
    expect(res.data.fields.password).not.toMatch(/must be 6/);
    const empty = await post(app(), 'userRegister', { type: 'email' });
    expect(empty.data.fields).toMatchObject({
      nationality: expect.any(String),
      password: expect.any(String),
    });
    const mismatch = await post(app(), 'userRegister', {
      type: 'email',
      email: freshEmail(),
      nationality: 'DE',
      code: '123456',
      password: PASSWORD,
      password_confirm: 'other123',
      agree: 1,
    });
    expect(mismatch.data.fields).toEqual({ password_confirm: 'The two passwords do not match.' });
    expect(await userCount(app())).toBe(before);
  });

  it('codes are single use, expire after 10 minutes and allow 5 attempts', async () => {
    const email = freshEmail();
    const form = {
      type: 'email',
      email,
      nationality: 'FR',
      password: PASSWORD,
      password_confirm: PASSWORD,
      agree: 1,
    };
    await get(app(), 'getCode', { type: 'email', email, purpose: 'register' });
    const code = await lastCode(app(), email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const remaining of [4, 3, 2, 1]) {
      const res = await post(app(), 'userRegister', { ...form, code: wrong });
      expect(res).toMatchObject({ code: 1, reason: 'ACCOUNT_CODE_INVALID' });
      expect(res.message).toContain(String(remaining));
    }
    // The fifth wrong attempt uses up the code: even the right one no longer opens it.
    expect((await post(app(), 'userRegister', { ...form, code: wrong })).reason).toBe('ACCOUNT_CODE_EXPIRED');
    expect((await post(app(), 'userRegister', { ...form, code })).reason).toBe('ACCOUNT_CODE_EXPIRED');

    clock.advance(61_000);
    await get(app(), 'getCode', { type: 'email', email, purpose: 'register' });
    const second = await lastCode(app(), email);
    clock.advance(10 * 60_000);
    expect((await post(app(), 'userRegister', { ...form, code: second })).reason).toBe(
      'ACCOUNT_CODE_EXPIRED',
    );

    await get(app(), 'getCode', { type: 'email', email, purpose: 'register' });
    const third = await lastCode(app(), email);
    expect((await post(app(), 'userRegister', { ...form, code: third })).code).toBe(0);
    expect((await post(app(), 'userRegister', { ...form, code: third })).reason).toBe('ACCOUNT_EXISTS');
  });

  it('limits code requests per target and per address', async () => {
    const email = freshEmail();
    expect((await get(app(), 'getCode', { type: 'email', email, purpose: 'register' })).code).toBe(0);
    const again = await get(app(), 'getCode', { type: 'email', email, purpose: 'register', lang: 'en' });
    expect(again).toMatchObject({ code: 1, reason: 'ACCOUNT_CODE_TOO_SOON' });
    expect(again.message).toMatch(/wait 60 seconds/);
    const ip = '192.0.2.77';
    let last: { code: number; reason?: string } = { code: 0 };
    for (let i = 0; i < 21; i++) {
      last = await get(app(), 'getCode', { type: 'email', email: freshEmail(), purpose: 'register' }, { ip });
    }
    expect(last).toMatchObject({ code: 1, reason: 'ACCOUNT_CODE_LIMIT' });
    clock.advance(3_600_000);
  });

  it('refuses a code for an address already registered; a reset code for an unknown one looks sent', async () => {
    const { email } = await registerUser(app());
    expect((await get(app(), 'getCode', { type: 'email', email, purpose: 'register' })).reason).toBe(
      'ACCOUNT_EXISTS',
    );
    // Answered like a known account's, so the reply does not tell whether the account exists.
    const target = freshEmail();
    const unknown = await get(app(), 'getCode', { type: 'email', email: target, purpose: 'reset' });
    expect(unknown).toMatchObject({ code: 0, data: { expires_in: 600, resend_in: 60 } });
    await expect(lastCode(app(), target)).rejects.toThrow('no code in the outbox');
  });

  it('takes an invitation code, refuses an unknown one, and requires one when the operator says so', async () => {
    const inviter = await registerUser(app());
    const inviterInfo = await get(app(), 'info', {}, { token: inviter.token });
    const code = inviterInfo.data.invitation_code as string;
    await registerUser(app(), { invitation_code: code.toLowerCase() });

    const email = freshEmail();
    await get(app(), 'getCode', { type: 'email', email, purpose: 'register' });
    const form = {
      type: 'email',
      email,
      nationality: 'DE',
      code: await lastCode(app(), email),
      password: PASSWORD,
      password_confirm: PASSWORD,
      agree: 1,
    };
    const before = await userCount(app());
    expect((await post(app(), 'userRegister', { ...form, invitation_code: 'NOPE2345' })).reason).toBe(
      'ACCOUNT_INVITATION_UNKNOWN',
    );
    await app().services.settings.set('register.invitationRequired', true);
    try {
      expect((await post(app(), 'userRegister', form)).reason).toBe('ACCOUNT_INVITATION_REQUIRED');
      expect(await userCount(app())).toBe(before);
      expect((await post(app(), 'userRegister', { ...form, invitation_code: code })).code).toBe(0);
    } finally {
      await app().services.settings.set('register.invitationRequired', false);
    }
  });

  it('sends a welcome message to the new inbox', async () => {
    const { token } = await registerUser(app());
    const list = await get(app(), 'messageList', { lang: 'zh' }, { token });
    expect(list.data.total).toBe(1);
    expect(list.data.items[0]).toMatchObject({ read: false, title: expect.stringContaining('Kestrel') });
    expect((await get(app(), 'messageUnreadCount', {}, { token })).data).toEqual({ unread: 1 });
  });
});
