import { KLINE_PERIODS } from '@platform/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundFromWorld } from '../apps/server/test/ledger-fixtures.ts';
import {
  browserAvailable,
  customerPage,
  launchBrowser,
  registerCustomer,
  screenshot,
  setPrice,
  startPlatform,
  VIEWPORTS,
  webTexts,
} from './platform.ts';

/**
 * Trading on a phone (390x844): the buy and sell bar sits in the first screen above the tab bar
 * and opens the order form as a bottom sheet, on the spot screen (a limit buy) and the contract
 * screen (a long). On a desktop (1440x900, Spanish): the market page's Trade button lands on the
 * trade screen of that symbol, the charts offer every period, and a pair the spot market does not
 * trade is named with the list of pairs it does.
 */
describe.skipIf(!browserAvailable())('trading on a phone and the ways into a trade screen', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startPlatform();
    const ahead = Date.now() + 86_400_000;
    setPrice(platform.app, 'BTCUSDT', 6_000_000n, ahead);
    setPrice(platform.app, 'BTCUSDT-PERP', 672_800n, ahead);
    await platform.app.services.maker.refresh();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  /** The bar is inside the first viewport, without scrolling, and above the tab bar. */
  async function expectBarInFirstScreen(page: Page, testId: string) {
    const box = await page.getByTestId(testId).boundingBox();
    const tabs = await page.getByRole('navigation', { name: 'tabs' }).boundingBox();
    expect(box).not.toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(tabs?.y ?? VIEWPORTS.phone.height);
    expect(box?.y ?? 0).toBeGreaterThan(VIEWPORTS.phone.height / 2);
  }

  /** Scrolled to the very bottom, the footer's last line ends above the trade bar. */
  async function expectFooterClearOfBar(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const last = await page.locator('footer p').last().boundingBox();
    const bar = await page.getByTestId('trade-bar').boundingBox();
    expect(last).not.toBeNull();
    expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    await screenshot(page, name);
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  it('places a spot limit buy through the bottom sheet on a phone', async () => {
    const customer = await registerCustomer(platform, 'Phone#2026');
    await fundFromWorld(platform.app, customer.uid, { USDT: '5000' });
    const page = await customerPage(browser, platform.baseUrl, customer.token);
    await page.goto('/currencyTrade?symbol=BTCUSDT');
    await page.getByTestId('book-ask-row').first().waitFor();
    await expectBarInFirstScreen(page, 'spot-bar-buy');
    expect(await page.getByTestId('spot-form').count()).toBe(0);
    await screenshot(page, 'phone-trade-spot-after');
    await expectFooterClearOfBar(page, 'phone-trade-spot-bottom');

    // Escape closes the sheet and gives the focus back to the button that opened it.
    await page.getByTestId('spot-bar-sell').click();
    const sheet = page.getByRole('dialog');
    await sheet.getByTestId('spot-form').waitFor();
    expect(await sheet.getByTestId('spot-submit').textContent()).toContain('Sell');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('spot-sheet').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'spot-bar-sell',
    );

    await page.getByTestId('spot-bar-buy').click();
    await sheet.getByTestId('spot-form').waitFor();
    // The focus stays inside the sheet while it is open.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await sheet.getByTestId('spot-type-limit').click();
    await sheet.getByTestId('spot-price').fill('59000');
    await sheet.getByTestId('spot-quantity').fill('0.002');
    await screenshot(page, 'phone-trade-spot-sheet');
    await sheet.getByTestId('spot-submit').click();
    await page.getByTestId('confirm-ok').click();
    // Placed: the sheet closes and the order is among the open orders.
    await expect.poll(() => page.getByTestId('spot-sheet').count()).toBe(0);
    await page
      .getByTestId('open-order-row')
      .filter({ hasText: /59,?000/ })
      .waitFor();
    await page.context().close();
  });

  it('opens a long through the bottom sheet on a phone, in Japanese', async () => {
    const customer = await registerCustomer(platform, 'PhoneLong#2026');
    await fundFromWorld(platform.app, customer.uid, { USDT: '1000' }, 'contract');
    const page = await customerPage(browser, platform.baseUrl, customer.token, { lang: 'jp' });
    const texts = webTexts('contracts', 'jp') as { form: { submitLong: string } };
    await page.goto('/preciousMetal?symbol=BTCUSDT-PERP');
    await page.getByTestId('contract-chart').waitFor();
    await expectBarInFirstScreen(page, 'contract-bar-long');
    expect(await page.getByTestId('contract-bar-long').textContent()).toBe(texts.form.submitLong);
    await screenshot(page, 'phone-trade-contract-after');
    await expectFooterClearOfBar(page, 'phone-trade-contract-bottom');
    await page.getByTestId('contract-bar-long').click();
    const sheet = page.getByRole('dialog');
    await expect.poll(() => sheet.getByTestId('contract-available').textContent()).toContain('1,000');
    // The sheet is the panel's frame: no card drawn inside it.
    expect(await sheet.locator('.card').count()).toBe(0);
    await sheet.getByTestId('contract-lots').fill('0.1');
    await sheet.getByTestId('contract-leverage').selectOption('10');
    await screenshot(page, 'phone-trade-contract-sheet');
    await sheet.getByTestId('contract-submit').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('contract-sheet').count()).toBe(0);
    await page.getByTestId('position-row').first().waitFor();
    expect(await page.getByTestId('position-row').count()).toBe(1);
    await page.context().close();
  });

  it('leads from the market page to the trade screen, offers every period, and names an untraded pair', async () => {
    const customer = await registerCustomer(platform, 'Desk#2026');
    const page = await customerPage(browser, platform.baseUrl, customer.token, {
      viewport: 'desktop',
      lang: 'xby',
    });
    const market = webTexts('market', 'xby') as { trade: string };
    const spot = webTexts('spot', 'xby') as { market: { notTraded: string } };
    await page.goto('/market/BTCUSDT');
    const trade = page.getByTestId('instrument-trade');
    expect(await trade.textContent()).toBe(market.trade);
    await trade.click();
    await page.waitForURL(/\/currencyTrade\?symbol=BTCUSDT$/);
    await page.getByTestId('spot-form').waitFor();
    expect(await page.getByTestId('trade-bar').count()).toBe(0);
    for (const p of KLINE_PERIODS) await page.getByTestId(`spot-period-${p}`).waitFor();
    await page.getByTestId('spot-period-1y').click();
    expect(await page.getByTestId('spot-period-1y').getAttribute('aria-selected')).toBe('true');

    await page.goto('/market/BTCUSDT-PERP');
    await page.getByTestId('instrument-trade').click();
    await page.waitForURL(/\/preciousMetal\?symbol=BTCUSDT-PERP$/);
    await page.getByTestId('contract-form').waitFor();
    for (const p of KLINE_PERIODS) await page.getByTestId(`contract-period-${p}`).waitFor();

    await page.goto('/currencyTrade?symbol=SOLUSDT');
    const notTraded = page.getByTestId('spot-not-traded');
    await notTraded.waitFor();
    expect(await notTraded.textContent()).toContain(spot.market.notTraded.replace('{{symbol}}', 'SOLUSDT'));
    expect(await page.getByTestId('spot-form').count()).toBe(0);
    await screenshot(page, 'spot-not-traded-desktop');
    await page.getByTestId('spot-choose-ETHUSDT').click();
    await page.waitForURL(/\/currencyTrade\?symbol=ETHUSDT$/);
    await page.getByTestId('spot-form').waitFor();
    await page.context().close();
  });
});
