import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserAvailable,
  collectErrors,
  customerPage,
  registerCustomer,
  screenshot,
  useBrowserPlatform,
  verifyCustomer,
  webTexts,
} from './platform.ts';

/**
 * The rules a screen shows are the rules the server applies, shown before money moves: the deposit
 * address only once the deposit requirement is met, the address book's networks from the
 * withdrawal rules and named in words, the risk cap as the total across earning products and
 * baskets, and the turnover as exactly what the ledger counts.
 */
const PASSWORD = 'Customer#2026';
const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

describe.skipIf(!browserAvailable())('rules shown are the rules applied, in Chromium', () => {
  const env = useBrowserPlatform();

  it('shows an unverified customer the deposit requirement instead of the address, in English on a phone', async () => {
    const wallet = webTexts('wallet', 'en');
    const customer = await registerCustomer(env.platform, PASSWORD);
    const page = await customerPage(env.browser, env.platform.baseUrl, customer.token);
    const errors = collectErrors(page);

    await page.goto('/recharge');
    await page.getByTestId('verification-required').waitFor();
    expect(await text(page, 'verification-required-text')).toContain(wallet.verification.deposit.primary);
    // Nothing to send money to before the server would take the deposit.
    for (const testId of ['deposit-address-card', 'deposit-qr', 'deposit-address', 'deposit-form'])
      expect(await page.getByTestId(testId).count(), testId).toBe(0);
    // The requirement is the first thing on the screen, not below the fold.
    const box = await page.getByTestId('verification-required').boundingBox();
    expect(box && box.y < 844).toBe(true);
    await screenshot(page, 'rules-deposit-unverified-phone');
    expect(await page.getByTestId('verification-link').getAttribute('href')).toBe('/authentication');

    // Once primary is approved, the address and the form are there.
    await verifyCustomer(env.platform.app, customer.uid, 'primary');
    await page.reload();
    await page.getByTestId('deposit-address-card').waitFor();
    await page.getByTestId('deposit-form').waitFor();
    expect(await page.getByTestId('verification-required').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers in the address book only the networks withdrawals go out on, named in words, in Chinese on a phone', async () => {
    const wallet = webTexts('wallet', 'zh');
    const customer = await registerCustomer(env.platform, PASSWORD);
    const page = await customerPage(env.browser, env.platform.baseUrl, customer.token, { lang: 'zh' });
    const rules = await env.platform.app.services.settings.get('withdraw.rules');
    expect(rules).toMatchObject({ asset: 'USDT', chains: ['ERC20'], bank: true });

    await page.goto('/walletAdd');
    await page.getByTestId('address-form').waitFor();
    const options = (select: string) =>
      page
        .locator(`${select} option`)
        .evaluateAll((os) =>
          os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent })),
        );
    expect(await options('#ad-asset')).toEqual([{ value: 'USDT', label: 'USDT' }]);
    expect(await options('#ad-chain')).toEqual([{ value: 'ERC20', label: wallet.network.ERC20 }]);
    await page.locator('#ad-address').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await page.getByTestId('address-submit').click();
    // The confirmation names the network withdrawals use, in words.
    const dialog = await text(page, 'confirm-dialog');
    expect(dialog).toContain(wallet.network.ERC20);
    expect(dialog).not.toContain('TRC20');
    await screenshot(page, 'rules-address-confirm-phone-zh');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('address-row').first().waitFor();

    // The withdrawal rules name the networks in words, the bank channel included.
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-rules').waitFor();
    const asset = await text(page, 'rule-asset');
    expect(asset).toContain(wallet.network.ERC20);
    expect(asset).toContain(wallet.network.BANK);
    expect(asset).not.toMatch(/ERC20, BANK|BANK/);
    await page.context().close();
  });

  it('says what counts toward the turnover and what the risk cap applies to, in English on a desktop', async () => {
    const wallet = webTexts('wallet', 'en');
    const kyc = webTexts('kyc', 'en');
    const customer = await registerCustomer(env.platform, PASSWORD);
    const page = await customerPage(env.browser, env.platform.baseUrl, customer.token, {
      viewport: 'desktop',
    });

    // The turnover counts conversions and trades (TURNOVER_USES); earning and basket purchases do not.
    await page.goto('/withdraw');
    await page.getByTestId('rule-turnover').waitFor();
    const turnover = await text(page, 'rule-turnover');
    expect(turnover).not.toContain('trading or products');
    expect(turnover).toContain('Earning products and ETF baskets do not count');
    const uses = await text(page, 'rule-turnover-uses');
    for (const use of ['convert', 'spot', 'contract', 'delivery', 'option'])
      expect(uses).toContain(wallet.rules.turnoverUse[use]);
    await page.getByTestId('rule-turnover').scrollIntoViewIfNeeded();
    await screenshot(page, 'rules-withdraw-turnover-desktop');

    // The risk cap is the total across earning products and baskets (EarnService.limitsOf).
    await page.goto('/sfyz');
    await page.getByTestId('hub-risk-scope').waitFor();
    expect(await text(page, 'hub-risk')).toContain(kyc.risk.cap);
    expect(await text(page, 'hub-risk-scope')).toContain(
      'across all earning products and ETF baskets together',
    );
    await page.goto('/fengxian');
    await page.getByTestId('risk-caps').waitFor();
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain(kyc.questionnaire.intro);
    expect(body).not.toContain('single product');
    await screenshot(page, 'rules-risk-questionnaire-desktop');
    await page.context().close();
  });
});
