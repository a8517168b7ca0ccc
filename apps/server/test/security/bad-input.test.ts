import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { nextIp, post, registerUser } from '../accounts/fixtures.ts';
import { RTOKEN, useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';

const clock = new ManualClock(Date.UTC(2026, 10, 23, 6, 0, 0));
const app = useTestApp({}, { clock });

const NUL = 'a\u0000b';

/** One string field of one action, with valid values for the others. */
interface Case {
  action: string;
  field: string;
  params: Record<string, string | number>;
  auth: boolean;
}

const cases: Case[] = [
  {
    action: 'userLogin',
    field: 'account',
    params: { account: 'x@example.com', password: 'Secret#2026' },
    auth: false,
  },
  {
    action: 'userLogin',
    field: 'password',
    params: { account: 'x@example.com', password: 'Secret#2026' },
    auth: false,
  },
  {
    action: 'resetPasswordByQuestion',
    field: 'account',
    params: {
      account: 'x@example.com',
      question_id: 1,
      answer: 'blue',
      password: 'Secret#2026',
      password_confirm: 'Secret#2026',
    },
    auth: false,
  },
  {
    action: 'setSecurityQuestion',
    field: 'answer',
    params: { question_id: 1, answer: 'blue', password: 'Secret#2026' },
    auth: true,
  },
  { action: 'getSecurityQuestion', field: 'account', params: { account: 'x@example.com' }, auth: false },
  { action: 'updateNickname', field: 'nickname', params: { nickname: 'Nick' }, auth: true },
  ...['address', 'memo', 'label'].map((field) => ({
    action: 'addWithdrawAddress',
    field,
    params: {
      asset: 'USDT',
      chain: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      memo: 'm',
      label: 'l',
    },
    auth: true,
  })),
  ...['bank_name', 'payee_name', 'routing_number', 'bank_address', 'phone', 'address'].map((field) => ({
    action: 'addBankCard',
    field,
    params: {
      bank_name: 'Bank',
      account_number: '12345678',
      routing_number: '021000021',
      bank_address: 'Main St 1',
      payee_name: 'A B',
      phone: '+1 555 0100',
      address: 'Elm St 2',
    },
    auth: true,
  })),
  {
    action: 'submitAdvanced',
    field: 'bank_name',
    params: { bank_name: 'Bank', card_number: '12345678' },
    auth: true,
  },
];

describe('inputs no database column can hold are refused as invalid fields', () => {
  it(`refuses a NUL character in ${cases.length} string fields, logged in or not, with the field named`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
    const { token } = await registerUser(app());
    for (const c of cases) {
      const params = { ...c.params, [c.field]: NUL };
      const res = await post(app(), c.action, params, c.auth ? { token } : {});
      const label = `${c.action}.${c.field}: ${JSON.stringify(res)}`;
      expect(res.code, label).toBe(400);
      expect(res.reason, label).toBe('REQUEST_VALIDATION_FAILED');
      expect(res.data.fields[c.field], label).toBe('This value is not valid.');
    }
    // As JSON too, and in the query string of a GET.
    const json = await app().server.inject({
      method: 'POST',
      url: '/api/web/userLogin',
      remoteAddress: nextIp(),
      payload: { rtoken: RTOKEN, account: 'x@example.com', password: 'p\u0000w' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ code: 400, data: { fields: { password: expect.any(String) } } });
    const query = await app().server.inject({
      method: 'GET',
      url: `/api/web/getSecurityQuestion?rtoken=${RTOKEN}&account=a%00b&lang=xby`,
      remoteAddress: nextIp(),
    });
    expect(query.json()).toMatchObject({
      code: 400,
      data: { fields: { account: 'Este valor no es válido.' } },
    });
  });

  it('refuses a multipart body on an action that takes no file, and still takes uploads', async () => {
    const { token } = await registerUser(app());
    const boundary = `----b${randomBytes(6).toString('hex')}`;
    const body =
      `--${boundary}\r\ncontent-disposition: form-data; name="rtoken"\r\n\r\n${RTOKEN}\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="nickname"\r\n\r\nNick\r\n` +
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\nxx\r\n` +
      `--${boundary}--\r\n`;
    for (const [action, auth] of [
      ['updateNickname', true],
      ['userLogin', false],
    ] as const) {
      const res = await app().server.inject({
        method: 'POST',
        url: `/api/web/${action}${auth ? `?token=${token}` : ''}`,
        remoteAddress: nextIp(),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(res.statusCode, action).toBe(200);
      expect(res.json(), action).toMatchObject({ code: 400, reason: 'REQUEST_UNSUPPORTED_MEDIA' });
    }
    const noBoundary = await app().server.inject({
      method: 'POST',
      url: '/api/web/userLogin',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'rtoken=abcdef',
    });
    expect(noBoundary.json()).toMatchObject({ code: 400, reason: 'REQUEST_UNSUPPORTED_MEDIA' });
  });

  it('refuses a lone surrogate or a NUL in an inbox message written by support', async () => {
    const user = await registerUser(app());
    const support = await staffSession(app(), clock, ['support']);
    for (const [field, value] of [
      ['title', 'Hello \ud800'],
      ['title', 'Hello \udc00 world'],
      ['body', 'Body \u0000'],
    ] as const) {
      const res = await adminCall(
        app(),
        'sendUserMessage',
        { uid: user.uid, title: 'Notice', body: 'Text', reason: 'customer request', [field]: value },
        support.token,
      );
      expect(res, `${field}: ${JSON.stringify(res)}`).toMatchObject({
        code: 400,
        reason: 'REQUEST_VALIDATION_FAILED',
        data: { fields: { [field]: 'This value is not valid.' } },
      });
    }
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await adminCall(
      app(),
      'sendUserMessage',
      { uid: user.uid, title: 'Hello \ud83d\ude00', body: 'Text', reason: 'customer request' },
      support.token,
    );
    expect(emoji.code, JSON.stringify(emoji)).toBe(0);
  });

  it('names the minimum in the message of an amount below it, in every language', async () => {
    const { token } = await registerUser(app());
    const messages: Record<string, string> = {};
    for (const lang of ['en', 'xby', 'jp', 'hy', 'ty', 'yn', 'zh', 'ft']) {
      const res = await post(
        app(),
        'transferAsset',
        { from: 'spot', to: 'contract', asset: 'USDT', amount: '0', lang },
        { token },
      );
      expect(res.code, JSON.stringify(res)).toBe(400);
      messages[lang] = res.data.fields.amount;
      expect(messages[lang], lang).not.toMatch(/\{|\}/);
      // The bound keeps every digit, written with the language's decimal sign.
      expect(messages[lang], lang).toMatch(/0[.,]000001/);
    }
    expect(messages.en).toBe('Must be at least 0.000001.');
    expect(messages.xby).toBe('Debe ser como mínimo 0,000001.');
  });
});
