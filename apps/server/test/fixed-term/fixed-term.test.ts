import { describe, expect, it } from 'vitest';
import { FixedTermService } from '../../src/modules/fixed-term/index.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { holding, quietMarket, rt, tickNow } from '../wallet/wallet-fixtures.ts';

/** A Tuesday afternoon: every market is open. */
const clock = new ManualClock(Date.parse('2026-11-24T15:00:00Z'));

describe('delivery (up/down) and options (call/put)', () => {
  const app = useTestApp(quietMarket(), { clock });
  /** BTCUSDT has two decimals: 6,725,000 ticks is 67,250.00. */
  const tick = (symbol: string, units: bigint) => tickNow(app(), clock, symbol, units);
  const place = (token: string, params: Record<string, string | number>) =>
    post(app(), 'placeFixedTerm', { rtoken: rt(), symbol: 'BTCUSDT', ...params }, { token });
  const later = async (seconds: number) => {
    clock.advance(seconds * 1000);
    await app().services.fixedTerm.runOnce();
  };

  it('lists both products with cycles, payout, fee, stake range and instruments', async () => {
    const res = await get(app(), 'fixedTermProducts');
    const delivery = res.data.find((p: { kind: string }) => p.kind === 'delivery');
    expect(delivery.cycles[0]).toEqual({ seconds: 60, payout_ppm: 800_000, fee_ppm: 0 });
    expect(delivery.min_stake).toBe('10');
    expect(delivery.instruments.some((i: { symbol: string }) => i.symbol === 'XAUUSD')).toBe(true);
    const option = res.data.find((p: { kind: string }) => p.kind === 'option');
    expect(option.cycles[0]).toMatchObject({ seconds: 300, fee_ppm: 10_000 });
  });

  it('pays stake plus 80% when up is right after 60 s, takes the stake when down is wrong, refunds a tie', async () => {
    clock.advance(1_000);
    tick('BTCUSDT', 6_725_000n);
    const user = await fundedCustomer(app(), { USDT: '1000' }, 'futures');
    const up = await place(user.token, { kind: 'delivery', direction: 'up', cycle: 60, stake: '100' });
    const down = await place(user.token, { kind: 'delivery', direction: 'down', cycle: 60, stake: '50' });
    const flat = await place(user.token, { kind: 'delivery', direction: 'up', cycle: 180, stake: '10' });
    expect(up.code, JSON.stringify(up)).toBe(0);
    expect(up.data).toMatchObject({
      status: 'open',
      entry: { price: '67250.00', source: 'push' },
      payout: null,
    });
    expect(await holding(app(), user.token, 'futures', 'USDT')).toEqual({
      available: '840.000000',
      frozen: '160.000000',
    });
    await later(30);
    tick('BTCUSDT', 6_730_000n);
    await later(29);
    // Still before expiry: nothing settles.
    expect((await get(app(), 'fixedTermOrders', {}, { token: user.token })).data.total).toBe(3);
    // A tick after the expiry second does not count: the price at expiry is 67,300.00.
    await later(2);
    tick('BTCUSDT', 6_600_000n);
    await app().services.fixedTerm.runOnce();
    const history = (await get(app(), 'fixedTermHistory', {}, { token: user.token })).data.items;
    const byId = new Map(history.map((o: { id: number }) => [o.id, o]));
    expect(byId.get(up.data.id)).toMatchObject({
      status: 'won',
      payout: '180.000000',
      settlement: { price: '67300.00' },
    });
    expect(byId.get(down.data.id)).toMatchObject({ status: 'lost', payout: '0.000000' });
    tick('BTCUSDT', 6_725_000n);
    await later(180);
    const flatDone = (await get(app(), 'fixedTermHistory', {}, { token: user.token })).data.items.find(
      (o: { id: number }) => o.id === flat.data.id,
    );
    expect(flatDone).toMatchObject({
      status: 'refunded',
      payout: '10.000000',
      settlement: { price: '67250.00' },
    });
    expect(await holding(app(), user.token, 'futures', 'USDT')).toEqual({
      available: '1030.000000',
      frozen: '0.000000',
    });
  });

  it('charges the option fee when placed and settles a put against the recorded price', async () => {
    clock.advance(1_000);
    tick('XAUUSD', 235_140n);
    const user = await fundedCustomer(app(), { USDT: '500' }, 'options');
    const put = await place(user.token, {
      kind: 'option',
      symbol: 'XAUUSD',
      direction: 'put',
      cycle: 300,
      stake: '100',
    });
    expect(put.data).toMatchObject({ fee: '1.000000', fee_ppm: 10_000, payout_ppm: 750_000 });
    expect(await holding(app(), user.token, 'options', 'USDT')).toEqual({
      available: '399.000000',
      frozen: '100.000000',
    });
    await later(100);
    tick('XAUUSD', 234_000n);
    await later(201);
    const done = (await get(app(), 'fixedTermHistory', { kind: 'option' }, { token: user.token })).data
      .items[0];
    expect(done).toMatchObject({
      id: put.data.id,
      status: 'won',
      payout: '175.000000',
      settlement: { price: '2340.00' },
    });
  });

  it('settles exactly once across restarts, before and after expiry', async () => {
    clock.advance(1_000);
    tick('ETHUSDT', 348_000n);
    const user = await fundedCustomer(app(), { USDT: '1000' }, 'futures');
    const order = await place(user.token, {
      kind: 'delivery',
      symbol: 'ETHUSDT',
      direction: 'up',
      cycle: 60,
      stake: '100',
    });
    await later(10);
    tick('ETHUSDT', 349_000n);
    await app().services.fixedTerm.runOnce();
    // A restart before expiry: a new service knows nothing in memory but the marks are stored.
    const { database, ledger, market, settings, assets } = app().services;
    const restarted = new FixedTermService({
      db: database.db,
      clock,
      ledger,
      turnover: assets,
      market,
      settings,
    });
    await restarted.start(0);
    clock.advance(60_000);
    // The old and the new process both try to settle.
    await Promise.all([restarted.runOnce(), app().services.fixedTerm.runOnce()]);
    await restarted.runOnce();
    const after = new FixedTermService({
      db: database.db,
      clock,
      ledger,
      turnover: assets,
      market,
      settings,
    });
    await after.start(0);
    await after.runOnce();
    const done = (await get(app(), 'fixedTermHistory', {}, { token: user.token })).data.items;
    expect(done.filter((o: { id: number }) => o.id === order.data.id)).toHaveLength(1);
    expect(done[0]).toMatchObject({ status: 'won', payout: '180.000000', settlement: { price: '3490.00' } });
    expect(await holding(app(), user.token, 'futures', 'USDT')).toEqual({
      available: '1080.000000',
      frozen: '0.000000',
    });
  });

  it('refuses bad orders clearly and moves nothing', async () => {
    clock.advance(1_000);
    tick('BTCUSDT', 6_725_000n);
    const user = await fundedCustomer(app(), { USDT: '30' }, 'futures');
    const cases: [Record<string, string | number>, string][] = [
      [
        { kind: 'delivery', symbol: 'AAPL', direction: 'up', cycle: 60, stake: '10' },
        'FIXED_TERM_UNKNOWN_INSTRUMENT',
      ],
      [{ kind: 'delivery', direction: 'call', cycle: 60, stake: '10' }, 'FIXED_TERM_DIRECTION_INVALID'],
      [{ kind: 'delivery', direction: 'up', cycle: 61, stake: '10' }, 'FIXED_TERM_UNKNOWN_CYCLE'],
      [{ kind: 'delivery', direction: 'up', cycle: 60, stake: '5' }, 'FIXED_TERM_STAKE_OUT_OF_RANGE'],
      [{ kind: 'delivery', direction: 'up', cycle: 60, stake: '0' }, 'FIXED_TERM_STAKE_OUT_OF_RANGE'],
      [{ kind: 'delivery', direction: 'up', cycle: 60, stake: '10.0000001' }, 'REQUEST_VALIDATION_FAILED'],
      [{ kind: 'delivery', direction: 'up', cycle: 60, stake: '40' }, 'LEDGER_INSUFFICIENT_BALANCE'],
      [{ kind: 'lottery', direction: 'up', cycle: 60, stake: '10' }, 'REQUEST_VALIDATION_FAILED'],
    ];
    for (const [params, reason] of cases) {
      const res = await place(user.token, params);
      expect(res.reason, JSON.stringify(params)).toBe(reason);
    }
    expect(await holding(app(), user.token, 'futures', 'USDT')).toEqual({
      available: '30.000000',
      frozen: '0.000000',
    });
    const rtoken = rt();
    const first = await post(
      app(),
      'placeFixedTerm',
      { rtoken, kind: 'delivery', symbol: 'BTCUSDT', direction: 'up', cycle: 60, stake: '10' },
      { token: user.token },
    );
    const again = await post(
      app(),
      'placeFixedTerm',
      { rtoken, kind: 'delivery', symbol: 'BTCUSDT', direction: 'up', cycle: 60, stake: '10' },
      { token: user.token },
    );
    expect([first.code, again.reason]).toEqual([0, 'REQUEST_REPLAYED']);
    await later(61);
  });
});
