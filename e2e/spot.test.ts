import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundFromWorld } from '../apps/server/test/ledger-fixtures.ts';
import {
  browserAvailable,
  customerPage,
  launchBrowser,
  registerCustomer,
  screenshot,
  startPlatform,
} from './platform.ts';

/**
 * Spot trading as a customer on a phone: the market maker quotes BTCUSDT around the feed price;
 * the customer buys from it with a market order, then places a limit order and cancels it.
 */
describe.skipIf(!browserAvailable())('spot trading in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startPlatform();
    // A fixed price dated ahead of the simulated feed, so the ladder sits where the test expects.
    platform.app.services.market.ingest({
      symbol: 'BTCUSDT',
      priceUnits: 6_000_000n,
      bidUnits: null,
      askUnits: null,
      volumeUnits: 0n,
      timeMs: Date.now() + 86_400_000,
      source: 'push',
    });
    await platform.app.services.maker.refresh();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  it('buys from the market maker with a market order, then places and cancels a limit order', async () => {
    const customer = await registerCustomer(platform, 'Customer#2026');
    const { ledger } = platform.app.services;
    await fundFromWorld(platform.app, customer.uid, { USDT: '5000' });
    const page = await customerPage(browser, platform.baseUrl, customer.token);
    await page.goto('/currencyTrade?symbol=BTCUSDT');
    await page.getByTestId('spot-page').waitFor();
    await page.getByTestId('book-ask-row').first().waitFor();
    await screenshot(page, 'spot-phone');

    // On a phone the order form is a bottom sheet opened from the bar; it closes once an order is placed.
    await page.getByTestId('spot-bar-buy').click();
    await page.getByTestId('spot-side-buy').click();
    await page.getByTestId('spot-type-market').click();
    await page.getByTestId('spot-quantity').fill('0.01');
    await page.getByTestId('spot-summary').waitFor();
    await page.getByTestId('spot-submit').click();
    await page.getByTestId('confirm-ok').click();
    await expect
      .poll(
        async () =>
          (await ledger.balances(customer.uid, 'real')).find((b) => b.asset === 'BTC')?.available ?? 0n,
      )
      .toBe(1_000_000n);

    // The book and the customer's own orders follow the market socket: an order placed elsewhere
    // shows within a moment (polling alone would take ten seconds or more).
    const other = await registerCustomer(platform, 'Other#2026');
    await fundFromWorld(platform.app, other.uid, { BTC: '1' });
    const placeElsewhere = (token: string, body: Record<string, string>) =>
      fetch(`${platform.baseUrl}/api/web/placeSpotOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rtoken: `e2e${Date.now()}`, token, symbol: 'BTCUSDT', tif: 'GTC', ...body }),
      }).then((r) => r.json() as Promise<{ code: number }>);
    expect(
      (
        await placeElsewhere(other.token, {
          side: 'sell',
          type: 'limit',
          price: '61234.56',
          quantity: '0.001',
        })
      ).code,
    ).toBe(0);
    await page
      .getByTestId('book-ask-row')
      .filter({ hasText: /61,?234\.56/ })
      .waitFor({ timeout: 4_000 });
    expect(
      (
        await placeElsewhere(customer.token, {
          side: 'buy',
          type: 'limit',
          price: '56000',
          quantity: '0.001',
        })
      ).code,
    ).toBe(0);
    await page
      .getByTestId('open-order-row')
      .filter({ hasText: /56,?000/ })
      .waitFor({ timeout: 4_000 });
    await page.getByTestId('open-order-row').first().getByTestId('order-cancel').click();
    if (
      await page
        .getByTestId('confirm-ok')
        .isVisible()
        .catch(() => false)
    )
      await page.getByTestId('confirm-ok').click();
    await expect.poll(async () => page.getByTestId('open-order-row').count()).toBe(0);

    await page.getByTestId('spot-bar-buy').click();
    await page.getByTestId('spot-type-limit').click();
    await page.getByTestId('spot-price').fill('55000');
    await page.getByTestId('spot-quantity').fill('0.002');
    await page.getByTestId('spot-submit').click();
    await page.getByTestId('confirm-ok').click();
    const row = page.getByTestId('open-order-row').first();
    await row.waitFor();
    await screenshot(page, 'spot-open-order-phone');
    await row.getByTestId('order-cancel').click();
    const confirm = page.getByTestId('confirm-ok');
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await expect.poll(async () => page.getByTestId('open-order-row').count()).toBe(0);
    const usdt = (await ledger.balances(customer.uid, 'real')).find((b) => b.asset === 'USDT');
    expect(usdt?.frozen).toBe(0n);
    await page.context().close();

    const wide = await customerPage(browser, platform.baseUrl, customer.token, { viewport: 'desktop' });
    await wide.goto('/currencyTrade?symbol=BTCUSDT');
    await wide.getByTestId('book-ask-row').first().waitFor();
    await wide.getByTestId('orders-tab-trades').click();
    await wide.getByTestId('my-trade-row').first().waitFor();
    await screenshot(wide, 'spot-desktop');
    await wide.context().close();
  });
});
