import type { StaffRole } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { staffActionsOf } from '../../src/modules/admin/index.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer, fundFromWorld } from '../ledger-fixtures.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { quietMarket, rt, tickNow } from '../wallet/wallet-fixtures.ts';

/** A Tuesday afternoon: every market is open. */
const clock = new ManualClock(Date.parse('2026-11-24T15:00:00Z'));
const READ_ACTIONS = ['fixedTermExposure', 'fixedTermOrdersAdmin'];
const DAY_MS = 24 * 3_600_000;

interface Row {
  id: number;
  uid: number;
  status: string;
  kind: string;
}

describe('back office: delivery and options', () => {
  // Prices move only when a test sets them: settlement reads the recorded price of a second, and
  // a simulated tick landing in that second would decide outcomes the numbers below assume.
  const app = useTestApp(quietMarket(), { clock });
  /** BTCUSDT, ETHUSDT and XAUUSD have two decimals: 6,725,000 ticks is 67,250.00. */
  const tick = (symbol: string, units: bigint) => tickNow(app(), clock, symbol, units);
  const later = async (seconds: number) => {
    clock.advance(seconds * 1000);
    await app().services.fixedTerm.runOnce();
  };
  const customer = async () => {
    const user = await fundedCustomer(app(), { USDT: '1000' }, 'futures');
    await fundFromWorld(app(), user.uid, { USDT: '1000' }, 'options');
    return user;
  };
  const place = async (token: string, params: Record<string, string | number>) => {
    const res = await post(
      app(),
      'placeFixedTerm',
      { rtoken: rt(), symbol: 'BTCUSDT', ...params },
      { token },
    );
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data as { id: number; created_at: number; expires_at: number };
  };
  // Signing in moves the test clock (one authenticator step): staff sign in before orders are placed.
  const staffToken = async (roles: StaffRole[]) => (await staffSession(app(), clock, roles)).token;
  const read = async (action: string, body: Record<string, unknown>, token: string) => {
    const res = await adminCall(app(), action, body, token);
    expect(res.code, JSON.stringify(res)).toBe(7);
    return res.data;
  };
  const exposure = (token: string, book?: string) => read('fixedTermExposure', book ? { book } : {}, token);

  it('sums each side and its worst case: 100 up at 80% and 10.000001 up at 85% cost the house 88.50, 50 down 40; five settlements kept -186.10', async () => {
    const ops = await staffToken(['operations']);
    clock.advance(1_000);
    tick('BTCUSDT', 6_725_000n);
    tick('XAUUSD', 235_140n);
    const alice = await customer();
    const bob = await customer();
    // Delivery pays 80% over 60 s and 85% over 180 s, no fee; options 75% over 300 s and 80% over
    // 900 s, with a 1% fee. 10.000001 at 85% earns 8.50000085, rounded down to 8.500000.
    await place(alice.token, { kind: 'delivery', direction: 'up', cycle: 60, stake: '100' });
    await place(bob.token, { kind: 'delivery', direction: 'up', cycle: 180, stake: '10.000001' });
    await place(bob.token, { kind: 'delivery', direction: 'down', cycle: 60, stake: '50' });
    await place(alice.token, { kind: 'option', direction: 'call', cycle: 300, stake: '200' });
    await place(bob.token, { kind: 'option', symbol: 'XAUUSD', direction: 'put', cycle: 900, stake: '40' });

    const before = await exposure(ops);
    expect(before.book).toBe('real');
    expect(before.instruments).toEqual([
      {
        kind: 'delivery',
        symbol: 'BTCUSDT',
        price: '67250.00',
        orders: 3,
        rising_stake: '110.000001',
        falling_stake: '50.000000',
        house_pays_if_rising: '88.500000',
        house_pays_if_falling: '40.000000',
      },
      {
        kind: 'option',
        symbol: 'BTCUSDT',
        price: '67250.00',
        orders: 1,
        rising_stake: '200.000000',
        falling_stake: '0.000000',
        house_pays_if_rising: '150.000000',
        house_pays_if_falling: '0.000000',
      },
      {
        kind: 'option',
        symbol: 'XAUUSD',
        price: '2351.40',
        orders: 1,
        rising_stake: '0.000000',
        falling_stake: '40.000000',
        house_pays_if_rising: '0.000000',
        house_pays_if_falling: '32.000000',
      },
    ]);
    expect(before.total).toEqual({
      orders: 5,
      rising_stake: '310.000001',
      falling_stake: '90.000000',
      house_pays_if_rising: '238.500000',
      house_pays_if_falling: '72.000000',
    });
    expect(before.settled_24h).toEqual({
      from: before.settled_24h.to - 86_400,
      to: Math.floor(clock.nowMs() / 1000),
      orders: 0,
      stake: '0.000000',
      payout: '0.000000',
      fee: '0.000000',
      house_result: '0.000000',
    });

    // At 67,300.00 the 60 s orders settle: 100 up pays back 180, 50 down loses.
    await later(30);
    tick('BTCUSDT', 6_730_000n);
    await later(31);
    const minute = await exposure(ops);
    expect(minute.instruments[0]).toMatchObject({
      kind: 'delivery',
      symbol: 'BTCUSDT',
      price: '67300.00',
      orders: 1,
      rising_stake: '10.000001',
      falling_stake: '0.000000',
      house_pays_if_rising: '8.500000',
      house_pays_if_falling: '0.000000',
    });
    expect(minute.settled_24h).toMatchObject({
      orders: 2,
      stake: '150.000000',
      payout: '180.000000',
      fee: '0.000000',
      house_result: '-30.000000',
    });

    // Five minutes in, 10.000001 up pays back 18.500001 and the 200 call 350 (its fee was 2).
    // Staked 360.000001, paid back 548.500001, fees 2: the house kept -186.500000.
    await later(240);
    const five = await exposure(ops);
    expect(five.instruments.map((r: { kind: string; symbol: string }) => `${r.kind} ${r.symbol}`)).toEqual([
      'option XAUUSD',
    ]);
    expect(five.total).toEqual({
      orders: 1,
      rising_stake: '0.000000',
      falling_stake: '40.000000',
      house_pays_if_rising: '0.000000',
      house_pays_if_falling: '32.000000',
    });
    expect(five.settled_24h).toMatchObject({
      orders: 4,
      stake: '360.000001',
      payout: '548.500001',
      fee: '2.000000',
      house_result: '-186.500000',
    });

    // The demo book is apart: a demo customer's order shows there and not in the real book.
    const demo = (await get(app(), 'tempLogin')).data.token as string;
    const moved = await post(
      app(),
      'transferAsset',
      { asset: 'USDT', from: 'spot', to: 'futures', amount: '1000', rtoken: rt() },
      { token: demo },
    );
    expect(moved.code, JSON.stringify(moved)).toBe(0);
    // Minutes passed on the test clock: the feed prices BTCUSDT again before a new order.
    tick('BTCUSDT', 6_725_000n);
    await place(demo, { kind: 'delivery', direction: 'down', cycle: 60, stake: '20' });
    const demoBook = await exposure(ops, 'demo');
    expect(demoBook.instruments).toEqual([
      expect.objectContaining({
        kind: 'delivery',
        symbol: 'BTCUSDT',
        orders: 1,
        falling_stake: '20.000000',
        house_pays_if_falling: '16.000000',
      }),
    ]);
    expect(demoBook.settled_24h).toMatchObject({ orders: 0, stake: '0.000000' });
    expect((await exposure(ops)).total.orders).toBe(1);

    // Everything settles: unchanged prices refund the 40 put (its 0.40 fee stays) and the demo 20.
    // A day after the last settlement nothing is left in the window.
    await later(900);
    const settled = await exposure(ops);
    expect(settled.instruments).toEqual([]);
    expect(settled.settled_24h).toMatchObject({
      orders: 5,
      stake: '400.000001',
      payout: '588.500001',
      fee: '2.400000',
      house_result: '-186.100000',
    });
    expect((await exposure(ops, 'demo')).settled_24h).toMatchObject({ orders: 1, house_result: '0.000000' });
    clock.advance(DAY_MS + 1_000);
    // Staff sessions last less than a day: the next day's reader signs in again.
    const nextDay = await staffToken(['operations']);
    expect((await exposure(nextDay)).settled_24h).toMatchObject({ orders: 0, house_result: '0.000000' });
  });

  it('lists orders newest first with entry and settlement, filtered by product, instrument, status, customer and dates', async () => {
    const finance = await staffToken(['finance']);
    clock.advance(1_000);
    tick('ETHUSDT', 348_000n);
    const carol = await customer();
    const other = await customer();
    // Placed first and settled last: by placing time it comes after, by settlement time before.
    const slow = await place(carol.token, {
      kind: 'delivery',
      symbol: 'ETHUSDT',
      direction: 'up',
      cycle: 180,
      stake: '10',
    });
    const put = await place(carol.token, {
      kind: 'option',
      symbol: 'ETHUSDT',
      direction: 'put',
      cycle: 300,
      stake: '20',
    });
    clock.advance(1_000);
    const fast = await place(carol.token, {
      kind: 'delivery',
      symbol: 'ETHUSDT',
      direction: 'down',
      cycle: 60,
      stake: '15',
    });
    await place(other.token, {
      kind: 'delivery',
      symbol: 'ETHUSDT',
      direction: 'up',
      cycle: 60,
      stake: '10',
    });
    await later(30);
    tick('ETHUSDT', 349_000n);
    await later(31);
    await later(119);

    const ids = async (body: Record<string, unknown>) =>
      (await read('fixedTermOrdersAdmin', { uid: carol.uid, ...body }, finance)).items.map((o: Row) => o.id);
    const all = await read('fixedTermOrdersAdmin', { uid: carol.uid }, finance);
    expect(all.total).toBe(3);
    expect(all.items.map((o: Row) => o.id)).toEqual([fast.id, put.id, slow.id]);
    expect(all.items.every((o: Row) => o.uid === carol.uid)).toBe(true);
    const byId = new Map(all.items.map((o: Row) => [o.id, o]));
    expect(byId.get(fast.id)).toMatchObject({
      kind: 'delivery',
      symbol: 'ETHUSDT',
      direction: 'down',
      status: 'lost',
      book: 'real',
      wallet: 'futures',
      stake: '15.000000',
      fee: '0.000000',
      payout: '0.000000',
      entry: { price: '3480.00', source: 'push' },
      expires_at: fast.created_at + 60,
      settlement: { price: '3490.00', source: 'push' },
    });
    expect(byId.get(slow.id)).toMatchObject({ status: 'won', payout: '18.500000', wallet: 'futures' });
    expect(byId.get(put.id)).toMatchObject({
      status: 'open',
      wallet: 'options',
      fee: '0.200000',
      settlement: null,
      payout: null,
      settled_at: null,
    });
    const fastRow = byId.get(fast.id) as { settled_at: number; settlement: { time: number } };
    const slowRow = byId.get(slow.id) as { settled_at: number };
    expect(fastRow.settled_at).toBe(fast.expires_at + 1);
    expect(slowRow.settled_at).toBe(slow.expires_at + 1);
    expect(fastRow.settlement.time).toBeLessThanOrEqual(fast.expires_at);

    for (const [filter, expected] of [
      [{ kind: 'option' }, [put.id]],
      [{ kind: 'delivery' }, [fast.id, slow.id]],
      [{ status: 'open' }, [put.id]],
      [{ status: 'won' }, [slow.id]],
      [{ status: 'lost' }, [fast.id]],
      [{ status: 'refunded' }, []],
      [{ symbol: 'ethusdt', kind: 'delivery', status: 'won' }, [slow.id]],
      [{ symbol: 'BTCUSDT' }, []],
      [{ book: 'demo' }, []],
      // The settlement history: settled orders only, the latest settlement first.
      [{ dates: 'settled' }, [slow.id, fast.id]],
      [{ dates: 'settled', from: slowRow.settled_at }, [slow.id]],
      [{ dates: 'settled', to: slowRow.settled_at }, [fast.id]],
      [{ from: fast.created_at }, [fast.id]],
      [{ to: fast.created_at }, [put.id, slow.id]],
      [{ from: fast.created_at, to: fast.created_at + 1 }, [fast.id]],
    ] as const) {
      expect(await ids(filter), JSON.stringify(filter)).toEqual(expected);
    }
    const open = await read('fixedTermOrdersAdmin', { status: 'open', symbol: 'ETHUSDT' }, finance);
    expect(open.items.map((o: Row) => o.id)).toEqual([put.id]);
    const paged = await read('fixedTermOrdersAdmin', { uid: carol.uid, page: 2, pageSize: 2 }, finance);
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((o: Row) => o.id)).toEqual([slow.id]);

    expect(await adminCall(app(), 'fixedTermOrdersAdmin', { uid: 987_654_321 }, finance)).toMatchObject({
      reason: 'ADMIN_USER_NOT_FOUND',
    });
    for (const bad of [{ status: 'closed' }, { kind: 'lottery' }, { dates: 'expired' }, { pageSize: 101 }])
      expect(await adminCall(app(), 'fixedTermOrdersAdmin', bad, finance), JSON.stringify(bad)).toMatchObject(
        {
          code: 400,
          reason: 'REQUEST_VALIDATION_FAILED',
        },
      );
    await later(300);
  });

  it('is read-only and refused to customers and to staff without the role', async () => {
    const fixedTermActions = staffActionsOf(app().server)
      .map((a) => a.name)
      .filter((name) => /fixedterm/i.test(name));
    expect(fixedTermActions.sort()).toEqual([...READ_ACTIONS].sort());
    const customerToken = (await customer()).token;
    const support = await staffToken(['support']);
    for (const action of READ_ACTIONS) {
      expect((await adminCall(app(), action, {}, customerToken)).code, action).toBe(1000);
      expect(await adminCall(app(), action, {}, support), action).toMatchObject({
        code: 403,
        reason: 'AUTH_FORBIDDEN',
      });
      for (const role of ['operations', 'finance', 'compliance'] as const)
        await read(action, {}, await staffToken([role]));
    }
  });
});
