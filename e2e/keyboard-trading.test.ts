import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPositions } from '../apps/server/src/modules/contracts/schema.ts';
import { fundFromWorld } from '../apps/server/test/ledger-fixtures.ts';
import {
  browserAvailable,
  customerPage,
  launchBrowser,
  registerCustomer,
  screenshot,
  setPrice,
  startPlatform,
} from './platform.ts';

/**
 * Trading with the keyboard alone at 1440x900: the customer tabs to the spot order form, places a
 * limit order, confirms it in the dialog, then cancels it from the open orders, and every control
 * on the way shows where the focus is; on the contract screen the customer opens a long, confirms
 * it, then closes the position from the positions list and confirms the close.
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
    setPrice(platform.app, 'BTCUSDT-PERP', 672_800n, Date.now() + 86_400_000);
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
    await page.keyboard.type('63000');
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

  it('reaches the spot order form in a few Tabs: the order book is one stop and a skip link leads past it', async () => {
    const customer = await registerCustomer(platform, 'Skipper#2026');
    await platform.app.services.maker.refresh();
    const page = await customerPage(browser, platform.baseUrl, customer.token, { viewport: 'desktop' });
    await page.goto('/currencyTrade?symbol=BTCUSDT');
    await page.getByTestId('spot-form').waitFor();
    await page.getByTestId('book-bid-row').nth(1).waitFor();
    await page.getByTestId('book-ask-row').nth(1).waitFor();

    // However many levels the book draws, Tab stops once in it.
    const bookStops = await page
      .getByTestId('order-book')
      .evaluate(
        (book) =>
          Array.from(book.querySelectorAll<HTMLElement>('button, a, input, [tabindex]')).filter(
            (el) => el.tabIndex >= 0,
          ).length,
      );
    expect(bookStops).toBe(1);
    // The arrow keys move between the levels; Enter puts the focused level's price in the form.
    await tabTo(page, 'book-bid-row');
    expect(await focusVisible(page)).toBe(true);
    const focusedPrice = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-price') ?? null);
    const bestBid = await focusedPrice();
    await page.keyboard.press('ArrowDown');
    const lowerBid = await focusedPrice();
    expect(lowerBid).not.toBeNull();
    expect(lowerBid).not.toBe(bestBid);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'book-ask-row',
    );
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const lowest = await page.getByTestId('book-bid-row').last().getAttribute('data-price');
    await expect.poll(() => page.getByTestId('spot-price').inputValue()).toBe(lowest);

    // From the top of the page: the skip link comes before the market list, the chart and the book.
    await page.reload();
    await page.getByTestId('book-bid-row').first().waitFor();
    let presses = 0;
    for (; presses < 20; presses++) {
      await page.keyboard.press('Tab');
      const here = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
      if (here === 'spot-skip-to-form') break;
    }
    expect(presses).toBeLessThan(20);
    expect(await focusVisible(page)).toBe(true);
    await screenshot(page, 'keyboard-skip-link-desktop');
    await page.keyboard.press('Enter');
    let after = 0;
    for (; after < 10; after++) {
      await page.keyboard.press('Tab');
      const here = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
      if (here === 'spot-price') break;
    }
    expect(after).toBeLessThan(10);
    await page.context().close();
  }, 120_000);

  it('opens, confirms and closes a contract position with the keyboard alone', async () => {
    const customer = await registerCustomer(platform, 'Contract#2026');
    await fundFromWorld(platform.app, customer.uid, { USDT: '1000' }, 'contract');
    const page = await customerPage(browser, platform.baseUrl, customer.token, { viewport: 'desktop' });
    await page.goto('/preciousMetal?symbol=BTCUSDT-PERP');
    await page.getByTestId('contract-form').waitFor();
    await expect.poll(() => page.getByTestId('contract-available').textContent()).toContain('1,000');

    await tabTo(page, 'contract-direction-long');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    expect(await page.getByTestId('contract-direction-long').getAttribute('aria-selected')).toBe('true');
    await tabTo(page, 'contract-lots');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0.1');
    await tabTo(page, 'contract-leverage');
    expect(await focusVisible(page)).toBe(true);
    await tabTo(page, 'contract-submit');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');

    await page.getByTestId('confirm-dialog').waitFor();
    await tabTo(page, 'confirm-ok');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('position-row').first().waitFor();
    expect(await page.getByTestId('position-row').count()).toBe(1);

    // Back up the page to the position's close button, then confirm the close in its dialog.
    await tabTo(page, 'position-close', 'Shift+Tab');
    expect(await focusVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('close-dialog').waitFor();
    await tabTo(page, 'position-close-lots');
    expect(await focusVisible(page)).toBe(true);
    await tabTo(page, 'confirm-ok');
    expect(await focusVisible(page)).toBe(true);
    await screenshot(page, 'keyboard-contract-close-desktop');
    await page.keyboard.press('Enter');
    await expect.poll(async () => page.getByTestId('position-row').count()).toBe(0);
    // Closed on the server too: the customer's one position has the closed status.
    const rows = await platform.app.services.database.db
      .select({ status: contractPositions.status })
      .from(contractPositions)
      .where(eq(contractPositions.userId, customer.uid));
    expect(rows.map((r) => r.status)).toEqual(['closed']);
    await page.context().close();
  }, 120_000);
});
