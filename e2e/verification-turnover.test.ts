import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
import {
  browserAvailable,
  collectErrors,
  customerPage,
  launchBrowser,
  registerCustomer,
  screenshot,
  startPlatform,
  verifyCustomer,
  webTexts,
} from './platform.ts';

/**
 * What the screens say is what the platform does: the verification each operation requires is
 * read from the operator setting the server enforces, a refusal leads to the right verification
 * page, and the withdrawal rules say what counts toward the turnover.
 */
// 14:00 in Hong Kong today (UTC), inside the default withdrawal window.
const today = new Date();
const clock = new ManualClock(
  Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 6, 0, 0),
);
const PASSWORD = 'Customer#2026';
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

describe.skipIf(!browserAvailable())('verification requirements and turnover in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startPlatform({ clock });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  const setRequirements = async (change: Record<string, string>) => {
    const { settings } = platform.app.services;
    const current = await settings.get('verification.requirements');
    await settings.set('verification.requirements', { ...current, ...change });
  };

  it('states the requirement from the setting on the verification pages and the deposit screen, in Chinese on a phone', async () => {
    const kyc = webTexts('kyc', 'zh');
    const wallet = webTexts('wallet', 'zh');
    const customer = await registerCustomer(platform, PASSWORD);
    const page = await customerPage(browser, platform.baseUrl, customer.token, { lang: 'zh' });
    const errors = collectErrors(page);

    await page.goto('/authenticationrj');
    await page.getByTestId('requirements-rule').waitFor();
    expect(await text(page, 'requirements-rule')).toBe(kyc.requirements.deposit.rules.primary);
    await page.goto('/authenticationcj');
    await page.getByTestId('requirements-rule').waitFor();
    expect(await text(page, 'requirements-rule')).toBe(kyc.requirements.withdrawal.rules.advanced);
    // The way to the other operation's requirements is named after it.
    expect(await page.locator('a[href="/authenticationrj"]').textContent()).toBe(
      kyc.requirements.withdrawal.link,
    );
    await screenshot(page, 'verification-withdraw-requirements-phone-zh');

    // The operator relaxes withdrawals: the page says so, because it reads the same setting.
    await setRequirements({ withdraw: 'primary' });
    try {
      await page.reload();
      await expect
        .poll(() => text(page, 'requirements-rule'))
        .toBe(kyc.requirements.withdrawal.rules.primary);
    } finally {
      await setRequirements({ withdraw: 'advanced' });
    }

    await page.goto('/sfyz');
    await page.getByTestId('hub-requirement-deposit').waitFor();
    expect(await text(page, 'hub-requirement-deposit')).toContain(kyc.requirements.deposit.rules.primary);

    // Unverified, the deposit screen shows the rule and the way to primary verification, no form.
    await page.goto('/recharge');
    await page.getByTestId('verification-required').waitFor();
    expect(await text(page, 'verification-required-text')).toContain(wallet.verification.deposit.primary);
    expect(await page.getByTestId('deposit-form').count()).toBe(0);
    await page.getByTestId('verification-required').scrollIntoViewIfNeeded();
    await screenshot(page, 'verification-deposit-required-phone-zh');
    await page.getByTestId('verification-link').click();
    await page.waitForURL('**/authentication');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a refused deposit to the verification it names, and lists what counts toward the turnover, in English on a desktop', async () => {
    const wallet = webTexts('wallet', 'en');
    const customer = await registerCustomer(platform, PASSWORD);
    await verifyCustomer(platform.app, customer.uid, 'primary');
    const page = await customerPage(browser, platform.baseUrl, customer.token, { viewport: 'desktop' });

    // Primary approved: the form is there. The operator then asks for address verification.
    await page.goto('/recharge');
    await page.getByTestId('deposit-asset-USDT').click();
    await page.getByTestId('deposit-chain-TRC20').click();
    await page.getByTestId('deposit-form').waitFor();
    await setRequirements({ deposit: 'address' });
    try {
      await page.locator('#dp-amount').fill('5000');
      await page.locator('#dp-hash').fill('a'.repeat(64));
      await page.getByTestId('deposit-form').locator('button[type="submit"]').click();
      await page.getByTestId('confirm-ok').click();
      // Refused by the server: the screen now leads to address verification.
      await page.getByTestId('verification-required').waitFor();
      expect(await text(page, 'verification-required-text')).toContain(wallet.verification.deposit.address);
      expect(await page.getByTestId('verification-link').getAttribute('href')).toBe('/dzrz');
      await screenshot(page, 'verification-deposit-refused-desktop');
      expect(
        (
          await platform.app.services.wallet.depositRecords(
            { userId: customer.uid, sessionId: 0, kind: 'real' },
            1,
            10,
          )
        ).total,
      ).toBe(0);
    } finally {
      await setRequirements({ deposit: 'primary' });
    }

    // Withdrawals need advanced: the screen leads there, and the rules say what counts as turnover.
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-rules').waitFor();
    await page.getByTestId('verification-required').waitFor();
    expect(await page.getByTestId('verification-link').getAttribute('href')).toBe('/authenticationhigh');
    expect(await text(page, 'rule-verification')).toContain(wallet.verification.withdraw.advanced);
    const uses = await text(page, 'rule-turnover-uses');
    expect(uses).toContain(wallet.rules.turnoverCounts);
    for (const use of ['convert', 'spot', 'contract', 'delivery', 'option'])
      expect(uses).toContain(wallet.rules.turnoverUse[use]);
    await screenshot(page, 'verification-withdraw-required-desktop');
    await page.context().close();
  });

  it('shows the withdrawal form and the turnover definition once advanced is approved, in Spanish on a phone', async () => {
    const wallet = webTexts('wallet', 'xby');
    const customer = await registerCustomer(platform, PASSWORD);
    await verifyCustomer(platform.app, customer.uid, 'advanced');
    const trade = await platform.app.server.inject({
      method: 'POST',
      url: '/api/web/setTradePassword',
      payload: {
        rtoken: 'e2etrade2',
        token: customer.token,
        password: PASSWORD,
        trade_password: '135790',
        trade_password_confirm: '135790',
      },
    });
    expect(trade.json().code).toBe(0);
    const page = await customerPage(browser, platform.baseUrl, customer.token, { lang: 'xby' });
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-form').waitFor();
    expect(await page.getByTestId('verification-required').count()).toBe(0);
    expect(await text(page, 'rule-verification')).toContain(wallet.verification.met);
    expect(await text(page, 'rule-turnover-uses')).toContain(wallet.rules.turnoverUse.spot);
    await page.getByTestId('rule-turnover').scrollIntoViewIfNeeded();
    await screenshot(page, 'verification-withdraw-turnover-phone-xby');
    await page.context().close();
  });
});
