import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIS_MAX_PPM, BASIS_MIN_PPM } from '../apps/server/src/modules/market/perpetual.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import {
  browserAvailable,
  launchBrowser,
  screenshot,
  startPlatform,
  VIEWPORTS,
  webTexts,
} from './platform.ts';

/**
 * What the market screens show agrees with the platform: on a phone in Japanese the best bid and
 * ask are labelled 買気配 and 売気配 (not the other way round) and the order book's sides are the
 * buy and sell orders; the market maker's ladder grows with depth instead of repeating one size;
 * on a desktop in English a perpetual's 24-hour change follows its spot pair's, and its 24-hour
 * high and low lie above the spot pair's by no more than the perpetual's basis.
 */

/** A number as the English and Japanese screens group it ('67,280.5', '+1.25%', '-0.3%'). */
function numberOf(text: string | null): number {
  const value = Number((text ?? '').replace(/[,%+\s]/g, '').replace('−', '-'));
  if (!Number.isFinite(value)) throw new Error(`not a number: ${text}`);
  return value;
}

/** The value shown under a label of the instrument page's statistics. */
async function stat(page: Page, label: string): Promise<string | null> {
  const term = page.locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
  expect(await term.count()).toBe(1);
  return term.locator('xpath=following-sibling::dd').textContent();
}

describe.skipIf(!browserAvailable())('market data consistency in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;

  beforeAll(async () => {
    // Some generated history so the 24-hour change, high and low are not flat, and the spot
    // market maker running on its timer as in production.
    const market = testConfig().market;
    platform = await startPlatform(
      {},
      { market: { ...market, simBackfillCandles: 120 }, spotMakerRefreshMs: 1000 },
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  async function open(
    viewport: keyof typeof VIEWPORTS,
    lang: string,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: platform.baseUrl });
    await context.addInitScript((l: string) => localStorage.setItem('lang', l), lang);
    return { context, page: await context.newPage() };
  }

  it('labels bid and ask in Japanese and shows a maker ladder that grows with depth (phone)', async () => {
    const market = webTexts('market', 'jp') as { stats: { bid: string; ask: string } };
    const spot = webTexts('spot', 'jp') as { book: { asks: string; bids: string } };
    expect(market.stats.bid).toBe('買気配');
    expect(market.stats.ask).toBe('売気配');
    const { context, page } = await open('phone', 'jp');

    await page.goto('/market/BTCUSDT');
    await page.getByTestId('instrument-title').waitFor();
    await expect.poll(() => stat(page, '買気配')).toMatch(/\d/);
    // The bid is the lower of the two: a reversed pair of labels would show the bid above the ask.
    const bid = numberOf(await stat(page, '買気配'));
    const ask = numberOf(await stat(page, '売気配'));
    expect(bid).toBeLessThan(ask);
    await screenshot(page, 'market-consistency-jp-stats-phone');

    await page.goto('/currencyTrade?symbol=BTCUSDT');
    const book = page.getByTestId('order-book');
    await book.waitFor();
    // The maker's ladder: sizes differ from level to level and grow away from the best price.
    const sizes = async (testId: string) =>
      (await book.getByTestId(testId).locator('span:nth-child(3)').allTextContents()).map(numberOf);
    await expect
      .poll(async () => (await sizes('book-bid-row')).length, { timeout: 20_000 })
      .toBeGreaterThan(3);
    await expect.poll(async () => (await sizes('book-ask-row')).length).toBeGreaterThan(3);
    // Each side's list is named for the orders it holds: the sell orders hold the asks.
    const askList = book.getByRole('list', { name: spot.book.asks, exact: true });
    const bidList = book.getByRole('list', { name: spot.book.bids, exact: true });
    expect(await askList.getByTestId('book-ask-row').count()).toBeGreaterThan(0);
    expect(await askList.getByTestId('book-bid-row').count()).toBe(0);
    expect(await bidList.getByTestId('book-bid-row').count()).toBeGreaterThan(0);
    expect(await bidList.getByTestId('book-ask-row').count()).toBe(0);
    expect(spot.book.asks).toContain('売');
    expect(spot.book.bids).toContain('買');

    const asks = (await sizes('book-ask-row')).reverse(); // shown highest first: best ask at the bottom
    const bids = await sizes('book-bid-row'); // shown best first
    expect(new Set([...asks, ...bids]).size).toBeGreaterThan(1);
    const grows = (side: number[]) => (side.at(-1) ?? 0) > (side[0] ?? 0);
    expect(grows(asks) || grows(bids)).toBe(true);
    await screenshot(page, 'market-consistency-jp-book-phone');
    await context.close();
  }, 60_000);

  it('shows a perpetual following its spot pair on the market list and the instrument pages (desktop)', async () => {
    const market = webTexts('market', 'en') as { stats: { high: string; low: string } };
    const { context, page } = await open('desktop', 'en');

    await page.goto('/market');
    await page.getByTestId('tab-all').click();
    await page.getByTestId('market-search').fill('BTC');
    const change = async (symbol: string) =>
      numberOf(
        await page
          .locator(`[data-testid="market-row"][data-symbol="${symbol}"] a > span`)
          .last()
          .textContent(),
      );
    await page.locator('[data-testid="market-row"][data-symbol="BTCUSDT-PERP"]').waitFor();
    await page.locator('[data-testid="market-row"][data-symbol="BTCUSDT"]').waitFor();
    const spotChange = await change('BTCUSDT');
    const perpChange = await change('BTCUSDT-PERP');
    expect(spotChange).not.toBe(0);
    // Same start and end of the day, both with the basis: the percentages differ only by rounding.
    expect(Math.abs(spotChange - perpChange)).toBeLessThanOrEqual(0.05);
    await screenshot(page, 'market-consistency-en-list-desktop');

    const highLow = async (symbol: string) => {
      await page.goto(`/market/${symbol}`);
      await expect.poll(() => stat(page, market.stats.high)).toMatch(/\d/);
      return {
        high: numberOf(await stat(page, market.stats.high)),
        low: numberOf(await stat(page, market.stats.low)),
      };
    };
    const spot = await highLow('BTCUSDT');
    const perp = await highLow('BTCUSDT-PERP');
    await screenshot(page, 'market-consistency-en-perp-desktop');
    // The perpetual is the spot price plus a basis of BASIS_MIN_PPM..BASIS_MAX_PPM; a little room
    // for the perpetual's coarser price step and a tick arriving between the two pages.
    const slack = 100;
    for (const key of ['high', 'low'] as const) {
      const ppm = (perp[key] / spot[key] - 1) * 1_000_000;
      expect(ppm).toBeGreaterThanOrEqual(BASIS_MIN_PPM - slack);
      expect(ppm).toBeLessThanOrEqual(BASIS_MAX_PPM + slack);
    }
    await context.close();
  }, 60_000);
});
