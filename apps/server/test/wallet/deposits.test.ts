import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall } from '../staff-fixtures.ts';
import { PNG, uploadFile } from '../upload-fixtures.ts';
import {
  customer,
  financeToken,
  HK_AFTERNOON,
  hash64,
  holding,
  reviewOf,
  rt,
  setPrice,
} from './wallet-fixtures.ts';

const clock = new ManualClock(HK_AFTERNOON);

describe('deposits', () => {
  const app = useTestApp({}, { clock });

  it('lists the operator channels with address and minimum, and refuses a closed one', async () => {
    const user = await customer(app(), { verified: 'primary' });
    const channels = await get(app(), 'depositChannels', {}, { token: user.token });
    expect(channels.code).toBe(7);
    expect(channels.data.map((c: { id: string }) => c.id)).toEqual([
      'USDT-ERC20',
      'USDT-TRC20',
      'BTC',
      'ETH',
      'TRX',
    ]);
    expect(channels.data[0]).toMatchObject({ asset: 'USDT', chain: 'ERC20', min: '1', open: true });
    const list = await app().services.settings.get('deposit.channels');
    await app().services.settings.set(
      'deposit.channels',
      list.map((c) => (c.id === 'TRX' ? { ...c, open: false } : c)),
    );
    try {
      const closed = await post(
        app(),
        'submitDeposit',
        { channel: 'TRX', amount: '100', tx_hash: hash64(), rtoken: rt() },
        { token: user.token },
      );
      expect(closed.reason).toBe('WALLET_CHANNEL_CLOSED');
      expect(closed.message).toBe('This recharge channel is not yet open.');
      const zh = await post(
        app(),
        'submitDeposit',
        { channel: 'TRX', amount: '100', tx_hash: hash64(), rtoken: rt(), lang: 'zh' },
        { token: user.token },
      );
      expect(zh.message).toBe('该充值通道暂未开放。');
      const unknown = await post(
        app(),
        'submitDeposit',
        { channel: 'DOGE', amount: '100', tx_hash: hash64(), rtoken: rt() },
        { token: user.token },
      );
      expect(unknown.reason).toBe('WALLET_CHANNEL_CLOSED');
    } finally {
      await app().services.settings.set('deposit.channels', list);
    }
  });

  it('refuses bad deposits: below the minimum, too many decimals, no proof, wrong hash, reused hash, another user voucher', async () => {
    const user = await customer(app(), { verified: 'primary' });
    const other = await customer(app(), { verified: 'primary' });
    const submit = (params: Record<string, string>, token = user.token) =>
      post(app(), 'submitDeposit', { rtoken: rt(), ...params }, { token });
    expect((await submit({ channel: 'BTC', amount: '0.0009', tx_hash: hash64() })).reason).toBe(
      'WALLET_BELOW_MINIMUM',
    );
    expect((await submit({ channel: 'ETH', amount: '0.09', tx_hash: `0x${hash64()}` })).message).toBe(
      'The amount is below the minimum of 0.1 ETH.',
    );
    expect((await submit({ channel: 'BTC', amount: '0.0009', tx_hash: hash64(), lang: 'xby' })).message).toBe(
      'El importe es inferior al mínimo de 0,001 BTC.',
    );
    expect((await submit({ channel: 'USDT-TRC20', amount: '0.5' })).reason).toBe('WALLET_BELOW_MINIMUM');
    expect(
      (await submit({ channel: 'USDT-TRC20', amount: '5.1234567', tx_hash: hash64() })).data.fields.amount,
    ).toBeTruthy();
    expect((await submit({ channel: 'USDT-TRC20', amount: '5' })).data.fields.tx_hash).toBeTruthy();
    expect(
      (await submit({ channel: 'USDT-ERC20', amount: '5', tx_hash: hash64() })).data.fields.tx_hash,
    ).toBeTruthy();
    const hash = hash64();
    expect((await submit({ channel: 'USDT-TRC20', amount: '5', tx_hash: hash })).code).toBe(0);
    expect(
      (await submit({ channel: 'USDT-TRC20', amount: '5', tx_hash: hash.toUpperCase() }, other.token)).reason,
    ).toBe('WALLET_TX_HASH_USED');
    const uploaded = await uploadFile(app(), '/api/web/uploadVoucher', user.token, PNG);
    expect(uploaded.code, JSON.stringify(uploaded)).toBe(7);
    const foreign = await submit(
      { channel: 'USDT-TRC20', amount: '5', voucher_id: uploaded.data.voucher_id },
      other.token,
    );
    expect(foreign.data.fields.voucher_id).toBeTruthy();
    const fake = await uploadFile(
      app(),
      '/api/web/uploadVoucher',
      user.token,
      Buffer.from('GIF89a not really an image'),
    );
    expect(fake.code).not.toBe(7);
    const records = await get(app(), 'depositRecords', {}, { token: other.token });
    expect(records.data.total).toBe(0);
  });

  it('credits an approved deposit once, from the world account, tells the user and shows the voucher to its owner only', async () => {
    setPrice(app(), clock, 'ETHUSDT', 300_000n);
    const user = await customer(app(), { verified: 'primary' });
    const other = await customer(app(), { verified: 'primary' });
    const finance = await financeToken(app(), clock);
    const uploaded = await uploadFile(app(), '/api/web/uploadVoucher', user.token, PNG);
    const submitted = await post(
      app(),
      'submitDeposit',
      { channel: 'ETH', amount: '0.5', voucher_id: uploaded.data.voucher_id, rtoken: rt() },
      { token: user.token },
    );
    expect(submitted.code, JSON.stringify(submitted)).toBe(0);
    expect(submitted.data).toMatchObject({ status: 'pending', amount: '0.50000000', has_voucher: true });
    const image = (token: string) =>
      app().server.inject({
        method: 'GET',
        url: `/api/web/depositVoucher?rtoken=${rt()}&token=${token}&id=${submitted.data.id}`,
      });
    expect((await image(user.token)).headers['content-type']).toBe('image/png');
    expect((await image(other.token)).statusCode).toBe(404);
    const staffImage = await app().server.inject({
      method: 'GET',
      url: `/api/admin/depositVoucher?rtoken=${rt()}&token=${finance}&id=${submitted.data.id}`,
    });
    expect(staffImage.headers['content-type']).toBe('image/png');
    expect(await holding(app(), user.token, 'spot', 'ETH')).toMatchObject({ available: '0.00000000' });
    const item = await reviewOf(app(), 'wallet.deposit', submitted.data.id);
    expect((await adminCall(app(), 'approveReview', { id: item }, finance)).code).toBe(0);
    expect((await adminCall(app(), 'approveReview', { id: item }, finance)).reason).toBe(
      'REVIEW_ALREADY_DECIDED',
    );
    expect(await holding(app(), user.token, 'spot', 'ETH')).toMatchObject({ available: '0.50000000' });
    const records = await get(app(), 'depositRecords', {}, { token: user.token });
    expect(records.data.items[0]).toMatchObject({ status: 'approved', asset: 'ETH', chain: 'ETH' });
    const inbox = await get(app(), 'messageList', {}, { token: user.token });
    expect(JSON.stringify(inbox.data)).toContain('Deposit credited');
    // The amount reads as on screen: trimmed to the asset's display decimals, not 0.50000000.
    expect(JSON.stringify(inbox.data)).toContain('Your deposit of 0.5 ETH was confirmed');
    const turnover = await app().services.assets.turnoverSince(user.uid, null);
    expect(turnover.deposits).toBe(1_500_000_000n); // 0.5 ETH at 3,000 = 1,500 USDT
  });

  it('rejects a deposit with a reason and credits nothing', async () => {
    const user = await customer(app(), { verified: 'primary' });
    const finance = await financeToken(app(), clock);
    const submitted = await post(
      app(),
      'submitDeposit',
      { channel: 'USDT-TRC20', amount: '50', tx_hash: hash64(), rtoken: rt() },
      { token: user.token },
    );
    const item = await reviewOf(app(), 'wallet.deposit', submitted.data.id);
    const rejected = await adminCall(
      app(),
      'rejectReview',
      { id: item, reason: 'No such transfer on chain' },
      finance,
    );
    expect(rejected.code).toBe(0);
    expect(await holding(app(), user.token, 'spot', 'USDT')).toMatchObject({ available: '0.000000' });
    const records = await get(app(), 'depositRecords', {}, { token: user.token });
    expect(records.data.items[0]).toMatchObject({ status: 'rejected', reason: 'No such transfer on chain' });
  });
});
