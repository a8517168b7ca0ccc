import { LEDGER_KINDS, RECORD_KINDS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { useWideSpotBands } from '../spot/spot-fixtures.ts';
import { rt } from './wallet-fixtures.ts';

interface Entry {
  kind: string;
  asset: string;
  amount: string;
  balance_after: string;
  ref_kind: string;
  lines: { bucket: string; amount: string; balance_after: string }[];
}

describe('account records', () => {
  const app = useTestApp();
  useWideSpotBands(app);
  const order = (token: string, params: Record<string, string>) =>
    post(app(), 'placeSpotOrder', { symbol: 'BTCUSDT', tif: 'GTC', rtoken: rt(), ...params }, { token });
  const records = async (token: string, query: Record<string, string | number> = {}) => {
    const res = await get(app(), 'accountRecords', query, { token });
    expect(res.code, JSON.stringify(res)).toBe(7);
    return res.data as { total: number; items: Entry[] };
  };

  it('shows a trade as one record per currency with its lines, and filters by the trading kinds', async () => {
    const seller = await fundedCustomer(app(), { BTC: '1' });
    const buyer = await fundedCustomer(app(), { USDT: '1000' });
    expect(
      (await order(seller.token, { side: 'sell', type: 'limit', price: '50000', quantity: '0.01' })).code,
    ).toBe(0);
    expect(
      (await order(buyer.token, { side: 'buy', type: 'limit', price: '50100', quantity: '0.004' })).code,
    ).toBe(0);

    // Placing the order froze funds: one record that moved nothing out of the account.
    const placed = await records(buyer.token, { kind: 'spot-order' });
    expect(placed.items).toHaveLength(1);
    expect(placed.items[0]).toMatchObject({ asset: 'USDT', amount: '0.000000', ref_kind: 'spot-order' });
    expect(placed.items[0]?.lines.map((l) => l.bucket)).toEqual(['available', 'frozen']);

    // The fill took 200 + 0.2 fee out of frozen USDT and paid 0.004 BTC into available.
    const traded = await records(buyer.token, { kind: 'spot-trade' });
    expect(traded.total).toBe(2);
    const byAsset = Object.fromEntries(traded.items.map((e) => [e.asset, e]));
    // Available stayed as the freeze left it: 1000 - 200.6004.
    expect(byAsset.USDT).toMatchObject({ amount: '-200.200000', balance_after: '799.399600' });
    expect(byAsset.USDT?.lines.every((l) => l.bucket === 'frozen')).toBe(true);
    expect(byAsset.BTC).toMatchObject({ amount: '0.00400000', balance_after: '0.00400000' });
    expect(byAsset.BTC?.lines).toEqual([
      { bucket: 'available', amount: '0.00400000', balance_after: '0.00400000' },
    ]);

    // What was frozen but not spent came back to available.
    const released = await records(buyer.token, { kind: 'spot-release' });
    expect(released.items).toEqual([
      expect.objectContaining({ asset: 'USDT', amount: '0.000000', balance_after: '799.800000' }),
    ]);

    // Every record of the buyer, paged by record: the deposit, the order, two for the fill, the release.
    const all = await records(buyer.token, { pageSize: 2 });
    expect(all.total).toBe(5);
    expect(all.items).toHaveLength(2);
    expect(all.items[0]?.kind).toBe('spot-release');
    const kinds = (await records(buyer.token)).items.map((e) => e.kind);
    expect(kinds).toEqual(['spot-release', 'spot-trade', 'spot-trade', 'spot-order', 'deposit']);
  });

  it('lets a customer filter by every kind the ledger writes to customers', async () => {
    const user = await fundedCustomer(app(), { USDT: '10' });
    for (const kind of RECORD_KINDS) {
      const res = await get(app(), 'accountRecords', { kind }, { token: user.token });
      expect(res.code, kind).toBe(7);
      expect(res.data.total, kind).toBe(kind === 'deposit' ? 1 : 0);
    }
    // Only the platform's own accounts receive these: the maker's funding and the earn reserve's.
    expect(LEDGER_KINDS.filter((k) => !(RECORD_KINDS as readonly string[]).includes(k))).toEqual([
      'maker-funding',
      'earn-funding',
    ]);
  });
});
