import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/modules/accounts/schema.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { freshEmail, get, PASSWORD, post, registerUser } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { atOnce, reasonCounts } from './security-fixtures.ts';

/**
 * Password recovery does not tell whether an account exists: an unknown email or phone is
 * answered in the same shape as a known one, and the next step fails as a wrong guess would.
 */
const clock = new ManualClock();

/** What a client can compare between two replies: everything but the masked target itself. */
function shapeOf(reply: { code: number; message: string; reason?: string; data: unknown }) {
  const data = reply.data as Record<string, unknown> | null;
  return {
    code: reply.code,
    message: reply.message,
    reason: reply.reason,
    keys: data ? Object.keys(data).sort() : null,
    expires_in: data?.expires_in,
    resend_in: data?.resend_in,
  };
}

describe('password recovery for known and unknown accounts', () => {
  const app = useTestApp({}, { clock });

  it('answers a reset code request alike, sends nothing for an unknown account, and limits both alike', async () => {
    const { email: known } = await registerUser(app());
    const unknown = freshEmail();
    clock.advance(61_000);
    const ask = (email: string) => get(app(), 'getCode', { type: 'email', email, purpose: 'reset' });
    const [forKnown, forUnknown] = [await ask(known), await ask(unknown)];
    expect(forKnown.code).toBe(0);
    expect(shapeOf(forUnknown)).toEqual(shapeOf(forKnown));
    expect(forUnknown.data.sent_to).toMatch(/^us\*\*\*@example\.com$/);
    const outbox = await app()
      .services.database.db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.target, unknown));
    expect(outbox).toEqual([]);
    // Asked again at once, both are told to wait the same time.
    expect(shapeOf(await ask(unknown))).toEqual(shapeOf(await ask(known)));
    // Resetting with a guessed code fails alike.
    const reset = (email: string) =>
      post(app(), 'forgetPassword', {
        type: 'email',
        email,
        code: '123456',
        password: 'Guess#2026',
        password_confirm: 'Guess#2026',
      });
    const [resetKnown, resetUnknown] = [await reset(known), await reset(unknown)];
    expect(resetKnown.reason).toBe('ACCOUNT_CODE_INVALID');
    expect(shapeOf(resetUnknown)).toEqual(shapeOf(resetKnown));
    expect(resetUnknown.data).toEqual(resetKnown.data);
  });

  it('gives an unknown account a steady stand-in security question whose answers fail like wrong ones', async () => {
    const { token, email: known } = await registerUser(app());
    const set = await post(
      app(),
      'setSecurityQuestion',
      { question_id: 1, answer: 'Robin', password: PASSWORD },
      { token },
    );
    expect(set.code).toBe(0);
    const unknown = freshEmail();
    const question = (account: string) => get(app(), 'getSecurityQuestion', { account });
    const [forKnown, forUnknown] = [await question(known), await question(unknown)];
    expect(forKnown).toMatchObject({ code: 7, data: { question_id: 1 } });
    expect(shapeOf(forUnknown)).toEqual(shapeOf(forKnown));
    expect([1, 2, 3]).toContain(forUnknown.data.question_id);
    // Asking again gives the same question, also written differently.
    expect((await question(unknown)).data).toEqual(forUnknown.data);
    expect((await question(`  ${unknown.toUpperCase()} `)).data).toEqual(forUnknown.data);
    // Stand-ins differ between accounts, so a fixed question cannot give them away.
    const standIns = new Set<number>();
    for (let i = 0; i < 30; i++) standIns.add((await question(freshEmail())).data.question_id);
    expect(standIns.size).toBeGreaterThan(1);

    const answer = (account: string, question_id: number) =>
      post(app(), 'resetPasswordByQuestion', {
        account,
        question_id,
        answer: 'Robin',
        password: 'Guess#2026',
        password_confirm: 'Guess#2026',
      });
    const wrongKnown = await answer(known, 2);
    expect(wrongKnown).toMatchObject({ reason: 'ACCOUNT_SECURITY_ANSWER_WRONG', data: { remaining: 4 } });
    const wrongUnknown = await answer(unknown, forUnknown.data.question_id);
    expect(shapeOf(wrongUnknown)).toEqual(shapeOf(wrongKnown));
    expect(wrongUnknown.data).toEqual(wrongKnown.data);
  });

  it('answers an unknown phone number like a known one', async () => {
    const ask = (phone: string) => get(app(), 'getSecurityQuestion', { account: phone, area_code: '49' });
    const first = await ask('15112345678');
    expect(first.code).toBe(7);
    expect((await ask('151 1234 5678')).data).toEqual(first.data);
    clock.advance(61_000);
    const code = await get(app(), 'getCode', {
      type: 'phone',
      area_code: '49',
      phone: '15112345678',
      purpose: 'reset',
    });
    expect(code).toMatchObject({ code: 0, data: { expires_in: 600, resend_in: 60 } });
  });
});

