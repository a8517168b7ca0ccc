import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/modules/accounts/schema.ts';
import { staffSessions } from '../../src/modules/admin/schema.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { PASSWORD, post, registerUser, totpAt } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall } from '../staff-fixtures.ts';
import { HK_AFTERNOON } from '../wallet/wallet-fixtures.ts';
import { atOnce, bindGoogle, reasonCounts } from './security-fixtures.ts';

/**
 * An authenticator code opens once even when the same code arrives many times at once: its
 * step is spent by the statement that accepts it.
 */
const clock = new ManualClock(HK_AFTERNOON);
const COPIES = 10;

describe('one authenticator code, sent ten times at once', () => {
  const app = useTestApp({}, { clock });

  it('opens exactly one staff session', async () => {
    const email = `replay.${Math.random().toString(36).slice(2, 10)}@kestrel.test`;
    const enrolment = await app().services.staff.create(
      { email, name: 'Replay', password: PASSWORD, roles: ['support'] },
      null,
      null,
    );
    clock.advance(30_000);
    const totp = await generate({ secret: enrolment.totp_secret, epoch: Math.floor(clock.nowMs() / 1000) });
    const replies = await atOnce(COPIES, () =>
      adminCall(app(), 'staffLogin', { email, password: PASSWORD, totp }),
    );
    // The copies also count as failed attempts, so some are refused by the lock they set.
    const { ok, ...refused } = reasonCounts(replies);
    expect(ok).toBe(1);
    expect(['ADMIN_LOCKED', 'ADMIN_TOTP_INVALID']).toEqual(expect.arrayContaining(Object.keys(refused)));
    const opened = await app()
      .services.database.db.select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, enrolment.id));
    expect(opened).toHaveLength(1);
  });

  it('logs a customer in once', async () => {
    const { token, email, uid } = await registerUser(app());
    const secret = await bindGoogle(app(), clock, token);
    const google_code = await totpAt(secret, clock);
    const replies = await atOnce(COPIES, () =>
      post(app(), 'userLogin', { account: email, password: PASSWORD, google_code }),
    );
    const { ok, ...refused } = reasonCounts(replies);
    expect(ok).toBe(1);
    expect(['ACCOUNT_GOOGLE_CODE_INVALID', 'ACCOUNT_LOCKED']).toEqual(
      expect.arrayContaining(Object.keys(refused)),
    );
    // The registration's session and one from the login.
    const opened = await app().services.database.db.select().from(sessions).where(eq(sessions.userId, uid));
    expect(opened).toHaveLength(2);
  });

  it('confirms one withdrawal', async () => {
    const user = await registerUser(app());
    const secret = await bindGoogle(app(), clock, user.token);
    const code = await totpAt(secret, clock);
    const checks = await Promise.allSettled(
      Array.from({ length: COPIES }, () => app().services.accounts.checkGoogleCode(user.uid, code)),
    );
    expect(checks.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
  });

  it('unbinds once', async () => {
    const user = await registerUser(app());
    const secret = await bindGoogle(app(), clock, user.token);
    const code = await totpAt(secret, clock);
    const unbinds = await atOnce(COPIES, () =>
      post(app(), 'unbindGoogle', { google_code: code }, { token: user.token }),
    );
    expect(unbinds.filter((r) => r.code === 0)).toHaveLength(1);
    // One security change: one notice in the inbox.
    const inbox = await post(app(), 'messageList', {}, { token: user.token });
    const notices = (inbox.data.items as { title: string }[]).filter(
      (m) => m.title === 'Security settings changed',
    );
    expect(notices).toHaveLength(2);
  });
});
