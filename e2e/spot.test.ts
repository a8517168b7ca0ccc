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
  webTexts,
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

  it('reaches spot from the Trade tab, shows the index price and the market trades, and lists traded pairs first', async () => {
    // Another customer trades with the market maker: a trade of the market, not the viewer's.
    const other = await registerCustomer(platform, 'Trader#2026');
    await fundFromWorld(platform.app, other.uid, { USDT: '5000' });
    const placed = await fetch(`${platform.baseUrl}/api/web/placeSpotOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...{ rtoken: `e2e${Date.now()}`, token: other.token, symbol: 'BTCUSDT', tif: 'IOC' },
        ...{ side: 'buy', type: 'market', quantity: '0.002' },
      }),
    }).then((r) => r.json() as Promise<{ code: number }>);
    expect(placed.code).toBe(0);
    const viewer = await registerCustomer(platform, 'Viewer#2026');
    const spot = webTexts('spot', 'en');
    for (const viewport of ['phone', 'desktop'] as const) {
      const page = await customerPage(browser, platform.baseUrl, viewer.token, { viewport });
      await page.goto('/index');
      const nav = page.getByRole('navigation', { name: viewport === 'phone' ? 'tabs' : 'main' });
      await nav.getByRole('link', { name: webTexts('common', 'en').nav.trade }).click();
      await page.waitForURL('**/currencyTrade');
      await page.getByTestId('spot-page').waitFor();
      await page.getByTestId('trade-switch-contracts').waitFor();
      // The book's centre is the index price the header shows; the book's last trade is under it.
      await page.getByTestId('book-ask-row').first().waitFor();
      const header = page.getByTestId('spot-last-price');
      const centre = page.getByTestId('book-index-price');
      await expect.poll(() => centre.textContent()).not.toBe('—');
      await expect.poll(async () => (await centre.textContent()) === (await header.textContent())).toBe(true);
      await page.getByTestId('book-last-trade').waitFor();
      if (viewport === 'phone') await page.getByTestId('tab-trades').click();
      const trades = page.getByTestId('recent-trades');
      // The market's trades by default, though the viewer has never traded; their own are a tab.
      await trades.getByTestId('recent-trade-row').first().waitFor();
      await screenshot(page, `spot-navigation-${viewport}`);
      await trades.getByTestId('tab-mine').click();
      await trades.getByText(spot.orders.emptyTrades).waitFor();
      expect(await trades.getByTestId('recent-trade-row').count()).toBe(0);
      await trades.getByTestId('tab-market').click();
      await trades.getByTestId('recent-trade-row').first().waitFor();
      // The switch leads to contracts, and the Trade tab stays the current one there.
      await page.getByTestId('trade-switch-contracts').click();
      await page.waitForURL('**/preciousMetal');
      await page.getByTestId('contract-page').waitFor();
      await expect
        .poll(() => nav.getByRole('link', { name: webTexts('common', 'en').nav.trade }).getAttribute('class'))
        .toContain('text-brand');
      await page.context().close();
    }

    // /market, crypto tab: the pairs the spot market trades first, every other one marked price only.
    const page = await customerPage(browser, platform.baseUrl, viewer.token, { viewport: 'desktop' });
    await page.goto('/market');
    await page.getByTestId('tab-crypto').click();
    await page.getByTestId('market-row').first().waitFor();
    await page.getByTestId('price-only').first().waitFor();
    const rows = await page.getByTestId('market-row').evaluateAll((els) =>
      els.map((el) => ({
        symbol: el.getAttribute('data-symbol'),
        priceOnly: el.querySelector('[data-testid="price-only"]') !== null,
      })),
    );
    const firstPriceOnly = rows.findIndex((r) => r.priceOnly);
    expect(firstPriceOnly).toBeGreaterThan(0);
    expect(rows.slice(firstPriceOnly).every((r) => r.priceOnly)).toBe(true);
    expect(rows.slice(0, firstPriceOnly).map((r) => r.symbol)).toContain('BTCUSDT');
    await screenshot(page, 'market-crypto-desktop');
    // A price-only pair's page offers no Trade button that would lead to "not traded".
    await page.goto(`/market/${rows[firstPriceOnly]?.symbol}`);
    await page.getByTestId('instrument-title').waitFor();
    await page.getByTestId('price-only').waitFor();
    expect(await page.getByTestId('instrument-trade').count()).toBe(0);
    // The Earn tab leads to the ETF baskets.
    await page.goto('/profit_index');
    await page.getByTestId('earn-baskets-link').click();
    await page.waitForURL('**/etflow_buy');
    expect(await page.getByTestId('not-found').count()).toBe(0);
    await page.context().close();
  });
});
