import { describe, expect, it } from 'vitest';
import { ManualClock, systemClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { holding, rt, setPrice } from '../wallet/wallet-fixtures.ts';

const PERP = 'BTCUSDT-PERP';

describe('contract positions', () => {
  const app = useTestApp();
  /** BTCUSDT-PERP has one decimal: 672,800 ticks is 67,280.0. */
  const price = (ticks: number) => setPrice(app(), systemClock, PERP, BigInt(ticks));
  const trader = (usdt: string) => fundedCustomer(app(), { USDT: usdt }, 'contract');
  const open = (token: string, params: Record<string, string | number>) =>
    post(app(), 'openContract', { symbol: PERP, rtoken: rt(), ...params }, { token });
  const contractUsdt = (token: string) => holding(app(), token, 'contract', 'USDT');
  const settled = () => app().services.contracts.idle();

  it('lists the instruments with every rule shown before an order', async () => {
    price(672_800);
    const res = await get(app(), 'contractInstruments');
    const perp = res.data.find((i: { symbol: string }) => i.symbol === PERP);
    expect(perp).toMatchObject({
      category: 'contract',
      contract_size: '1',
      min_lots: '0.01',
      lot_step: '0.01',
      max_leverage: 100,
      fee_ppm: 500,
      stop_out_ppm: 500_000,
      open: true,
      price: '67280.0',
    });
    const gold = res.data.find((i: { symbol: string }) => i.symbol === 'XAUUSD');
    expect(gold).toMatchObject({ contract_size: '100', max_leverage: 25, leverages: [1, 2, 5, 10, 20, 25] });
    expect(res.data.some((i: { symbol: string }) => i.symbol === 'BTCUSDT')).toBe(false);
  });

  it('opens 0.10 lot long at 67,280.0 with 67.28 margin and a 3.364 fee, and closes at 68,000.0 for +72', async () => {
    price(672_800);
    const user = await trader('1000');
    const opened = await open(user.token, { direction: 'long', lots: '0.1', leverage: 100 });
    expect(opened.code, JSON.stringify(opened)).toBe(0);
    expect(opened.data).toMatchObject({
      status: 'open',
      lots: '0.10',
      margin: '67.280000',
      fee: '3.364000',
      liquidation_price: '66943.6',
      opened: { price: '67280.0', source: 'push' },
    });
    expect(await contractUsdt(user.token)).toEqual({ available: '929.356000', frozen: '67.280000' });
    price(680_000);
    const listed = await get(app(), 'contractPositions', {}, { token: user.token });
    expect(listed.data.items[0]).toMatchObject({ pnl: '72.000000', current_price: '68000.0' });
    const closed = await post(app(), 'closeContract', { id: opened.data.id }, { token: user.token });
    expect(closed.data).toMatchObject({
      status: 'closed',
      close_reason: 'manual',
      pnl: '72.000000',
      closed: { price: '68000.0', source: 'push' },
    });
    expect(await contractUsdt(user.token)).toEqual({ available: '1068.636000', frozen: '0.000000' });
    const history = await get(app(), 'contractHistory', {}, { token: user.token });
    expect(history.data.items[0].id).toBe(opened.data.id);
  });

  it('closes at the take-profit when the price reaches it, and a short at its stop-loss', async () => {
    price(672_800);
    const user = await trader('1000');
    const long = await open(user.token, {
      direction: 'long',
      lots: '0.05',
      leverage: 50,
      take_profit: '67500',
    });
    const short = await open(user.token, {
      direction: 'short',
      lots: '0.05',
      leverage: 50,
      stop_loss: '67400',
    });
    expect([long.code, short.code]).toEqual([0, 0]);
    price(673_900);
    await settled();
    expect((await get(app(), 'contractPositions', {}, { token: user.token })).data.total).toBe(2);
    // A jump past both levels: each closes at the tick's price.
    price(675_500);
    await settled();
    const history = (await get(app(), 'contractHistory', {}, { token: user.token })).data.items;
    const byId = new Map(history.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(long.data.id)).toMatchObject({
      close_reason: 'take_profit',
      closed: { price: '67550.0' },
      pnl: '13.500000',
    });
    expect(byId.get(short.data.id)).toMatchObject({
      close_reason: 'stop_loss',
      closed: { price: '67550.0' },
      pnl: '-13.500000',
    });
    expect(await contractUsdt(user.token)).toMatchObject({ frozen: '0.000000' });
  });

  it('liquidates at the stop-out and never takes more than the margin, even on a gap', async () => {
    price(672_800);
    const user = await trader('100');
    const opened = await open(user.token, { direction: 'long', lots: '0.1', leverage: 100 });
    expect(opened.data.liquidation_price).toBe('66943.6');
    const before = await contractUsdt(user.token);
    // The price gaps far below the liquidation price: the loss (1,280 USDT) is far beyond the margin.
    price(660_000);
    await settled();
    const history = (await get(app(), 'contractHistory', {}, { token: user.token })).data.items;
    expect(history[0]).toMatchObject({
      id: opened.data.id,
      status: 'liquidated',
      close_reason: 'liquidation',
      pnl: '-67.280000',
      closed: { price: '66000.0' },
    });
    expect(await contractUsdt(user.token)).toEqual({ available: before.available, frozen: '0.000000' });
  });

  it('opens a pending order when the price comes to it, and cancels another with everything given back', async () => {
    price(672_800);
    const user = await trader('1000');
    const pending = await open(user.token, { direction: 'long', lots: '0.02', leverage: 20, price: '67000' });
    expect(pending.data).toMatchObject({ status: 'pending', pending_price: '67000.0', opened: null });
    const other = await open(user.token, { direction: 'short', lots: '0.02', leverage: 20, price: '69000' });
    // Margin 67 USDT (1,340 / 20) and fee 0.67 are held for the first; 69 and 0.69 for the second.
    expect(await contractUsdt(user.token)).toEqual({ available: '862.640000', frozen: '137.360000' });
    price(669_900);
    await settled();
    const positions = (await get(app(), 'contractPositions', {}, { token: user.token })).data.items;
    expect(positions[0]).toMatchObject({ id: pending.data.id, status: 'open', opened: { price: '66990.0' } });
    const cancelled = await post(app(), 'cancelContractOrder', { id: other.data.id }, { token: user.token });
    expect(cancelled.data.status).toBe('cancelled');
    expect(await contractUsdt(user.token)).toEqual({ available: '932.330000', frozen: '67.000000' });
    await post(app(), 'closeAllContracts', {}, { token: user.token });
  });

  it('closes part of a position and keeps the rest open with its share of the margin', async () => {
    price(672_800);
    const user = await trader('1000');
    const opened = await open(user.token, { direction: 'short', lots: '0.3', leverage: 100 });
    price(670_800);
    const part = await post(
      app(),
      'closeContract',
      { id: opened.data.id, lots: '0.1' },
      { token: user.token },
    );
    expect(part.data).toMatchObject({
      status: 'closed',
      lots: '0.10',
      margin: '67.280000',
      pnl: '20.000000',
    });
    const rest = (await get(app(), 'contractPositions', {}, { token: user.token })).data.items[0];
    expect(rest).toMatchObject({ id: opened.data.id, lots: '0.20', margin: '134.560000' });
    const all = await post(app(), 'closeAllContracts', {}, { token: user.token });
    expect(all.data).toEqual({ closed: 1, cancelled: 0 });
  });

  it('changes stops and closes after the cached rules expired (the rules are read inside the transaction)', async () => {
    price(672_800);
    const user = await trader('1000');
    const opened = await open(user.token, { direction: 'long', lots: '0.1', leverage: 100 });
    app().services.settings.forgetCached();
    const stops = await post(
      app(),
      'setContractStops',
      { id: opened.data.id, take_profit: '69000' },
      { token: user.token },
    );
    expect(stops.data).toMatchObject({ take_profit: '69000.0' });
    app().services.settings.forgetCached();
    const closed = await post(app(), 'closeContract', { id: opened.data.id }, { token: user.token });
    expect(closed.data).toMatchObject({ status: 'closed', close_reason: 'manual' });
  });

  it('refuses bad orders clearly and moves nothing', async () => {
    price(672_800);
    setPrice(app(), systemClock, 'XRPUSDT-PERP', 5_212n);
    const user = await trader('50');
    const cases: [Record<string, string | number>, string][] = [
      [{ symbol: 'BTCUSDT', direction: 'long', lots: '0.1', leverage: 10 }, 'CONTRACT_UNKNOWN_INSTRUMENT'],
      [{ direction: 'long', lots: '0.001', leverage: 10 }, 'REQUEST_VALIDATION_FAILED'],
      [{ direction: 'long', lots: '0', leverage: 10 }, 'REQUEST_VALIDATION_FAILED'],
      [{ direction: 'long', lots: '101', leverage: 10 }, 'CONTRACT_LOTS_OUT_OF_RANGE'],
      [{ direction: 'long', lots: '0.1', leverage: 200 }, 'CONTRACT_LEVERAGE_NOT_ALLOWED'],
      [{ direction: 'long', lots: '0.1', leverage: 3 }, 'CONTRACT_LEVERAGE_NOT_ALLOWED'],
      [
        { direction: 'long', lots: '0.1', leverage: 100, take_profit: '67000' },
        'CONTRACT_TAKE_PROFIT_WRONG_SIDE',
      ],
      [
        { direction: 'short', lots: '0.1', leverage: 100, stop_loss: '67000' },
        'CONTRACT_STOP_LOSS_WRONG_SIDE',
      ],
      // Below liquidation (66,943.6) the stop could never act first.
      [
        { direction: 'long', lots: '0.1', leverage: 100, stop_loss: '66900' },
        'CONTRACT_STOP_LOSS_WRONG_SIDE',
      ],
      // 0.01 lot of XRP at 0.5212 is worth half a cent: its margin is under the 1 USDT minimum.
      [
        { symbol: 'XRPUSDT-PERP', direction: 'long', lots: '0.01', leverage: 100 },
        'CONTRACT_MARGIN_TOO_SMALL',
      ],
      [{ direction: 'long', lots: '1', leverage: 100 }, 'LEDGER_INSUFFICIENT_BALANCE'],
      [{ direction: 'long', lots: '0.1', leverage: 100, price: '67000.05' }, 'REQUEST_VALIDATION_FAILED'],
    ];
    for (const [params, reason] of cases) {
      const res = await open(user.token, params);
      expect(res.reason, JSON.stringify(params)).toBe(reason);
    }
    expect(await contractUsdt(user.token)).toEqual({ available: '50.000000', frozen: '0.000000' });
    const missing = await post(app(), 'closeContract', { id: 999_999 }, { token: user.token });
    expect(missing.reason).toBe('CONTRACT_POSITION_NOT_FOUND');
  });

  it('refuses a replayed request: the same rtoken opens nothing twice', async () => {
    price(672_800);
    const user = await trader('1000');
    const rtoken = rt();
    const first = await post(
      app(),
      'openContract',
      { symbol: PERP, direction: 'long', lots: '0.1', leverage: 100, rtoken },
      { token: user.token },
    );
    const again = await post(
      app(),
      'openContract',
      { symbol: PERP, direction: 'long', lots: '0.1', leverage: 100, rtoken },
      { token: user.token },
    );
    expect(first.code).toBe(0);
    expect(again.reason).toBe('REQUEST_REPLAYED');
    expect((await get(app(), 'contractPositions', {}, { token: user.token })).data.total).toBe(1);
    await post(app(), 'closeAllContracts', {}, { token: user.token });
  });

  it('keeps demo positions on the demo book', async () => {
    price(672_800);
    const demo = await get(app(), 'tempLogin');
    await post(
      app(),
      'transferAsset',
      { asset: 'USDT', from: 'spot', to: 'contract', amount: '1000', rtoken: rt() },
      { token: demo.data.token },
    );
    const opened = await open(demo.data.token, { direction: 'long', lots: '0.1', leverage: 100 });
    expect(opened.code, JSON.stringify(opened)).toBe(0);
    expect(await app().services.ledger.balances(demo.data.uid, 'real')).toEqual([]);
    await post(app(), 'closeAllContracts', {}, { token: demo.data.token });
  });
});

describe('contract trading hours', () => {
  // Saturday noon in New York: the stock exchanges are closed.
  const clock = new ManualClock(Date.parse('2026-11-21T17:00:00Z'));
  const app = useTestApp({}, { clock });

  it('refuses to open while the market is closed, naming its hours', async () => {
    setPrice(app(), clock, 'AAPL', 18_980n);
    const user = await fundedCustomer(app(), { USDT: '10000' }, 'contract');
    const res = await post(
      app(),
      'openContract',
      { symbol: 'AAPL', direction: 'long', lots: '1', leverage: 5, rtoken: rt() },
      { token: user.token },
    );
    expect(res.reason).toBe('CONTRACT_MARKET_CLOSED');
    expect(res.message).toContain('09:30');
  });
});
