import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { userActionsOf } from '../../src/platform/auth.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { useTestApp } from '../helpers.ts';
import { verifyCustomer } from '../kyc/kyc-fixtures.ts';
import { fundFromWorld } from '../ledger-fixtures.ts';
import { useWideSpotBands } from '../spot/spot-fixtures.ts';
import { ERC20_ADDRESS, rt, setPrice } from '../wallet/wallet-fixtures.ts';
import { call, get, PASSWORD, registerUser } from './fixtures.ts';

/**
 * Every action that needs a session, tried with user B's token against user A's data. An
 * action added later without a line here fails the first test, so nobody forgets to check it.
 */
/** Ids of user A's things that user B tries to reach. */
interface Owned {
  messageId: number;
  addressId: number;
  cardId: number;
  quoteId: string;
  depositId: number;
  spotOrderId: number;
  contractId: number;
  earnOrderId: number;
}
type Attempt = { method: 'GET' | 'POST'; params: (a: Owned) => Record<string, string | number> };
const CARD = {
  bank_name: 'Hijack Bank',
  account_number: '99999999',
  payee_name: 'Mallory',
};
const ATTEMPTS: Record<string, Attempt> = {
  info: { method: 'GET', params: () => ({ uid: 1 }) },
  logout: { method: 'POST', params: () => ({}) },
  updatePassword: {
    method: 'POST',
    params: () => ({ old_password: PASSWORD, password: 'Hijack#01', password_confirm: 'Hijack#01' }),
  },
  hasTpassword: { method: 'GET', params: () => ({}) },
  setTradePassword: {
    method: 'POST',
    params: () => ({ password: PASSWORD, trade_password: '111111', trade_password_confirm: '111111' }),
  },
  updateTradePassword: {
    method: 'POST',
    params: () => ({
      old_trade_password: '222222',
      trade_password: '111111',
      trade_password_confirm: '111111',
    }),
  },
  googleSecret: { method: 'GET', params: () => ({}) },
  bindGoogle: { method: 'POST', params: () => ({ google_code: '123456', password: PASSWORD }) },
  unbindGoogle: { method: 'POST', params: () => ({ google_code: '123456' }) },
  setSecurityQuestion: {
    method: 'POST',
    params: () => ({ question_id: 1, answer: 'hijack', password: PASSWORD }),
  },
  updateNickname: { method: 'POST', params: () => ({ nickname: 'Hijacked' }) },
  uploadAvatar: { method: 'POST', params: () => ({}) },
  bindEmail: {
    method: 'POST',
    params: () => ({ email: 'hijack@example.com', code: '123456', password: PASSWORD }),
  },
  bindPhone: {
    method: 'POST',
    params: () => ({ area_code: '1', phone: '2025550123', code: '123456', password: PASSWORD }),
  },
  messageList: { method: 'GET', params: () => ({}) },
  messageDetail: { method: 'GET', params: (a) => ({ id: a.messageId }) },
  messageRead: { method: 'POST', params: (a) => ({ id: a.messageId }) },
  messageUnreadCount: { method: 'GET', params: () => ({}) },
  uploadKycImage: { method: 'POST', params: () => ({}) },
  kycState: { method: 'GET', params: () => ({}) },
  submitPrimary: {
    method: 'POST',
    params: () => ({
      real_name: 'B',
      document_type: 1,
      document_number: 'X1',
      front_image: 'a'.repeat(32),
      back_image: 'b'.repeat(32),
      holding_image: 'c'.repeat(32),
    }),
  },
  submitAdvanced: { method: 'POST', params: () => ({ bank_name: 'Bank', card_number: '1234567890' }) },
  submitAddress: { method: 'POST', params: () => ({ address: 'Street 1', bill_image: 'd'.repeat(32) }) },
  riskProfile: { method: 'GET', params: () => ({}) },
  creditState: { method: 'GET', params: () => ({}) },
  addCreditProof: { method: 'POST', params: () => ({ image_id: 'e'.repeat(32) }) },
  submitQuestionnaire: {
    method: 'POST',
    params: () => ({
      account_purpose: 'saving',
      investment_purpose: 'preserve',
      amount: '100-1000',
      monthly_trades: '5-100',
      occupation: 'retired',
    }),
  },
  getAsset2: { method: 'GET', params: () => ({}) },
  transferAsset: {
    method: 'POST',
    params: () => ({ asset: 'USDT', from: 'spot', to: 'contract', amount: '1', rtoken: rt() }),
  },
  convertQuote: { method: 'POST', params: () => ({ from_asset: 'USDT', to_asset: 'BTC', amount: '10' }) },
  convert: { method: 'POST', params: (a) => ({ quote_id: a.quoteId }) },
  accountRecords: { method: 'GET', params: () => ({}) },
  depositChannels: { method: 'GET', params: () => ({}) },
  uploadVoucher: { method: 'POST', params: () => ({}) },
  submitDeposit: {
    method: 'POST',
    params: () => ({ channel: 'USDT-TRC20', amount: '5', tx_hash: 'f'.repeat(64), rtoken: rt() }),
  },
  depositRecords: { method: 'GET', params: () => ({}) },
  withdrawAddresses: { method: 'GET', params: () => ({}) },
  addWithdrawAddress: {
    method: 'POST',
    params: () => ({ asset: 'USDT', chain: 'ERC20', address: ERC20_ADDRESS }),
  },
  deleteWithdrawAddress: { method: 'POST', params: (a) => ({ id: a.addressId }) },
  bankCards: { method: 'GET', params: () => ({}) },
  addBankCard: { method: 'POST', params: () => CARD },
  editBankCard: { method: 'POST', params: (a) => ({ ...CARD, id: a.cardId }) },
  deleteBankCard: { method: 'POST', params: (a) => ({ id: a.cardId }) },
  withdrawRules: { method: 'GET', params: () => ({}) },
  withdraw: {
    method: 'POST',
    params: (a) => ({
      method: 'address',
      address_id: a.addressId,
      amount: '100',
      trade_password: '222222',
      rtoken: rt(),
    }),
  },
  withdrawRecords: { method: 'GET', params: () => ({}) },
  placeSpotOrder: {
    method: 'POST',
    params: () => ({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '100', quantity: '0.1' }),
  },
  cancelSpotOrder: { method: 'POST', params: (a) => ({ id: a.spotOrderId }) },
  cancelAllSpotOrders: { method: 'POST', params: () => ({}) },
  spotOpenOrders: { method: 'GET', params: () => ({}) },
  spotOrderHistory: { method: 'GET', params: () => ({}) },
  spotMyTrades: { method: 'GET', params: () => ({}) },
  openContract: {
    method: 'POST',
    params: () => ({ symbol: 'BTCUSDT-PERP', direction: 'long', lots: '0.1', leverage: 10, rtoken: rt() }),
  },
  setContractStops: { method: 'POST', params: (a) => ({ id: a.contractId, take_profit: '99999' }) },
  closeContract: { method: 'POST', params: (a) => ({ id: a.contractId }) },
  cancelContractOrder: { method: 'POST', params: (a) => ({ id: a.contractId }) },
  closeAllContracts: { method: 'POST', params: () => ({}) },
  contractPositions: { method: 'GET', params: () => ({}) },
  contractOrders: { method: 'GET', params: () => ({}) },
  contractHistory: { method: 'GET', params: () => ({}) },
  contractSummary: { method: 'GET', params: () => ({}) },
  placeFixedTerm: {
    method: 'POST',
    params: () => ({
      kind: 'delivery',
      symbol: 'BTCUSDT',
      direction: 'up',
      cycle: 60,
      stake: '10',
      rtoken: rt(),
    }),
  },
  fixedTermOrders: { method: 'GET', params: () => ({}) },
  fixedTermHistory: { method: 'GET', params: () => ({}) },
  getProfitTotal: { method: 'GET', params: () => ({}) },
  earnOrders: { method: 'GET', params: () => ({}) },
  buyProfit: {
    method: 'POST',
    params: () => ({ id: 1, amount: '100', trade_password: '111111', rtoken: rt() }),
  },
  buyBasket: {
    method: 'POST',
    params: () => ({ id: 1, amount: '100', nav: '1', trade_password: '111111', rtoken: rt() }),
  },
  sellBasket: {
    method: 'POST',
    params: () => ({ id: 1, units: '1', nav: '1', trade_password: '222222', rtoken: rt() }),
  },
  basketPositions: { method: 'GET', params: () => ({}) },
  basketTrades: { method: 'GET', params: () => ({}) },
  sellProfit: {
    method: 'POST',
    params: (a) => ({ id: a.earnOrderId, penalty: '5', trade_password: '222222', rtoken: rt() }),
  },
};

