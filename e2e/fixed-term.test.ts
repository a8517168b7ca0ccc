import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import { fundFromWorld } from '../apps/server/test/ledger-fixtures.ts';
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
 * Delivery (buy up or down) as a customer on a phone. The server runs on a manual clock and the
 * simulated feed stands still, so every price is one the test puts in: BTCUSDT at 67,250.00 when
 * the order is placed, 67,300.00 a second later (the last mark before the expiry second), and
 * settlement runs when the test calls it, after the clock has passed the 60-second cycle.
 */
describe.skipIf(!browserAvailable())('delivery and options in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;
  const clock = new ManualClock(Date.now());
  const tick = (symbol: string, priceUnits: bigint) =>
    setPrice(platform.app, symbol, priceUnits, clock.nowMs());

  beforeAll(async () => {
    // A simulated feed that never steps: no tick but the test's moves a price.
    platform = await startPlatform({ clock }, { market: { ...testConfig().market, simTickMs: 0 } });
    tick('BTCUSDT', 6_725_000n);
    tick('ETHUSDT', 348_000n);
    tick('XAUUSD', 235_140n);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  it('shows a visitor the product tabs, the delivery rules and a login prompt', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: platform.baseUrl,
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/preciousMetal?symbol=BTCUSDT-PERP');
    await page.getByTestId('contract-bar-long').waitFor();
    expect(await page.getByTestId('product-tab-contract').getAttribute('aria-selected')).toBe('true');
    // Delivery trades the underlying: the perpetual's market is kept under its own name, and the screen says so.
    await page.getByTestId('product-tab-delivery').click();
    await page.waitForURL('**/preciousMetal?symbol=BTCUSDT&product=delivery');
    expect(await page.getByTestId('product-substituted').textContent()).toBe(
      'BTCUSDT-PERP is not offered for delivery, so BTCUSDT is shown instead.',
    );
    await expect.poll(() => page.getByTestId('contract-symbol').textContent()).toContain('BTCUSDT');
    await expect.poll(() => page.getByTestId('contract-last-price').textContent()).toContain('67,250.00');
    // On a phone the order panel, and for a visitor the rules and the login prompt, open from the
    // bar as a bottom sheet.
    await page.getByTestId('fixed-term-bar-up').click();
    const rules = await page.getByTestId('fixed-term-rules').textContent();
    expect(rules).toContain('60 s: a right call pays back the stake plus 80% of it; there is no fee.');
    expect(rules).toContain('If the price is exactly the entry price, the stake is returned.');
    expect(await page.getByTestId('contract-login').textContent()).toContain('to place orders');
    expect(await page.getByTestId('fixed-term-form').count()).toBe(0);
    await screenshot(page, 'fixed-term-visitor-phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('contract-sheet').count()).toBe(0);
    // Options offer the same market: it stays, with the options' own cycles and fee.
    await page.getByTestId('product-tab-option').click();
    await page.waitForURL('**/preciousMetal?symbol=BTCUSDT&product=option');
    expect(await page.getByTestId('product-substituted').count()).toBe(0);
    await page.getByTestId('fixed-term-bar-call').click();
    await expect
      .poll(() => page.getByTestId('fixed-term-rules').textContent())
      .toContain('1 h: a right call pays back the stake plus 85% of it; the fee is 1% of the stake.');
    // The choice survives a reload.
    await page.reload();
    await page.getByTestId('fixed-term-bar-call').click();
    await page.getByTestId('fixed-term-rules').waitFor();
    expect(await page.getByTestId('product-tab-option').getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('places an up contract and sees it settle', async () => {
    const customer = await registerCustomer(platform, 'Customer#2026');
    const { ledger, fixedTerm } = platform.app.services;
    await fundFromWorld(platform.app, customer.uid, { USDT: '1000' }, 'futures');
    const futures = async () =>
      (await ledger.balances(customer.uid, 'real')).find((b) => b.wallet === 'futures' && b.asset === 'USDT');
    const page = await customerPage(browser, platform.baseUrl, customer.token);
    const errors = collectErrors(page);
    await page.goto('/preciousMetal?product=delivery');
    await page.getByTestId('contract-instrument-BTCUSDT').click();
    await page.waitForURL('**/preciousMetal?symbol=BTCUSDT&product=delivery');
    await expect.poll(() => page.getByTestId('contract-last-price').textContent()).toContain('67,250.00');
    // On a phone the order panel is a bottom sheet opened from the bar.
    await page.getByTestId('fixed-term-bar-up').click();
    await page.getByTestId('fixed-term-form').waitFor();
    await expect
      .poll(() => page.getByTestId('fixed-term-account-available').textContent())
      .toBe('1,000 USDT');

    await page.getByTestId('fixed-term-direction-up').click();
    await page.getByTestId('fixed-term-cycle-60').click();
    await page.getByTestId('fixed-term-stake').fill('100');
    // What the server will book: no fee on the 60-second cycle, 80% on top of the stake when right.
    const summary = page.getByTestId('fixed-term-summary');
    await expect.poll(() => summary.getByTestId('fixed-term-total').textContent()).toBe('100 USDT');
    expect(await summary.getByTestId('fixed-term-fee').textContent()).toBe('0 USDT');
    expect(await summary.getByTestId('fixed-term-payout').textContent()).toBe('180 USDT');
    expect(await summary.getByTestId('fixed-term-tie').textContent()).toBe('100 USDT');
    expect(await summary.getByTestId('fixed-term-entry').textContent()).toBe('67,250.00 USDT');
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, 'fixed-term-order-phone');

    await page.getByTestId('fixed-term-submit').click();
    const dialog = page.getByTestId('confirm-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Buy up on BTCUSDT for 60 s with a stake of 100 USDT');
    expect(await dialog.textContent()).toContain('you receive 180 USDT');
    await screenshot(page, 'fixed-term-confirm-phone');
    await page.getByTestId('confirm-ok').click();

    const row = page.getByTestId('fixed-term-open-row');
    await row.waitFor();
    expect(await row.getByTestId('fixed-term-entry-price').textContent()).toBe('67,250.00');
    await expect.poll(() => row.getByTestId('fixed-term-countdown').textContent()).toMatch(/^0[01]:\d\d$/);
    expect((await futures())?.available).toBe(900_000_000n);
    expect((await futures())?.frozen).toBe(100_000_000n);

    // The price moves up a second later: the order is winning on screen.
    clock.advance(1_000);
    tick('BTCUSDT', 6_730_000n);
    await expect
      .poll(() => row.getByTestId('fixed-term-standing').getAttribute('data-standing'))
      .toBe('winning');
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'fixed-term-open-phone');

    // The cycle ends on the server's clock: the countdown follows it and the order is being settled.
    clock.advance(60_000);
    tick('BTCUSDT', 6_730_000n);
    await expect.poll(() => row.getByTestId('fixed-term-countdown').textContent()).toBe('Settling…');
    await screenshot(page, 'fixed-term-settling-phone');
    await fixedTerm.runOnce();

    const result = page.getByTestId('fixed-term-result');
    await result.waitFor({ timeout: 10_000 });
    expect(await result.getAttribute('data-status')).toBe('won');
    expect(await result.getByTestId('fixed-term-result-headline').textContent()).toBe(
      'Won: 180 USDT paid back to your account',
    );
    expect(await result.textContent()).toContain('settled at 67,300.00 (Operator feed');
    await expect.poll(() => page.getByTestId('fixed-term-open-row').count()).toBe(0);
    await page.getByTestId('fixed-term-bar-up').click();
    await expect
      .poll(() => page.getByTestId('fixed-term-account-available').textContent())
      .toBe('1,080 USDT');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('contract-sheet').count()).toBe(0);
    expect((await futures())?.available).toBe(1_080_000_000n);
    expect((await futures())?.frozen).toBe(0n);
    await result.scrollIntoViewIfNeeded();
    await screenshot(page, 'fixed-term-result-phone');

    await page.getByTestId('fixed-term-tab-history').click();
    const settled = page.getByTestId('fixed-term-history-row').first();
    await settled.waitFor();
    expect(await settled.getByTestId('fixed-term-outcome').getAttribute('data-status')).toBe('won');
    expect(await settled.getByTestId('fixed-term-payout-paid').textContent()).toBe('180 USDT');
    expect(await settled.getByTestId('fixed-term-settlement').textContent()).toContain('67,300.00');
    await settled.scrollIntoViewIfNeeded();
    await screenshot(page, 'fixed-term-history-phone');
    expect(errors).toEqual([]);
    await page.context().close();

    const zh = texts('zh');
    const wide = await customerPage(browser, platform.baseUrl, customer.token, {
      viewport: 'desktop',
      lang: 'zh',
    });
    await wide.goto('/preciousMetal?symbol=BTCUSDT&product=delivery');
    await wide.getByTestId('fixed-term-form').waitFor();
    expect(await wide.getByTestId('product-tab-delivery').textContent()).toBe(zh.product.delivery);
    await wide.getByTestId('fixed-term-tab-history').click();
    const outcome = wide.getByTestId('fixed-term-history-row').first().getByTestId('fixed-term-outcome');
    await expect.poll(() => outcome.textContent()).toBe(zh.fixedTerm.status.won);
    await wide.getByTestId('fixed-term-direction-down').click();
    await wide.getByTestId('fixed-term-stake').fill('50');
    await expect.poll(() => wide.getByTestId('fixed-term-payout').textContent()).toBe('90 USDT');
    await wide.evaluate(() => window.scrollTo(0, 0));
    await wide.waitForTimeout(300);
    await screenshot(wide, 'fixed-term-desktop-zh');
    await wide.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await wide.waitForTimeout(300);
    await screenshot(wide, 'fixed-term-desktop-zh-lists');
    await wide.context().close();
  });
});
