import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { quietMarket, rt, tickNow } from '../wallet/wallet-fixtures.ts';

/** Tuesday 24 November 2026, 15:00 UTC: every market is open. */
const clock = new ManualClock(Date.parse('2026-11-24T15:00:00Z'));

/** Index prices from the feed, in ticks of each instrument's scale. */
const INDEX: Record<string, bigint> = {
  GLD: 21_790n,
  SPY: 52_140n,
  XAUUSD: 235_140n,
  BTCUSDT: 6_725_000n,
  'BTCUSDT-PERP': 672_800n,
  QQQ: 44_510n,
  ETHUSDT: 348_000n,
};

/**
 * The two-account attack of the hostile probe: one account rests a small sell 30% above the
 * index, the other buys it, and the platform's book prints BTCUSDT at +30%. Nothing the house
 * prices or settles may follow that print: the index, the perpetual's mark, a basket's NAV, a
 * delivery order's settlement, a contract's close and the simulated walk all stay on the feed.
 */
describe('reference prices that customers cannot move', () => {
  const app = useTestApp(quietMarket(), { clock });
  const feed = () => {
    for (const [symbol, units] of Object.entries(INDEX)) tickNow(app(), clock, symbol, units);
  };
  const order = (token: string, params: Record<string, string>) =>
    post(app(), 'placeSpotOrder', { symbol: 'BTCUSDT', tif: 'GTC', rtoken: rt(), ...params }, { token });

  it('refuses a limit price outside the band around the index, and shows the band with the market', async () => {
    feed();
    const markets = await get(app(), 'spotMarkets');
    expect(markets.data.find((m: { symbol: string }) => m.symbol === 'BTCUSDT')).toMatchObject({
      price_band_ppm: 100_000,
      market_band_ppm: 50_000,
    });
    const seller = await fundedCustomer(app(), { BTC: '0.01' });
    const far = await order(seller.token, {
      side: 'sell',
      type: 'limit',
      price: '87425.00',
      quantity: '0.001',
    });
    expect(far).toMatchObject({ code: 1, reason: 'SPOT_PRICE_OUT_OF_BAND', data: null });
    // 67,250.00 +/- 10%, formatted as every refusal is.
    expect(far.message).toBe(
      'The price must lie between 60,525 and 73,975 USDT, within 10% of the index price.',
    );
    const spanish = await post(
      app(),
      'placeSpotOrder',
      {
        symbol: 'BTCUSDT',
        tif: 'GTC',
        rtoken: rt(),
        side: 'sell',
        type: 'limit',
        price: '50000',
        quantity: '0.001',
        lang: 'xby',
      },
      { token: seller.token },
    );
    expect(spanish.message).toBe(
      'El precio debe estar entre 60.525 y 73.975 USDT, a no más del 10 % del precio índice.',
    );
    const inside = await order(seller.token, {
      side: 'sell',
      type: 'limit',
      price: '73975.00',
      quantity: '0.001',
    });
    expect(inside.code, JSON.stringify(inside)).toBe(0);
    await post(app(), 'cancelAllSpotOrders', {}, { token: seller.token });
  });

  it('stops a market order at the market band: beyond it there is nothing to trade with', async () => {
    feed();
    const seller = await fundedCustomer(app(), { BTC: '0.01' });
    const buyer = await fundedCustomer(app(), { USDT: '1000' });
    // +2% and +8% (inside the 10% limit band; the market band is 5%).
    expect(
      (await order(seller.token, { side: 'sell', type: 'limit', price: '68595.00', quantity: '0.001' })).code,
    ).toBe(0);
    expect(
      (await order(seller.token, { side: 'sell', type: 'limit', price: '72630.00', quantity: '0.001' })).code,
    ).toBe(0);
    const bought = await order(buyer.token, { side: 'buy', type: 'market', quantity: '0.002' });
    expect(bought.data).toMatchObject({ status: 'cancelled', filled: '0.001000', average_price: '68595.00' });
    const again = await order(buyer.token, { side: 'buy', type: 'market', quantity: '0.001' });
    expect(again.reason).toBe('SPOT_NO_LIQUIDITY');
    await post(app(), 'cancelAllSpotOrders', {}, { token: seller.token });
  });

  it('moves no index, mark, NAV, settlement, contract or walk when two accounts print +30%', async () => {
    const { market, baskets, settings } = app().services;
    feed();
    await baskets.runOnce();
    const basketNav = async () => {
      const list = await get(app(), 'getBaskets', { risk: 'balanced' });
      return list.data.baskets[0].nav.nav as string;
    };
    const navBefore = await basketNav();
    expect(navBefore).toBe('1.000000');
    const perpBefore = market.markPrice('BTCUSDT-PERP');

    // Positions and orders the colluders would profit from, opened at the index.
    const trader = await fundedCustomer(app(), { USDT: '2000' }, 'contract');
    const long = await post(
      app(),
      'openContract',
      { symbol: 'BTCUSDT-PERP', rtoken: rt(), lots: '0.1', direction: 'long', leverage: 100 },
      trader,
    );
    expect(long.code, JSON.stringify(long)).toBe(0);
    const bettor = await fundedCustomer(app(), { USDT: '1000' }, 'futures');
    const up = await post(
      app(),
      'placeFixedTerm',
      { rtoken: rt(), kind: 'delivery', symbol: 'BTCUSDT', direction: 'up', cycle: 60, stake: '100' },
      bettor,
    );
    expect(up.data.entry).toMatchObject({ price: '67250.00', source: 'push' });

    // Even with a band the operator set wide enough to let it through, the print moves nothing.
    await settings.set('spot.priceBands', { limitPpm: 500_000, marketPpm: 500_000 });
    try {
      const seller = await fundedCustomer(app(), { BTC: '0.01' });
      const buyer = await fundedCustomer(app(), { USDT: '1000' });
      clock.advance(500);
      expect(
        (await order(seller.token, { side: 'sell', type: 'limit', price: '87425.00', quantity: '0.001' }))
          .code,
      ).toBe(0);
      const print = await order(buyer.token, {
        side: 'buy',
        type: 'limit',
        price: '87425.00',
        quantity: '0.001',
      });
      expect(print.data).toMatchObject({ status: 'filled', average_price: '87425.00' });
    } finally {
      await settings.set('spot.priceBands', { limitPpm: 100_000, marketPpm: 50_000 });
    }
    const depth = await get(app(), 'spotDepth', { symbol: 'BTCUSDT' });
    expect(depth.data.trades[0]).toMatchObject({ price: '87425.00' });

    expect(market.indexPrice('BTCUSDT')).toMatchObject({ units: 6_725_000n, source: 'push' });
    expect(market.markPrice('BTCUSDT-PERP')).toEqual(perpBefore);
    const quote = await get(app(), 'getMarketDetail', { symbol: 'BTCUSDT' });
    expect(quote.data.quote).toMatchObject({ last: '67250.00', high: '67250.00' });
    const kline = await get(app(), 'getKline', { symbol: 'BTCUSDT', period: '1m' });
    expect(kline.data.candles.at(-1)).toMatchObject({ high: '67250.00', close: '67250.00' });
    expect(await basketNav()).toBe(navBefore);

    // The 100x long closes at the mark it opened at.
    const closed = await post(app(), 'closeContract', { id: long.data.id }, trader);
    expect(closed.data).toMatchObject({ status: 'closed', closed: { price: '67280.0', source: 'push' } });
    expect(closed.data.pnl).toBe('0.000000');

    // The "up" order expires at the index: a tie, refunded, not won.
    clock.advance(61_000);
    await app().services.fixedTerm.runOnce();
    const settled = (await get(app(), 'fixedTermHistory', {}, bettor)).data.items;
    expect(settled.find((o: { id: number }) => o.id === up.data.id)).toMatchObject({
      status: 'refunded',
      settlement: { price: '67250.00', source: 'push' },
    });

    // The simulated walk goes on from its own state, nowhere near the print.
    const walked = market.simulatedFeed?.step().find((t) => t.symbol === 'BTCUSDT');
    if (walked) expect(walked.priceUnits < 6_800_000n && walked.priceUnits > 6_650_000n).toBe(true);
  });

  it('opens no contract and takes no delivery order at a stale index', async () => {
    feed();
    const trader = await fundedCustomer(app(), { USDT: '2000' }, 'contract');
    const bettor = await fundedCustomer(app(), { USDT: '1000' }, 'futures');
    // The feed stops for 31 s while crypto trades: the index is older than its 30 s limit.
    clock.advance(31_000);
    const open = await post(
      app(),
      'openContract',
      { symbol: 'BTCUSDT-PERP', rtoken: rt(), lots: '0.1', direction: 'long', leverage: 10 },
      trader,
    );
    expect(open.reason).toBe('CONTRACT_NO_PRICE');
    const bet = await post(
      app(),
      'placeFixedTerm',
      { rtoken: rt(), kind: 'delivery', symbol: 'BTCUSDT', direction: 'up', cycle: 60, stake: '100' },
      bettor,
    );
    expect(bet.reason).toBe('CONTRACT_NO_PRICE');
    feed();
    const fresh = await post(
      app(),
      'openContract',
      { symbol: 'BTCUSDT-PERP', rtoken: rt(), lots: '0.1', direction: 'long', leverage: 10 },
      trader,
    );
    expect(fresh.code, JSON.stringify(fresh)).toBe(0);
    await post(app(), 'closeContract', { id: fresh.data.id }, trader);
  });
});
