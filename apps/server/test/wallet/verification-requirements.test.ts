import { describe, expect, it } from 'vitest';
import { present } from '../../src/platform/assert.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, PASSWORD, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { verifyCustomer } from '../kyc/kyc-fixtures.ts';
import {
  customer,
  deposit,
  ERC20_ADDRESS,
  financeToken,
  HK_AFTERNOON,
  hash64,
  holding,
  rt,
  TRADE_PASSWORD,
} from './wallet-fixtures.ts';

const clock = new ManualClock(HK_AFTERNOON);

describe('verification the operator requires before deposits and withdrawals', () => {
  const app = useTestApp({}, { clock });
  const submitDeposit = (token: string, lang = 'en') =>
    post(
      app(),
      'submitDeposit',
      { channel: 'USDT-TRC20', amount: '5000', tx_hash: hash64(), rtoken: rt(), lang },
      { token },
    );

  async function withdrawer(token: string) {
    await post(
      app(),
      'addWithdrawAddress',
      { asset: 'USDT', chain: 'ERC20', address: ERC20_ADDRESS, rtoken: rt() },
      { token },
    );
    const [address] = (await get(app(), 'withdrawAddresses', {}, { token })).data;
    return (tradePassword = TRADE_PASSWORD) =>
      post(
        app(),
        'withdraw',
        {
          method: 'address',
          address_id: address.id,
          amount: '100',
          trade_password: tradePassword,
          rtoken: rt(),
        },
        { token },
      );
  }

  it('states the requirement where the customer reads it: the verification state and the public rules', async () => {
    const user = await customer(app());
    const state = await get(app(), 'kycState', {}, { token: user.token });
    expect(state.data.requirements).toEqual({
      deposit: 'primary',
      withdraw: 'advanced',
      loan: 'primary',
      c2c: 'primary',
    });
    const rules = await get(app(), 'getRules', { lang: 'zh' });
    const rule = rules.data.find((r: { key: string }) => r.key === 'verification.requirements');
    expect(rule.value).toEqual(state.data.requirements);
    expect(rule.label).toContain('身份认证');
  });

  it('refuses an unverified deposit with the step to complete, and takes it once primary is approved', async () => {
    clock.set(HK_AFTERNOON);
    const user = await customer(app());
    const refused = await submitDeposit(user.token);
    expect(refused).toMatchObject({
      code: 1,
      reason: 'KYC_VERIFICATION_REQUIRED',
      data: { action: 'deposit', required: 'primary', step: 'primary' },
    });
    expect(refused.message).toContain('verification');
    expect((await submitDeposit(user.token, 'jp')).message).toContain('本人確認');
    expect((await get(app(), 'depositRecords', {}, { token: user.token })).data.total).toBe(0);

    await verifyCustomer(app(), user, 'primary');
    const accepted = await submitDeposit(user.token);
    expect(accepted.code, JSON.stringify(accepted)).toBe(0);
  });

  it('refuses a withdrawal with primary only, before any secret is checked, and pays it once advanced is approved', async () => {
    clock.set(HK_AFTERNOON);
    const user = await customer(app(), { tradePassword: true, verified: 'primary' });
    await deposit(app(), user.token, await financeToken(app(), clock), '1000');
    await app().services.database.db.transaction((tx) =>
      app().services.assets.recordTurnover(tx, 'real', [
        { userId: user.uid, source: 'convert', usdt: 1_000_000_000n, refId: rt() },
      ]),
    );
    const withdraw = await withdrawer(user.token);
    const refused = await withdraw();
    expect(refused).toMatchObject({
      reason: 'KYC_VERIFICATION_REQUIRED',
      data: { action: 'withdraw', required: 'advanced', step: 'advanced' },
    });
    // A wrong trade password meets the same refusal: nothing secret is checked or counted first.
    expect((await withdraw('000000')).reason).toBe('KYC_VERIFICATION_REQUIRED');
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '1000.000000',
      frozen: '0.000000',
    });

    const advanced = await post(
      app(),
      'submitAdvanced',
      { bank_name: 'HSBC Hong Kong', card_number: '4000123412341234' },
      { token: user.token },
    );
    expect(advanced.code, JSON.stringify(advanced)).toBe(0);
    const page = await app().services.reviews.list('kyc.advanced', 'pending', 1, 100);
    const item = page.items.find((i) => i.user_id === user.uid);
    const officer = await app().services.staff.create(
      { email: `officer.${rt()}@kestrel.test`, name: 'Officer', password: PASSWORD, roles: ['compliance'] },
      null,
      null,
    );
    await app().services.database.db.transaction((tx) =>
      app().services.reviews.decide(tx, present(item, 'the advanced review item').id, officer.id, {
        approve: true,
        note: null,
      }),
    );
    const paid = await withdraw();
    expect(paid.code, JSON.stringify(paid)).toBe(0);
  });

  it('sends an unverified customer to primary first when withdrawals need advanced', async () => {
    clock.set(HK_AFTERNOON);
    const user = await customer(app(), { tradePassword: true });
    const withdraw = await withdrawer(user.token);
    expect((await withdraw()).data).toEqual({ action: 'withdraw', required: 'advanced', step: 'primary' });
  });

  it('follows the operator setting: none lets the operation through, address asks for address verification', async () => {
    clock.set(HK_AFTERNOON);
    const { settings } = app().services;
    const before = await settings.get('verification.requirements');
    await expect(settings.set('verification.requirements', { ...before, deposit: 'gold' })).rejects.toThrow();
    await expect(settings.set('verification.requirements', { deposit: 'none' })).rejects.toThrow();
    try {
      await settings.set('verification.requirements', { ...before, deposit: 'address', withdraw: 'none' });
      const user = await customer(app(), { verified: 'primary' });
      expect((await submitDeposit(user.token)).data).toEqual({
        action: 'deposit',
        required: 'address',
        step: 'address',
      });
      // Withdrawals ask for no verification now: the next rule speaks (no trade password set).
      const withdraw = await withdrawer(user.token);
      expect((await withdraw()).reason).toBe('WALLET_SECURITY_REQUIRED');
      expect((await get(app(), 'kycState', {}, { token: user.token })).data.requirements).toMatchObject({
        deposit: 'address',
        withdraw: 'none',
      });
    } finally {
      await settings.set('verification.requirements', before);
    }
  });
});
