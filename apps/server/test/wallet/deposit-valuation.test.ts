import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall } from '../staff-fixtures.ts';
import { PNG, uploadFile } from '../upload-fixtures.ts';
import { customer, financeToken, HK_AFTERNOON, holding, reviewOf, rt, setPrice } from './wallet-fixtures.ts';

const clock = new ManualClock(HK_AFTERNOON);

/**
 * A deposit is valued in USDT when it is approved: that value is the turnover its withdrawal
 * needs. An asset without a current price cannot be valued, so its approval is refused and the
 * deposit stays pending, rather than credited with zero turnover (which would let it be
 * withdrawn untraded).
 */
describe('deposit approval without a price', () => {
  const app = useTestApp({}, { clock });

  it('refuses the approval, credits nothing, keeps the deposit pending, and approves once a price is known', async () => {
    setPrice(app(), clock, 'ETHUSDT', 300_000n);
    const user = await customer(app(), { verified: 'primary' });
    const finance = await financeToken(app(), clock);
    const uploaded = await uploadFile(app(), '/api/web/uploadVoucher', user.token, PNG);
    const submitted = await post(
      app(),
      'submitDeposit',
      { channel: 'ETH', amount: '0.5', voucher_id: uploaded.data.voucher_id, rtoken: rt() },
      { token: user.token },
    );
    expect(submitted.code, JSON.stringify(submitted)).toBe(0);
    const item = await reviewOf(app(), 'wallet.deposit', submitted.data.id);

    const unpriced = vi.spyOn(app().services.assets, 'valueInUsdt').mockReturnValue(undefined);
    try {
      const refused = await adminCall(app(), 'approveReview', { id: item }, finance);
      expect([refused.code, refused.reason]).toEqual([1, 'WALLET_PRICE_UNAVAILABLE']);
    } finally {
      unpriced.mockRestore();
    }
    expect(await holding(app(), user.token, 'spot', 'ETH')).toMatchObject({ available: '0.00000000' });
    const pending = await get(app(), 'depositRecords', {}, { token: user.token });
    expect(pending.data.items[0]).toMatchObject({ status: 'pending', asset: 'ETH' });
    expect((await app().services.assets.turnoverSince(user.uid, null)).deposits).toBe(0n);

    expect((await adminCall(app(), 'approveReview', { id: item }, finance)).code).toBe(0);
    expect(await holding(app(), user.token, 'spot', 'ETH')).toMatchObject({ available: '0.50000000' });
    // 0.5 ETH at 3,000 = 1,500 USDT of deposits to turn over.
    expect((await app().services.assets.turnoverSince(user.uid, null)).deposits).toBe(1_500_000_000n);
  });
});