describe('login and security-question reset count attempts per identifier, known or not', () => {
  const app = useTestApp({}, { clock });
  /** Six wrong tries one after the other: four count down, the fifth locks, the sixth is locked. */
  const six = async (
    send: () => Promise<{ code: number; message: string; reason?: string; data: unknown }>,
  ) => {
    const replies = [];
    for (let i = 0; i < 6; i++) {
      const reply = await send();
      replies.push({ ...shapeOf(reply), data: reply.data });
    }
    return replies;
  };

  it('answers wrong logins of an unknown email exactly as those of a known one, through the lock', async () => {
    const { email: known } = await registerUser(app());
    const unknown = freshEmail();
    const login = (account: string) => () => post(app(), 'userLogin', { account, password: 'Wrong#2026' });
    const forKnown = await six(login(known));
    const forUnknown = await six(login(unknown));
    expect(forKnown.map((r) => r.reason)).toEqual([
      'ACCOUNT_CREDENTIALS_INVALID',
      'ACCOUNT_CREDENTIALS_INVALID',
      'ACCOUNT_CREDENTIALS_INVALID',
      'ACCOUNT_CREDENTIALS_INVALID',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    expect(forUnknown).toEqual(forKnown);
    // The lock holds for the identifier however it is written, and ends alike.
    const shouted = await post(app(), 'userLogin', { account: ` ${unknown.toUpperCase()}`, password: 'x' });
    expect(shapeOf(shouted)).toEqual(
      shapeOf(await post(app(), 'userLogin', { account: known, password: 'x' })),
    );
    clock.advance(15 * 60_000);
    expect((await post(app(), 'userLogin', { account: known, password: PASSWORD })).code).toBe(0);
    const again = await post(app(), 'userLogin', { account: unknown, password: 'x' });
    expect(again).toMatchObject({ reason: 'ACCOUNT_CREDENTIALS_INVALID', data: { remaining: 4 } });
  });

  it('answers wrong security answers of an unknown email exactly as those of a known one, through the lock', async () => {
    const { token, email: known } = await registerUser(app());
    const set = await post(
      app(),
      'setSecurityQuestion',
      { question_id: 1, answer: 'Robin', password: PASSWORD },
      { token },
    );
    expect(set.code, JSON.stringify(set)).toBe(0);
    const unknown = freshEmail();
    const reset = (account: string) => async () => {
      const { question_id } = (await get(app(), 'getSecurityQuestion', { account })).data;
      return post(app(), 'resetPasswordByQuestion', {
        account,
        question_id,
        answer: 'Sparrow',
        password: 'Guess#2026',
        password_confirm: 'Guess#2026',
      });
    };
    const forKnown = await six(reset(known));
    const forUnknown = await six(reset(unknown));
    expect(forKnown.map((r) => r.reason)).toEqual([
      'ACCOUNT_SECURITY_ANSWER_WRONG',
      'ACCOUNT_SECURITY_ANSWER_WRONG',
      'ACCOUNT_SECURITY_ANSWER_WRONG',
      'ACCOUNT_SECURITY_ANSWER_WRONG',
      'ACCOUNT_LOCKED',
      'ACCOUNT_LOCKED',
    ]);
    expect(forUnknown).toEqual(forKnown);
    clock.advance(15 * 60_000);
  });

  it('lets at most four of thirty wrong logins sent at once through, known identifier or not', async () => {
    const { email: known } = await registerUser(app());
    for (const account of [known, freshEmail(), '4915112345678']) {
      const replies = await atOnce(30, () => post(app(), 'userLogin', { account, password: 'Wrong#2026' }));
      expect(reasonCounts(replies), account).toEqual({ ACCOUNT_CREDENTIALS_INVALID: 4, ACCOUNT_LOCKED: 26 });
    }
    const stranger = freshEmail();
    const answers = await atOnce(30, () =>
      post(app(), 'resetPasswordByQuestion', {
        account: stranger,
        question_id: 1,
        answer: 'Sparrow',
        password: 'Guess#2026',
        password_confirm: 'Guess#2026',
      }),
    );
    expect(reasonCounts(answers)).toEqual({ ACCOUNT_SECURITY_ANSWER_WRONG: 4, ACCOUNT_LOCKED: 26 });
    clock.advance(15 * 60_000);
  });
});
