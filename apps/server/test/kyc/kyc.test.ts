import type { StaffRole } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { kycSubmissions } from '../../src/modules/kyc/schema.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post, registerUser } from '../accounts/fixtures.ts';
import { RTOKEN, useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { PNG, uploadFile } from '../upload-fixtures.ts';
import { verifyCustomer } from './kyc-fixtures.ts';

const clock = new ManualClock();
const upload = (app: App, token: string, file: Buffer = PNG) =>
  uploadFile(app, '/api/web/uploadKycImage', token, file);
const admin = (app: App, action: string, body: Record<string, unknown>, token: string) =>
  adminCall(app, action, body, token);
const staffToken = async (app: App, roles: StaffRole[]) => (await staffSession(app, clock, roles)).token;

async function primaryImages(app: App, token: string) {
  const ids = [];
  for (let i = 0; i < 3; i++) ids.push((await upload(app, token)).data.image_id);
  return { front_image: ids[0], back_image: ids[1], holding_image: ids[2] };
}

describe('verification', () => {
  const app = useTestApp({}, { clock });

  it('takes primary with three photos, queues it, and tells the user the decision in their inbox', async () => {
    const user = await registerUser(app());
    const images = await primaryImages(app(), user.token);
    const form = { real_name: 'Ana López', document_type: 2, document_number: 'P1234567', ...images };
    expect((await post(app(), 'submitPrimary', form, { token: user.token })).code).toBe(0);
    const state = await get(app(), 'kycState', {}, { token: user.token });
    expect(state.data.levels[0]).toMatchObject({ level: 'primary', status: 'pending' });
    expect(state.data.nationality).toBe('DE');
    expect((await post(app(), 'submitPrimary', form, { token: user.token })).reason).toBe(
      'KYC_REVIEW_PENDING',
    );

    const officer = await staffToken(app(), ['compliance']);
    const queue = await admin(app(), 'listReviews', { queue: 'kyc.primary' }, officer);
    const item = queue.data.items.find((i: { user_id: number }) => i.user_id === user.uid);
    expect(item.summary).toMatchObject({
      real_name: 'Ana López',
      nationality: 'DE',
      images: { front: images.front_image },
    });
    const photo = await app().server.inject({
      method: 'GET',
      url: `/api/admin/kycImage?rtoken=${RTOKEN}&token=${officer}&id=${images.front_image}`,
    });
    expect(photo.statusCode, photo.body.slice(0, 300)).toBe(200);
    expect(photo.headers['content-type'], photo.body.slice(0, 300)).toBe('image/png');
    expect(photo.headers['content-type']).toBe('image/png');
    const support = await staffToken(app(), ['support']);
    const denied = await app().server.inject({
      method: 'GET',
      url: `/api/admin/kycImage?rtoken=${RTOKEN}&token=${support}&id=${images.front_image}`,
    });
    expect(denied.json().reason).toBe('AUTH_FORBIDDEN');

    expect(
      (await admin(app(), 'rejectReview', { id: item.id, reason: 'The back photo is blurred' }, officer))
        .code,
    ).toBe(0);
    const rejected = await get(app(), 'kycState', {}, { token: user.token });
    expect(rejected.data.levels[0]).toMatchObject({
      status: 'rejected',
      reason: 'The back photo is blurred',
    });
    const inbox = await get(app(), 'messageList', { lang: 'en' }, { token: user.token });
    expect(inbox.data.items[0]).toMatchObject({ title: 'Verification not approved' });
    expect(inbox.data.items[0].summary).toContain('The back photo is blurred');

    // A rejected user submits again; the history keeps both attempts.
    expect(
      (
        await post(
          app(),
          'submitPrimary',
          { ...form, ...(await primaryImages(app(), user.token)) },
          { token: user.token },
        )
      ).code,
    ).toBe(0);
    const again = await admin(app(), 'listReviews', { queue: 'kyc.primary' }, officer);
    const second = again.data.items.find((i: { user_id: number }) => i.user_id === user.uid);
    expect((await admin(app(), 'approveReview', { id: second.id }, officer)).code).toBe(0);
    const approved = await get(app(), 'kycState', { lang: 'jp' }, { token: user.token });
    expect(approved.data.levels[0]).toMatchObject({ status: 'approved', reason: null });
    expect(approved.data.history.map((h: { status: string }) => h.status)).toEqual(['approved', 'rejected']);
    const jpInbox = await get(app(), 'messageList', { lang: 'jp' }, { token: user.token });
    expect(jpInbox.data.items[0].title).toBe('認証が承認されました');
    expect((await post(app(), 'submitPrimary', form, { token: user.token })).reason).toBe(
      'KYC_ALREADY_APPROVED',
    );
    expect(
      (
        await post(
          app(),
          'submitAdvanced',
          { bank_name: 'Sparkasse', card_number: '4000123412341234' },
          { token: user.token },
        )
      ).code,
    ).toBe(0);
  });

  it('gives a rejected address submission back to fill the form again, and only while it is rejected', async () => {
    const user = await registerUser(app());
    await verifyCustomer(app(), user);
    const state = async () => (await get(app(), 'kycState', {}, { token: user.token })).data;
    expect((await state()).rejected_address).toBeNull();
    const bill = (await upload(app(), user.token)).data.image_id;
    const form = { address: '12 Harbour Road, Wan Chai', bill_image: bill };
    expect((await post(app(), 'submitAddress', form, { token: user.token })).code).toBe(0);
    // Under review: nothing to fill in.
    expect((await state()).rejected_address).toBeNull();
    const officer = await staffToken(app(), ['compliance']);
    const queue = await admin(app(), 'listReviews', { queue: 'kyc.address' }, officer);
    const item = queue.data.items.find((i: { user_id: number }) => i.user_id === user.uid);
    const refused = await admin(
      app(),
      'rejectReview',
      { id: item.id, reason: 'The bill is too old' },
      officer,
    );
    expect(refused.code, JSON.stringify(refused)).toBe(0);
    expect((await state()).rejected_address).toEqual(form);
    // The photo given back is still the customer's: submitting it again is accepted.
    const again = await post(
      app(),
      'submitAddress',
      { ...form, address: '12 Harbour Road, Wan Chai, HK' },
      { token: user.token },
    );
    expect(again.code, JSON.stringify(again)).toBe(0);
    expect((await state()).rejected_address).toBeNull();
  });

  it('refuses advanced before primary, missing fields, fake photos and another user photos, storing nothing', async () => {
    const user = await registerUser(app());
    const other = await registerUser(app());
    const count = async () => (await app().services.database.db.select().from(kycSubmissions)).length;
    const before = await count();
    expect(
      (
        await post(
          app(),
          'submitAdvanced',
          { bank_name: 'Bank', card_number: '1234567890' },
          { token: user.token },
        )
      ).reason,
    ).toBe('KYC_PRIMARY_REQUIRED');
    const empty = await post(app(), 'submitPrimary', { lang: 'en' }, { token: user.token });
    expect(Object.keys(empty.data.fields).sort()).toEqual([
      'back_image',
      'document_number',
      'document_type',
      'front_image',
      'holding_image',
      'real_name',
    ]);
    const badType = await post(
      app(),
      'submitPrimary',
      { real_name: 'A', document_type: 9, document_number: 'X', ...(await primaryImages(app(), user.token)) },
      { token: user.token },
    );
    expect(badType.data.fields.document_type).toBeDefined();
    expect((await upload(app(), user.token, Buffer.from('%PDF-1.4 not an image'))).reason).toBe(
      'UPLOAD_IMAGE_INVALID',
    );
    const theirs = await primaryImages(app(), other.token);
    const stolen = await post(
      app(),
      'submitPrimary',
      { real_name: 'A', document_type: 1, document_number: 'X', ...theirs },
      { token: user.token },
    );
    expect(stolen.reason).toBe('KYC_IMAGE_NOT_FOUND');
    const peek = await app().server.inject({
      method: 'GET',
      url: `/api/web/kycImage?rtoken=${RTOKEN}&token=${user.token}&id=${theirs.front_image}`,
    });
    expect(peek.statusCode).toBe(404);
    const own = await app().server.inject({
      method: 'GET',
      url: `/api/web/kycImage?rtoken=${RTOKEN}&token=${other.token}&id=${theirs.front_image}`,
    });
    expect(own.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('scores the questionnaire into a level whose cap comes from the operator settings', async () => {
    const user = await registerUser(app());
    const none = await get(app(), 'riskProfile', {}, { token: user.token });
    expect(none.data).toMatchObject({ level: 'none', score: null, max_investment_usdt: '1000' });
    const cautious = {
      account_purpose: 'saving',
      investment_purpose: 'preserve',
      amount: '100-1000',
      monthly_trades: '5-100',
      occupation: 'retired',
    };
    const c = await post(app(), 'submitQuestionnaire', cautious, { token: user.token });
    expect(c.data).toMatchObject({
      level: 'conservative',
      score: 3,
      max_investment_usdt: '10000',
    });
    const bold = {
      account_purpose: 'trading',
      investment_purpose: 'speculation',
      amount: 'over-1000000',
      monthly_trades: 'over-1000',
      occupation: 'self-employed',
    };
    const reassessed = await post(app(), 'submitQuestionnaire', bold, { token: user.token });
    expect(reassessed.data).toMatchObject({ level: 'aggressive', max_investment_usdt: '1000000' });
    expect(await app().services.kyc.maxInvestmentUsdt(user.uid)).toBe(1_000_000n);
    expect(
      (await post(app(), 'submitQuestionnaire', { ...bold, amount: 'lots' }, { token: user.token })).code,
    ).toBe(400);
  });
});
