import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundFromWorld } from '../apps/server/test/ledger-fixtures.ts';
import { playRecorded } from '../apps/server/test/replay-fixtures.ts';
import {
  browserAvailable,
  collectErrors,
  customerPage,
  launchBrowser,
  registerCustomer,
  screenshot,
  setPrice,
  startPlatform,
  webTexts,
} from './platform.ts';

const texts = (lang: string) => webTexts('contracts', lang);

/**
 * Contract trading as a customer on a phone: with BTCUSDT-PERP fixed at 67,280.0, the customer
 * opens a long of 0.1 lot at 10x with a take-profit at 68,000.0 through the order panel; a tick
 * at 68,050.0 takes the profit, and the position moves to History with its reason.
 */
describe.skipIf(!browserAvailable())('contract trading in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;
  // Ticks dated ahead of the simulated feed, so the price stays where the test puts it.
  const ahead = Date.now() + 86_400_000;
  const tick = (priceUnits: bigint, offsetMs: number) =>
    setPrice(platform.app, 'BTCUSDT-PERP', priceUnits, ahead + offsetMs);

  beforeAll(async () => {
    platform = await startPlatform();
    tick(672_800n, 0);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  it('shows a visitor the prices, the rules and a login prompt instead of the order panel', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: platform.baseUrl,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/preciousMetal');
    await page.getByTestId('contract-page').waitFor();
    await expect.poll(() => page.getByTestId('contract-last-price').textContent()).toContain('67,280.0');
    // On a phone the order panel opens from the bar as a bottom sheet: a visitor finds the login
    // prompt and the rules there.
    await page.getByTestId('contract-bar-long').click();
    await page.getByTestId('contract-login').waitFor();
    expect(await page.getByTestId('contract-form').count()).toBe(0);
    expect(await page.getByTestId('contract-rules').textContent()).toContain('Stop-out');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('contract-sheet').count()).toBe(0);
    // The picker keeps the chosen instrument in the address.
    await page.getByTestId('contract-category-contract').click();
    await page.getByTestId('contract-instrument-ETHUSDT-PERP').click();
    await page.waitForURL('**/preciousMetal?symbol=ETHUSDT-PERP');
    await expect.poll(() => page.getByTestId('contract-symbol').textContent()).toContain('ETHUSDT-PERP');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names each product screen by its product: contracts, delivery and options have their own titles', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: platform.baseUrl,
    });
    const page = await context.newPage();
    await page.goto('/preciousMetal');
    await page.getByTestId('product-tabs').waitFor();
    const title = () => page.locator('h1').first().textContent();
    expect(await title()).toBe('Contract trading');
    await page.getByTestId('product-tab-delivery').click();
    await expect.poll(title).toBe('Delivery trading');
    await page.getByTestId('product-tab-option').click();
    await expect.poll(title).toBe('Options trading');
    // In another language too, straight from the address.
    await page.evaluate(() => localStorage.setItem('lang', 'zh'));
    await page.goto('/preciousMetal?product=option');
    await page.getByTestId('product-tabs').waitFor();
    await expect.poll(title).toBe('期权交易');
    await context.close();
  });

  it('opens a long with a take-profit, which closes it when a replayed price path reaches the level', async () => {
    const t = texts('en');
    const customer = await registerCustomer(platform, 'Customer#2026');
    const { ledger } = platform.app.services;
    await fundFromWorld(platform.app, customer.uid, { USDT: '1000' }, 'contract');
    const page = await customerPage(browser, platform.baseUrl, customer.token);
    const errors = collectErrors(page);
    await page.goto('/preciousMetal');
    await page.getByTestId('contract-page').waitFor();
    await page.getByTestId('contract-instrument-BTCUSDT-PERP').waitFor();
    await expect.poll(() => page.getByTestId('contract-last-price').textContent()).toContain('67,280.0');
    await page.getByTestId('contract-chart').waitFor();
    await screenshot(page, 'contract-phone');

    // On a phone the order panel is a bottom sheet opened from the bar.
    await page.getByTestId('contract-bar-long').click();
    await expect.poll(() => page.getByTestId('contract-available').textContent()).toContain('1,000 USDT');
    await page.getByTestId('contract-direction-long').click();
    await page.getByTestId('contract-lots').fill('0.1');
    await page.getByTestId('contract-leverage').selectOption('10');
    await page.getByTestId('contract-take-profit').fill('68000');
    // The figures the server will book: 6,728 value, 672.8 margin, 0.05% fee, liquidation at 50%.
    const summary = page.getByTestId('contract-summary');
    await expect.poll(() => summary.getByTestId('contract-margin').textContent()).toBe('672.8 USDT');
    expect(await summary.getByTestId('contract-value').textContent()).toBe('6,728 USDT');
    expect(await summary.getByTestId('contract-fee').textContent()).toBe('3.364 USDT');
    expect(await summary.getByTestId('contract-cost').textContent()).toBe('676.164 USDT');
    expect(await summary.getByTestId('contract-liquidation').textContent()).toBe('63,916.0 USDT');
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, 'contract-order-phone');

    await page.getByTestId('contract-submit').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('672.8 USDT');
    await page.getByTestId('confirm-ok').click();
    const row = page.getByTestId('position-row');
    await row.waitFor();
    expect(await row.textContent()).toContain('BTCUSDT-PERP');
    expect(await row.textContent()).toContain('68,000.0');
    const usdt = async () =>
      (await ledger.balances(customer.uid, 'real')).find((b) => b.wallet === 'contract');
    expect((await usdt())?.frozen).toBe(672_800_000n);
    expect((await usdt())?.available).toBe(323_836_000n);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'contract-position-phone');

    // A recorded path through the replay feed: the tick at 68,050.0 crosses the take-profit.
    await playRecorded(
      platform.app,
      ['67500.0', '67950.0', '68050.0', '67700.0'].map((price, i) => ({
        symbol: 'BTCUSDT-PERP',
        price,
        time: ahead + 60_000 + i * 1000,
      })),
    );
    await expect.poll(() => page.getByTestId('position-row').count(), { timeout: 10_000 }).toBe(0);
    await page.getByTestId('contracts-tab-history').click();
    const ended = page.getByTestId('history-row').first();
    await ended.waitFor();
    expect(await ended.getByTestId('history-reason').getAttribute('data-reason')).toBe('take_profit');
    expect(await ended.getByTestId('history-reason').textContent()).toBe(t.reason.take_profit);
    expect(await ended.getByTestId('position-pnl').textContent()).toBe('+77 USDT');
    // Margin back plus 77 USDT of profit; the fee stays paid.
    expect((await usdt())?.available).toBe(1_073_636_000n);
    await ended.scrollIntoViewIfNeeded();
    await screenshot(page, 'contract-history-phone');
    expect(errors).toEqual([]);
    await page.context().close();

    for (const lang of ['en', 'zh'] as const) {
      const wide = await customerPage(browser, platform.baseUrl, customer.token, {
        viewport: 'desktop',
        lang,
      });
      await wide.goto('/preciousMetal?symbol=BTCUSDT-PERP');
      await wide.getByTestId('contract-form').waitFor();
      await wide.getByTestId('contracts-tab-history').click();
      const reason = wide.getByTestId('history-row').first().getByTestId('history-reason');
      await expect.poll(() => reason.textContent()).toBe(texts(lang).reason.take_profit);
      await wide.getByTestId('contract-lots').fill('0.5');
      await wide.getByTestId('contract-summary').getByTestId('contract-margin').waitFor();
      await wide.evaluate(() => window.scrollTo(0, 0));
      await wide.waitForTimeout(300);
      await screenshot(wide, lang === 'en' ? 'contract-desktop' : `contract-desktop-${lang}`);
      await wide.context().close();
    }
  });
});
