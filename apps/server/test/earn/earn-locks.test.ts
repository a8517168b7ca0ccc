import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import type { Db } from '../../src/platform/db.ts';
import { get } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { quietMarket, reviewOf } from '../wallet/wallet-fixtures.ts';
import {
  buy,
  financePair,
  fundReserve,
  investor,
  openOrders,
  productOf,
  relogin,
  sell,
} from './earn-fixtures.ts';

const DAY = 86_400_000;
/** Wednesday 25 November 2026, 10:00 UTC. */
const clock = new ManualClock(Date.parse('2026-11-25T10:00:00Z'));

/** A reply is an answer or a typed refusal, never the 500 of a failed transaction. */
function expectAnswered(replies: { code: number; reason?: string }[]): void {
  const faults = replies.filter(
    (r) => r.code !== 0 && (typeof r.reason !== 'string' || r.reason === 'SERVER_ERROR'),
  );
  expect(faults, JSON.stringify(faults.slice(0, 3))).toEqual([]);
}

describe('escrow locks: one order for every transaction of the module', () => {
  const app = useTestApp(quietMarket(), { clock });

  it('takes 16 compliance refusals and 40 subscriptions at once without a deadlock', {
    timeout: 180_000,
  }, async () => {
    const finance = await financePair(app(), clock);
    await fundReserve(app(), finance, '100000');
    const ops = await staffSession(app(), clock, ['operations']);
    const created = await adminCall(
      app(),
      'saveEarnProduct',
      {
        tier: 'vip',
        texts: { en: { name: 'Reviewed burst', description: '', strategy: 'Paid from the reserve.' } },
        term_days: 30,
        daily_rate_ppm: 1_000,
        min_amount: '100',
        max_amount: '1000',
        capacity: '1000000',
        penalty_mode: 'fixed',
        penalty_ppm: 50_000,
        min_kyc: 'none',
        review: true,
        status: 'open',
      },
      ops.token,
    );
    expect(created.code, JSON.stringify(created)).toBe(0);
    const reviewed = created.data.id as number;
    const week = await productOf(app(), 'ai', 7);
    // The refused customers subscribe again in the burst, so their ledger accounts cross too.
    const refused = await Promise.all(Array.from({ length: 16 }, () => investor(app(), '2000')));
    const others = await Promise.all(Array.from({ length: 24 }, () => investor(app(), '1000')));
    const placed = await Promise.all(refused.map((u) => buy(app(), u.token, reviewed, '1000')));
    for (const p of placed) expect(p.code, JSON.stringify(p)).toBe(0);
    const items = await Promise.all(placed.map((p) => reviewOf(app(), 'earn.subscription', p.data.id)));
    // A day later, so each refusal also pays the day due before returning the principal.
    clock.advance(DAY);
    for (const u of [...refused, ...others]) await relogin(app(), u);
    const compliance = await staffSession(app(), clock, ['compliance']);
    const buyers = [...refused, ...others];
    const replies = await Promise.all([
      ...items.map((id) =>
        adminCall(app(), 'rejectReview', { id, reason: 'Source of funds not shown' }, compliance.token),
      ),
      ...buyers.map((u, i) => buy(app(), u.token, i % 2 === 0 ? reviewed : week.id, '1000')),
    ]);
    expectAnswered(replies);
    const rejections = replies.slice(0, items.length);
    for (const r of rejections) expect(r.code, JSON.stringify(r)).toBe(0);
    const subscriptions = replies.slice(items.length);
    expect(subscriptions.filter((r) => r.code === 0)).toHaveLength(buyers.length);
    // Each refused customer has their first principal and its day of yield back, beside the new order.
    for (const u of refused) {
      const rows = await app().services.ledger.balances(u.uid, 'real');
      const spot = rows.find((r) => r.wallet === 'spot' && r.asset === 'USDT');
      expect(spot).toMatchObject({ available: 1_001_000_000n, frozen: 0n });
    }
  });

  it('takes refusals, subscriptions, early redemptions and the accrual job at once without a deadlock', {
    timeout: 180_000,
  }, async () => {
    const reviewed = (await get(app(), 'getProfitList', { tier: 'vip' })).data.products.find(
      (p: { review: boolean }) => p.review,
    ).id as number;
    const week = await productOf(app(), 'ai', 7);
    const customers = await Promise.all(Array.from({ length: 20 }, () => investor(app(), '3000')));
    // Each holds an order under review and an order in custody before the burst.
    const inReview = await Promise.all(customers.map((u) => buy(app(), u.token, reviewed, '1000')));
    const inCustody = await Promise.all(customers.map((u) => buy(app(), u.token, week.id, '1000')));
    for (const p of [...inReview, ...inCustody]) expect(p.code, JSON.stringify(p)).toBe(0);
    const items = await Promise.all(inReview.map((p) => reviewOf(app(), 'earn.subscription', p.data.id)));
    clock.advance(DAY);
    for (const u of customers) await relogin(app(), u);
    const compliance = await staffSession(app(), clock, ['compliance']);
    const replies = await Promise.all([
      ...items
        .slice(0, 10)
        .map((id) =>
          adminCall(app(), 'rejectReview', { id, reason: 'Source of funds not shown' }, compliance.token),
        ),
      ...customers.map((u, i) => buy(app(), u.token, i % 2 === 0 ? reviewed : week.id, '500')),
      // 5% of 1,000 is the fixed penalty of the week's product.
      ...customers.slice(0, 12).map((u, i) => sell(app(), u.token, inCustody[i]?.data.id, '50.000000')),
      app()
        .services.earn.runOnce()
        .then(() => ({ code: 0 })),
    ]);
    expectAnswered(replies);
    expect(replies.filter((r) => r.code !== 0)).toEqual([]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'pauses a redemption payment when a freeze is recorded while the payment waits for its lock',
    { timeout: 60_000 },
    async () => {
      const week = await productOf(app(), 'ai', 7);
      const user = await investor(app(), '200');
      const placed = await buy(app(), user.token, week.id, '200');
      expect(placed.code, JSON.stringify(placed)).toBe(0);
      const asked = await sell(app(), user.token, placed.data.id, '10.000000');
      expect(asked.code, JSON.stringify(asked)).toBe(0);
      clock.advance(4 * DAY);
      const db = app().services.database.db;
      // Another transaction holds the order's row: the payment will wait for it.
      let release = () => {};
      let locked = () => {};
      const held = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select id from earn_orders where id = ${placed.data.id} for update`);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await held;
      const paying = app().services.earn.runOnce();
      await waitForLockWait(db);
      const compliance = await staffSession(app(), clock, ['compliance']);
      const frozen = await adminCall(
        app(),
        'freezeUser',
        { uid: user.uid, kind: 'withdraw', reason: 'source of funds check' },
        compliance.token,
      );
      expect(frozen.code, JSON.stringify(frozen)).toBe(0);
      release();
      await holder;
      await paying;
      await relogin(app(), user);
      const [order] = await openOrders(app(), user.token);
      expect(order).toMatchObject({
        status: 'reapply',
        redemption: { paused_reason: 'source of funds check' },
      });
    },
  );
});

/** Waits until some session of the database waits for a row lock (the payment behind the holder). */
async function waitForLockWait(db: Db): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const result = (await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    )) as unknown as { rows: { n: number }[] };
    if ((result.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the payment never waited for the order lock');
}
