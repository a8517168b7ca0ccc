import type { Lang } from '@platform/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../apps/server/src/platform/config.ts';
import {
  browserAvailable,
  collectErrors,
  launchBrowser,
  screenshot,
  startPlatform,
  VIEWPORTS,
  webTexts,
} from './platform.ts';

const texts = (lang: Lang) => webTexts('market', lang);

/** The platform with the default simulated feed and some generated history, so charts have candles. */
async function startMarketPlatform() {
  const market = testConfig().market;
  return startPlatform({}, { market: { ...market, simBackfillCandles: 60 } });
}

const prices = (page: Page) => page.getByTestId('live-price').allTextContents();

describe.skipIf(!browserAvailable())('market screens in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startMarketPlatform>>;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startMarketPlatform();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  async function open(
    viewport: keyof typeof VIEWPORTS,
    lang: Lang,
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: platform.baseUrl });
    await context.addInitScript((l: string) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
    }, lang);
    const page = await context.newPage();
    const errors = collectErrors(page);
    return { context, page, errors };
  }

  for (const lang of ['en', 'zh'] as const) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`/market shows live prices and the chart draws candles (${lang}, ${viewport})`, async () => {
        const t = texts(lang);
        const { context, page, errors } = await open(viewport, lang);
        await page.goto('/market');
        await page.getByTestId('market-row').first().waitFor();
        expect(await page.locator('h1').textContent()).toBe(t.title);
        await expect.poll(() => page.getByTestId('simulated-badge').first().textContent()).toBe(t.simulated);
        expect(await page.getByTestId('tab-crypto').textContent()).toBe(t.categories.crypto);
        const first = await prices(page);
        expect(first.length).toBeGreaterThan(5);
        // The simulated feed moves prices every second; the rows follow through the market socket.
        await expect
          .poll(async () => (await prices(page)).some((p, i) => p !== first[i]), { timeout: 15_000 })
          .toBe(true);
        await screenshot(page, `market-${lang}-${viewport}`);

        await page.getByTestId('market-row').first().locator('a').click();
        await page.waitForURL('**/market/BTCUSDT');
        const chart = page.getByTestId('kline-chart');
        await page.getByTestId('period-1m').click();
        await expect
          .poll(async () => Number(await chart.getAttribute('data-candles')), { timeout: 15_000 })
          .toBeGreaterThan(10);
        const close = await chart.getAttribute('data-last-close');
        await expect.poll(() => chart.getAttribute('data-last-close'), { timeout: 15_000 }).not.toBe(close);
        expect(await page.locator('canvas').count()).toBeGreaterThan(0);
        await page.getByTestId('period-1d').click();
        await expect
          .poll(async () => Number(await chart.getAttribute('data-candles')), { timeout: 15_000 })
          .toBeGreaterThan(10);
        expect(await page.getByTestId('period-1d').textContent()).toBe(t.periods['1d']);
        await page.waitForTimeout(300);
        await screenshot(page, `instrument-${lang}-${viewport}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('searches, sorts by change and keeps favourites on this device', async () => {
    const { context, page } = await open('desktop', 'en');
    await page.goto('/market');
    await page.getByTestId('market-row').first().waitFor();
    await page.getByTestId('market-search').fill('eur');
    await expect
      .poll(async () =>
        (
          await page
            .getByTestId('market-row')
            .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol')))
        ).every((s) => s?.includes('EUR')),
      )
      .toBe(true);
    await page.getByTestId('market-search').fill('');
    await page.getByTestId('sort-change').click();
    const changes = await page
      .getByTestId('market-row')
      .evaluateAll((rows) =>
        rows.map((r) =>
          Number(r.querySelector('a > span:last-child')?.textContent?.replace('%', '') ?? 'NaN'),
        ),
      );
    const known = changes.filter((c) => !Number.isNaN(c));
    expect(known).toEqual([...known].sort((a, b) => b - a));
    // Rows outside the window are not rendered: find the instrument first.
    await page.getByTestId('market-search').fill('ETHUSDT');
    await page.locator('[data-symbol="ETHUSDT"] [data-testid="favourite"]').click();
    await page.reload();
    await page.getByTestId('tab-favourites').click();
    await expect
      .poll(() =>
        page.getByTestId('market-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-symbol'))),
      )
      .toEqual(['ETHUSDT']);
    await context.close();
  });

  it('the home page shows the live quotes strip', async () => {
    const { context, page } = await open('phone', 'en');
    await page.goto('/');
    await expect.poll(() => page.getByTestId('strip-item').count()).toBe(8);
    await page.getByTestId('hero-title').waitFor();
    await screenshot(page, 'home-strip-en-phone');
    await context.close();
  });
});