/** What user A can see of their own money and wallet; no attempt by B may change it. */
async function walletOf(app: App, token: string) {
  const read = async (action: string) => (await get(app, action, {}, { token })).data;
  return {
    // Balances only: valuations move with the feed.
    assets: (await read('getAsset2')).accounts.map(
      (a: { type: string; rows: { asset: string; available: string; frozen: string }[] }) => [
        a.type,
        a.rows.map((r) => [r.asset, r.available, r.frozen]),
      ],
    ),
    records: await read('accountRecords'),
    addresses: await read('withdrawAddresses'),
    cards: await read('bankCards'),
    deposits: await read('depositRecords'),
    withdrawals: await read('withdrawRecords'),
    spotOrders: await read('spotOpenOrders'),
    contracts: (await read('contractPositions')).items.map(
      (p: { id: number; lots: string; margin: string }) => [p.id, p.lots, p.margin],
    ),
    earn: (await read('earnOrders')).items.map((o: { id: number; status: string }) => [o.id, o.status]),
  };
}

/** Gives user A an address, a bank card, a pending deposit and an open conversion quote. */
async function ownedBy(app: App, token: string, messageId: number): Promise<Owned> {
  const at = (action: string, params: Record<string, string>) =>
    call(app, 'POST', action, { ...params, rtoken: rt() }, { token });
  setPrice(app, systemClock, 'BTCUSDT', 5_000_000n);
  await at('addWithdrawAddress', { asset: 'USDT', chain: 'ERC20', address: ERC20_ADDRESS });
  await at('addBankCard', { bank_name: 'A Bank', account_number: '12345678', payee_name: 'Alice' });
  const deposit = await at('submitDeposit', { channel: 'USDT-TRC20', amount: '5', tx_hash: 'a'.repeat(64) });
  const quote = await at('convertQuote', { from_asset: 'USDT', to_asset: 'BTC', amount: '10' });
  // An open spot order needs funds: 20 USDT from the world account, as an approved deposit gives.
  const uid = (await get(app, 'info', {}, { token })).data.uid as number;
  await fundFromWorld(app, uid, { USDT: '20' });
  const spotOrder = await at('placeSpotOrder', {
    symbol: 'BTCUSDT',
    side: 'buy',
    type: 'limit',
    price: '100',
    quantity: '0.1',
  });
  setPrice(app, systemClock, 'BTCUSDT-PERP', 672_800n);
  await fundFromWorld(app, uid, { USDT: '100' }, 'contract');
  const contract = await at('openContract', {
    symbol: 'BTCUSDT-PERP',
    direction: 'long',
    lots: '0.01',
    leverage: '10',
  });
  // An escrow order: the reserve funded from the world account, the questionnaire answered.
  await app.services.database.db.transaction((tx) =>
    app.services.ledger.apply(tx, [
      {
        type: 'transfer',
        key: `isolation-reserve:${uid}`,
        kind: 'earn-funding',
        ref: { kind: 'earn-funding', id: String(uid) },
        book: 'real',
        asset: 'USDT',
        amount: 1_000_000_000n,
        from: { system: 'world' },
        to: { system: 'earn_reserve' },
      },
      {
        type: 'transfer',
        key: `isolation-earn-spot:${uid}`,
        kind: 'deposit',
        ref: { kind: 'fixture', id: String(uid) },
        book: 'real',
        asset: 'USDT',
        amount: 100_000_000n,
        from: { system: 'world' },
        to: { user: uid, wallet: 'spot' },
      },
    ]),
  );
  await at('submitQuestionnaire', {
    account_purpose: 'saving',
    investment_purpose: 'preserve',
    amount: '100-1000',
    monthly_trades: '5-100',
    occupation: 'retired',
  });
  const earn = await at('buyProfit', { id: '1', amount: '100', trade_password: '222222' });
  if (earn.code !== 0) throw new Error(`escrow order: ${JSON.stringify(earn)}`);
  return {
    earnOrderId: earn.data.id,
    contractId: contract.data.id,
    messageId,
    addressId: (await get(app, 'withdrawAddresses', {}, { token })).data[0].id,
    cardId: (await get(app, 'bankCards', {}, { token })).data[0].id,
    quoteId: quote.data.quote_id,
    depositId: deposit.data.id,
    spotOrderId: spotOrder.data.id,
  };
}

