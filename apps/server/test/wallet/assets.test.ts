import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import {
  customer,
  deposit,
  financeToken,
  HK_AFTERNOON,
  holding,
  reviewOf,
  rt,
  setPrice,
} from './wallet-fixtures.ts';

const clock = new ManualClock(HK_AFTERNOON);

describe('assets, transfers, conversion and records', () => {
  const app = useTestApp({}, { clock });

  async function funded(amount: string) {
    const user = await customer(app(), { verified: 'primary' });
    await deposit(app(), user.token, await financeToken(app(), clock), amount);
    return user;
  }

  it('lists every account type and currency valued in USDT at the current quote', async () => {
    setPrice(app(), clock, 'BTCUSDT', 5_000_000n); // 50,000.00
    const user = await funded('1000');
    const res = await get(app(), 'getAsset2', {}, { token: user.token });
    expect(res.code).toBe(7);
    expect(res.data.book).toBe('real');
    expect(res.data.accounts.map((a: { type: string }) => a.type)).toEqual([
      'spot',
      'contract',
      'options',
      'futures',
    ]);
    const spot = res.data.accounts[0];
    expect(spot.rows.find((r: { asset: string }) => r.asset === 'USDT')).toEqual({
      asset: 'USDT',
      available: '1000.000000',
      frozen: '0.000000',
      usdt_value: '1000.000000',
    });
    expect(res.data.total_usdt).toBe('1000.000000');
  });

  it('transfers between account types once per request and refuses bad amounts without moving anything', async () => {
    const user = await funded('500');
    const token = user.token;
    const move = (params: Record<string, string>) =>
      post(app(), 'transferAsset', { asset: 'USDT', from: 'spot', to: 'contract', ...params }, { token });
    const rtoken = rt();
    const ok = await move({ amount: '120.5', rtoken });
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    const replay = await move({ amount: '120.5', rtoken });
    expect(replay.reason).toBe('REQUEST_REPLAYED');
    const different = await move({ amount: '1', rtoken });
    expect(different.reason).toBe('LEDGER_IDEMPOTENCY_CONFLICT');
    expect((await move({ amount: '1.0000001', rtoken: rt() })).data.fields.amount).toBeTruthy();
    expect((await move({ amount: '0', rtoken: rt() })).data.fields.amount).toBeTruthy();
    expect((await move({ amount: '-1', rtoken: rt() })).data.fields.amount).toBeTruthy();
    expect((await move({ amount: 'abc', rtoken: rt() })).data.fields.amount).toBeTruthy();
    expect((await move({ amount: '10000', rtoken: rt() })).reason).toBe('LEDGER_INSUFFICIENT_BALANCE');
    const same = await post(
      app(),
      'transferAsset',
      { asset: 'USDT', from: 'spot', to: 'spot', amount: '1', rtoken: rt() },
      { token },
    );
    expect(same.reason).toBe('WALLET_TRANSFER_SAME_ACCOUNT');
    expect(await holding(app(), token, 'spot', 'USDT')).toEqual({
      available: '379.500000',
      frozen: '0.000000',
    });
    expect(await holding(app(), token, 'contract', 'USDT')).toEqual({
      available: '120.500000',
      frozen: '0.000000',
    });
  });

  it('quotes a conversion with its spread and executes it once before it expires', async () => {
    setPrice(app(), clock, 'BTCUSDT', 5_000_000n); // 50,000.00 USDT per BTC
    const user = await funded('1000');
    const token = user.token;
    const quote = await post(
      app(),
      'convertQuote',
      { from_asset: 'USDT', to_asset: 'BTC', amount: '500' },
      { token },
    );
    expect(quote.code, JSON.stringify(quote)).toBe(7);
    // 500 / 50,000 = 0.01 BTC; less 0.2% spread = 0.00998 BTC.
    expect(quote.data).toMatchObject({
      receive: '0.00998000',
      fee: '0.00002000',
      spread_ppm: 2000,
      rate: '0.00001996',
    });
    const done = await post(app(), 'convert', { quote_id: quote.data.quote_id }, { token });
    expect(done.code, JSON.stringify(done)).toBe(0);
    expect((await post(app(), 'convert', { quote_id: quote.data.quote_id }, { token })).reason).toBe(
      'WALLET_QUOTE_EXPIRED',
    );
    expect(await holding(app(), token, 'spot', 'USDT')).toMatchObject({ available: '500.000000' });
    expect(await holding(app(), token, 'spot', 'BTC')).toMatchObject({ available: '0.00998000' });

    const late = await post(
      app(),
      'convertQuote',
      { from_asset: 'BTC', to_asset: 'USDT', amount: '0.005' },
      { token },
    );
    clock.advance(16_000);
    expect((await post(app(), 'convert', { quote_id: late.data.quote_id }, { token })).reason).toBe(
      'WALLET_QUOTE_EXPIRED',
    );
    const other = await customer(app());
    const fresh = await post(
      app(),
      'convertQuote',
      { from_asset: 'BTC', to_asset: 'USDT', amount: '0.005' },
      { token },
    );
    expect(
      (await post(app(), 'convert', { quote_id: fresh.data.quote_id }, { token: other.token })).reason,
    ).toBe('WALLET_QUOTE_EXPIRED');
    const same = await post(
      app(),
      'convertQuote',
      { from_asset: 'BTC', to_asset: 'BTC', amount: '1' },
      { token },
    );
    expect(same.reason).toBe('WALLET_CONVERT_SAME_ASSET');
    const tooMuch = await post(
      app(),
      'convertQuote',
      { from_asset: 'BTC', to_asset: 'USDT', amount: '1' },
      { token },
    );
    expect((await post(app(), 'convert', { quote_id: tooMuch.data.quote_id }, { token })).reason).toBe(
      'LEDGER_INSUFFICIENT_BALANCE',
    );
    const decimals = await post(
      app(),
      'convertQuote',
      { from_asset: 'BTC', to_asset: 'USDT', amount: '0.000000001' },
      { token },
    );
    expect(decimals.data.fields.amount).toBeTruthy();
  });

  it('shows every ledger line with kind, reference and balance after, filtered, paged and as CSV', async () => {
    const user = await funded('300');
    const token = user.token;
    for (const amount of ['10', '20', '30'])
      await post(
        app(),
        'transferAsset',
        { asset: 'USDT', from: 'spot', to: 'options', amount, rtoken: rt() },
        { token },
      );
    const all = await get(app(), 'accountRecords', { pageSize: 2 }, { token });
    expect(all.code).toBe(7);
    expect(all.data.total).toBe(7);
    expect(all.data.items).toHaveLength(2);
    expect(all.data.items[0]).toMatchObject({ kind: 'transfer', amount: '30.000000', type: 'options' });
    const deposits = await get(app(), 'accountRecords', { kind: 'deposit' }, { token });
    expect(deposits.data.items).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        amount: '300.000000',
        balance_after: '300.000000',
        ref_kind: 'deposit',
      }),
    ]);
    const options = await get(app(), 'accountRecords', { type: 'options' }, { token });
    expect(options.data.items.map((r: { balance_after: string }) => r.balance_after)).toEqual([
      '60.000000',
      '30.000000',
      '10.000000',
    ]);
    const csv = await app().server.inject({
      method: 'GET',
      url: `/api/web/accountRecordsCsv?rtoken=${rt()}&token=${token}&type=options`,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\n')).toHaveLength(4);
    expect(csv.body).toContain('options,available,transfer,transfer:spot>options,30.000000,60.000000');
    const other = await customer(app());
    expect((await get(app(), 'accountRecords', {}, { token: other.token })).data.total).toBe(0);
    const anonymous = await app().server.inject({
      method: 'GET',
      url: `/api/web/accountRecordsCsv?rtoken=${rt()}`,
    });
    expect(anonymous.json().code).toBe(1000);
  });

  it('keeps a demo account in the demo book: its transfers and conversions never touch real money', async () => {
    setPrice(app(), clock, 'ETHUSDT', 300_000n); // 3,000.00
    const demo = await get(app(), 'tempLogin');
    const token = demo.data.token;
    const before = await app().services.ledger.audit();
    const moved = await post(
      app(),
      'transferAsset',
      { asset: 'USDT', from: 'spot', to: 'contract', amount: '1000', rtoken: rt() },
      { token },
    );
    expect(moved.code).toBe(0);
    const q = await post(
      app(),
      'convertQuote',
      { from_asset: 'USDT', to_asset: 'ETH', amount: '300' },
      { token },
    );
    expect((await post(app(), 'convert', { quote_id: q.data.quote_id }, { token })).code).toBe(0);
    const assets = await get(app(), 'getAsset2', {}, { token });
    expect(assets.data.book).toBe('demo');
    expect(await app().services.ledger.balances(demo.data.uid, 'real')).toEqual([]);
    expect(before).toEqual([]);
    expect(
      (await post(app(), 'submitDeposit', { channel: 'USDT-TRC20', amount: '5', rtoken: rt() }, { token }))
        .reason,
    ).toBe('ACCOUNT_REAL_REQUIRED');
  });

  it('posts a manual adjustment only when a second finance member approves it, and the user sees it', async () => {
    const user = await customer(app());
    const first = await staffSession(app(), clock, ['finance']);
    const second = await staffSession(app(), clock, ['finance']);
    const asked = await adminCall(
      app(),
      'requestAdjustment',
      { uid: user.uid, asset: 'USDT', type: 'spot', amount: '25.5', reason: 'Compensation for ticket 1182' },
      first.token,
    );
    expect(asked.code, JSON.stringify(asked)).toBe(0);
    const item = await reviewOf(app(), 'ledger.adjustment', asked.data.id);
    expect(await holding(app(), user.token, 'spot', 'USDT')).toMatchObject({ available: '0.000000' });
    const self = await adminCall(app(), 'approveReview', { id: item }, first.token);
    expect(self.reason).toBe('LEDGER_ADJUSTMENT_SELF_APPROVAL');
    expect(await holding(app(), user.token, 'spot', 'USDT')).toMatchObject({ available: '0.000000' });
    const ok = await adminCall(app(), 'approveReview', { id: item }, second.token);
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    expect(await holding(app(), user.token, 'spot', 'USDT')).toMatchObject({ available: '25.500000' });
    const records = await get(app(), 'accountRecords', { kind: 'adjustment' }, { token: user.token });
    expect(records.data.items[0]).toMatchObject({ amount: '25.500000', ref_kind: 'adjustment' });
    const lines = await adminCall(app(), 'userRecords', { uid: user.uid }, second.token);
    expect(lines.data.total).toBe(1);
    const balances = await adminCall(app(), 'userBalances', { uid: user.uid }, second.token);
    expect(balances.data).toEqual([
      expect.objectContaining({ asset: 'USDT', type: 'spot', available: '25.500000' }),
    ]);

    // A debit larger than the balance is refused when approved, and nothing moves.
    const debit = await adminCall(
      app(),
      'requestAdjustment',
      { uid: user.uid, asset: 'USDT', type: 'spot', amount: '-100', reason: 'Reversal' },
      first.token,
    );
    const refused = await adminCall(
      app(),
      'approveReview',
      { id: await reviewOf(app(), 'ledger.adjustment', debit.data.id) },
      second.token,
    );
    expect(refused.reason).toBe('LEDGER_INSUFFICIENT_BALANCE');
    const support = await staffSession(app(), clock, ['support']);
    const forbidden = await adminCall(
      app(),
      'requestAdjustment',
      { uid: user.uid, asset: 'USDT', type: 'spot', amount: '1', reason: 'x' },
      support.token,
    );
    expect(forbidden.reason).toBe('AUTH_FORBIDDEN');
  });
});
