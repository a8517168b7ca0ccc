import type { Browser, Page } from 'playwright-core';
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
 * Trading with the keyboard alone at 1440x900: the customer tabs to the spot order form, places a
 * limit order, confirms it in the dialog, then cancels it from the open orders, and every control
 * on the way shows where the focus is.
 */
const TAB_LIMIT = 250;

/** Presses Tab (or Shift+Tab) until the control with `testId` has the focus. */
async function tabTo(page: Page, testId: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < TAB_LIMIT; i++) {
    await page.keyboard.press(key);
    const here = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
    if (here === testId) return;
  }
  throw new Error(`${testId} cannot be reached with ${key}`);
}

/** The focused control draws an outline or a ring a sighted keyboard user can see. */
async function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return el.matches(':focus-visible') && (outline || style.boxShadow !== 'none');
  });
}

describe.skipIf(!browserAvailable())('keyboard-only trading in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startPlatform();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  it('places, confirms and cancels a spot limit order with the keyboard alone', async () => {
    const customer = await registerCustomer(platform, 'Customer#2026');
    await fundFromWorld(platform.app, customer.uid, { USDT: '5000' });
    const page = await customerPage(browser, platform.baseUrl, customer.token, { viewport: 'desktop' });
    await page.goto('/currencyTrade?symbol=BTCUSDT');
    await page.getByTestId('spot-form').waitFor();

    await tabTo(page, 'spot-side-buy');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, 'spot-type-limit');
    await page.keyboard.press('Enter');
    await tabTo(page, 'spot-price');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30000');
    await tabTo(page, 'spot-quantity');
    await page.keyboard.type('0.002');
    await tabTo(page, 'spot-submit');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');

    // The dialog takes the focus; Tab stays inside it until it is answered.
    await page.getByTestId('confirm-dialog').waitFor();
    await tabTo(page, 'confirm-ok');
    expect(await focusVisible(page)).toBe(true);
    await screenshot(page, 'keyboard-confirm-desktop');
    await page.keyboard.press('Enter');
    const row = page.getByTestId('open-order-row').first();
    await row.waitFor();
    await expect
      .poll(
        async () =>
          (await platform.app.services.ledger.balances(customer.uid, 'real')).find((b) => b.asset === 'USDT')
            ?.frozen,
      )
      .toBeGreaterThan(0n);

    await tabTo(page, 'order-cancel');
    expect(await focusVisible(page)).toBe(true);
    await screenshot(page, 'keyboard-cancel-desktop');
    await page.keyboard.press('Enter');
    if (
      await page
        .getByTestId('confirm-dialog')
        .isVisible()
        .catch(() => false)
    ) {
      await tabTo(page, 'confirm-ok');
      await page.keyboard.press('Enter');
    }
    await expect.poll(async () => page.getByTestId('open-order-row').count()).toBe(0);
    const usdt = (await platform.app.services.ledger.balances(customer.uid, 'real')).find(
      (b) => b.asset === 'USDT',
    );
    expect(usdt?.frozen).toBe(0n);
    await page.context().close();
  }, 120_000);
});
