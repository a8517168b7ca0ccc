import type { StaffRole } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { get, post, registerUser } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';
import { PNG, uploadFile } from '../upload-fixtures.ts';

const clock = new ManualClock();
const uploadId = async (app: App, token: string): Promise<string> =>
  (await uploadFile(app, '/api/web/uploadKycImage', token, PNG)).data.image_id;
const admin = (app: App, action: string, body: Record<string, unknown>, token: string) =>
  adminCall(app, action, body, token);
const staffToken = async (app: App, roles: StaffRole[]) => (await staffSession(app, clock, roles)).token;

describe('credit score and loan limit', () => {
  const app = useTestApp({}, { clock });

  it('needs identity verification, takes proofs, and staff set the score that raises the loan limit', async () => {
    const user = await registerUser(app());
    expect((await get(app(), 'creditState', {}, { token: user.token })).reason).toBe('KYC_IDENTITY_REQUIRED');
    expect(await app().services.kyc.loanLimitUsdt(user.uid)).toBe(0n);

    const images = {
      front_image: await uploadId(app(), user.token),
      back_image: await uploadId(app(), user.token),
      holding_image: await uploadId(app(), user.token),
    };
    await post(
      app(),
      'submitPrimary',
      { real_name: 'Ana', document_type: 1, document_number: 'ID1', ...images },
      { token: user.token },
    );
    const officer = await staffToken(app(), ['compliance']);
    const item = (await admin(app(), 'listReviews', { queue: 'kyc.primary' }, officer)).data.items.find(
      (i: { user_id: number }) => i.user_id === user.uid,
    );
    await admin(app(), 'approveReview', { id: item.id }, officer);

    const state = await get(app(), 'creditState', {}, { token: user.token });
    expect(state.data).toEqual({ score: null, evaluated_at: null, proofs: [], loan_limit_usdt: '1000' });
    const proof = await uploadId(app(), user.token);
    expect((await post(app(), 'addCreditProof', { image_id: proof }, { token: user.token })).code).toBe(0);
    const other = await registerUser(app());
    const theirs = await uploadId(app(), other.token);
    expect((await post(app(), 'addCreditProof', { image_id: theirs }, { token: user.token })).reason).toBe(
      'KYC_IMAGE_NOT_FOUND',
    );

    const support = await staffToken(app(), ['support']);
    expect(
      (await admin(app(), 'setCreditScore', { uid: user.uid, score: 700, reason: 'x' }, support)).reason,
    ).toBe('AUTH_FORBIDDEN');
    expect(
      (await admin(app(), 'setCreditScore', { uid: user.uid, score: 1001, reason: 'x' }, officer)).code,
    ).toBe(400);
    expect(
      (await admin(app(), 'setCreditScore', { uid: 999_999, score: 1, reason: 'x' }, officer)).reason,
    ).toBe('ADMIN_USER_NOT_FOUND');
    expect(
      (
        await admin(
          app(),
          'setCreditScore',
          { uid: user.uid, score: 700, reason: 'Salary slips checked' },
          officer,
        )
      ).code,
    ).toBe(0);
    const scored = await get(app(), 'creditState', {}, { token: user.token });
    expect(scored.data).toMatchObject({
      score: 700,
      loan_limit_usdt: String(1000 + 700 * 20),
      proofs: [{ image_id: proof }],
    });
    expect(await app().services.kyc.loanLimitUsdt(user.uid)).toBe(15_000n);
    // Loans are not served, so the back office is given no loan limit to show.
    expect((await get(app(), 'getFeatures', {})).data.products).not.toContain('loans');
    const detail = await admin(app(), 'getUser', { uid: user.uid }, officer);
    expect(detail.data.verification).toEqual({
      primary: 'approved',
      advanced: 'none',
      address: 'none',
      risk_level: 'none',
      credit_score: 700,
    });
    const audit = await admin(app(), 'listAudit', { target: `user:${user.uid}` }, officer);
    expect(audit.data.items[0]).toMatchObject({
      action: 'user.creditScore',
      before: { score: null },
      after: { score: 700 },
    });
  });
});
