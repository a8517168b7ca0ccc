import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
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
 * Money as a customer and a finance officer see it: a deposit with a voucher approved in the back
 * office, the balance, a transfer to the contract account, a conversion, then a withdrawal whose
 * amount is frozen until finance decides.
 */
// 14:00 in Hong Kong today (UTC), inside the default withdrawal window.
const today = new Date();
const clock = new ManualClock(
  Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 6, 0, 0),
);
const PASSWORD = 'Customer#2026';
const TRADE_PASSWORD = '135790';
const ERC20_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe.skipIf(!browserAvailable())('wallet in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;
  let financeStaff: Awaited<ReturnType<typeof enrolStaff>>;

  beforeAll(async () => {
    platform = await startPlatform({ clock });
    financeStaff = await enrolStaff(
      platform.app,
      { email: 'finance@kestrel.test', name: 'Finance', password: 'Finance#2026' },
      ['finance'],
    );
    // A turnover rule of 50% lets the customer withdraw after converting half of the deposit.
    const rules = await platform.app.services.settings.get('withdraw.rules');
    await platform.app.services.settings.set('withdraw.rules', { ...rules, turnoverPpm: 500_000 });
    // A fixed BTC price dated ahead of the simulated feed, so the conversion has a quote at once.
    platform.app.services.market.ingest({
      symbol: 'BTCUSDT',
      priceUnits: 6_725_000n,
      bidUnits: null,
      askUnits: null,
      volumeUnits: 0n,
      timeMs: clock.nowMs() + 86_400_000,
      source: 'push',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  const customerPage = (token: string, viewport: keyof typeof VIEWPORTS = 'phone') =>
    signedIn(browser, platform.baseUrl, token, { viewport });

  async function approveIn(officer: Page, queue: string, uid: number) {
    await officer.goto(`/admin/reviews/${queue}`);
    await officer.getByTestId('review-table').getByText(String(uid)).first().click();
    await officer.getByTestId('review-detail').waitFor();
    await officer.getByTestId('review-approve').click();
    await officer.getByTestId('review-approve-ok').click();
    await expect
      .poll(async () => (await officer.getByTestId('review-detail').textContent()) ?? '')
      .toMatch(/approved/i);
  }

  it('deposits with a voucher, transfers, converts and withdraws with the amount frozen until finance pays it', async () => {
    const customer = await registerCustomer(platform, PASSWORD);
    // Deposits need primary verification and withdrawals advanced (verification.requirements).
    await verifyCustomer(platform.app, customer.uid, 'advanced');
    const setTrade = await platform.app.server.inject({
      method: 'POST',
      url: '/api/web/setTradePassword',
      payload: {
        rtoken: 'e2etrade1',
        token: customer.token,
        password: PASSWORD,
        trade_password: TRADE_PASSWORD,
        trade_password_confirm: TRADE_PASSWORD,
      },
    });
    expect(setTrade.json().code).toBe(0);
    const page = await customerPage(customer.token);

    // Deposit 1,000 USDT on TRC20 with a voucher image.
    await page.goto('/recharge');
    await page.getByTestId('deposit-asset-USDT').click();
    await page.getByTestId('deposit-chain-TRC20').click();
    await page.getByTestId('deposit-qr').waitFor();
    await page.locator('#dp-amount').fill('1000');
    await page.getByTestId('tab-voucher').click();
    await page
      .getByTestId('voucher-input')
      .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('voucher-preview').waitFor();
    await page.getByTestId('voucher').getByRole('status').waitFor({ state: 'detached' });
    await screenshot(page, 'wallet-deposit-phone');
    await page.getByTestId('deposit-form').locator('button[type="submit"]').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForURL('**/cbjl');
    await page.getByTestId('deposit-record').first().waitFor();

    const officer = await (
      await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: platform.baseUrl })
    ).newPage();
    await staffLogin(officer, financeStaff, clock);
    await officer.goto('/admin/reviews/wallet.deposit');
    await officer.getByTestId('review-table').getByText(String(customer.uid)).first().click();
    await officer.getByTestId('review-detail').waitFor();
    await officer.locator('img[src*="depositVoucher"]').first().waitFor();
    await screenshot(officer, 'admin-deposit-review-desktop');
    await officer.getByTestId('review-approve').click();
    await officer.getByTestId('review-approve-ok').click();
    await expect
      .poll(async () => (await officer.getByTestId('review-detail').textContent()) ?? '')
      .toMatch(/approved/i);

    // The balance, then 100 USDT to the contract account.
    await page.goto('/table1');
    await expect
      .poll(async () => (await page.getByTestId('account-spot').textContent()) ?? '')
      .toContain('1,000');
    await screenshot(page, 'wallet-assets-phone');
    await page.goto('/transfer');
    await page.locator('#transfer-to').selectOption('contract');
    await page.locator('#transfer-amount').fill('100');
    await page.getByTestId('transfer-form').locator('button[type="submit"]').click();
    await page.getByTestId('confirm-ok').click();
    await page.goto('/table2');
    await expect
      .poll(async () => (await page.getByTestId('account-contract').textContent()) ?? '')
      .toContain('100');

    // Convert 500 USDT to BTC at a quote.
    await page.goto('/exchange');
    await page.locator('#exchange-to').selectOption('BTC');
    await page.locator('#exchange-amount').fill('500');
    await page.getByTestId('exchange-form').locator('button[type="submit"]').click();
    await page.getByTestId('quote-receive').waitFor();
    await screenshot(page, 'wallet-exchange-phone');
    await page.getByTestId('exchange-confirm').click();
    await expect.poll(async () => (await page.getByTestId('quote').count()) === 0).toBe(true);

    // An ERC20 address, then a withdrawal of 200 USDT confirmed with the trade password.
    await page.goto('/walletAdd');
    await page.locator('#ad-asset').selectOption('USDT');
    await page.locator('#ad-chain').selectOption('ERC20');
    await page.locator('#ad-address').fill(ERC20_ADDRESS);
    await page.getByTestId('address-form').locator('button[type="submit"]').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('address-row').first().waitFor();
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-rules').waitFor();
    await page.getByTestId('withdraw-addresses').locator('input[type="radio"]').first().check();
    await page.locator('#wd-amount').fill('200');
    await expect
      .poll(async () => (await page.getByTestId('withdraw-arrival').textContent()) ?? '')
      .toContain('190');
    await screenshot(page, 'wallet-withdraw-phone');
    await page.getByTestId('withdraw-submit').click();
    await page.locator('#wd-trade-password').fill(TRADE_PASSWORD);
    await screenshot(page, 'wallet-withdraw-confirm-phone');
    await page.getByTestId('withdraw-confirm-ok').click();
    await page.waitForURL('**/tbjl');
    await page.getByTestId('withdraw-record').first().waitFor();
    await page.goto('/table1');
    await expect
      .poll(async () => (await page.getByTestId('account-spot').textContent()) ?? '')
      .toContain('200');

    await approveIn(officer, 'wallet.withdrawal', customer.uid);
    await page.goto('/tbjl');
    await expect
      .poll(
        async () =>
          (await page.getByTestId('record-status').first().getAttribute('data-status')) ??
          (await page.getByTestId('record-status').first().textContent()),
      )
      .toMatch(/approved|completed/i);
    await screenshot(page, 'wallet-withdraw-records-phone');
    await page.context().close();

    // The same account on a desktop: assets, records and the withdrawal screen with its rules.
    const desk = await customerPage(customer.token, 'desktop');
    await desk.goto('/table1');
    await desk.getByTestId('account-spot').waitFor();
    await screenshot(desk, 'wallet-assets-desktop');
    await desk.goto('/deallog');
    await expect
      .poll(async () => (await desk.getByTestId('records-total').textContent()) ?? '')
      .toMatch(/\d/);
    await screenshot(desk, 'wallet-records-desktop');
    await desk.goto('/withdraw');
    await desk.getByTestId('withdraw-rules').waitFor();
    await screenshot(desk, 'wallet-withdraw-desktop');
    await desk.context().close();
    await officer.context().close();
  });

  it('adds, edits and deletes a bank card and refuses a wrong-chain address, in Chinese on a desktop', async () => {
    const customer = await registerCustomer(platform, PASSWORD);
    const page = await signedIn(browser, platform.baseUrl, customer.token, {
      viewport: 'desktop',
      lang: 'zh',
    });
    await page.goto('/bankAdd');
    const card = {
      bank_name: 'HSBC Hong Kong',
      payee_name: 'Chan Tai Man',
      account_number: '004123456001',
      swift_code: 'HSBCHKHHHKH',
      routing_number: '004',
      phone: '+852 5555 0101',
      bank_address: '1 Queen’s Road Central',
      address: 'Flat 2, 8 Nathan Road',
    };
    for (const [field, value] of Object.entries(card)) await page.locator(`#bc-${field}`).fill(value);
    await screenshot(page, 'wallet-bank-card-form-desktop-zh');
    await page.getByTestId('bank-card-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('card-row').first().waitFor();
    expect(await page.getByTestId('card-account').first().textContent()).toContain('6001');
    await page.getByTestId('card-edit').first().click();
    await page.locator('#bc-bank_name').fill('Bank of China (Hong Kong)');
    await page.getByTestId('bank-card-submit').click();
    await page.getByTestId('confirm-ok').click();
    await expect
      .poll(async () => (await page.getByTestId('card-row').first().textContent()) ?? '')
      .toContain('Bank of China');
    await screenshot(page, 'wallet-bank-cards-desktop-zh');
    await page.getByTestId('card-delete').first().click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(async () => page.getByTestId('card-row').count()).toBe(0);

    // A TRON address on the ERC20 chain: the server refuses it on the address field, in Chinese.
    await page.goto('/walletAdd');
    await page.locator('#ad-asset').selectOption('USDT');
    await page.locator('#ad-chain').selectOption('ERC20');
    await page.locator('#ad-address').fill('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    await page.getByTestId('address-form').locator('button[type="submit"]').click();
    await page.getByTestId('confirm-ok').click();
    await page.locator('#ad-address[aria-invalid="true"]').waitFor();
    await screenshot(page, 'wallet-address-refused-desktop-zh');
    expect(
      await platform.app.services.wallet.addresses({ userId: customer.uid, sessionId: 0, kind: 'real' }),
    ).toEqual([]);
    await page.context().close();
  });
});
