import { describe, expect, it } from 'vitest';
import { SpotService } from '../../src/modules/spot/index.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { holding, rt, setPrice } from '../wallet/wallet-fixtures.ts';
import { useWideSpotBands } from './spot-fixtures.ts';

describe('spot trading', () => {
  const app = useTestApp();
  useWideSpotBands(app);

  const trader = (funds: Record<string, string>) => fundedCustomer(app(), funds);

  /** Each order is a new request with its own rtoken: a repeated one is refused as a replay. */
  const order = (token: string, params: Record<string, string>) =>
    post(app(), 'placeSpotOrder', { symbol: 'BTCUSDT', tif: 'GTC', rtoken: rt(), ...params }, { token });

  it('lists the spot markets with their scales, limits and fees', async () => {
    const res = await get(app(), 'spotMarkets');
    expect(res.code).toBe(7);
    expect(res.data.map((m: { symbol: string }) => m.symbol).sort()).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'TRXUSDT',
    ]);
    expect(res.data.find((m: { symbol: string }) => m.symbol === 'BTCUSDT')).toMatchObject({
      price_scale: 2,
      quantity_scale: 6,
      min_notional: '5',
      maker_fee_ppm: 1000,
      taker_fee_ppm: 1000,
    });
  });

  it('matches a buyer with a resting seller at the maker price, with fees, frozen funds and depth', async () => {
    const seller = await trader({ BTC: '1' });
    const buyer = await trader({ USDT: '1000' });
    const ask = await order(seller.token, { side: 'sell', type: 'limit', price: '50000', quantity: '0.01' });
    expect(ask.code, JSON.stringify(ask)).toBe(0);
    expect(ask.data).toMatchObject({ status: 'open', filled: '0.000000' });
    expect(await holding(app(), seller.token, 'spot', 'BTC')).toEqual({
      available: '0.99000000',
      frozen: '0.01000000',
    });

    const bid = await order(buyer.token, { side: 'buy', type: 'limit', price: '50100', quantity: '0.004' });
    expect(bid.data).toMatchObject({
      status: 'filled',
      filled: '0.004000',
      filled_quote: '200.000000',
      fee: '0.200000',
      average_price: '50000.00',
    });
    // The buyer froze 0.004 x 50,100 plus 0.1%; paid 200 + 0.2 at the maker's price; the rest is back.
    expect(await holding(app(), buyer.token, 'spot', 'USDT')).toEqual({
      available: '799.800000',
      frozen: '0.000000',
    });
    expect(await holding(app(), buyer.token, 'spot', 'BTC')).toEqual({
      available: '0.00400000',
      frozen: '0.00000000',
    });
    expect(await holding(app(), seller.token, 'spot', 'USDT')).toEqual({
      available: '199.800000',
      frozen: '0.000000',
    });
    expect(await holding(app(), seller.token, 'spot', 'BTC')).toEqual({
      available: '0.99000000',
      frozen: '0.00600000',
    });

    const depth = await get(app(), 'spotDepth', { symbol: 'BTCUSDT' });
    expect(depth.data.asks[0]).toEqual(['50000.00', '0.006000']);
    expect(depth.data.trades[0]).toMatchObject({ price: '50000.00', quantity: '0.004000', side: 'buy' });
    const trades = await get(app(), 'spotMyTrades', {}, { token: seller.token });
    expect(trades.data.items[0]).toMatchObject({ role: 'maker', my_side: 'sell', fee: '0.200000' });
    const open = await get(app(), 'spotOpenOrders', {}, { token: seller.token });
    expect(open.data.items[0]).toMatchObject({ id: ask.data.id, filled: '0.004000', status: 'open' });

    // A market buy takes the rest; the seller's order is then filled and holds nothing.
    const market = await order(buyer.token, { side: 'buy', type: 'market', quantity: '0.006' });
    expect(market.data).toMatchObject({ status: 'filled', filled: '0.006000', type: 'market', price: null });
    expect(await holding(app(), seller.token, 'spot', 'BTC')).toEqual({
      available: '0.99000000',
      frozen: '0.00000000',
    });
    const history = await get(app(), 'spotOrderHistory', {}, { token: seller.token });
    expect(history.data.items[0]).toMatchObject({ id: ask.data.id, status: 'filled' });
    const none = await order(buyer.token, { side: 'buy', type: 'market', quantity: '0.001' });
    expect(none.reason).toBe('SPOT_NO_LIQUIDITY');
  });

  it('cancels an open order and releases what it holds; another user or a final order is refused', async () => {
    const buyer = await trader({ USDT: '500' });
    const other = await trader({ USDT: '10' });
    const bid = await order(buyer.token, { side: 'buy', type: 'limit', price: '40000', quantity: '0.01' });
    expect(await holding(app(), buyer.token, 'spot', 'USDT')).toEqual({
      available: '99.600000',
      frozen: '400.400000',
    });
    expect((await post(app(), 'cancelSpotOrder', { id: bid.data.id }, { token: other.token })).reason).toBe(
      'SPOT_ORDER_NOT_FOUND',
    );
    const cancelled = await post(app(), 'cancelSpotOrder', { id: bid.data.id }, { token: buyer.token });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', end_reason: 'cancelled' });
    expect(await holding(app(), buyer.token, 'spot', 'USDT')).toEqual({
      available: '500.000000',
      frozen: '0.000000',
    });
    expect((await post(app(), 'cancelSpotOrder', { id: bid.data.id }, { token: buyer.token })).reason).toBe(
      'SPOT_ORDER_NOT_FOUND',
    );
    for (const price of ['39000', '39100', '39200'])
      await order(buyer.token, { side: 'buy', type: 'limit', price, quantity: '0.001' });
    const all = await post(app(), 'cancelAllSpotOrders', {}, { token: buyer.token });
    expect(all.data.cancelled).toBe(3);
    expect(await holding(app(), buyer.token, 'spot', 'USDT')).toEqual({
      available: '500.000000',
      frozen: '0.000000',
    });
  });

  it('refuses bad orders with nothing frozen', async () => {
    const user = await trader({ USDT: '100', BTC: '0.001' });
    const before = await holding(app(), user.token, 'spot', 'USDT');
    const cases: [Record<string, string>, string][] = [
      [{ symbol: 'DOGEUSDT', side: 'buy', type: 'limit', price: '1', quantity: '10' }, 'SPOT_UNKNOWN_MARKET'],
      [{ side: 'buy', type: 'limit', price: '50000.001', quantity: '0.001' }, 'REQUEST_VALIDATION_FAILED'],
      [{ side: 'buy', type: 'limit', price: '50000', quantity: '0.0000001' }, 'REQUEST_VALIDATION_FAILED'],
      [{ side: 'buy', type: 'limit', quantity: '0.001' }, 'REQUEST_VALIDATION_FAILED'],
      [{ side: 'buy', type: 'limit', price: '0', quantity: '0.001' }, 'REQUEST_VALIDATION_FAILED'],
      [{ side: 'buy', type: 'limit', price: '50000', quantity: '0.00005' }, 'SPOT_BELOW_MINIMUM'],
      [{ side: 'buy', type: 'limit', price: '140000', quantity: '0.001' }, 'SPOT_PRICE_OUT_OF_BAND'],
      [{ side: 'sell', type: 'limit', price: '200000', quantity: '0.001' }, 'SPOT_PRICE_OUT_OF_BAND'],
      [{ side: 'buy', type: 'limit', price: '50000', quantity: '101' }, 'SPOT_ABOVE_MAXIMUM'],
      [{ side: 'buy', type: 'limit', price: '50000', quantity: '0.01' }, 'LEDGER_INSUFFICIENT_BALANCE'],
      [{ side: 'sell', type: 'limit', price: '50000', quantity: '0.002' }, 'LEDGER_INSUFFICIENT_BALANCE'],
      [
        { side: 'sell', type: 'limit', price: '50000', quantity: '0.00005', tif: 'FOK' },
        'SPOT_BELOW_MINIMUM',
      ],
      [{ side: 'bid', type: 'limit', price: '50000', quantity: '0.001' }, 'REQUEST_VALIDATION_FAILED'],
    ];
    for (const [params, reason] of cases) {
      const res = await order(user.token, params);
      expect(res.reason, JSON.stringify(params)).toBe(reason);
    }
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual(before);
    expect((await get(app(), 'spotOpenOrders', {}, { token: user.token })).data.total).toBe(0);

    const clientId = `c-${rt()}`;
    expect(
      (
        await order(user.token, {
          side: 'buy',
          type: 'limit',
          price: '40000',
          quantity: '0.00025',
          client_order_id: clientId,
        })
      ).code,
    ).toBe(0);
    const replay = await order(user.token, {
      side: 'buy',
      type: 'limit',
      price: '40000',
      quantity: '0.00025',
      client_order_id: clientId,
    });
    expect(replay.reason).toBe('SPOT_CLIENT_ORDER_ID_USED');
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '89.990000',
      frozen: '10.010000',
    });
    await post(app(), 'cancelAllSpotOrders', {}, { token: user.token });
  });

  it('cancels the remainder of an order that would trade with its owner, and refuses an unfillable FOK', async () => {
    const user = await trader({ USDT: '1000', BTC: '0.1' });
    const other = await trader({ USDT: '1000' });
    await order(user.token, { side: 'sell', type: 'limit', price: '60000', quantity: '0.001' });
    const self = await order(user.token, { side: 'buy', type: 'limit', price: '60000', quantity: '0.001' });
    expect(self.data).toMatchObject({ status: 'cancelled', end_reason: 'SELF_TRADE', filled: '0.000000' });
    const fok = await order(other.token, {
      side: 'buy',
      type: 'limit',
      price: '60000',
      quantity: '0.002',
      tif: 'FOK',
    });
    expect(fok.reason).toBe('SPOT_FOK_UNFILLABLE');
    expect(await holding(app(), other.token, 'spot', 'USDT')).toEqual({
      available: '1000.000000',
      frozen: '0.000000',
    });
    const ioc = await order(other.token, {
      side: 'buy',
      type: 'limit',
      price: '60000',
      quantity: '0.002',
      tif: 'IOC',
    });
    expect(ioc.data).toMatchObject({ status: 'cancelled', end_reason: 'UNFILLED', filled: '0.001000' });
    expect(await holding(app(), other.token, 'spot', 'USDT')).toEqual({
      available: '939.940000',
      frozen: '0.000000',
    });
    await post(app(), 'cancelAllSpotOrders', {}, { token: user.token });
  });

  it('never overspends: twenty concurrent buys of one balance freeze at most the balance', async () => {
    const user = await trader({ USDT: '100.1' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(user.token, { side: 'buy', type: 'limit', price: String(40000 + 2 * i), quantity: '0.0005' }),
      ),
    );
    const accepted = results.filter((r) => r.code === 0);
    // Each order freezes about 20.02 USDT (price, quantity and the 0.1% fee): four fit, a fifth does not.
    expect(accepted.length).toBe(4);
    expect(new Set(results.filter((r) => r.code !== 0).map((r) => r.reason))).toEqual(
      new Set(['LEDGER_INSUFFICIENT_BALANCE']),
    );
    const units = (v: string) => BigInt(v.replace('.', ''));
    const h = await holding(app(), user.token, 'spot', 'USDT');
    // price x 0.0005 BTC in USDT units is ticks x 5; the fee adds 0.1%.
    const frozen = accepted.reduce((sum, r) => sum + (units(r.data.price) * 5_005n) / 1_000n, 0n);
    // Frozen is exactly what the accepted orders hold, and available plus frozen is the balance.
    expect(units(h.frozen)).toBe(frozen);
    expect(units(h.available) + units(h.frozen)).toBe(100_100_000n);
    await post(app(), 'cancelAllSpotOrders', {}, { token: user.token });
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '100.100000',
      frozen: '0.000000',
    });
  });

  it('refuses only the order whose funds left between planning and writing, and writes the rest', async () => {
    const drained = await trader({ USDT: '100' });
    const other = await trader({ USDT: '100' });
    const { ledger, database } = app().services;
    const spotUsdt = await ledger.userAccount(database.db, drained.uid, 'USDT', 'spot', 'real');
    const world = await ledger.systemAccount(database.db, 'world', 'USDT', 'real');
    const available = ledger.available.bind(ledger);
    let calls = 0;
    // Once the batch has read the balances it plans on, the funds leave (as a withdrawal in
    // another process would), before the batch is written.
    ledger.available = async (db, ids, opts) => {
      const read = await available(db, ids, opts);
      if (ids.includes(spotUsdt) && calls === 0) {
        calls += 1;
        await database.db.transaction((tx) =>
          ledger.apply(tx, [
            {
              type: 'transfer',
              key: `drain:${drained.uid}`,
              kind: 'withdrawal',
              ref: { kind: 'test', id: String(drained.uid) },
              book: 'real',
              asset: 'USDT',
              amount: 100_000_000n,
              from: spotUsdt,
              to: world,
            },
          ]),
        );
      }
      return read;
    };
    try {
      const [refused, accepted] = await Promise.all([
        order(drained.token, { side: 'buy', type: 'limit', price: '40000', quantity: '0.001' }),
        order(other.token, { side: 'buy', type: 'limit', price: '40001', quantity: '0.001' }),
      ]);
      expect(refused.reason).toBe('LEDGER_INSUFFICIENT_BALANCE');
      expect(accepted.code, JSON.stringify(accepted)).toBe(0);
    } finally {
      ledger.available = available;
    }
    expect(calls).toBe(1);
    expect(await holding(app(), drained.token, 'spot', 'USDT')).toEqual({
      available: '0.000000',
      frozen: '0.000000',
    });
    const open = await get(app(), 'spotOpenOrders', {}, { token: drained.token });
    expect(open.data.items).toEqual([]);
    const depth = await get(app(), 'spotDepth', { symbol: 'BTCUSDT', levels: 100 });
    expect(depth.data.bids).toContainEqual(['40001.00', '0.001000']);
    expect(depth.data.bids).not.toContainEqual(['40000.00', '0.001000']);
    await post(app(), 'cancelAllSpotOrders', {}, { token: other.token });
  });

  it('retries a batch whose write failed, from what the database holds, and answers every order once', async () => {
    const a = await trader({ BTC: '0.1' });
    const b = await trader({ USDT: '1000' });
    const { ledger } = app().services;
    const apply = ledger.apply.bind(ledger);
    let failures = 0;
    ledger.apply = async (tx, intents, opts) => {
      if (failures++ === 0) throw new Error('connection reset');
      return apply(tx, intents, opts);
    };
    let results: Awaited<ReturnType<typeof order>>[];
    try {
      results = await Promise.all([
        order(a.token, { side: 'sell', type: 'limit', price: '40000', quantity: '0.002' }),
        order(b.token, { side: 'buy', type: 'limit', price: '40000', quantity: '0.002' }),
      ]);
    } finally {
      ledger.apply = apply;
    }
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    expect(await holding(app(), b.token, 'spot', 'BTC')).toEqual({
      available: '0.00200000',
      frozen: '0.00000000',
    });
    expect(await holding(app(), a.token, 'spot', 'USDT')).toEqual({
      available: '79.920000',
      frozen: '0.000000',
    });
    const trades = await get(app(), 'spotMyTrades', {}, { token: a.token });
    expect(trades.data.total).toBe(1);
  });

  it('rebuilds the same books from the open orders after a restart', async () => {
    const a = await trader({ BTC: '0.5' });
    const b = await trader({ USDT: '5000' });
    await order(a.token, { side: 'sell', type: 'limit', price: '70000', quantity: '0.01' });
    await order(a.token, { side: 'sell', type: 'limit', price: '70500', quantity: '0.02' });
    await order(b.token, { side: 'buy', type: 'limit', price: '69000', quantity: '0.03' });
    await order(b.token, { side: 'buy', type: 'limit', price: '70000', quantity: '0.004' });
    const before = await get(app(), 'spotDepth', { symbol: 'BTCUSDT', levels: 50 });
    const { database, clock, ledger, market, settings } = {
      ...app().services,
      clock: { nowMs: () => Date.now() },
    };
    const restarted = new SpotService({ db: database.db, clock, ledger, market, settings });
    await restarted.start();
    const after = restarted.depth('BTCUSDT', 50);
    expect(after.bids).toEqual(before.data.bids);
    expect(after.asks).toEqual(before.data.asks);
    await post(app(), 'cancelAllSpotOrders', {}, { token: a.token });
    await post(app(), 'cancelAllSpotOrders', {}, { token: b.token });
  });

  it('runs a market maker that quotes around the feed price, sells to a market order, and quotes less when short of funds', async () => {
    setPrice(app(), systemClock, 'ETHUSDT', 300_000n); // 3,000.00
    const { maker, settings } = app().services;
    const first = await maker.refresh();
    expect(first.placed).toBeGreaterThan(0);
    const depth = await get(app(), 'spotDepth', { symbol: 'ETHUSDT', levels: 20 });
    expect(depth.data.bids).toHaveLength(8);
    expect(depth.data.asks).toHaveLength(8);
    // First levels 0.05% from 3,000: 2,998.50 and 3,001.50. Sizes grow with depth (with a jitter
    // from level and price), and a side holds no more than 8 levels of the configured 0.8.
    expect(depth.data.bids[0]).toEqual(['2998.50', '0.3293']);
    expect(depth.data.asks[0]).toEqual(['3001.50', '0.3628']);
    for (const side of [depth.data.bids, depth.data.asks] as [string, string][][]) {
      const sizes = side.map(([, q]) => Number(q));
      for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeGreaterThan(sizes[i - 1] as number);
      expect(sizes.reduce((a: number, b: number) => a + b, 0)).toBeLessThanOrEqual(6.4);
    }
    const buyer = await trader({ USDT: '10000' });
    const { market } = app().services;
    const ticks: Parameters<typeof market.ingest>[0][] = [];
    const ingest = market.ingest.bind(market);
    market.ingest = (tick) => {
      if (tick.source === 'spot') ticks.push(tick);
      return ingest(tick);
    };
    const bought = await order(buyer.token, {
      symbol: 'ETHUSDT',
      side: 'buy',
      type: 'market',
      quantity: '1',
    });
    expect(bought.data).toMatchObject({ status: 'filled', filled: '1.0000' });
    expect(await holding(app(), buyer.token, 'spot', 'ETH')).toMatchObject({ available: '1.00000000' });
    market.ingest = ingest;
    // The trades at 3,001.50 to 3,003.90 move no price: the index stays the feed's 3,000.00.
    expect(ticks).toEqual([]);
    expect(market.indexPrice('ETHUSDT')).toMatchObject({ units: 300_000n, source: 'push' });
    // A refresh replaces the ladder; it never leaves more than one ladder on the book.
    await maker.refresh();
    expect((await get(app(), 'spotDepth', { symbol: 'ETHUSDT', levels: 20 })).data.asks).toHaveLength(8);

    const config = await settings.get('spot.maker');
    await settings.set('spot.maker', { ...config, quantities: { ...config.quantities, ETHUSDT: '5000' } });
    try {
      await maker.refresh();
      const empty = await get(app(), 'spotDepth', { symbol: 'ETHUSDT', levels: 20 });
      expect([empty.data.bids.length, empty.data.asks.length]).toEqual([0, 0]);
    } finally {
      await settings.set('spot.maker', config);
      await maker.refresh();
    }
    const makerId = await maker.account();
    const cancel = { userId: makerId, sessionId: 0 };
    await app().services.spot.cancelAll({ ...cancel, kind: 'real' });
    await app().services.spot.cancelAll({ ...cancel, kind: 'demo' });
  });

  it('keeps a demo account on the demo book: its orders never reach the real book', async () => {
    const demo = await get(app(), 'tempLogin');
    const placed = await order(demo.data.token, {
      side: 'buy',
      type: 'limit',
      price: '45678',
      quantity: '0.001',
    });
    expect(placed.code, JSON.stringify(placed)).toBe(0);
    const demoDepth = await get(app(), 'spotDepth', { symbol: 'BTCUSDT', book: 'demo', levels: 100 });
    expect(demoDepth.data.bids).toContainEqual(['45678.00', '0.001000']);
    const realDepth = await get(app(), 'spotDepth', { symbol: 'BTCUSDT', levels: 100 });
    expect(realDepth.data.bids).not.toContainEqual(['45678.00', '0.001000']);
    expect(await app().services.ledger.balances(demo.data.uid, 'real')).toEqual([]);
    await post(app(), 'cancelAllSpotOrders', {}, { token: demo.data.token });
  });
});
