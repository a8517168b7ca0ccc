import { LEDGER_KINDS } from '@platform/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundFromWorld } from '../apps/server/test/ledger-fixtures.ts';
import {
  browserAvailable,
  collectErrors,
  customerPage,
  launchBrowser,
  registerCustomer,
  screenshot,
  startPlatform,
  webTexts,
} from './platform.ts';

/** A posting kind as the ledger stores it; a screen that shows one has forgotten to translate it. */
const RAW_KIND = new RegExp(`(^|\\s)(${LEDGER_KINDS.join('|')})(\\s|$)`);
/** A price with its thousands grouped, as 67,233.05 (both test languages group with a comma). */
const GROUPED_PRICE = /\d,\d{3}/;

describe.skipIf(!browserAvailable())('account records and prices in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;
  let buyerToken = '';

  const order = async (token: string, params: Record<string, string>) => {
    const res = await fetch(`${platform.baseUrl}/api/web/placeSpotOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        symbol: 'BTCUSDT',
        tif: 'GTC',
        rtoken: `rec${Math.random().toString(36).slice(2, 12)}`,
        token,
        ...params,
      }),
    });
    const envelope = (await res.json()) as { code: number };
    expect(envelope.code, JSON.stringify(envelope)).toBe(0);
  };

  beforeAll(async () => {
    platform = await startPlatform();
    browser = await launchBrowser();
    const seller = await registerCustomer(platform, 'Passw0rd!23');
    const buyer = await registerCustomer(platform, 'Passw0rd!23');
    await fundFromWorld(platform.app, seller.uid, { BTC: '1' });
    await fundFromWorld(platform.app, buyer.uid, { USDT: '5000' });
    await order(seller.token, { side: 'sell', type: 'limit', price: '65000', quantity: '0.01' });
    await order(buyer.token, { side: 'buy', type: 'limit', price: '65100', quantity: '0.004' });
    buyerToken = buyer.token;
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  const cases = [
    { viewport: 'phone', lang: 'jp', item: 'record-card' },
    { viewport: 'desktop', lang: 'en', item: 'record-row' },
  ] as const;

  for (const { viewport, lang, item } of cases) {
    it(`names every record kind and groups a trade's lines (${lang}, ${viewport})`, async () => {
      const t = webTexts('assets', lang);
      const page: Page = await customerPage(browser, platform.baseUrl, buyerToken, { viewport, lang });
      const errors = collectErrors(page);
      await page.goto('/deallog');
      const rows = page.getByTestId(item);
      await rows.first().waitFor();
      // The deposit, the order's freeze, the fill in USDT and in BTC, and the unspent funds returned.
      await expect.poll(() => rows.count()).toBe(5);
      const kinds = await page.getByTestId(item).getByTestId('record-kind').allTextContents();
      for (const label of [
        t.kind['spot-order'],
        t.kind['spot-trade'],
        t.kind['spot-release'],
        t.kind.deposit,
      ])
        expect(
          kinds.some((k) => k.startsWith(label)),
          label,
        ).toBe(true);
      const text = (await page.getByTestId(item).allTextContents()).join('\n');
      expect(text).not.toMatch(RAW_KIND);
      expect(text).toContain(t.ref['spot-order']);
      // The order froze funds: one record that says what moved from available to frozen.
      const placed = rows.filter({ hasText: t.kind['spot-order'] });
      expect(await placed.getByTestId('record-details').textContent()).toContain('260.6604');
      // Amounts carry no trailing zeros: the deposit reads 5,000, not 5,000.000000.
      expect(text).toContain('+5,000');
      expect(text).not.toMatch(/\.0{6}/);
      // The kind filter offers the trading kinds.
      const options = await page.locator('select option').allTextContents();
      expect(options).toEqual(expect.arrayContaining([t.kind['spot-trade'], t.kind['contract-liquidation']]));
      await screenshot(page, `records-after-${lang}-${viewport}`);
      if (viewport === 'desktop') await screenshot(page, 'records-after');
      expect(errors).toEqual([]);

      // Home and market show prices with the language's grouping.
      await page.goto('/');
      await page.getByTestId('live-price').first().waitFor();
      await expect
        .poll(async () =>
          (await page.getByTestId('live-price').allTextContents()).some((p) => GROUPED_PRICE.test(p)),
        )
        .toBe(true);
      await page.goto('/market');
      await page.getByTestId('market-row').first().waitFor();
      await expect
        .poll(async () =>
          (await page.getByTestId('live-price').allTextContents()).some((p) => GROUPED_PRICE.test(p)),
        )
        .toBe(true);
      await page.context().close();
    });
  }
});
