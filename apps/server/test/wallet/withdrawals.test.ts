import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { present } from '../../src/platform/assert.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, PASSWORD, post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import {
  customer,
  deposit,
  ERC20_ADDRESS,
  financeToken,
  HK_AFTERNOON,
  holding,
  reviewOf,
  rt,
  setPrice,
  TRADE_PASSWORD,
  TRC20_ADDRESS,
} from './wallet-fixtures.ts';

const clock = new ManualClock(HK_AFTERNOON);
const HOUR = 3_600_000;

describe('withdrawal addresses and bank cards', () => {
  const app = useTestApp({}, { clock });

  it('keeps an address book checked per chain, private to its owner', async () => {
    const user = await customer(app());
    const other = await customer(app());
    const add = (params: Record<string, string>, token = user.token) =>
      post(app(), 'addWithdrawAddress', { rtoken: rt(), ...params }, { token });
    expect(
      (await add({ asset: 'USDT', chain: 'ERC20', address: ERC20_ADDRESS, memo: '12345', label: 'Ledger' }))
        .code,
    ).toBe(0);
    expect(
      (await add({ asset: 'USDT', chain: 'ERC20', address: TRC20_ADDRESS })).data.fields.address,
    ).toBeTruthy();
    expect(
      (await add({ asset: 'USDT', chain: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })).data
        .fields.chain,
    ).toBeTruthy();
    expect(
      (await add({ asset: 'USDT', chain: 'SOL', address: ERC20_ADDRESS })).data.fields.chain,
    ).toBeTruthy();
    expect((await add({ asset: 'USDT', chain: 'ERC20', address: '' })).data.fields.address).toBeTruthy();
    const list = await get(app(), 'withdrawAddresses', {}, { token: user.token });
    expect(list.data).toEqual([
      expect.objectContaining({ chain: 'ERC20', address: ERC20_ADDRESS, memo: '12345', label: 'Ledger' }),
    ]);
    expect((await get(app(), 'withdrawAddresses', {}, { token: other.token })).data).toEqual([]);
    const id = list.data[0].id;
    expect(
      (await post(app(), 'deleteWithdrawAddress', { id, rtoken: rt() }, { token: other.token })).reason,
    ).toBe('WALLET_NOT_FOUND');
    expect(
      (await post(app(), 'deleteWithdrawAddress', { id, rtoken: rt() }, { token: user.token })).code,
    ).toBe(0);
    expect((await get(app(), 'withdrawAddresses', {}, { token: user.token })).data).toEqual([]);
    for (let i = 0; i < 20; i += 1) await add({ asset: 'USDT', chain: 'TRC20', address: TRC20_ADDRESS });
    expect((await add({ asset: 'USDT', chain: 'TRC20', address: TRC20_ADDRESS })).reason).toBe(
      'WALLET_ADDRESSES_TOO_MANY',
    );
  });

  it('adds, edits and deletes bank cards; another user cannot touch them', async () => {
    const user = await customer(app());
    const other = await customer(app());
    const card = {
      bank_name: 'HSBC Hong Kong',
      account_number: '004-123456-001',
      swift_code: 'hsbchkhhhkh',
      routing_number: '004',
      bank_address: '1 Queen’s Road Central, Hong Kong',
      payee_name: 'Chan Tai Man',
      phone: '+852 5555 0101',
      address: 'Flat 2, 8 Nathan Road',
    };
    expect((await post(app(), 'addBankCard', { ...card, rtoken: rt() }, { token: user.token })).code).toBe(0);
    expect(
      (await post(app(), 'addBankCard', { ...card, swift_code: 'BAD', rtoken: rt() }, { token: user.token }))
        .data.fields.swift_code,
    ).toBeTruthy();
    expect(
      (await post(app(), 'addBankCard', { ...card, payee_name: '', rtoken: rt() }, { token: user.token }))
        .data.fields.payee_name,
    ).toBeTruthy();
    const cards = await get(app(), 'bankCards', {}, { token: user.token });
    expect(cards.data).toEqual([
      expect.objectContaining({ bank_name: 'HSBC Hong Kong', swift_code: 'HSBCHKHHHKH' }),
    ]);
    const id = cards.data[0].id;
    expect(
      (
        await post(
          app(),
          'editBankCard',
          { ...card, id, bank_name: 'Bank of China (HK)', rtoken: rt() },
          { token: other.token },
        )
      ).reason,
    ).toBe('WALLET_NOT_FOUND');
    expect(
      (
        await post(
          app(),
          'editBankCard',
          { ...card, id, bank_name: 'Bank of China (HK)', rtoken: rt() },
          { token: user.token },
        )
      ).code,
    ).toBe(0);
    expect((await get(app(), 'bankCards', {}, { token: user.token })).data[0].bank_name).toBe(
      'Bank of China (HK)',
    );
    expect((await post(app(), 'deleteBankCard', { id, rtoken: rt() }, { token: other.token })).reason).toBe(
      'WALLET_NOT_FOUND',
    );
    expect((await post(app(), 'deleteBankCard', { id, rtoken: rt() }, { token: user.token })).code).toBe(0);
    expect((await get(app(), 'bankCards', {}, { token: user.token })).data).toEqual([]);
  });
});

