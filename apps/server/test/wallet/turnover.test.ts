import { TURNOVER_USES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { useWideSpotBands } from '../spot/spot-fixtures.ts';
import {
  customer,
  deposit,
  ERC20_ADDRESS,
  financeToken,
  HK_AFTERNOON,
  rt,
  setPrice,
  TRADE_PASSWORD,
  tickNow,
} from './wallet-fixtures.ts';

const clock = new ManualClock(HK_AFTERNOON);
const usdt = (whole: number) => BigInt(whole) * 1_000_000n;

/** What counts toward a user's withdrawal turnover since ever, in USDT units. */
const usedBy = async (app: App, uid: number) => (await app.services.assets.turnoverSince(uid, null)).used;

describe('withdrawal turnover counts trading and products', () => {
  const app = useTestApp({}, { clock });
  useWideSpotBands(app);
  const call = (token: string, action: string, params: Record<string, string | number>) =>
    post(app(), action, { rtoken: rt(), ...params }, { token });

  it('counts a spot fill for both sides, a contract open at its position value and delivery and option stakes; then the withdrawal passes', async () => {
    clock.set(HK_AFTERNOON);
    const trader = await customer(app(), { tradePassword: true, verified: 'advanced' });
    await deposit(app(), trader.token, await financeToken(app(), clock), '5000');
    await call(trader.token, 'addWithdrawAddress', { asset: 'USDT', chain: 'ERC20', address: ERC20_ADDRESS });
    const [address] = (await get(app(), 'withdrawAddresses', {}, { token: trader.token })).data;
    const withdraw = () =>
      call(trader.token, 'withdraw', {
        method: 'address',
        address_id: address.id,
        amount: '100',
        trade_password: TRADE_PASSWORD,
      });

    // Spot: 0.01 BTC at 67,400 is 674 USDT traded, for the buyer and for the seller alike.
    const seller = await fundedCustomer(app(), { BTC: '1' });
    const spot = { symbol: 'BTCUSDT', type: 'limit', tif: 'GTC', price: '67400', quantity: '0.01' };
    expect((await call(seller.token, 'placeSpotOrder', { ...spot, side: 'sell' })).code).toBe(0);
    const bought = await call(trader.token, 'placeSpotOrder', { ...spot, side: 'buy' });
    expect(bought.data, JSON.stringify(bought)).toMatchObject({ status: 'filled' });
    expect(await usedBy(app(), trader.uid)).toBe(usdt(674));
    expect(await usedBy(app(), seller.uid)).toBe(usdt(674));

    // Contract: 0.01 lot at 67,600.0 is a 676 USDT position (10x: 67.6 margin).
    setPrice(app(), clock, 'BTCUSDT-PERP', 676_000n);
    await call(trader.token, 'transferAsset', {
      asset: 'USDT',
      from: 'spot',
      to: 'contract',
      amount: '1000',
    });
    const opened = await call(trader.token, 'openContract', {
      symbol: 'BTCUSDT-PERP',
      direction: 'long',
      lots: '0.01',
      leverage: 10,
    });
    expect(opened.code, JSON.stringify(opened)).toBe(0);
    expect(await usedBy(app(), trader.uid)).toBe(usdt(674 + 676));

    // Delivery and option: the stake counts (100 and 50 USDT).
    tickNow(app(), clock, 'BTCUSDT', 6_740_000n);
    await call(trader.token, 'transferAsset', { asset: 'USDT', from: 'spot', to: 'futures', amount: '200' });
    await call(trader.token, 'transferAsset', { asset: 'USDT', from: 'spot', to: 'options', amount: '200' });
    const delivery = await call(trader.token, 'placeFixedTerm', {
      kind: 'delivery',
      symbol: 'BTCUSDT',
      direction: 'up',
      cycle: 60,
      stake: '100',
    });
    expect(delivery.code, JSON.stringify(delivery)).toBe(0);
    const option = await call(trader.token, 'placeFixedTerm', {
      kind: 'option',
      symbol: 'BTCUSDT',
      direction: 'call',
      cycle: 300,
      stake: '50',
    });
    expect(option.code, JSON.stringify(option)).toBe(0);
    expect(await usedBy(app(), trader.uid)).toBe(usdt(674 + 676 + 100 + 50));

    // 1,500 of the 4,500 required: the screen shows it, with what counts, and the rule refuses.
    const rules = await get(app(), 'withdrawRules', {}, { token: trader.token });
    expect(rules.data.turnover_uses).toEqual([...TURNOVER_USES]);
    expect(rules.data.status).toMatchObject({
      turnover_required: '4500.000000',
      turnover_done: '1500.000000',
    });
    expect((await withdraw()).reason).toBe('WALLET_WITHDRAW_TURNOVER');

    // A larger contract (0.05 lot, 3,380 USDT) brings the total to 4,880: the withdrawal passes.
    const more = await call(trader.token, 'openContract', {
      symbol: 'BTCUSDT-PERP',
      direction: 'short',
      lots: '0.05',
      leverage: 10,
    });
    expect(more.code, JSON.stringify(more)).toBe(0);
    expect(await usedBy(app(), trader.uid)).toBe(usdt(4880));
    const paid = await withdraw();
    expect(paid.code, JSON.stringify(paid)).toBe(0);
    // A new withdrawal starts the count again: nothing deposited since, nothing required.
    const after = await get(app(), 'withdrawRules', {}, { token: trader.token });
    expect(after.data.status).toMatchObject({ turnover_required: '0.000000', turnover_done: '0.000000' });
  });

  // Later tests move the clock on: prices already given are not replaced by older ticks.
  it('counts a pending contract open when it fills, at its fill price', async () => {
    clock.advance(60_000);
    setPrice(app(), clock, 'BTCUSDT-PERP', 676_000n);
    const user = await fundedCustomer(app(), { USDT: '500' }, 'contract');
    const pending = await call(user.token, 'openContract', {
      symbol: 'BTCUSDT-PERP',
      direction: 'long',
      lots: '0.01',
      leverage: 10,
      price: '67000.0',
    });
    expect(pending.data, JSON.stringify(pending)).toMatchObject({ status: 'pending' });
    expect(await usedBy(app(), user.uid)).toBe(0n);
    setPrice(app(), clock, 'BTCUSDT-PERP', 669_000n);
    await app().services.contracts.idle();
    const [position] = (await get(app(), 'contractPositions', {}, { token: user.token })).data.items;
    expect(position).toMatchObject({ status: 'open', opened: { price: '66900.0' } });
    expect(await usedBy(app(), user.uid)).toBe(usdt(669));
  });

  it('never records turnover for a demo account', async () => {
    clock.advance(60_000);
    tickNow(app(), clock, 'BTCUSDT', 6_740_000n);
    setPrice(app(), clock, 'BTCUSDT-PERP', 676_000n);
    const demo = await get(app(), 'tempLogin');
    const token = demo.data.token as string;
    const uid = demo.data.uid as number;
    for (const to of ['contract', 'futures']) {
      const moved = await call(token, 'transferAsset', { asset: 'USDT', from: 'spot', to, amount: '1000' });
      expect(moved.code, JSON.stringify(moved)).toBe(0);
    }
    const opened = await call(token, 'openContract', {
      symbol: 'BTCUSDT-PERP',
      direction: 'long',
      lots: '0.01',
      leverage: 10,
    });
    expect(opened.code, JSON.stringify(opened)).toBe(0);
    const placed = await call(token, 'placeFixedTerm', {
      kind: 'delivery',
      symbol: 'BTCUSDT',
      direction: 'up',
      cycle: 60,
      stake: '100',
    });
    expect(placed.code, JSON.stringify(placed)).toBe(0);
    expect(await usedBy(app(), uid)).toBe(0n);
  });
});
