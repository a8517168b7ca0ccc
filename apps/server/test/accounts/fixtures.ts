import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { outboxMessages, users } from '../../src/modules/accounts/schema.ts';
import type { ManualClock } from '../../src/platform/clock.ts';
import { RTOKEN } from '../helpers.ts';

type Params = Record<string, string | number | undefined>;
let ipCounter = 0;

/** A fresh client address per call, so per-address limits only bite where a test means them to. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
}

export async function call(
  app: App,
  method: 'GET' | 'POST',
  action: string,
  params: Params = {},
  opts: CallOptions = {},
) {
  const all = new URLSearchParams({ rtoken: RTOKEN });
  for (const [k, v] of Object.entries(params)) if (v !== undefined) all.set(k, String(v));
  if (opts.token) all.set('token', opts.token);
  const res = await app.server.inject({
    method,
    url: `/api/web/${action}${method === 'GET' ? `?${all}` : ''}`,
    remoteAddress: opts.ip ?? nextIp(),
    ...(method === 'POST'
      ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: all.toString() }
      : {}),
  });
  return res.json();
}

export const get = (app: App, action: string, params?: Params, opts?: CallOptions) =>
  call(app, 'GET', action, params, opts);
export const post = (app: App, action: string, params?: Params, opts?: CallOptions) =>
  call(app, 'POST', action, params, opts);

/** The last verification code the outbox holds for a target. */
export async function lastCode(app: App, target: string): Promise<string> {
  const rows = await app.services.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.target, target))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

let emailCounter = 0;
export function freshEmail(): string {
  emailCounter += 1;
  return `user${emailCounter}.${Date.now().toString(36)}@example.com`;
}

export const PASSWORD = 'Secret#2026';

/** Registers by email through the real code flow and returns the session token and email. */
export async function registerUser(
  app: App,
  extra: Params = {},
): Promise<{ token: string; email: string; uid: number }> {
  const email = freshEmail();
  const sent = await get(app, 'getCode', { type: 'email', email, purpose: 'register' });
  expect(sent.code, JSON.stringify(sent)).toBe(0);
  const code = await lastCode(app, email);
  const res = await post(app, 'userRegister', {
    type: 'email',
    email,
    nationality: 'DE',
    code,
    password: PASSWORD,
    password_confirm: PASSWORD,
    agree: 1,
    ...extra,
  });
  expect(res.code, JSON.stringify(res)).toBe(0);
  return { token: res.data.token_h5, email, uid: res.data.uid };
}

export async function userCount(app: App): Promise<number> {
  const rows = await app.services.database.db.select({ id: users.id }).from(users);
  return rows.length;
}

/** The current code of an authenticator holding `secret`, at the test clock's time. */
export function totpAt(secret: string, clock: ManualClock, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.nowMs() / 1000) + offsetSteps * 30 });
}
