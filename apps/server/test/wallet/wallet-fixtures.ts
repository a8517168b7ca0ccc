import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Clock, ManualClock } from '../../src/platform/clock.ts';
import { testConfig } from '../../src/platform/config.ts';
import { PASSWORD, post, registerUser } from '../accounts/fixtures.ts';
import { verifyCustomer } from '../kyc/kyc-fixtures.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';

/** A fresh rtoken: money-moving actions treat a repeated one as a replay. */
export const rt = () => randomBytes(6).toString('hex');
export const TRADE_PASSWORD = '246810';
export const hash64 = () => randomBytes(32).toString('hex');
export const ERC20_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const TRC20_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
/** 14:00 in Hong Kong, inside the default withdrawal window. */
export const HK_AFTERNOON = Date.UTC(2026, 10, 23, 6, 0, 0);

/**
 * Overrides for apps whose prices move only when the test sets them: tests that read the recorded
 * price of a second (fixed-term settlement) would be decided by a simulated tick landing in it.
 */
export const quietMarket = () => ({ market: { ...testConfig().market, simTickMs: 0 } });

/**
 * Sets the price of an instrument by a tick stamped at the clock's current time, from the push
 * feed (or the replay feed, for a test whose later prices come from a recording: one source).
 */
export function tickNow(
  app: App,
  clock: Clock,
  symbol: string,
  priceUnits: bigint,
  source: 'push' | 'replay' = 'push',
): void {
  const ok = app.services.market.ingest({
    symbol,
    priceUnits,
    bidUnits: null,
    askUnits: null,
    volumeUnits: 0n,
    timeMs: clock.nowMs(),
    source,
  });
  expect(ok).toBe(true);
}

let priceTicks = 0;
/**
 * Sets the price of an instrument by a tick dated a year ahead of the test clock, so the
 * simulated feed's ticks (older) are dropped as stale and the price stays put for the test.
 */
export function setPrice(app: App, clock: Clock, symbol: string, priceUnits: bigint) {
  priceTicks += 1;
  const ok = app.services.market.ingest({
    symbol,
    priceUnits,
    bidUnits: null,
    askUnits: null,
    volumeUnits: 0n,
    timeMs: clock.nowMs() + 365 * 86_400_000 + priceTicks,
    source: 'push',
  });
  expect(ok).toBe(true);
}

/**
 * A registered customer; `verified` passes verification through the real flow (the default
 * operator rules ask primary before a deposit and advanced before a withdrawal).
 */
export async function customer(
  app: App,
  opts: { tradePassword?: boolean; verified?: 'primary' | 'advanced' } = {},
) {
  const user = await registerUser(app);
  if (opts.verified) await verifyCustomer(app, user, opts.verified);
  if (opts.tradePassword) {
    const res = await post(
      app,
      'setTradePassword',
      { password: PASSWORD, trade_password: TRADE_PASSWORD, trade_password_confirm: TRADE_PASSWORD },
      { token: user.token },
    );
    expect(res.code, JSON.stringify(res)).toBe(0);
  }
  return user;
}

/** The pending review item of a subject in a queue. */
export async function reviewOf(app: App, queue: string, subjectId: number): Promise<number> {
  const page = await app.services.reviews.list(queue, 'pending', 1, 100);
  const item = page.items.find((i) => i.subject_id === String(subjectId));
  if (!item) throw new Error(`no pending ${queue} item for ${subjectId}`);
  return item.id;
}

export async function financeToken(app: App, clock: ManualClock) {
  return (await staffSession(app, clock, ['finance'])).token;
}

/** Reports a deposit and has finance approve it; returns the deposit id. */
export async function deposit(
  app: App,
  token: string,
  finance: string,
  amount: string,
  channel = 'USDT-TRC20',
): Promise<number> {
  const submitted = await post(
    app,
    'submitDeposit',
    { channel, amount, tx_hash: hash64(), rtoken: rt() },
    { token },
  );
  expect(submitted.code, JSON.stringify(submitted)).toBe(0);
  const id = submitted.data.id as number;
  const approved = await adminCall(
    app,
    'approveReview',
    { id: await reviewOf(app, 'wallet.deposit', id) },
    finance,
  );
  expect(approved.code, JSON.stringify(approved)).toBe(0);
  return id;
}

/** The total assets and what is held in earning products by kind, as the customer sees them. */
export async function totalAssets(app: App, token: string) {
  const res = await post(app, 'getAsset2', {}, { token });
  expect(res.code, JSON.stringify(res)).toBe(7);
  const holdings = res.data.holdings as { kind: string; total_usdt: string }[];
  return {
    total: res.data.total_usdt as string,
    ...Object.fromEntries(holdings.map((h) => [h.kind, h.total_usdt])),
  };
}

/** Available and frozen of one currency of one account type, as the customer sees them. */
export async function holding(app: App, token: string, type: string, asset: string) {
  const res = await post(app, 'getAsset2', {}, { token });
  expect(res.code, JSON.stringify(res)).toBe(7);
  const account = (
    res.data.accounts as { type: string; rows: { asset: string; available: string; frozen: string }[] }[]
  ).find((a) => a.type === type);
  const row = account?.rows.find((r) => r.asset === asset);
  return { available: row?.available ?? '?', frozen: row?.frozen ?? '?' };
}
