import { describe, expect, it } from 'vitest';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { useWideSpotBands } from '../spot/spot-fixtures.ts';
import { holding, rt } from '../wallet/wallet-fixtures.ts';

/**
 * A spot order without a client order id is keyed on its request's rtoken, as transfers,
 * contract opens and fixed-term orders are: a replayed request (a retry after a lost answer, or
 * a captured request sent again) places nothing and is refused as already processed.
 */
describe('spot order replayed with the same rtoken', () => {
  const app = useTestApp();
  useWideSpotBands(app);
  const place = (token: string, rtoken: string, extra: Record<string, string> = {}) =>
    post(
      app(),
      'placeSpotOrder',
      { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '10000', quantity: '0.001', rtoken, ...extra },
      { token },
    );

  it('places one order for 20 concurrent copies of a request, and none for a later copy', async () => {
    const user = await fundedCustomer(app(), { USDT: '100' });
    const rtoken = rt();
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(user.token, rtoken)));
    const accepted = answers.filter((a) => a.code === 0);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((a) => a.reason === 'REQUEST_REPLAYED')).toHaveLength(19);
    // The key is the request's, not a client order id the customer gave.
    expect(accepted[0]?.data).toMatchObject({ status: 'open', client_order_id: null });
    const later = await place(user.token, rtoken);
    expect(later.reason).toBe('REQUEST_REPLAYED');
    const open = await get(app(), 'spotOpenOrders', {}, { token: user.token });
    expect(open.data.total).toBe(1);
    // 0.001 BTC at 10,000 is 10 USDT plus the 0.1% fee, frozen once.
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '89.990000',
      frozen: '10.010000',
    });
    // The same rtoken is another request for another customer, and a fresh one places again.
    const other = await fundedCustomer(app(), { USDT: '100' });
    expect((await place(other.token, rtoken)).code).toBe(0);
    expect((await place(user.token, rt())).code).toBe(0);
    await post(app(), 'cancelAllSpotOrders', { rtoken: rt() }, { token: user.token });
    await post(app(), 'cancelAllSpotOrders', { rtoken: rt() }, { token: other.token });
  });

  it('keys an order with a client order id on that id, as before', async () => {
    const user = await fundedCustomer(app(), { USDT: '100' });
    const rtoken = rt();
    const first = await place(user.token, rtoken, { client_order_id: 'grid-1' });
    const second = await place(user.token, rtoken, { client_order_id: 'grid-2' });
    const again = await place(user.token, rt(), { client_order_id: 'grid-1' });
    expect([first.code, second.code, again.reason]).toEqual([0, 0, 'SPOT_CLIENT_ORDER_ID_USED']);
    expect(first.data.client_order_id).toBe('grid-1');
    await post(app(), 'cancelAllSpotOrders', { rtoken: rt() }, { token: user.token });
  });
});
