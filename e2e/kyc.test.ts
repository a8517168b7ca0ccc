import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
import { post } from '../apps/server/test/accounts/fixtures.ts';
import { uploadFile } from '../apps/server/test/upload-fixtures.ts';
import {
  browserAvailable,
  enrolStaff,
  launchBrowser,
  PNG,
  registerCustomer,
  screenshot,
  customerPage as signedIn,
  staffLogin,
  startPlatform,
  VIEWPORTS,
  verifyCustomer,
} from './platform.ts';

/**
 * Verification as a customer and a compliance officer see it: primary verification with three
 * photos, approved in the back office, then the approved state and the inbox message; and the
 * risk questionnaire with its level and cap.
 */
const clock = new ManualClock(Date.now());
const PASSWORD = 'Customer#2026';

describe.skipIf(!browserAvailable())('verification in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;
  let officerStaff: Awaited<ReturnType<typeof enrolStaff>>;

  beforeAll(async () => {
    platform = await startPlatform({ clock });
    officerStaff = await enrolStaff(
      platform.app,
      { email: 'officer@kestrel.test', name: 'Officer', password: 'Officer#2026' },
      ['compliance'],
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  const customerPage = (token: string, viewport: keyof typeof VIEWPORTS, lang: string) =>
    signedIn(browser, platform.baseUrl, token, { viewport, lang });

  it('submits primary with three photos, is approved in the back office, and sees it with an inbox message', async () => {
    const customer = await registerCustomer(platform, PASSWORD);
    const page = await customerPage(customer.token, 'phone', 'en');
    await page.goto('/authentication');
    await page.locator('#real_name').fill('Ana López');
    await page.locator('#document_type').selectOption('2');
    await page.locator('#document_number').fill('P1234567');
    for (const kind of ['front', 'back', 'holding']) {
      await page
        .getByTestId(`photo-${kind}-input`)
        .setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: PNG });
      await page.getByTestId(`photo-${kind}-preview`).waitFor();
    }
    await screenshot(page, 'kyc-primary-phone');
    await page.locator('form button[type="submit"]').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('level-pending').waitFor();

    const officer = await (
      await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: platform.baseUrl })
    ).newPage();
    await staffLogin(officer, officerStaff, clock);
    await officer.goto('/admin/reviews/kyc.primary');
    await officer.getByTestId('review-table').getByText(String(customer.uid)).first().click();
    await officer.getByTestId('review-images').waitFor();
    await officer.getByTestId('review-image-front').waitFor();
    await screenshot(officer, 'admin-kyc-review-desktop');
    await officer.getByTestId('review-approve').click();
    await officer.getByTestId('review-approve-ok').click();
    await expect
      .poll(async () => (await officer.getByTestId('review-detail').textContent()) ?? '')
      .toMatch(/approved/i);

    await page.goto('/authentication');
    await page.getByTestId('level-approved').waitFor();
    await page.getByTestId('inbox-bell').click();
    await page.getByTestId('inbox').getByText('Verification approved').first().waitFor();
    await screenshot(page, 'kyc-approved-inbox-phone');
    await page.context().close();
    await officer.context().close();
  });

  it('answers the questionnaire and shows the level and its cap', async () => {
    const customer = await registerCustomer(platform, PASSWORD);
    const page = await customerPage(customer.token, 'desktop', 'hy');
    await page.goto('/fengxian');
    const answers = {
      account_purpose: 'saving',
      investment_purpose: 'preserve',
      amount: '100-1000',
      monthly_trades: '5-100',
      occupation: 'retired',
    };
    for (const [question, option] of Object.entries(answers)) {
      await page.getByTestId(`question-${question}`).locator(`input[value="${option}"]`).check();
    }
    await page.getByTestId('questionnaire-form').locator('button[type="submit"]').click();
    const summary = page.getByTestId('risk-summary').first();
    await summary.waitFor();
    // The summary is on the page before the answer is in: wait for the level it comes back with.
    await expect.poll(async () => summary.getAttribute('data-level')).toBe('conservative');
    expect(await page.getByTestId('questionnaire-result').textContent()).toMatch(/10,000|10000/);
    await screenshot(page, 'risk-result-desktop-hy');
    await page.context().close();
  });

  it('starts the address form again from a rejected submission: its address and its bill photo', async () => {
    const customer = await registerCustomer(platform, PASSWORD);
    await verifyCustomer(platform.app, customer.uid, 'primary');
    const bill = (await uploadFile(platform.app, '/api/web/uploadKycImage', customer.token, PNG)).data
      .image_id;
    const address = '12 Harbour Road, Wan Chai';
    const sent = await post(
      platform.app,
      'submitAddress',
      { address, bill_image: bill },
      { token: customer.token },
    );
    expect(sent.code, JSON.stringify(sent)).toBe(0);
    const { reviews, database } = platform.app.services;
    const reviewer = await platform.app.services.staff.create(
      {
        email: 'address.reviewer@kestrel.test',
        name: 'Reviewer',
        password: 'Reviewer#2026',
        roles: ['compliance'],
      },
      null,
      null,
    );
    const item = (await reviews.list('kyc.address', 'pending', 1, 100)).items.find(
      (i) => i.user_id === customer.uid,
    );
    if (!item) throw new Error('no pending address review');
    await database.db.transaction((tx) =>
      reviews.decide(tx, item.id, reviewer.id, { approve: false, reason: 'The bill is too old' }),
    );
    const page = await customerPage(customer.token, 'phone', 'en');
    await page.goto('/dzrz');
    await page.getByTestId('address-form-card').waitFor();
    expect(await page.getByTestId('address-form-card').textContent()).toContain('The bill is too old');
    expect(await page.locator('#address').inputValue()).toBe(address);
    const preview = page.getByTestId('photo-bill-preview');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toContain(bill);
    // Submitted again unchanged but for the address: the photo given back is accepted.
    await page.locator('#address').fill(`${address}, Hong Kong`);
    await page.getByTestId('kyc-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('address-form-card').waitFor({ state: 'detached' });
    await screenshot(page, 'kyc-address-resubmitted-phone');
    await page.context().close();
  });
});
