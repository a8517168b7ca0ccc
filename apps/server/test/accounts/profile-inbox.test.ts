import { IMAGE_MAX_BYTES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { useTestApp } from '../helpers.ts';
import { PNG, uploadFile } from '../upload-fixtures.ts';
import { freshEmail, get, lastCode, PASSWORD, post, registerUser } from './fixtures.ts';

const clock = new ManualClock();
const upload = (app: App, token: string, file: Buffer, filename: string, type: string) =>
  uploadFile(app, '/api/web/uploadAvatar', token, file, { filename, type });

describe('profile', () => {
  const app = useTestApp({}, { clock });

  it('changes the nickname, refusing an empty or too long one', async () => {
    const { token } = await registerUser(app());
    expect((await post(app(), 'updateNickname', { nickname: '  ' }, { token })).code).toBe(400);
    expect((await post(app(), 'updateNickname', { nickname: 'x'.repeat(25) }, { token })).code).toBe(400);
    expect((await post(app(), 'updateNickname', { nickname: 'Falcon' }, { token })).code).toBe(0);
    expect((await get(app(), 'info', {}, { token })).data).toMatchObject({
      nickname: 'Falcon',
      name: 'Falcon',
    });
  });

  it('stores a PNG avatar checked by content and serves it, refusing fakes and oversized files', async () => {
    const { token } = await registerUser(app());
    const ok = await upload(app(), token, PNG, 'me.png', 'image/png');
    expect(ok).toMatchObject({
      code: 0,
      data: { avatar: expect.stringMatching(/^\/files\/avatars\/[0-9a-f]{32}\.png$/) },
    });
    const served = await app().server.inject({ method: 'GET', url: ok.data.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await get(app(), 'info', {}, { token })).data.avatar).toBe(ok.data.avatar);

    const fake = await upload(
      app(),
      token,
      Buffer.from('<svg onload="alert(1)"></svg>'),
      'fake.png',
      'image/png',
    );
    expect(fake).toMatchObject({ code: 1, reason: 'UPLOAD_IMAGE_INVALID' });
    const gif = await upload(
      app(),
      token,
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
      'a.jpg',
      'image/jpeg',
    );
    expect(gif.reason).toBe('UPLOAD_IMAGE_INVALID');
    const huge = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const big = await upload(app(), token, huge, 'big.png', 'image/png');
    expect(big.reason).toBe('UPLOAD_IMAGE_INVALID');
    expect((await get(app(), 'info', {}, { token })).data.avatar).toBe(ok.data.avatar);
    for (const url of [
      `/files/avatars/${'0'.repeat(32)}.png`,
      '/files/avatars/..%2F..%2Fpackage.json',
      '/files/kyc/a.png',
    ]) {
      expect((await app().server.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('binds an email and a phone with codes sent to them, refusing taken ones', async () => {
    const { token, email: taken } = await registerUser(app());
    const email = freshEmail();
    expect((await get(app(), 'getCode', { type: 'email', email: taken, purpose: 'bind' })).reason).toBe(
      'ACCOUNT_EXISTS',
    );
    expect((await get(app(), 'getCode', { type: 'email', email, purpose: 'bind' })).code).toBe(0);
    const code = await lastCode(app(), email);
    const wrongPassword = await post(app(), 'bindEmail', { email, code, password: 'nope-nope' }, { token });
    expect(wrongPassword.reason).toBe('ACCOUNT_PASSWORD_WRONG');
    expect((await post(app(), 'bindEmail', { email, code, password: PASSWORD }, { token })).code).toBe(0);
    expect((await get(app(), 'info', {}, { token })).data.email).toBe(email);
    expect((await post(app(), 'userLogin', { account: email, password: PASSWORD })).code).toBe(0);

    expect(
      (await get(app(), 'getCode', { type: 'phone', area_code: '86', phone: '13800138000', purpose: 'bind' }))
        .code,
    ).toBe(0);
    const phoneCode = await lastCode(app(), '+8613800138000');
    const bound = await post(
      app(),
      'bindPhone',
      { area_code: '86', phone: '13800138000', code: phoneCode, password: PASSWORD },
      { token },
    );
    expect(bound.code).toBe(0);
    const info = (await get(app(), 'info', {}, { token })).data;
    expect(info).toMatchObject({ phone: '13800138000', area_code: '86', display_phone: '13800138000' });
    const login = await post(app(), 'userLogin', {
      account: '13800138000',
      area_code: '86',
      password: PASSWORD,
    });
    expect(login.code).toBe(0);
  });
});

describe('inbox', () => {
  const app = useTestApp({}, { clock });

  it('lists newest first, pages, opens a message (marking it read), and marks all read', async () => {
    const { token, uid } = await registerUser(app());
    const db = app().services.database.db;
    for (let i = 1; i <= 3; i++) {
      clock.advance(1000);
      await app().services.inbox.sendText(db, uid, `Notice ${i}`, `Body of notice ${i}`);
    }
    const page1 = await get(app(), 'messageList', { page: 1, pageSize: 2 }, { token });
    expect(page1.data).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page1.data.items.map((m: { title: string }) => m.title)).toEqual(['Notice 3', 'Notice 2']);
    const id = page1.data.items[0].id;
    const detail = await get(app(), 'messageDetail', { id }, { token });
    expect(detail.data).toMatchObject({ id, body: 'Body of notice 3', read: true });
    expect((await get(app(), 'messageUnreadCount', {}, { token })).data.unread).toBe(3);
    expect((await post(app(), 'messageRead', {}, { token })).data.updated).toBe(3);
    expect((await get(app(), 'messageUnreadCount', {}, { token })).data.unread).toBe(0);
    expect((await get(app(), 'messageList', { pageSize: 101 }, { token })).code).toBe(400);
    expect((await get(app(), 'messageDetail', { id: 999_999 }, { token })).reason).toBe(
      'ACCOUNT_MESSAGE_NOT_FOUND',
    );
  });

  it('renders platform messages in the reader language', async () => {
    const { token } = await registerUser(app());
    const en = await get(app(), 'messageList', { lang: 'en' }, { token });
    const jp = await get(app(), 'messageList', { lang: 'jp' }, { token });
    expect(en.data.items[0].title).toBe('Welcome to Kestrel');
    expect(jp.data.items[0].title).not.toBe(en.data.items[0].title);
    expect(jp.data.items[0].title).toContain('Kestrel');
  });
});
