import { afterEach, describe, expect, it } from 'vitest';
import { type Clock, ManualClock, systemClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { holding, quietMarket, rt } from '../wallet/wallet-fixtures.ts';

/**
 * Disabling an instrument in the back office stops new opens only. What customers already hold
 * on it goes on: closing (in full, in part, all), take-profit, stop-loss and liquidation of
 * contract positions, and fixed-term settlement, all at the feed's price, which keeps being
 * taken for the disabled instrument.
 */

const PERP = 'BTCUSDT-PERP';

let offsetTicks = 0;
/**
 * A feed tick for `symbol`, dated a year ahead of the clock so the simulated feed's own ticks
 * are stale. Not asserted here: whether a disabled instrument's tick is taken is what is tested,
 * through the prices positions and orders close and settle at.
 */
function feedTick(
  app: ReturnType<ReturnType<typeof useTestApp>>,
  clock: Clock,
  symbol: string,
  units: bigint,
) {
  offsetTicks += 1;
  app.services.market.ingest({
    symbol,
    priceUnits: units,
    bidUnits: null,
    askUnits: null,
    volumeUnits: 0n,
    timeMs: clock.nowMs() + 365 * 86_400_000 + offsetTicks,
    source: 'push',
  });
}

describe('contract positions on a disabled instrument', () => {
  const app = useTestApp();
  /** BTCUSDT-PERP has one decimal: 672,800 ticks is 67,280.0. */
  const price = (ticks: number) => feedTick(app(), systemClock, PERP, BigInt(ticks));
  const trader = (usdt: string) => fundedCustomer(app(), { USDT: usdt }, 'contract');
  const open = (token: string, params: Record<string, string | number>) =>
    post(app(), 'openContract', { symbol: PERP, rtoken: rt(), ...params }, { token });
  const settled = () => app().services.contracts.idle();
  const disable = () => app().services.market.setEnabled(PERP, false);

  afterEach(async () => {
    await app().services.market.setEnabled(PERP, true);
  });

  it('refuses new opens but closes in full, in part and all at the feed price', async () => {
    price(672_800);
    const user = await trader('1000');
    const long = await open(user.token, { direction: 'long', lots: '0.1', leverage: 100 });
    const short = await open(user.token, { direction: 'short', lots: '0.3', leverage: 100 });
    expect([long.code, short.code]).toEqual([0, 0]);
    await disable();
    const refused = await open(user.token, { direction: 'long', lots: '0.1', leverage: 100 });
    expect(refused.reason).toBe('CONTRACT_UNKNOWN_INSTRUMENT');
    price(676_000);
    const listed = (await get(app(), 'contractPositions', {}, { token: user.token })).data.items;
    expect(listed.find((p: { id: number }) => p.id === long.data.id)).toMatchObject({
      current_price: '67600.0',
      pnl: '32.000000',
    });
    const closed = await post(app(), 'closeContract', { id: long.data.id }, { token: user.token });
    expect(closed.data, JSON.stringify(closed)).toMatchObject({
      status: 'closed',
      close_reason: 'manual',
      pnl: '32.000000',
      closed: { price: '67600.0', source: 'push' },
    });
    const part = await post(
      app(),
      'closeContract',
      { id: short.data.id, lots: '0.1' },
      { token: user.token },
    );
    expect(part.data, JSON.stringify(part)).toMatchObject({
      status: 'closed',
      lots: '0.10',
      pnl: '-32.000000',
      closed: { price: '67600.0' },
    });
    const all = await post(app(), 'closeAllContracts', {}, { token: user.token });
    expect(all.data).toEqual({ closed: 1, cancelled: 0 });
    expect(await holding(app(), user.token, 'contract', 'USDT')).toMatchObject({ frozen: '0.000000' });
  });

  it('takes profit, stops loss and liquidates at the ticks of the disabled instrument', async () => {
    price(672_800);
    const user = await trader('1000');
    const tp = await open(user.token, {
      direction: 'long',
      lots: '0.05',
      leverage: 50,
      take_profit: '67500',
    });
    const sl = await open(user.token, { direction: 'short', lots: '0.05', leverage: 50, stop_loss: '67400' });
    const liquidated = await open(user.token, { direction: 'short', lots: '0.1', leverage: 100 });
    expect([tp.code, sl.code, liquidated.code]).toEqual([0, 0, 0]);
    expect(liquidated.data.liquidation_price).toBe('67616.4');
    await disable();
    price(677_000);
    await settled();
    const history = (await get(app(), 'contractHistory', {}, { token: user.token })).data.items;
    const byId = new Map(history.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(tp.data.id)).toMatchObject({ close_reason: 'take_profit', closed: { price: '67700.0' } });
    expect(byId.get(sl.data.id)).toMatchObject({ close_reason: 'stop_loss', closed: { price: '67700.0' } });
    expect(byId.get(liquidated.data.id)).toMatchObject({
      status: 'liquidated',
      pnl: '-42.000000',
      closed: { price: '67700.0' },
    });
    expect(await holding(app(), user.token, 'contract', 'USDT')).toMatchObject({ frozen: '0.000000' });
  });

  it('keeps a pending open waiting while disabled (no new opens), and it can be cancelled', async () => {
    price(672_800);
    const user = await trader('1000');
    const pending = await open(user.token, { direction: 'long', lots: '0.02', leverage: 20, price: '67000' });
    expect(pending.data.status).toBe('pending');
    await disable();
    price(669_000);
    await settled();
    const waiting = (await get(app(), 'contractOrders', {}, { token: user.token })).data.items;
    expect(waiting).toMatchObject([{ id: pending.data.id, status: 'pending' }]);
    const cancelled = await post(
      app(),
      'cancelContractOrder',
      { id: pending.data.id },
      { token: user.token },
    );
    expect(cancelled.data.status).toBe('cancelled');
    expect(await holding(app(), user.token, 'contract', 'USDT')).toEqual({
      available: '1000.000000',
      frozen: '0.000000',
    });
  });
});

describe('delivery orders on a disabled instrument', () => {
  /** A Tuesday afternoon: every market is open. */
  const clock = new ManualClock(Date.parse('2026-11-24T15:00:00Z'));
  const app = useTestApp(quietMarket(), { clock });
  /** BTCUSDT has two decimals: 6,725,000 ticks is 67,250.00. */
  const tick = (units: bigint) =>
    app().services.market.ingest({
      symbol: 'BTCUSDT',
      priceUnits: units,
      bidUnits: null,
      askUnits: null,
      volumeUnits: 0n,
      timeMs: clock.nowMs(),
      source: 'push',
    });
  const place = (token: string, params: Record<string, string | number>) =>
    post(
      app(),
      'placeFixedTerm',
      { rtoken: rt(), kind: 'delivery', symbol: 'BTCUSDT', cycle: 60, ...params },
      { token },
    );
  const later = async (seconds: number) => {
    clock.advance(seconds * 1000);
    await app().services.fixedTerm.runOnce();
  };

  it('settles running orders as won and lost at the recorded mark, not refunded', async () => {
    const operator = await staffSession(app(), clock, ['operations']);
    clock.advance(1_000);
    expect(tick(6_725_000n)).toBe(true);
    const user = await fundedCustomer(app(), { USDT: '1000' }, 'futures');
    const up = await place(user.token, { direction: 'up', stake: '100' });
    const down = await place(user.token, { direction: 'down', stake: '50' });
    expect([up.code, down.code]).toEqual([0, 0]);
    const disabled = await adminCall(
      app(),
      'setInstrumentEnabled',
      { symbol: 'BTCUSDT', enabled: false },
      operator.token,
    );
    expect(disabled.code).toBe(0);
    expect((await place(user.token, { direction: 'up', stake: '10' })).reason).toBe(
      'FIXED_TERM_UNKNOWN_INSTRUMENT',
    );
    await later(30);
    tick(6_730_000n);
    await later(31);
    const history = (await get(app(), 'fixedTermHistory', {}, { token: user.token })).data.items;
    const byId = new Map(history.map((o: { id: number }) => [o.id, o]));
    expect(byId.get(up.data.id)).toMatchObject({
      status: 'won',
      payout: '180.000000',
      settlement: { price: '67300.00', source: 'push' },
    });
    expect(byId.get(down.data.id)).toMatchObject({
      status: 'lost',
      payout: '0.000000',
      settlement: { price: '67300.00' },
    });
    expect(await holding(app(), user.token, 'futures', 'USDT')).toEqual({
      available: '1030.000000',
      frozen: '0.000000',
    });
    await app().services.market.setEnabled('BTCUSDT', true);
  });
});
