import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import type { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { fundFromWorld } from '../ledger-fixtures.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { customer, reviewOf, rt, TRADE_PASSWORD } from '../wallet/wallet-fixtures.ts';

/** Answers that score "conservative" (cap 10,000 USDT by default) and "aggressive" (1,000,000). */
export const CAUTIOUS = {
  account_purpose: 'saving',
  investment_purpose: 'preserve',
  amount: '100-1000',
  monthly_trades: '5-100',
  occupation: 'retired',
};
export const BOLD = {
  account_purpose: 'trading',
  investment_purpose: 'speculation',
  amount: 'over-1000000',
  monthly_trades: 'over-1000',
  occupation: 'self-employed',
};

/** A customer with a trade password, an answered questionnaire and USDT on spot. */
export async function investor(app: App, usdt: string, answers: Record<string, string> = BOLD) {
  const user = await customer(app, { tradePassword: true });
  const res = await post(app, 'submitQuestionnaire', answers, { token: user.token });
  expect(res.code, JSON.stringify(res)).toBe(0);
  await fundFromWorld(app, user.uid, { USDT: usdt });
  return user;
}

/** Two members of finance: one asks, the other approves. */
export async function financePair(app: App, clock: ManualClock) {
  const asker = await staffSession(app, clock, ['finance']);
  const approver = await staffSession(app, clock, ['finance']);
  return { asker, approver };
}

/** Pays `amount` into (or, negative, out of) the earn reserve through the four-eyes queue. */
export async function fundReserve(
  app: App,
  finance: Awaited<ReturnType<typeof financePair>>,
  amount: string,
): Promise<void> {
  const asked = await adminCall(
    app,
    'requestEarnFunding',
    { amount, reason: 'reserve top-up' },
    finance.asker.token,
  );
  expect(asked.code, JSON.stringify(asked)).toBe(0);
  const approved = await adminCall(
    app,
    'approveReview',
    { id: await reviewOf(app, 'earn.reserve', asked.data.id) },
    finance.approver.token,
  );
  expect(approved.code, JSON.stringify(approved)).toBe(0);
}

/** A product by tier and term, as customers see it. */
export async function productOf(app: App, tier: 'ai' | 'vip', termDays: number) {
  const list = await get(app, 'getProfitList', { tier });
  const found = list.data.products.find((p: { term_days: number }) => p.term_days === termDays);
  if (!found) throw new Error(`no ${tier} product of ${termDays} days`);
  return found as { id: number; [k: string]: unknown };
}

export const buy = (
  app: App,
  token: string,
  id: number,
  amount: string,
  extra: Record<string, string> = {},
) =>
  post(app, 'buyProfit', { rtoken: rt(), id, amount, trade_password: TRADE_PASSWORD, ...extra }, { token });

export const sell = (
  app: App,
  token: string,
  id: number,
  penalty: string,
  extra: Record<string, string> = {},
) =>
  post(app, 'sellProfit', { rtoken: rt(), id, penalty, trade_password: TRADE_PASSWORD, ...extra }, { token });

export async function openOrders(app: App, token: string) {
  const res = await get(app, 'earnOrders', { which: 'open' }, { token });
  expect(res.data, JSON.stringify(res)).toBeDefined();
  return res.data.items as Record<string, unknown>[];
}

/** A new session for a customer whose session ran out while the test clock moved days ahead. */
export async function relogin(app: App, user: { uid: number; token: string }): Promise<void> {
  user.token = (
    await app.services.sessions.issue(app.services.database.db, user.uid, { ip: '127.0.0.1' })
  ).token;
}