describe('one user never reads or changes another user', () => {
  const app = useTestApp();
  useWideSpotBands(app);

  it('lists every session action in the attempts table', () => {
    expect([...userActionsOf(app().server)].sort()).toEqual(Object.keys(ATTEMPTS).sort());
  });

  it('answers B about B only, on every action, leaving A untouched', { timeout: 120_000 }, async () => {
    const a = await registerUser(app());
    // A deposit needs primary verification (verification.requirements).
    await verifyCustomer(app(), a, 'primary');
    await call(
      app(),
      'POST',
      'setTradePassword',
      { password: PASSWORD, trade_password: '222222', trade_password_confirm: '222222' },
      { token: a.token },
    );
    const aInfo = (await get(app(), 'info', {}, { token: a.token })).data;
    const aInbox = (await get(app(), 'messageList', {}, { token: a.token })).data;
    const aMessageId: number = aInbox.items[0].id;
    const owned: Owned = await ownedBy(app(), a.token, aMessageId);
    const aWallet = await walletOf(app(), a.token);

    for (const [action, attempt] of Object.entries(ATTEMPTS)) {
      const b = await registerUser(app());
      const res = await call(app(), attempt.method, action, attempt.params(owned), { token: b.token });
      if (res.data && typeof res.data === 'object' && 'uid' in res.data)
        expect(res.data.uid, action).toBe(b.uid);
      if (action === 'messageDetail' || action === 'messageRead') {
        expect(res.reason, action).toBe('ACCOUNT_MESSAGE_NOT_FOUND');
      }
      if (action === 'messageList') {
        expect(
          res.data.items.map((m: { id: number }) => m.id),
          action,
        ).not.toContain(aMessageId);
      }
      expect((await get(app(), 'info', {}, { token: a.token })).data, action).toEqual(aInfo);
      expect((await get(app(), 'messageList', {}, { token: a.token })).data, action).toEqual(aInbox);
      expect(await walletOf(app(), a.token), action).toEqual(aWallet);
    }
  });
});
