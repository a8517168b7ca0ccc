import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@platform/contract';
import { generate } from 'otplib';
import type { App } from '../src/app.ts';
import type { ManualClock } from '../src/platform/clock.ts';
import { nextIp, PASSWORD } from './accounts/fixtures.ts';
import { RTOKEN } from './helpers.ts';

/** POST a back-office action as JSON, from a fresh client address. */
export async function adminCall(
  app: App,
  action: string,
  body: Record<string, unknown> = {},
  token?: string,
) {
  const res = await app.server.inject({
    method: 'POST',
    url: `/api/admin/${action}`,
    remoteAddress: nextIp(),
    payload: { rtoken: RTOKEN, ...(token ? { token } : {}), ...body },
  });
  return res.json();
}

/**
 * Creates a staff member with the given roles and signs in with the authenticator code of the
 * next 30-second step (a code is accepted once), moving the test clock forward.
 */
export async function staffSession(
  app: App,
  clock: ManualClock,
  roles: StaffRole[],
): Promise<{ token: string; id: number; secret: string; email: string }> {
  const email = `staff.${randomBytes(4).toString('hex')}@kestrel.test`;
  const enrolment = await app.services.staff.create(
    { email, name: email, password: PASSWORD, roles },
    null,
    null,
  );
  clock.advance(30_000);
  const totp = await generate({ secret: enrolment.totp_secret, epoch: Math.floor(clock.nowMs() / 1000) });
  const res = await adminCall(app, 'staffLogin', { email, password: PASSWORD, totp });
  if (res.code !== 0) throw new Error(`staff login failed: ${JSON.stringify(res)}`);
  return { token: res.data.token, id: enrolment.id, secret: enrolment.totp_secret, email };
}
