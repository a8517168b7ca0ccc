import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { holding, quietMarket, rt, TRADE_PASSWORD, tickNow, totalAssets } from '../wallet/wallet-fixtures.ts';
import { CAUTIOUS, investor, relogin } from './earn-fixtures.ts';

/** Tuesday 24 November 2026, 15:00 UTC: US equity, gold and crypto markets are all open. */
const clock = new ManualClock(Date.parse('2026-11-24T15:00:00Z'));
const DAY = 86_400_000;

/** Component prices in ticks of each instrument's scale (2 decimals here). */
const START: Record<string, bigint> = {
  GLD: 21_790n,
  SPY: 52_140n,
  XAUUSD: 235_140n,
  BTCUSDT: 6_725_000n,
  QQQ: 44_510n,
  ETHUSDT: 348_000n,
};

describe('ETF baskets (low-risk and balanced)', () => {
  const app = useTestApp(quietMarket(), { clock });
  const prices = (moves: Record<string, bigint> = {}) => {
    for (const [symbol, units] of Object.entries({ ...START, ...moves }))
      tickNow(app(), clock, symbol, units);
  };
  const basketOf = async (risk: 'low' | 'balanced') => {
    const list = await get(app(), 'getBaskets', { risk });
    return list.data.baskets[0] as { id: number; nav: { nav: string | null; open: boolean } };
  };
  const buy = (token: string, id: number, amount: string, nav: string, extra: Record<string, string> = {}) =>
    post(
      app(),
      'buyBasket',
      { rtoken: rt(), id, amount, nav, trade_password: TRADE_PASSWORD, ...extra },
      { token },
    );
  const sell = (token: string, id: number, units: string, nav: string) =>
    post(app(), 'sellBasket', { rtoken: rt(), id, units, nav, trade_password: TRADE_PASSWORD }, { token });

  it('measures the NAV from the prices at inception, and records it every minute', async () => {
    const before = await basketOf('low');
    expect(before.nav.nav).toBeNull();
    prices();
    await app().services.baskets.runOnce();
    const low = await get(app(), 'getBasket', { id: before.id });
    expect(low.data.basket).toMatchObject({
      risk: 'low',
      base_nav: '1.000000',
      nav: { nav: '1.000000', open: true, next_open: null },
      management_fee_ppm: 5_000,
      subscription_fee_ppm: 1_000,
      redemption_fee_ppm: 2_000,
    });
    expect(low.data.basket.components[0]).toMatchObject({
      symbol: 'GLD',
      weight_ppm: 400_000,
      base: { price: '217.90', source: 'push' },
    });
    expect(low.data.history).toHaveLength(1);
    expect(low.data.conservative_low_only).toBe(true);
    // GLD up 10%: 0.4 x 1.1 + 0.6 = 1.04.
    prices({ GLD: 23_969n });
    expect((await basketOf('low')).nav.nav).toBe('1.040000');
    prices();
  });

  it('buys and redeems units at the NAV of the moment, with fees, cost and P&L exact', async () => {
    const low = await basketOf('low');
    const user = await investor(app(), '2000');
    const bought = await buy(user.token, low.id, '1000', '1.000000');
    expect(bought.code, JSON.stringify(bought)).toBe(0);
    // 0.1% of 1,000 is the fee; 999 at NAV 1 buys 999 units.
    expect(bought.data).toMatchObject({
      side: 'buy',
      amount: '1000.000000',
      fee: '1.000000',
      units: '999.000000',
      nav: '1.000000',
    });
    expect(bought.data.sources.map((s: { symbol: string }) => s.symbol)).toEqual([
      'GLD',
      'SPY',
      'XAUUSD',
      'BTCUSDT',
    ]);
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '1000.000000',
      frozen: '0.000000',
    });

    prices({ GLD: 23_969n });
    // The customer saw 1.000000; the NAV is now 1.04, beyond the 0.5% tolerance.
    const stale = await sell(user.token, low.id, '499.5', '1.000000');
    expect(stale).toMatchObject({ code: 1, data: { nav: '1.040000' } });
    expect((await sell(user.token, low.id, '999.000001', '1.040000')).data).toEqual({ units: '999.000000' });
    const sold = await sell(user.token, low.id, '499.5', '1.040000');
    // 499.5 x 1.04 = 519.48; 0.2% fee 1.03896; paid 518.44104.
    expect(sold.data).toMatchObject({
      side: 'sell',
      units: '499.500000',
      fee: '1.038960',
      amount: '518.441040',
    });
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '1518.441040',
      frozen: '0.000000',
    });
    const [position] = (await get(app(), 'basketPositions', {}, { token: user.token })).data;
    // Half the units sold: half the cost released.
    expect(position).toMatchObject({
      units: '499.500000',
      cost: '500.000000',
      nav: '1.040000',
      value: '519.480000',
      pnl: '19.480000',
      fees_paid: '2.038960',
    });
    // The units at the NAV of now count in the total assets: 1,518.44104 in spot plus 519.48.
    expect(await totalAssets(app(), user.token)).toEqual({
      total: '2037.921040',
      escrow: '0.000000',
      baskets: '519.480000',
    });
    const trades = await get(app(), 'basketTrades', {}, { token: user.token });
    expect(trades.data.items.map((t: { side: string }) => t.side)).toEqual(['sell', 'buy']);
    prices();
  });

  it('writes the units held and the new NAV of a refusal in the reader language', async () => {
    const low = await basketOf('low');
    const user = await investor(app(), '20000');
    const bought = await buy(user.token, low.id, '20000', '1.000000');
    expect(bought.data).toMatchObject({ units: '19980.000000' });
    const tooManyEn = await sell(user.token, low.id, '20000', '1.000000');
    expect(tooManyEn).toMatchObject({ reason: 'BASKET_UNITS_EXCEEDED', data: { units: '19980.000000' } });
    expect(tooManyEn.message).toContain('You hold 19,980 units');
    const tooManyEs = await post(
      app(),
      'sellBasket',
      {
        rtoken: rt(),
        id: low.id,
        units: '20000',
        nav: '1.000000',
        trade_password: TRADE_PASSWORD,
        lang: 'xby',
      },
      { token: user.token },
    );
    expect(tooManyEs.message).toContain('19.980');
    expect(tooManyEs.message).not.toContain('19980.000000');
    prices({ GLD: 23_969n });
    const movedEn = await sell(user.token, low.id, '1', '1.000000');
    expect(movedEn).toMatchObject({ reason: 'BASKET_NAV_CHANGED', data: { nav: '1.040000' } });
    expect(movedEn.message).toContain('now 1.04 USDT');
    const movedEs = await post(
      app(),
      'sellBasket',
      { rtoken: rt(), id: low.id, units: '1', nav: '1.000000', trade_password: TRADE_PASSWORD, lang: 'xby' },
      { token: user.token },
    );
    expect(movedEs.message).toContain('1,04 USDT');
    prices();
  });

  it('refuses without moving money: closed markets, replays, bad input, another risk level', async () => {
    const low = await basketOf('low');
    const balanced = await basketOf('balanced');
    const user = await investor(app(), '5000', CAUTIOUS);
    // Conservative: the low-risk basket only (the operator's rule, shown with the baskets).
    expect((await buy(user.token, balanced.id, '100', '1.000000')).reason).toBe('BASKET_RISK_LEVEL');
    expect((await buy(user.token, low.id, '5', '1.000000')).reason).toBe('BASKET_AMOUNT_OUT_OF_RANGE');
    expect((await buy(user.token, low.id, '100.0000001', '1.000000')).code).toBe(400);
    expect((await buy(user.token, low.id, '100', 'abc')).code).toBe(400);
    expect((await buy(user.token, low.id, '100', '1.000000', { trade_password: '135790' })).code).not.toBe(0);
    expect((await buy(user.token, 999_999, '100', '1.000000')).reason).toBe('BASKET_NOT_FOUND');
    const rtoken = rt();
    const params = { rtoken, id: low.id, amount: '100', nav: '1.000000', trade_password: TRADE_PASSWORD };
    expect((await post(app(), 'buyBasket', params, { token: user.token })).code).toBe(0);
    expect((await post(app(), 'buyBasket', params, { token: user.token })).reason).toBe('REQUEST_REPLAYED');
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '4900.000000',
      frozen: '0.000000',
    });
    // Saturday: the equity markets are closed, so no NAV to trade at.
    clock.set(Date.parse('2026-11-28T15:00:00Z'));
    await relogin(app(), user);
    expect((await buy(user.token, low.id, '100', '1.000000')).reason).toBe('BASKET_MARKET_CLOSED');
    expect((await sell(user.token, low.id, '1', '1.000000')).reason).toBe('BASKET_MARKET_CLOSED');
    // The view says when it trades again: all its markets are open from Monday 09:30 New York.
    const closed = await get(app(), 'getBasket', { id: low.id });
    expect(closed.data.basket.nav).toMatchObject({
      open: false,
      next_open: Date.parse('2026-11-30T14:30:00Z') / 1000,
    });
    // Monday 30 November, 15:00: open again.
    clock.set(Date.parse('2026-11-30T15:00:00Z'));
    prices();
  });

  it('refuses a NAV from a stale price, and lets holders of a disabled component sell at its index', async () => {
    const low = await basketOf('low');
    prices();
    const user = await investor(app(), '1000');
    expect((await buy(user.token, low.id, '100', '1.000000')).code).toBe(0);
    // The feed stalls for 241 s: no component's index is current any more.
    clock.advance(241_000);
    const stale = await post(
      app(),
      'sellBasket',
      { rtoken: rt(), id: low.id, units: '1', nav: '1.000000', trade_password: TRADE_PASSWORD, lang: 'xby' },
      { token: user.token },
    );
    expect(stale).toMatchObject({ reason: 'BASKET_PRICE_STALE', data: { symbol: 'GLD', seconds: 241 } });
    expect(stale.message).toContain('GLD');
    expect((await buy(user.token, low.id, '100', '1.000000')).reason).toBe('BASKET_PRICE_STALE');
    prices();
    const before = await totalAssets(app(), user.token);
    // Operations disable GLD: purchases stop; holders keep their value and sell at GLD's index.
    await app().services.market.setEnabled('GLD', false);
    try {
      expect((await buy(user.token, low.id, '100', '1.000000')).reason).toBe('BASKET_CLOSED');
      expect(await totalAssets(app(), user.token)).toEqual(before);
      const sold = await sell(user.token, low.id, '1', '1.000000');
      expect(sold.code, JSON.stringify(sold)).toBe(0);
    } finally {
      await app().services.market.setEnabled('GLD', true);
    }
  });

  it('charges the yearly management fee day by day in units, once per day', async () => {
    const low = await basketOf('low');
    const user = await investor(app(), '40000');
    expect((await buy(user.token, low.id, '36536.536536', '1.000000')).code).toBe(0);
    // 36,536.536536 less 0.1% is 36,500 units exactly; 0.5% a year is 0.5 units a day.
    clock.advance(DAY);
    prices();
    await Promise.all([app().services.baskets.runOnce(), app().services.baskets.runOnce()]);
    await app().services.baskets.runOnce();
    await relogin(app(), user);
    const [position] = (await get(app(), 'basketPositions', {}, { token: user.token })).data;
    expect(position).toMatchObject({ units: '36499.500000', management_fee_units: '0.500000' });
    clock.advance(2 * DAY);
    prices();
    await app().services.baskets.runOnce();
    await relogin(app(), user);
    const [later] = (await get(app(), 'basketPositions', {}, { token: user.token })).data;
    // Two more days, each on what is left: 0.499993 and 0.499986.
    expect(later.management_fee_units).toBe('1.499979');
  });

  it('counts basket purchases with escrow orders toward the risk cap, under 20 concurrent orders', async () => {
    const low = await basketOf('low');
    // Conservative: 10,000 USDT in earning products in total.
    const user = await investor(app(), '30000', CAUTIOUS);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => buy(user.token, low.id, '1000', '1.000000')),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(10);
    expect(results.find((r) => r.code !== 0)?.reason).toBe('EARN_RISK_CAP_EXCEEDED');
    // The escrow product sees the same 10,000 held.
    const escrow = (await get(app(), 'getProfitList', { tier: 'ai' })).data.products[0];
    const refused = await post(
      app(),
      'buyProfit',
      { rtoken: rt(), id: escrow.id, amount: '100', trade_password: TRADE_PASSWORD },
      { token: user.token },
    );
    expect(['EARN_RISK_CAP_EXCEEDED', 'EARN_RESERVE_SHORT']).toContain(refused.reason);
    const info = await get(app(), 'getBasket', { id: low.id }, { token: user.token });
    expect(info.data.mine).toMatchObject({
      risk_level: 'conservative',
      risk_cap: '10000',
      invested: '10000.000000',
    });
  });

  it('lets operations create a basket only with weights of exactly 100%, and shows the house exposure', async () => {
    const ops = await staffSession(app(), clock, ['operations']);
    const base = {
      risk: 'balanced',
      texts: { en: { name: 'Tech tilt', description: '' } },
      management_fee_ppm: 10_000,
      subscription_fee_ppm: 1_000,
      redemption_fee_ppm: 1_000,
      min_amount: '10',
      max_amount: '1000',
      status: 'open',
    };
    const wrong = await adminCall(
      app(),
      'saveBasket',
      {
        ...base,
        components: [
          { symbol: 'QQQ', weight_ppm: 600_000 },
          { symbol: 'SPY', weight_ppm: 300_000 },
        ],
      },
      ops.token,
    );
    expect(wrong.reason).toBe('BASKET_WEIGHTS_INVALID');
    const unknown = await adminCall(
      app(),
      'saveBasket',
      { ...base, components: [{ symbol: 'NOPE', weight_ppm: 1_000_000 }] },
      ops.token,
    );
    expect(unknown.reason).toBe('BASKET_UNKNOWN_INSTRUMENT');
    const made = await adminCall(
      app(),
      'saveBasket',
      {
        ...base,
        components: [
          { symbol: 'QQQ', weight_ppm: 600_000 },
          { symbol: 'SPY', weight_ppm: 400_000 },
        ],
      },
      ops.token,
    );
    expect(made.code, JSON.stringify(made)).toBe(0);
    const reweigh = await adminCall(
      app(),
      'saveBasket',
      { ...base, id: made.data.id, components: [{ symbol: 'QQQ', weight_ppm: 1_000_000 }] },
      ops.token,
    );
    expect(reweigh.reason).toBe('BASKET_WEIGHTS_INVALID');
    const finance = await staffSession(app(), clock, ['finance']);
    const exposure = await adminCall(app(), 'basketExposure', {}, finance.token);
    expect(exposure.code, JSON.stringify(exposure)).toBe(7);
    expect(Number(exposure.data.total)).toBeGreaterThan(0);
    expect(exposure.data.components.map((c: { symbol: string }) => c.symbol)).toContain('GLD');
    expect((await adminCall(app(), 'saveBasket', { ...base, components: [] }, finance.token)).code).not.toBe(
      0,
    );
  });
});
