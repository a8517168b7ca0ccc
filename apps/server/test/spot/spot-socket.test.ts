import { describe, expect, it } from 'vitest';
import { post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { ofType, until, useSocketClients } from '../socket-fixtures.ts';
import { rt } from '../wallet/wallet-fixtures.ts';
import { useWideSpotBands } from './spot-fixtures.ts';

/** The spot books and the user's own orders on the market socket, with real clients on loopback. */
describe('spot on the market socket', () => {
  const app = useTestApp();
  useWideSpotBands(app);
  const { connect } = useSocketClients(app, '?quotes=0');
  const trader = (funds: Record<string, string>) => fundedCustomer(app(), funds);
  /** Each order is a new request with its own rtoken: a repeated one is refused as a replay. */
  const order = (token: string, params: Record<string, string>) =>
    post(app(), 'placeSpotOrder', { symbol: 'TRXUSDT', tif: 'GTC', rtoken: rt(), ...params }, { token });

  it('sends a book on subscribing and again, with the trade, after an order changes it', async () => {
    const watcher = await connect('?quotes=0&spot=TRXUSDT:real');
    await until(() => ofType(watcher, 'spot_depth').length === 1);
    expect(ofType(watcher, 'spot_depth')[0]).toMatchObject({ symbol: 'TRXUSDT', book: 'real' });
    const seller = await trader({ TRX: '1000' });
    const buyer = await trader({ USDT: '100' });
    const ask = await order(seller.token, { side: 'sell', type: 'limit', price: '0.2033', quantity: '100' });
    expect(ask.code, JSON.stringify(ask)).toBe(0);
    await until(() =>
      ofType(watcher, 'spot_depth').some((m) =>
        (m.asks as [string, string][]).some(([price]) => price === '0.20330'),
      ),
    );
    await order(buyer.token, { side: 'buy', type: 'limit', price: '0.2033', quantity: '40' });
    await until(() =>
      ofType(watcher, 'spot_depth').some((m) =>
        (m.trades as { price: string; quantity: string }[]).some((t) => t.price === '0.20330'),
      ),
    );
    const last = ofType(watcher, 'spot_depth').at(-1) as unknown as { asks: [string, string][] };
    expect(last.asks).toContainEqual(['0.20330', '60']);
    await post(app(), 'cancelAllSpotOrders', {}, { token: seller.token });
  });

  it('sends a signed-in user their own order changes, and nobody else’s', async () => {
    const seller = await trader({ TRX: '1000' });
    const buyer = await trader({ USDT: '100' });
    const mine = await connect();
    mine.ws.send(JSON.stringify({ main_type: 'auth', token: seller.token }));
    await until(() => ofType(mine, 'auth').length === 1);
    expect(ofType(mine, 'auth')[0]).toEqual({ type: 'auth', uid: seller.uid });
    const ask = await order(seller.token, { side: 'sell', type: 'limit', price: '0.1922', quantity: '50' });
    await until(() => ofType(mine, 'spot_orders').length === 1);
    expect(ofType(mine, 'spot_orders')[0]).toMatchObject({
      orders: [{ id: ask.data.id, status: 'open', filled: '0' }],
    });
    await order(buyer.token, { side: 'buy', type: 'market', quantity: '50' });
    await until(() =>
      ofType(mine, 'spot_orders').some((m) =>
        (m.orders as { id: number; status: string }[]).some(
          (o) => o.id === ask.data.id && o.status === 'filled',
        ),
      ),
    );
    // The buyer's own order never reaches the seller's socket.
    const ids = ofType(mine, 'spot_orders').flatMap((m) => (m.orders as { id: number }[]).map((o) => o.id));
    expect(new Set(ids)).toEqual(new Set([ask.data.id]));
  });

  it('refuses an unknown market and a bad token with a localized error', async () => {
    const c = await connect('?quotes=0&lang=zh');
    c.ws.send(JSON.stringify({ main_type: 'subscribe', channel: 'spot', symbol: 'DOGEUSDT' }));
    c.ws.send(JSON.stringify({ main_type: 'auth', token: 'not-a-session' }));
    await until(() => ofType(c, 'error').length === 2);
    expect(ofType(c, 'error').map((m) => m.reason)).toEqual(['SPOT_UNKNOWN_MARKET', 'AUTH_LOGIN_REQUIRED']);
    expect(String(ofType(c, 'error')[0]?.message)).not.toMatch(/[a-z]{6}/);
    expect(ofType(c, 'spot_depth')).toEqual([]);
  });
});
