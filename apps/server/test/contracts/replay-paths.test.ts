import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { playRecorded } from '../replay-fixtures.ts';
import { holding, quietMarket, rt, tickNow } from '../wallet/wallet-fixtures.ts';

/** A Tuesday afternoon: every market is open. */
const START = Date.parse('2026-11-24T15:00:00Z');
const clock = new ManualClock(START);

/**
 * A recorded price path, second by second from START, for BTCUSDT-PERP (contracts, one decimal)
 * and BTCUSDT (delivery, two decimals). Played through the replay feed after the orders are placed.
 */
const PERP_PATH = [
  [1, '67500.0'],
  [2, '67950.0'],
  [3, '68010.0'], // the long's take-profit (68,000.0) is crossed
  [4, '68400.0'],
  [5, '68520.0'], // the short's stop-loss (68,500.0) is crossed
  [6, '67600.0'],
  [7, '67100.0'],
  [8, '66990.0'], // the pending long (67,000.0) opens
  [9, '66900.0'], // the 100x long is liquidated (liquidation price 66,943.6)
  [10, '67300.0'],
] as const;
const SPOT_PATH = [
  [10, '67500.00'],
  [59, '67400.00'], // the last price at or before the expiry second of a 60 s order placed at START
  [61, '67000.00'], // after expiry: does not count
] as const;

/** The two paths as one recording. */
const RECORDING = [
  ...PERP_PATH.map(([s, price]) => ({ symbol: 'BTCUSDT-PERP', price, time: START + s * 1000 })),
  ...SPOT_PATH.map(([s, price]) => ({ symbol: 'BTCUSDT', price, time: START + s * 1000 })),
];

/**
 * Contracts and delivery orders through a replayed price path (the replay feed, as production
 * would run a recording): take-profit, stop-loss, a pending open, liquidation and expiry each
 * happen at the tick that crosses them, and every close records that tick's price and source.
 */
describe('contracts and delivery on a replayed price path', () => {
  const app = useTestApp(quietMarket(), { clock });
  // The opening prices come from the feed that plays the recording, so no second source counts.
  const tick = (symbol: string, units: bigint) => tickNow(app(), clock, symbol, units, 'replay');
  it('takes profit at 68,010.0 (+73), stops out a short at 68,520.0 (-124), opens the pending long at 66,990.0, liquidates the 100x long at 66,900.0 (-38) and settles up as won at 67,400.00', async () => {
    tick('BTCUSDT-PERP', 672_800n);
    tick('BTCUSDT', 6_728_000n);
    const user = await fundedCustomer(app(), { USDT: '5000' }, 'contract');
    const delivery = await fundedCustomer(app(), { USDT: '1000' }, 'futures');
    const open = (params: Record<string, string | number>) =>
      post(app(), 'openContract', { symbol: 'BTCUSDT-PERP', rtoken: rt(), lots: '0.1', ...params }, user);
    const takeProfit = await open({ direction: 'long', leverage: 10, take_profit: '68000' });
    const stopLoss = await open({ direction: 'short', leverage: 10, stop_loss: '68500' });
    const pending = await open({ direction: 'long', leverage: 10, price: '67000' });
    const liquidated = await open({ direction: 'long', leverage: 100 });
    expect(liquidated.data.liquidation_price).toBe('66943.6');
    const placeDelivery = (direction: string) =>
      post(
        app(),
        'placeFixedTerm',
        { rtoken: rt(), kind: 'delivery', symbol: 'BTCUSDT', direction, cycle: 60, stake: '100' },
        delivery,
      );
    const up = await placeDelivery('up');
    const down = await placeDelivery('down');
    expect(up.data.entry).toMatchObject({ price: '67280.00', source: 'replay' });

    await playRecorded(app(), RECORDING);

    const history = (await get(app(), 'contractHistory', {}, user)).data.items;
    const ended = new Map(history.map((p: { id: number }) => [p.id, p]));
    expect(ended.get(takeProfit.data.id)).toMatchObject({
      close_reason: 'take_profit',
      closed: { price: '68010.0', source: 'replay' },
      pnl: '73.000000',
    });
    expect(ended.get(stopLoss.data.id)).toMatchObject({
      close_reason: 'stop_loss',
      closed: { price: '68520.0', source: 'replay' },
      pnl: '-124.000000',
    });
    expect(ended.get(liquidated.data.id)).toMatchObject({
      status: 'liquidated',
      close_reason: 'liquidation',
      closed: { price: '66900.0', source: 'replay' },
      pnl: '-38.000000',
    });
    const positions = (await get(app(), 'contractPositions', {}, user)).data.items;
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({
      id: pending.data.id,
      status: 'open',
      opened: { price: '66990.0', source: 'replay' },
      current_price: '67300.0',
      pnl: '31.000000',
    });
    await post(app(), 'closeContract', { id: pending.data.id }, user);

    // Delivery: nothing settles before expiry; after it, the price of the expiry second decides.
    await app().services.fixedTerm.runOnce();
    expect((await get(app(), 'fixedTermOrders', {}, delivery)).data.total).toBe(2);
    clock.advance(61_000);
    await app().services.fixedTerm.runOnce();
    const settled = (await get(app(), 'fixedTermHistory', {}, delivery)).data.items;
    const byId = new Map(settled.map((o: { id: number }) => [o.id, o]));
    expect(byId.get(up.data.id)).toMatchObject({
      status: 'won',
      payout: '180.000000',
      settlement: { price: '67400.00', source: 'replay', time: Math.floor(START / 1000) + 59 },
    });
    expect(byId.get(down.data.id)).toMatchObject({ status: 'lost', payout: '0.000000' });
    expect(await holding(app(), delivery.token, 'futures', 'USDT')).toEqual({
      available: '980.000000',
      frozen: '0.000000',
    });
  });
});
