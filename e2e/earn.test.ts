import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import { post } from '../apps/server/test/accounts/fixtures.ts';
import { BOLD, financePair, fundReserve, productOf } from '../apps/server/test/earn/earn-fixtures.ts';
import { fundFromWorld } from '../apps/server/test/ledger-fixtures.ts';
import {
  browserAvailable,
  collectErrors,
  demoSession,
  launchBrowser,
  registerCustomer,
  screenshot,
  startPlatform,
  VIEWPORTS,
  webTexts,
} from './platform.ts';

const DAY = 86_400_000;
const PASSWORD = 'Earner#2026';
const TRADE_PASSWORD = '135246';

/**
 * Escrow earning as a customer on a phone. The server runs on a manual clock that starts on
 * Wednesday 25 November 2026, 10:00 UTC, and the browser's clock is held at the same instant, so
 * the maturity and payment dates the screens work out are the server's. The earn job runs when
 * the test calls it. The 7-day AI product pays 0.3% a day and keeps 5% of the principal on an
 * early redemption: 1,000 USDT earns 3 USDT a day, 21 USDT in all, and costs 50 USDT to leave.
 */
describe.skipIf(!browserAvailable())('escrow earning in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;
  const clock = new ManualClock(Date.parse('2026-11-25T10:00:00Z'));
  const texts = webTexts('earn', 'en');
  const assetTexts = webTexts('assets', 'en');
  const { kind: kinds, account: accounts } = assetTexts;

  beforeAll(async () => {
    platform = await startPlatform({ clock }, { market: { ...testConfig().market, simTickMs: 0 } });
    browser = await launchBrowser();
    // Finance pays 1,000 USDT into the reserve, one asking and another approving.
    await fundReserve(platform.app, await financePair(platform.app, clock), '1000');
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  /**
   * A phone page signed in as after a login (the token and the user fields in storage), in
   * English, on UTC, with the browser's clock held at the server's.
   */
  async function phonePage(token: string, user: Record<string, unknown> = {}): Promise<Page> {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      baseURL: platform.baseUrl,
      timezoneId: 'UTC',
    });
    await context.addInitScript(
      (s: { token: string; user: string }) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', s.user);
        localStorage.setItem('lang', 'en');
      },
      { token, user: JSON.stringify(user) },
    );
    const page = await context.newPage();
    await page.clock.setFixedTime(clock.nowMs());
    return page;
  }

  const spotUsdt = async (uid: number) =>
    (await platform.app.services.ledger.balances(uid, 'real')).find(
      (b) => b.wallet === 'spot' && b.asset === 'USDT',
    );

  it('subscribes, earns a day, redeems early at the penalty shown and sees the postings', async () => {
    const { app } = platform;
    const customer = await registerCustomer(platform, PASSWORD);
    const set = await post(
      app,
      'setTradePassword',
      { password: PASSWORD, trade_password: TRADE_PASSWORD, trade_password_confirm: TRADE_PASSWORD },
      { token: customer.token },
    );
    expect(set.code, JSON.stringify(set)).toBe(0);
    const assessed = await post(app, 'submitQuestionnaire', BOLD, { token: customer.token });
    expect(assessed.code, JSON.stringify(assessed)).toBe(0);
    await fundFromWorld(app, customer.uid, { USDT: '1000' });
    const week = await productOf(app, 'ai', 7);

    const page = await phonePage(customer.token);
    const errors = collectErrors(page);
    await page.goto('/profit_index');
    const card = page.locator(`[data-testid="earn-product"][data-id="${week.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('earn-availability').textContent()).toBe(texts.availability.open);
    expect(await card.getByTestId('earn-product-rate').textContent()).toBe('0.3%');
    expect(await card.getByTestId('earn-product-term').textContent()).toBe('7 days');
    await expect.poll(() => page.getByTestId('earn-reserve-balance').textContent()).toBe('1,000 USDT');
    await screenshot(page, 'earn-products-phone');

    await card.getByTestId('earn-product-open').click();
    await page.waitForURL(`**/profit_buy?id=${week.id}`);
    const amount = page.getByTestId('earn-amount');
    await amount.waitFor();
    await expect.poll(() => page.getByTestId('earn-available').textContent()).toContain('1,000 USDT');
    await amount.fill('1000');
    // Before confirming: what it earns a day and in all, when it matures, and each day's penalty.
    const summary = page.getByTestId('earn-summary');
    await expect.poll(() => summary.getByTestId('earn-summary-daily').textContent()).toBe('3 USDT');
    expect(await summary.getByTestId('earn-summary-total').textContent()).toBe('21 USDT');
    expect(await summary.getByTestId('earn-summary-maturity').textContent()).toContain('Dec 2, 2026');
    const penalties = page.getByTestId('earn-penalty-row');
    expect(await penalties.count()).toBe(7);
    expect(await penalties.first().locator('td').allTextContents()).toEqual(['Day 1', '7', '50', '950']);
    expect(await penalties.last().locator('td').allTextContents()).toEqual(['Day 7', '1', '50', '950']);
    await page.getByTestId('earn-penalty-table').scrollIntoViewIfNeeded();
    await screenshot(page, 'earn-subscribe-summary-phone');

    await page.getByTestId('earn-subscribe-submit').click();
    const confirm = page.getByTestId('earn-buy-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(
      '1,000 USDT moves from your spot account into custody for 7 days.',
    );
    expect(await confirm.getByTestId('earn-summary-daily').textContent()).toBe('3 USDT');
    expect(await confirm.getByTestId('earn-summary-total').textContent()).toBe('21 USDT');
    await confirm.getByTestId('earn-trade-password').fill(TRADE_PASSWORD);
    await screenshot(page, 'earn-subscribe-confirm-phone');
    await confirm.getByTestId('earn-buy-confirm-ok').click();

    await page.waitForURL('**/profit_wdtg');
    const order = page.getByTestId('earn-order');
    await order.waitFor();
    expect(await order.getAttribute('data-status')).toBe('custody');
    expect(await order.getByTestId('earn-order-status').textContent()).toBe(texts.status.custody);
    expect(await order.getByTestId('earn-order-amount').textContent()).toBe('1,000 USDT');
    expect(await order.getByTestId('earn-order-yield').textContent()).toBe('0 USDT');
    expect(await order.getByTestId('earn-order-days-left').textContent()).toBe('7');
    expect((await spotUsdt(customer.uid))?.available).toBe(0n);
    await screenshot(page, 'earn-order-custody-phone');

    // A day later the job pays the first day's yield from the reserve.
    clock.advance(DAY);
    await app.services.earn.runOnce();
    await page.clock.setFixedTime(clock.nowMs());
    await page.reload();
    await order.waitFor();
    await expect.poll(() => order.getByTestId('earn-order-yield').textContent()).toBe('3 USDT');
    expect(await order.getByTestId('earn-order-days-left').textContent()).toBe('6');
    expect(await order.textContent()).toContain('1 of 7 days paid');
    expect((await spotUsdt(customer.uid))?.available).toBe(3_000_000n);
    await screenshot(page, 'earn-order-day-one-phone');

    // The total assets count the principal in custody beside the day's yield in spot.
    await page.goto('/table1');
    const escrow = page.getByTestId('holding-escrow');
    await escrow.waitFor();
    expect(await page.getByTestId('total-usdt').textContent()).toContain('1,003');
    expect(await escrow.textContent()).toContain(assetTexts.holdings.escrow);
    expect(await escrow.textContent()).toContain('1,000');
    await screenshot(page, 'assets-holdings-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, 'assets-holdings-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await escrow.click();
    await page.waitForURL('**/profit_wdtg');
    await order.waitFor();

    // Early redemption on Thursday: 5% kept, paid on Friday 27 November, the next working day.
    await order.getByTestId('earn-order-redeem').click();
    const redeem = page.getByTestId('earn-redeem-confirm');
    await redeem.waitFor();
    expect(await redeem.getByTestId('earn-redeem-penalty').textContent()).toBe('50 USDT');
    expect(await redeem.getByTestId('earn-redeem-receive').textContent()).toBe('950 USDT');
    expect(await redeem.getByTestId('earn-redeem-due').textContent()).toBe(
      'Nov 27, 2026, the next working day',
    );
    await redeem.getByTestId('earn-trade-password').fill(TRADE_PASSWORD);
    await screenshot(page, 'earn-redeem-confirm-phone');
    await redeem.getByTestId('earn-redeem-confirm-ok').click();
    await expect.poll(() => redeem.count()).toBe(0);
    await expect.poll(() => order.getAttribute('data-status')).toBe('redeeming');
    expect(await order.getByTestId('earn-order-status').textContent()).toBe(texts.status.redeeming);
    expect(await order.getByTestId('earn-order-penalty').textContent()).toBe('50 USDT');
    expect(await order.getByTestId('earn-order-due').textContent()).toBe('Nov 27, 2026');
    expect(await order.getByTestId('earn-order-redeem').count()).toBe(0);
    await order.getByTestId('earn-order-redemption').scrollIntoViewIfNeeded();
    await screenshot(page, 'earn-order-redeeming-phone');

    // Just past midnight on Friday the job pays the redemption; the order no longer earns.
    clock.set(Date.parse('2026-11-27T00:00:01Z'));
    await app.services.earn.runOnce();
    await page.clock.setFixedTime(clock.nowMs());
    expect((await spotUsdt(customer.uid))?.available).toBe(953_000_000n);
    await page.reload();
    await page.getByTestId('earn-orders-empty').waitFor();
    await page.getByTestId('earn-orders-tab-ended').click();
    const ended = page.getByTestId('earn-order');
    await ended.waitFor();
    expect(await ended.getAttribute('data-status')).toBe('redeemed');
    expect(await ended.getByTestId('earn-order-yield').textContent()).toBe('3 USDT');
    expect(await ended.getByTestId('earn-order-status').textContent()).toBe(texts.status.redeemed);
    await screenshot(page, 'earn-order-redeemed-phone');

    // The account records name each posting of the order in words.
    await page.goto('/accountRecord');
    const records = page.getByTestId('record-card');
    await records.first().waitFor();
    const yieldRecord = records.filter({ hasText: kinds['earn-yield'] });
    await expect.poll(() => yieldRecord.count()).toBe(1);
    expect(await yieldRecord.textContent()).toContain('+3 USDT');
    // The redemption pays 950 into spot and takes the 1,000 in custody out of the earn account.
    const redeemed = records.filter({ hasText: kinds['earn-redeem'] });
    await expect.poll(() => redeemed.count()).toBe(2);
    const redeemTexts = await redeemed.allTextContents();
    expect(redeemTexts.some((r) => r.includes('+950 USDT') && r.includes(accounts.spot))).toBe(true);
    expect(redeemTexts.some((r) => r.includes('-1,000 USDT') && r.includes(accounts.earn))).toBe(true);
    const placed = records.filter({ hasText: kinds['earn-subscribe'] });
    expect((await placed.allTextContents()).some((r) => r.includes('-1,000 USDT'))).toBe(true);
    await screenshot(page, 'earn-records-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets a demo account subscribe and redeem play money without a trade password', async () => {
    const demo = await demoSession(platform.baseUrl);
    const week = await productOf(platform.app, 'ai', 7);
    const page = await phonePage(demo.token, demo.user);
    const errors = collectErrors(page);
    await page.goto('/profit_index');
    await page.getByTestId('earn-product').first().waitFor();
    // The reserve pays real accounts: a demo account is told so.
    expect(await page.getByTestId('earn-reserve-demo').textContent()).toBe(texts.reserve.demo);
    await page.goto(`/profit_buy?id=${week.id}`);
    await page.getByTestId('earn-demo').waitFor();
    expect(await page.getByTestId('earn-rule-fundable').count()).toBe(0);
    await page.getByTestId('earn-amount').fill('1000');
    await expect.poll(() => page.getByTestId('earn-summary-daily').textContent()).toBe('3 USDT');
    await page.getByTestId('earn-subscribe-submit').click();
    const confirm = page.getByTestId('earn-buy-confirm');
    await confirm.waitFor();
    expect(await confirm.getByTestId('earn-trade-password').count()).toBe(0);
    await screenshot(page, 'earn-demo-confirm-phone');
    const sent = page.waitForRequest((r) => r.url().includes('/api/web/buyProfit'));
    await confirm.getByTestId('earn-buy-confirm-ok').click();
    // No trade password is sent for play money, not even an empty one.
    const request = await sent;
    expect(`${request.url()} ${request.postData() ?? ''}`).not.toContain('trade_password');
    expect(request.postData() ?? request.url()).toContain('1000');
    await page.waitForURL('**/profit_wdtg');
    const order = page.getByTestId('earn-order');
    await order.waitFor();
    expect(await order.getAttribute('data-status')).toBe('custody');
    await order.getByTestId('earn-order-redeem').click();
    const redeem = page.getByTestId('earn-redeem-confirm');
    await redeem.waitFor();
    expect(await redeem.getByTestId('earn-redeem-penalty').textContent()).toBe('50 USDT');
    expect(await redeem.getByTestId('earn-trade-password').count()).toBe(0);
    await redeem.getByTestId('earn-redeem-confirm-ok').click();
    await expect.poll(() => order.getAttribute('data-status')).toBe('redeeming');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
