import { describe, expect, it } from 'vitest';
import { userActionsOf } from '../../src/platform/auth.ts';
import { useTestApp } from '../helpers.ts';
import { call, get, PASSWORD, registerUser } from './fixtures.ts';

/**
 * Every action that needs a session, tried with user B's token against user A's data. An
 * action added later without a line here fails the first test, so nobody forgets to check it.
 */
type Attempt = { method: 'GET' | 'POST'; params: (aMessageId: number) => Record<string, string | number> };
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
  messageDetail: { method: 'GET', params: (id) => ({ id }) },
  messageRead: { method: 'POST', params: (id) => ({ id }) },
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
};

describe('one user never reads or changes another user', () => {
  const app = useTestApp();

  it('lists every session action in the attempts table', () => {
    expect([...userActionsOf(app().server)].sort()).toEqual(Object.keys(ATTEMPTS).sort());
  });

  it('answers B about B only, on every action, leaving A untouched', async () => {
    const a = await registerUser(app());
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

    for (const [action, attempt] of Object.entries(ATTEMPTS)) {
      const b = await registerUser(app());
      const res = await call(app(), attempt.method, action, attempt.params(aMessageId), { token: b.token });
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
    }
  });
});