describe('withdrawals', () => {
  const app = useTestApp({}, { clock });

  /** A customer with a trade password, a deposit fully used in trading, and an ERC20 address. */
  async function ready(amount = '1000') {
    clock.set(HK_AFTERNOON);
    const user = await customer(app(), { tradePassword: true, verified: 'advanced' });
    await deposit(app(), user.token, await financeToken(app(), clock), amount);
    // Counts as used in trading: what the turnover rule asks for.
    await app().services.database.db.transaction((tx) =>
      app().services.assets.recordTurnover(tx, 'real', [
        { userId: user.uid, source: 'convert', usdt: BigInt(amount) * 1_000_000n, refId: rt() },
      ]),
    );
    await post(
      app(),
      'addWithdrawAddress',
      { asset: 'USDT', chain: 'ERC20', address: ERC20_ADDRESS, rtoken: rt() },
      { token: user.token },
    );
    await post(
      app(),
      'addWithdrawAddress',
      { asset: 'USDT', chain: 'TRC20', address: TRC20_ADDRESS, rtoken: rt() },
      { token: user.token },
    );
    const addresses = (await get(app(), 'withdrawAddresses', {}, { token: user.token })).data as {
      id: number;
      chain: string;
    }[];
    const erc20 = present(
      addresses.find((a) => a.chain === 'ERC20'),
      'the ERC20 address',
    ).id;
    const trc20 = present(
      addresses.find((a) => a.chain === 'TRC20'),
      'the TRC20 address',
    ).id;
    const withdraw = (params: Record<string, string | number> = {}) =>
      post(
        app(),
        'withdraw',
        {
          method: 'address',
          address_id: erc20,
          amount: '100',
          trade_password: TRADE_PASSWORD,
          rtoken: rt(),
          ...params,
        },
        { token: user.token },
      );
    return { ...user, erc20, trc20, withdraw };
  }

  it('shows every rule and the user standing before they confirm', async () => {
    const user = await ready();
    const rules = await get(app(), 'withdrawRules', {}, { token: user.token });
    expect(rules.code).toBe(7);
    expect(rules.data).toMatchObject({
      asset: 'USDT',
      chains: ['ERC20', 'BANK'],
      fee_ppm: 50_000,
      min: '100',
      max: '200000',
      daily_count: 2,
      window: { start: '12:00', end: '24:00', time_zone: 'Asia/Hong_Kong' },
      turnover_ppm: 900_000,
      status: {
        available: '1000.000000',
        used_today: 0,
        window_open: true,
        turnover_required: '900.000000',
        turnover_done: '1000.000000',
        security_set: true,
        trade_password_set: true,
        google_bound: false,
        frozen_reason: null,
      },
    });
    // Setting a first trade password is not a change of security: no extra review.
    expect(rules.data.status.security_review_until).toBeNull();
  });

  it('freezes the amount, and finance pays it out less the 5% fee or releases it with a reason', async () => {
    const user = await ready();
    const finance = await financeToken(app(), clock);
    const first = await user.withdraw({ amount: '200' });
    expect(first.code, JSON.stringify(first)).toBe(0);
    expect(first.data).toMatchObject({
      amount: '200.000000',
      fee: '10.000000',
      arrival: '190.000000',
      status: 'pending',
      security_review: false,
    });
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '800.000000',
      frozen: '200.000000',
    });
    const paid = await adminCall(
      app(),
      'approveReview',
      { id: await reviewOf(app(), 'wallet.withdrawal', first.data.id) },
      finance,
    );
    expect(paid.code, JSON.stringify(paid)).toBe(0);
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '800.000000',
      frozen: '0.000000',
    });
    const fees = await app().services.database.db.transaction((tx) =>
      app().services.ledger.systemAccount(tx, 'fees', 'USDT', 'real'),
    );
    const feeRow = await app().services.database.db.query.ledgerAccounts.findFirst({
      where: (a, { eq }) => eq(a.id, fees),
    });
    expect(feeRow?.available).toBe(10_000_000n);

    clock.advance(HOUR);
    await app().services.database.db.transaction((tx) =>
      app().services.assets.recordTurnover(tx, 'real', [
        { userId: user.uid, source: 'convert', usdt: 1n, refId: rt() },
      ]),
    );
    const second = await user.withdraw({ amount: '150' });
    expect(second.code, JSON.stringify(second)).toBe(0);
    const rejected = await adminCall(
      app(),
      'rejectReview',
      {
        id: await reviewOf(app(), 'wallet.withdrawal', second.data.id),
        reason: 'Address flagged by compliance',
      },
      finance,
    );
    expect(rejected.code).toBe(0);
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '800.000000',
      frozen: '0.000000',
    });
    const records = await get(app(), 'withdrawRecords', {}, { token: user.token });
    expect(records.data.items.map((r: { status: string }) => r.status)).toEqual(['rejected', 'approved']);
    expect(records.data.items[0].reason).toBe('Address flagged by compliance');
    const inbox = JSON.stringify((await get(app(), 'messageList', {}, { token: user.token })).data);
    expect(inbox).toContain('Withdrawal completed');
    expect(inbox).toContain('Withdrawal rejected');
    const lines = await get(app(), 'accountRecords', { kind: 'withdrawal-paid' }, { token: user.token });
    expect(lines.data.items[0]).toMatchObject({
      amount: '-200.000000',
      lines: [{ bucket: 'frozen', amount: '-200.000000' }],
    });
  });

  it('refuses every broken rule with a localized reason and moves nothing', async () => {
    const user = await ready('300000');
    const expectNothingMoved = async () =>
      expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
        available: '300000.000000',
        frozen: '0.000000',
      });
    expect((await user.withdraw({ amount: '99.999999' })).reason).toBe('WALLET_BELOW_MINIMUM');
    expect((await user.withdraw({ amount: '99', lang: 'jp' })).message).toContain('100');
    // Bounds are written in the reader's language, trailing zeros dropped, every digit kept.
    expect((await user.withdraw({ amount: '99' })).message).toBe(
      'The amount is below the minimum of 100 USDT.',
    );
    const above = await user.withdraw({ amount: '200000.000001' });
    expect(above.reason).toBe('WALLET_ABOVE_MAXIMUM');
    expect(above.message).toBe('The amount is above the maximum of 200,000 USDT.');
    expect((await user.withdraw({ amount: '200000.000001', lang: 'xby' })).message).toBe(
      'El importe supera el máximo de 200.000 USDT.',
    );
    expect((await user.withdraw({ amount: '100.0000001' })).data.fields.amount).toBeTruthy();
    expect((await user.withdraw({ amount: '0' })).data.fields.amount).toBeTruthy();
    expect((await user.withdraw({ amount: '-100' })).data.fields.amount).toBeTruthy();
    expect((await user.withdraw({ trade_password: '000000' })).reason).toBe('ACCOUNT_TRADE_PASSWORD_WRONG');
    expect((await user.withdraw({ trade_password: '' })).reason).toBe('WALLET_CONFIRMATION_REQUIRED');
    expect((await user.withdraw({ trade_password: '12ab' })).data.fields.trade_password).toBeTruthy();
    expect((await user.withdraw({ google_code: '123456', trade_password: '' })).reason).toBe(
      'ACCOUNT_GOOGLE_NOT_BOUND',
    );
    expect((await user.withdraw({ address_id: user.trc20 })).reason).toBe('WALLET_WITHDRAW_CHAIN');
    expect((await user.withdraw({ method: 'address', address_id: '' })).data.fields.address_id).toBeTruthy();
    const stranger = await customer(app(), { tradePassword: true, verified: 'advanced' });
    const foreign = await post(
      app(),
      'withdraw',
      {
        method: 'address',
        address_id: user.erc20,
        amount: '100',
        trade_password: TRADE_PASSWORD,
        rtoken: rt(),
      },
      { token: stranger.token },
    );
    expect(foreign.reason).toBe('WALLET_NOT_FOUND');
    expect((await user.withdraw({ method: 'bank', card_id: 999_999 })).reason).toBe('WALLET_NOT_FOUND');
    clock.set(Date.UTC(2026, 10, 23, 2, 0, 0)); // 10:00 in Hong Kong
    const early = await user.withdraw();
    expect(early.reason).toBe('WALLET_WITHDRAW_WINDOW');
    expect(early.message).toContain('12:00');
    clock.set(HK_AFTERNOON + HOUR);
    await expectNothingMoved();

    const noSecurity = await customer(app(), { verified: 'advanced' });
    const refused = await post(
      app(),
      'withdraw',
      { method: 'address', address_id: 1, amount: '100', trade_password: TRADE_PASSWORD, rtoken: rt() },
      { token: noSecurity.token },
    );
    expect(refused.reason).toBe('WALLET_SECURITY_REQUIRED');
    expect(refused.message).toBe(
      'Please set the transaction password or Google verification in the security centre first.',
    );

    const rtoken = rt();
    expect((await user.withdraw({ rtoken })).code).toBe(0);
    expect((await user.withdraw({ rtoken })).reason).toBe('REQUEST_REPLAYED');
    expect((await user.withdraw({ amount: '101' })).code).toBe(0);
    const third = await user.withdraw({ amount: '102' });
    expect(third.reason).toBe('WALLET_WITHDRAW_DAILY_LIMIT');
    expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
      available: '299799.000000',
      frozen: '201.000000',
    });
    // The Hong Kong day ends at 16:00 UTC: the count starts again.
    clock.set(Date.UTC(2026, 10, 24, 5, 0, 0));
    await deposit(app(), user.token, await financeToken(app(), clock), '100');
    const next = await user.withdraw({ amount: '102' });
    expect(next.reason, JSON.stringify(next)).toBe('WALLET_WITHDRAW_TURNOVER');
    expect(next.message).toBe(
      'Before withdrawing, 90 USDT of your deposits must be used in trading or products. So far: 0 USDT.',
    );

    const freezer = await staffSession(app(), clock, ['compliance']);
    const frozen = await adminCall(
      app(),
      'freezeUser',
      { uid: user.uid, kind: 'withdraw', reason: 'Under investigation' },
      freezer.token,
    );
    expect(frozen.code, JSON.stringify(frozen)).toBe(0);
    const blocked = await user.withdraw();
    expect(blocked.reason).toBe('WALLET_WITHDRAW_FROZEN');
    expect(blocked.message).toContain('Under investigation');
  });

  it('requires deposits since the last withdrawal to be 90% used in trading, and shows the progress', async () => {
    clock.set(HK_AFTERNOON);
    setPrice(app(), clock, 'BTCUSDT', 5_000_000n);
    const user = await customer(app(), { tradePassword: true, verified: 'advanced' });
    await deposit(app(), user.token, await financeToken(app(), clock), '1000');
    await post(
      app(),
      'addWithdrawAddress',
      { asset: 'USDT', chain: 'ERC20', address: ERC20_ADDRESS, rtoken: rt() },
      { token: user.token },
    );
    const [address] = (await get(app(), 'withdrawAddresses', {}, { token: user.token })).data;
    const withdraw = (lang = 'en') =>
      post(
        app(),
        'withdraw',
        {
          method: 'address',
          address_id: address.id,
          amount: '100',
          trade_password: TRADE_PASSWORD,
          rtoken: rt(),
          lang,
        },
        { token: user.token },
      );
    const refused = await withdraw();
    expect(refused.reason).toBe('WALLET_WITHDRAW_TURNOVER');
    expect(refused.message).toBe(
      'Before withdrawing, 900 USDT of your deposits must be used in trading or products. So far: 0 USDT.',
    );
    // Converting 899.99 USDT is not quite enough; one more cent is.
    const q1 = await post(
      app(),
      'convertQuote',
      { from_asset: 'USDT', to_asset: 'BTC', amount: '899.99' },
      { token: user.token },
    );
    expect((await post(app(), 'convert', { quote_id: q1.data.quote_id }, { token: user.token })).code).toBe(
      0,
    );
    const short = await withdraw('xby');
    expect(short.reason).toBe('WALLET_WITHDRAW_TURNOVER');
    expect(short.message).toBe(
      'Antes de retirar, debes usar 900 USDT de tus depósitos en operaciones o productos. Hasta ahora: 899,99 USDT.',
    );
    const q2 = await post(
      app(),
      'convertQuote',
      { from_asset: 'BTC', to_asset: 'USDT', amount: '0.0001' },
      { token: user.token },
    );
    expect((await post(app(), 'convert', { quote_id: q2.data.quote_id }, { token: user.token })).code).toBe(
      0,
    );
    const rules = await get(app(), 'withdrawRules', {}, { token: user.token });
    expect(BigInt(rules.data.status.turnover_done.replace('.', ''))).toBeGreaterThan(900_000_000n);
    const ok = await withdraw();
    expect(ok.code, JSON.stringify(ok)).toBe(0);
  });

  it('accepts a Google code instead of the trade password, each code once', async () => {
    clock.set(HK_AFTERNOON);
    const user = await ready();
    const secret = await post(app(), 'googleSecret', {}, { token: user.token });
    expect(secret.code, JSON.stringify(secret)).toBe(7);
    const code = async () =>
      generate({ secret: secret.data.secret, epoch: Math.floor(clock.nowMs() / 1000) });
    const bound = await post(
      app(),
      'bindGoogle',
      { google_code: await code(), password: PASSWORD },
      { token: user.token },
    );
    expect(bound.code, JSON.stringify(bound)).toBe(0);
    // Binding Google is a security change: for 24 hours withdrawals get an extra manual review.
    const rules = await get(app(), 'withdrawRules', {}, { token: user.token });
    expect(rules.data.status.security_review_until).toBe(Math.floor((clock.nowMs() + 24 * HOUR) / 1000));
    clock.advance(30_000);
    const google = await code();
    const done = await user.withdraw({ trade_password: '', google_code: google });
    expect(done.code, JSON.stringify(done)).toBe(0);
    expect(done.data.security_review).toBe(true);
    expect((await user.withdraw({ trade_password: '', google_code: google, amount: '101' })).reason).toBe(
      'ACCOUNT_GOOGLE_CODE_INVALID',
    );
  });

  it('never overspends: twenty concurrent withdrawals of one balance freeze at most the balance', async () => {
    clock.set(HK_AFTERNOON);
    const user = await ready('250');
    await app().services.settings.set('withdraw.rules', {
      ...(await app().services.settings.get('withdraw.rules')),
      dailyCount: 50,
    });
    try {
      const results = await Promise.all(Array.from({ length: 20 }, () => user.withdraw({ amount: '100' })));
      const accepted = results.filter((r) => r.code === 0).length;
      const reasons = new Set(results.filter((r) => r.code !== 0).map((r) => r.reason));
      expect(accepted).toBe(2);
      expect([...reasons]).toEqual(['LEDGER_INSUFFICIENT_BALANCE']);
      expect(await holding(app(), user.token, 'spot', 'USDT')).toEqual({
        available: '50.000000',
        frozen: '200.000000',
      });
    } finally {
      await app().services.settings.set('withdraw.rules', {
        ...(await app().services.settings.get('withdraw.rules')),
        dailyCount: 2,
      });
    }
  });
});
