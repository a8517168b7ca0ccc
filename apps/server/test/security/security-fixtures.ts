import { generate } from 'otplib';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { ManualClock } from '../../src/platform/clock.ts';
import { get, PASSWORD, post, totpAt } from '../accounts/fixtures.ts';
import { ERC20_ADDRESS, rt } from '../wallet/wallet-fixtures.ts';

/** How many replies carried each reason (`ok` for a success). */
export function reasonCounts(replies: { code: number; reason?: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of replies) {
    const key = r.code === 0 ? 'ok' : (r.reason ?? `code ${r.code}`);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** `n` copies of a request sent at once. */
export function atOnce<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => send(i)));
}

/** Binds Google verification for a logged-in customer and moves past the step spent binding. */
export async function bindGoogle(app: App, clock: ManualClock, token: string): Promise<string> {
  const secret = await post(app, 'googleSecret', {}, { token });
  expect(secret.code, JSON.stringify(secret)).toBe(7);
  const s: string = secret.data.secret;
  const bound = await post(
    app,
    'bindGoogle',
    { google_code: await totpAt(s, clock), password: PASSWORD },
    { token },
  );
  expect(bound.code, JSON.stringify(bound)).toBe(0);
  clock.advance(30_000);
  return s;
}

/** A six-digit code that no step within the tolerance accepts at the clock's time. */
export async function wrongCode(secret: string, clock: ManualClock): Promise<string> {
  const epoch = Math.floor(clock.nowMs() / 1000);
  const valid = await Promise.all([-30, 0, 30].map((d) => generate({ secret, epoch: epoch + d })));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c)) ?? '444444';
}

/** Saves an ERC20 withdrawal address and returns a function posting withdrawals to it. */
export async function withdrawer(app: App, token: string) {
  await post(
    app,
    'addWithdrawAddress',
    { asset: 'USDT', chain: 'ERC20', address: ERC20_ADDRESS, rtoken: rt() },
    { token },
  );
  const list = await get(app, 'withdrawAddresses', {}, { token });
  const addressId = (list.data as { id: number }[])[0]?.id;
  expect(addressId, JSON.stringify(list)).toBeDefined();
  return (confirm: { trade_password?: string; google_code?: string; lang?: string }) =>
    post(
      app,
      'withdraw',
      {
        method: 'address',
        address_id: addressId ?? 0,
        amount: '100',
        trade_password: '',
        ...confirm,
        rtoken: rt(),
      },
      { token },
    );
}
