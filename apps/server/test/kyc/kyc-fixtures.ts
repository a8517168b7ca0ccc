import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { PASSWORD, post } from '../accounts/fixtures.ts';
import { PNG, uploadFile } from '../upload-fixtures.ts';

const officers = new WeakMap<App, number>();

/** A compliance officer of this app, created once. */
async function officer(app: App): Promise<number> {
  const known = officers.get(app);
  if (known !== undefined) return known;
  const email = `compliance.${randomBytes(4).toString('hex')}@kestrel.test`;
  const staff = await app.services.staff.create(
    { email, name: email, password: PASSWORD, roles: ['compliance'] },
    null,
    null,
  );
  officers.set(app, staff.id);
  return staff.id;
}

/** Compliance approves the customer's pending submission of a level, as the back office does. */
async function approvePending(app: App, uid: number, level: 'primary' | 'advanced' | 'address') {
  const page = await app.services.reviews.list(`kyc.${level}`, 'pending', 1, 100);
  const item = page.items.find((i) => i.user_id === uid);
  if (!item) throw new Error(`no pending kyc.${level} item for user ${uid}`);
  const staffId = await officer(app);
  await app.services.database.db.transaction((tx) =>
    app.services.reviews.decide(tx, item.id, staffId, { approve: true, note: null }),
  );
}

/**
 * Verifies a customer through the real flow: photos uploaded, primary (and, for `advanced`,
 * advanced) submitted by the customer and approved by compliance.
 */
export async function verifyCustomer(
  app: App,
  user: { token: string; uid: number },
  level: 'primary' | 'advanced' = 'primary',
): Promise<void> {
  const image = async () =>
    (await uploadFile(app, '/api/web/uploadKycImage', user.token, PNG)).data.image_id as string;
  const primary = await post(
    app,
    'submitPrimary',
    {
      real_name: 'Chan Tai Man',
      document_type: 1,
      document_number: `ID${randomBytes(4).toString('hex')}`,
      front_image: await image(),
      back_image: await image(),
      holding_image: await image(),
    },
    { token: user.token },
  );
  expect(primary.code, JSON.stringify(primary)).toBe(0);
  await approvePending(app, user.uid, 'primary');
  if (level === 'primary') return;
  const advanced = await post(
    app,
    'submitAdvanced',
    { bank_name: 'HSBC Hong Kong', card_number: '4000123412341234' },
    { token: user.token },
  );
  expect(advanced.code, JSON.stringify(advanced)).toBe(0);
  await approvePending(app, user.uid, 'advanced');
}
