import { describe, expect, it } from 'vitest';
import { EarnService } from '../../src/modules/earn/index.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { holding, quietMarket, reviewOf, rt, totalAssets } from '../wallet/wallet-fixtures.ts';
import {
  buy,
  CAUTIOUS,
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

describe('escrow earning (AI and VIP), fully reserved', () => {
  const app = useTestApp(quietMarket(), { clock });
  const run = () => app().services.earn.runOnce();
  const reserve = async () => (await get(app(), 'getProfitList')).data.reserve;
  let finance: Awaited<ReturnType<typeof financePair>>;

  it('offers the seeded products and refuses every order while the reserve holds nothing', async () => {
    finance = await financePair(app(), clock);
    const list = await get(app(), 'getProfitList');
    expect(list.data.products.length).toBeGreaterThanOrEqual(4);
    expect(list.data.reserve).toEqual({
      asset: 'USDT',
      balance: '0.000000',
      committed: '0.000000',
      uncommitted: '0.000000',
      coverage_ppm: null,
    });
    const week = await productOf(app(), 'ai', 7);
    expect(week).toMatchObject({
      daily_rate_ppm: 3_000,
      availability: 'reserve_short',
      penalty_mode: 'fixed',
    });
    const user = await investor(app(), '5000');
    const refused = await buy(app(), user.token, week.id, '1000');
    expect(refused).toMatchObject({ code: 1, data: { max: expect.any(String) } });
    expect(refused.message).toContain('USDT');
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '5000.000000',
      frozen: '0.000000',
    });
  });

  it('funds the reserve four-eyes: the asker cannot approve, a withdrawal takes only what is uncommitted', async () => {
    const asked = await adminCall(
      app(),
      'requestEarnFunding',
      { amount: '100', reason: 'first top-up' },
      finance.asker.token,
    );
    expect(asked.code).toBe(0);
    const self = await adminCall(
      app(),
      'approveReview',
      { id: await reviewOf(app(), 'earn.reserve', asked.data.id) },
      finance.asker.token,
    );
    expect(self.code).not.toBe(0);
    expect((await reserve()).balance).toBe('0.000000');
    const other = await adminCall(
      app(),
      'approveReview',
      { id: await reviewOf(app(), 'earn.reserve', asked.data.id) },
      finance.approver.token,
    );
    expect(other.code, JSON.stringify(other)).toBe(0);
    expect((await reserve()).balance).toBe('100.000000');
    const tooMuch = await adminCall(
      app(),
      'requestEarnFunding',
      { amount: '-100.000001', reason: 'take back' },
      finance.asker.token,
    );
    expect(tooMuch).toMatchObject({ code: 1, data: { max: '100.000000' } });
    // Operations may not move the reserve at all.
    const ops = await staffSession(app(), clock, ['operations']);
    expect(
      (await adminCall(app(), 'requestEarnFunding', { amount: '5', reason: 'nope' }, ops.token)).code,
    ).not.toBe(0);
    await fundReserve(app(), finance, '-100');
    expect((await reserve()).balance).toBe('0.000000');
  });

  it('accepts an order only when the reserve covers its whole yield, to the unit', async () => {
    const week = await productOf(app(), 'ai', 7);
    // 1,000 USDT at 0.3% a day for 7 days owes 21 USDT: one unit short refuses, naming the most it can fund.
    await fundReserve(app(), finance, '20.999999');
    const user = await investor(app(), '5000');
    const short = await buy(app(), user.token, week.id, '1000');
    expect(short.code).toBe(1);
    expect(short.data.max).toBe('999.999999');
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '5000.000000',
      frozen: '0.000000',
    });
    await fundReserve(app(), finance, '0.000001');
    expect((await productOf(app(), 'ai', 7)).availability).toBe('open');
    const exact = await buy(app(), user.token, week.id, '1000');
    expect(exact.code, JSON.stringify(exact)).toBe(0);
    expect(await reserve()).toMatchObject({
      balance: '21.000000',
      committed: '21.000000',
      coverage_ppm: 1_000_000,
    });
    expect((await buy(app(), user.token, week.id, '100')).code).toBe(1);
    expect((await productOf(app(), 'ai', 7)).availability).toBe('reserve_short');
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '4000.000000',
      frozen: '0.000000',
    });
    const earnAccount = (await app().services.ledger.balances(user.uid, 'real')).find(
      (a) => a.wallet === 'earn',
    );
    expect(earnAccount).toMatchObject({ available: 0n, frozen: 1_000_000_000n });
  });

  it('places the principal in custody, pays each day once across restarts and missed days, and returns it at maturity', async () => {
    await fundReserve(app(), finance, '1000');
    const week = await productOf(app(), 'ai', 7);
    const user = await investor(app(), '10000');
    const placed = await buy(app(), user.token, week.id, '10000');
    expect(placed.code, JSON.stringify(placed)).toBe(0);
    expect(placed.data).toMatchObject({
      status: 'custody',
      amount: '10000.000000',
      daily_yield: '30.000000',
      total_yield: '210.000000',
      yield_paid: '0.000000',
      days_left: 7,
      redeem_now: { penalty: '500.000000', receive: '9500.000000' },
    });
    expect(placed.data.matures_at - placed.data.started_at).toBe(7 * 86_400);
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '0.000000',
      frozen: '0.000000',
    });
    expect(await reserve()).toMatchObject({ balance: '1021.000000', committed: '231.000000' });
    // The product page shows the customer what they hold and what they may still place.
    const info = (await get(app(), 'getProfitInfo', { id: week.id }, { token: user.token })).data;
    expect(info).toMatchObject({ invested: '10000.000000', available: '0.000000', logged_in: true });
    expect(info.risk_level).toEqual(expect.any(String));
    // The principal in custody still counts in the customer's total assets.
    expect(await totalAssets(app(), user.token)).toEqual({
      total: '10000.000000',
      escrow: '10000.000000',
      baskets: '0.000000',
    });

    // Day one: two runs at once, and a second process's service on the same database.
    clock.advance(DAY);
    const other = new EarnService({
      db: app().services.database.db,
      clock,
      ledger: app().services.ledger,
      kyc: app().services.kyc,
      accounts: app().services.accounts,
      settings: app().services.settings,
    });
    await Promise.all([run(), other.runOnce(), other.accrueDue(1)]);
    await run();
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '30.000000',
      frozen: '0.000000',
    });
    let [order] = await openOrders(app(), user.token);
    expect(order).toMatchObject({ days_paid: 1, yield_paid: '30.000000', days_left: 6 });
    expect(await totalAssets(app(), user.token)).toMatchObject({
      total: '10030.000000',
      escrow: '10000.000000',
    });

    // Three days with the job down: the next run pays days 2, 3 and 4, one posting each.
    clock.advance(3 * DAY + 3_600_000);
    await Promise.all([run(), other.runOnce()]);
    [order] = await openOrders(app(), user.token);
    expect(order).toMatchObject({ days_paid: 4, yield_paid: '120.000000', days_left: 3 });
    const records = await get(app(), 'accountRecords', { kind: 'earn-yield' }, { token: user.token });
    expect(records.data.total, JSON.stringify(records)).toBe(4);

    // Maturity: the last three days and the principal.
    clock.advance(3 * DAY);
    await run();
    await run();
    await relogin(app(), user);
    const res = await get(app(), 'earnOrders', { which: 'open' }, { token: user.token });
    expect(res.data.items, JSON.stringify(res)).toEqual([]);
    const ended = (await get(app(), 'earnOrders', { which: 'ended' }, { token: user.token })).data.items;
    expect(ended[0]).toMatchObject({
      status: 'completed',
      days_paid: 7,
      yield_paid: '210.000000',
      redeem_now: null,
    });
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '10210.000000',
      frozen: '0.000000',
    });
    expect(await totalAssets(app(), user.token)).toMatchObject({ total: '10210.000000', escrow: '0.000000' });
    // Both orders of the reserve have matured: 21 + 210 USDT paid out of 1,021 funded, nothing owed.
    expect(await reserve()).toMatchObject({
      balance: '790.000000',
      committed: '0.000000',
      coverage_ppm: null,
    });
    const totals = await get(app(), 'getProfitTotal', {}, { token: user.token });
    expect(totals.data).toMatchObject({ invested: '0.000000', yield_paid: '210.000000', open_orders: 0 });
  });

  it('redeems early at the penalty shown, pays on the next working day, and refuses a penalty a day old', async () => {
    // Wednesday 16 December 2026, 10:00 UTC.
    clock.set(Date.UTC(2026, 11, 16, 10));
    const month = await productOf(app(), 'ai', 30);
    expect(month).toMatchObject({ penalty_mode: 'daily', penalty_ppm: 4_000 });
    const user = await investor(app(), '1000');
    const placed = await buy(app(), user.token, month.id, '1000');
    expect(placed.code, JSON.stringify(placed)).toBe(0);
    // 0.4% a day for the 30 days left: 120 USDT.
    expect(placed.data.redeem_now.penalty).toBe('120.000000');
    clock.advance(2 * DAY);
    const stale = await sell(app(), user.token, placed.data.id, '120.000000');
    expect(stale).toMatchObject({ code: 1, data: { penalty: '112.000000' } });
    const wrongPassword = await sell(app(), user.token, placed.data.id, '112.000000', {
      trade_password: '000000',
    });
    expect(wrongPassword.code).not.toBe(0);
    const stranger = await investor(app(), '1');
    expect((await sell(app(), stranger.token, placed.data.id, '112.000000')).reason).toBe(
      'EARN_ORDER_NOT_FOUND',
    );
    const redeemed = await sell(app(), user.token, placed.data.id, '112.000000');
    expect(redeemed.code, JSON.stringify(redeemed)).toBe(0);
    // Requested on Friday 18 December: paid on Monday 21 December at 00:00 UTC.
    expect(redeemed.data).toMatchObject({
      status: 'redeeming',
      days_paid: 2,
      yield_paid: '7.000000',
      redemption: { penalty: '112.000000', due_at: Date.UTC(2026, 11, 21) / 1000, paused_reason: null },
    });
    expect((await sell(app(), user.token, placed.data.id, '112.000000')).code).toBe(1);
    // Total assets count what the redemption will pay (1,000 less 112), not the whole principal.
    expect(await totalAssets(app(), user.token)).toMatchObject({ total: '895.000000', escrow: '888.000000' });
    clock.advance(DAY);
    await run();
    expect((await openOrders(app(), user.token))[0]).toMatchObject({ status: 'redeeming' });
    clock.set(Date.UTC(2026, 11, 21, 0, 0, 1));
    await run();
    expect(await openOrders(app(), user.token)).toEqual([]);
    // 1,000 less 112 of penalty, plus the two days' yield paid before.
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '895.000000',
      frozen: '0.000000',
    });
  });

  it('pauses a redemption while withdrawals are frozen and lets it be asked again once lifted', async () => {
    const week = await productOf(app(), 'ai', 7);
    const user = await investor(app(), '200');
    const placed = await buy(app(), user.token, week.id, '200');
    expect(placed.code).toBe(0);
    const asked = await sell(app(), user.token, placed.data.id, '10.000000');
    expect(asked.code, JSON.stringify(asked)).toBe(0);
    const compliance = await staffSession(app(), clock, ['compliance']);
    const frozen = await adminCall(
      app(),
      'freezeUser',
      { uid: user.uid, kind: 'withdraw', reason: 'source of funds check' },
      compliance.token,
    );
    expect(frozen.code, JSON.stringify(frozen)).toBe(0);
    clock.advance(4 * DAY);
    await run();
    await relogin(app(), user);
    const [paused] = await openOrders(app(), user.token);
    expect(paused).toMatchObject({
      status: 'reapply',
      redemption: { paused_reason: 'source of funds check' },
      redeem_now: { penalty: '10.000000', receive: '190.000000' },
    });
    expect((await sell(app(), user.token, placed.data.id, '10.000000')).message).toContain(
      'source of funds check',
    );
    const officer = await staffSession(app(), clock, ['compliance']);
    const lifted = await adminCall(
      app(),
      'unfreezeUser',
      { uid: user.uid, kind: 'withdraw', reason: 'cleared' },
      officer.token,
    );
    expect(lifted.code, JSON.stringify(lifted)).toBe(0);
    const again = await sell(app(), user.token, placed.data.id, '10.000000');
    expect(again.data).toMatchObject({ status: 'redeeming' });
    clock.advance(4 * DAY);
    await run();
    await relogin(app(), user);
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '190.000000',
      frozen: '0.000000',
    });
  });

  it('holds the risk cap under 30 concurrent orders and the capacity under 20', {
    timeout: 90_000,
  }, async () => {
    finance = await financePair(app(), clock);
    await fundReserve(app(), finance, '100000');
    const week = await productOf(app(), 'ai', 7);
    // Conservative: at most 10,000 USDT in earning products in total.
    const user = await investor(app(), '50000', CAUTIOUS);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => buy(app(), user.token, week.id, '1000')),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(10);
    const refused = results.find((r) => r.code !== 0);
    expect(refused?.message).toContain('10,000');
    expect((await get(app(), 'getProfitTotal', {}, { token: user.token })).data.invested).toBe(
      '10000.000000',
    );

    const ops = await staffSession(app(), clock, ['operations']);
    const created = await adminCall(
      app(),
      'saveEarnProduct',
      {
        tier: 'ai',
        texts: { en: { name: 'Small batch', description: '', strategy: 'Paid from the reserve.' } },
        term_days: 7,
        daily_rate_ppm: 1_000,
        min_amount: '100',
        max_amount: '1000',
        capacity: '1500',
        penalty_mode: 'fixed',
        penalty_ppm: 50_000,
        min_kyc: 'none',
        status: 'open',
      },
      ops.token,
    );
    expect(created.code, JSON.stringify(created)).toBe(0);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => investor(app(), '1000')));
    const sold = await Promise.all(buyers.map((b) => buy(app(), b.token, created.data.id, '100')));
    expect(sold.filter((r) => r.code === 0)).toHaveLength(15);
    const product = (await get(app(), 'getProfitInfo', { id: created.data.id })).data.product;
    expect(product).toMatchObject({
      in_custody: '1500.000000',
      remaining: '0.000000',
      availability: 'sold_out',
    });
  });

  it('never promises more yield than the reserve holds: 30 concurrent orders against room for 10', {
    timeout: 90_000,
  }, async () => {
    finance = await financePair(app(), clock);
    const week = await productOf(app(), 'ai', 7);
    const before = await reserve();
    // Room for exactly ten more orders of 1,000 USDT (21 USDT of yield each).
    const room =
      210_000_000n - (BigInt(before.balance.replace('.', '')) - BigInt(before.committed.replace('.', '')));
    if (room > 0n) await fundReserve(app(), finance, (Number(room) / 1e6).toFixed(6));
    else if (room < 0n) await fundReserve(app(), finance, (Number(room) / 1e6).toFixed(6));
    const ready = await reserve();
    expect(BigInt(ready.balance.replace('.', '')) - BigInt(ready.committed.replace('.', ''))).toBe(
      210_000_000n,
    );
    const buyers = await Promise.all(Array.from({ length: 30 }, () => investor(app(), '1000')));
    const results = await Promise.all(buyers.map((b) => buy(app(), b.token, week.id, '1000')));
    expect(results.filter((r) => r.code === 0)).toHaveLength(10);
    expect(results.filter((r) => r.reason === 'EARN_RESERVE_SHORT')).toHaveLength(20);
    const after = await reserve();
    expect(after).toMatchObject({ uncommitted: '0.000000', coverage_ppm: 1_000_000 });
  });

  it('refuses bad input, another product state and replays without moving money', async () => {
    await fundReserve(app(), finance, '1000');
    const week = await productOf(app(), 'ai', 7);
    const vip = await productOf(app(), 'vip', 365);
    const user = await investor(app(), '20000');
    const notAssessed = await (async () => {
      const fresh = await investor(app(), '500');
      await app().services.database.db.execute(
        // A customer whose questionnaire was never answered.
        (await import('drizzle-orm')).sql`delete from risk_assessments where user_id = ${fresh.uid}`,
      );
      return buy(app(), fresh.token, week.id, '100');
    })();
    expect(notAssessed.code).toBe(1);
    expect((await buy(app(), user.token, week.id, '99.999999')).data).toBeDefined();
    expect((await buy(app(), user.token, week.id, '10000.000001')).code).toBe(1);
    expect((await buy(app(), user.token, week.id, '100.0000001')).code).toBe(400);
    expect((await buy(app(), user.token, week.id, 'abc')).code).toBe(400);
    expect((await buy(app(), user.token, 999_999, '100')).code).not.toBe(0);
    expect((await buy(app(), user.token, vip.id, '10000')).code).toBe(1);
    expect((await buy(app(), user.token, week.id, '100', { trade_password: '135790' })).code).not.toBe(0);
    const rtoken = rt();
    const first = await post(
      app(),
      'buyProfit',
      { rtoken, id: week.id, amount: '100', trade_password: '246810' },
      { token: user.token },
    );
    const replay = await post(
      app(),
      'buyProfit',
      { rtoken, id: week.id, amount: '100', trade_password: '246810' },
      { token: user.token },
    );
    expect(first.code).toBe(0);
    expect(replay.code).not.toBe(0);
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '19900.000000',
      frozen: '0.000000',
    });
    // Closed by the operator: refused, and shown closed.
    const ops = await staffSession(app(), clock, ['operations']);
    const products = (await adminCall(app(), 'earnProductsAdmin', {}, ops.token)).data;
    const row = products.find((p: { id: number }) => p.id === week.id);
    const closed = await adminCall(
      app(),
      'saveEarnProduct',
      { ...row, texts: { en: row.texts.en }, status: 'closed' },
      ops.token,
    );
    expect(closed.code, JSON.stringify(closed)).toBe(0);
    expect((await buy(app(), user.token, week.id, '100')).code).toBe(1);
    expect((await productOf(app(), 'ai', 7)).availability).toBe('closed');
    await adminCall(
      app(),
      'saveEarnProduct',
      { ...row, texts: { en: row.texts.en }, status: 'open' },
      ops.token,
    );
  });

  it('returns the whole principal of a subscription compliance refuses, with the reason, and keeps an approved one', async () => {
    finance = await financePair(app(), clock);
    await fundReserve(app(), finance, '1000');
    const ops = await staffSession(app(), clock, ['operations']);
    const created = await adminCall(
      app(),
      'saveEarnProduct',
      {
        tier: 'vip',
        texts: { en: { name: 'Reviewed', description: '', strategy: 'Paid from the reserve.' } },
        term_days: 30,
        daily_rate_ppm: 1_000,
        min_amount: '100',
        max_amount: '1000',
        capacity: '100000',
        penalty_mode: 'fixed',
        penalty_ppm: 50_000,
        min_kyc: 'none',
        review: true,
        status: 'open',
      },
      ops.token,
    );
    expect(created.data).toMatchObject({ review: true });
    expect((await get(app(), 'getProfitInfo', { id: created.data.id })).data.product.review).toBe(true);
    const refused = await investor(app(), '1000');
    const kept = await investor(app(), '1000');
    const a = await buy(app(), refused.token, created.data.id, '1000');
    const b = await buy(app(), kept.token, created.data.id, '1000');
    expect(a.code, JSON.stringify(a)).toBe(0);
    expect(b.code).toBe(0);
    clock.advance(DAY);
    await run();
    await relogin(app(), refused);
    await relogin(app(), kept);
    const compliance = await staffSession(app(), clock, ['compliance']);
    const rejected = await adminCall(
      app(),
      'rejectReview',
      { id: await reviewOf(app(), 'earn.subscription', a.data.id), reason: 'Source of funds not shown' },
      compliance.token,
    );
    expect(rejected.code, JSON.stringify(rejected)).toBe(0);
    const approved = await adminCall(
      app(),
      'approveReview',
      { id: await reviewOf(app(), 'earn.subscription', b.data.id) },
      compliance.token,
    );
    expect(approved.code, JSON.stringify(approved)).toBe(0);
    const ended = (await get(app(), 'earnOrders', { which: 'ended' }, { token: refused.token })).data.items;
    expect(ended[0]).toMatchObject({
      status: 'rejected',
      reject_reason: 'Source of funds not shown',
      yield_paid: '1.000000',
    });
    // The whole principal back, and the one day of yield paid before the decision.
    expect(await holding(app(), refused.token, 'spot', 'USDT')).toEqual({
      available: '1001.000000',
      frozen: '0.000000',
    });
    expect((await openOrders(app(), kept.token))[0]).toMatchObject({ status: 'custody', days_paid: 1 });
  });

  it('lets a demo account earn play money outside the reserve', async () => {
    const demo = await get(app(), 'tempLogin');
    const week = await productOf(app(), 'ai', 7);
    const placed = await post(
      app(),
      'buyProfit',
      { rtoken: rt(), id: week.id, amount: '1000' },
      { token: demo.data.token },
    );
    expect(placed.code, JSON.stringify(placed)).toBe(0);
    clock.advance(DAY);
    await run();
    const [order] = await openOrders(app(), demo.data.token);
    expect(order).toMatchObject({ yield_paid: '3.000000' });
    // Play money: the real reserve neither promised nor paid it, and the demo book promises nothing.
    const promised = await app().services.database.db.execute(
      (await import('drizzle-orm')).sql`select count(*)::int as n from earn_reserve where book = 'demo'`,
    );
    expect((promised as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
