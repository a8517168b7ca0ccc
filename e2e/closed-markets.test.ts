import { BCP47, LANGS, type Lang } from '@platform/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import {
  browserAvailable,
  collectErrors,
  demoSession,
  launchBrowser,
  screenshot,
  startPlatform,
  VIEWPORTS,
  webTexts,
} from './platform.ts';

/** Saturday 28 November 2026, 12:00 UTC: forex, metals, stocks and ETFs are closed. */
const SATURDAY = Date.parse('2026-11-28T12:00:00Z');
/** Forex opens on Sunday 17:00 New York, 22:00 UTC. */
const FOREX_OPENS_S = Date.parse('2026-11-29T22:00:00Z') / 1000;
/** The customer's own time zone, said explicitly: the opening is shown in it. */
const ZONES: Record<Lang, string> = {
  en: 'Europe/London',
  xby: 'Europe/Madrid',
  jp: 'Asia/Tokyo',
  hy: 'Asia/Seoul',
  ty: 'Asia/Bangkok',
  yn: 'Asia/Ho_Chi_Minh',
  zh: 'Asia/Shanghai',
  ft: 'Asia/Taipei',
};

/** 'Mon 07:00' as the chip writes it, in the customer's language and time zone. */
function opening(lang: Lang, seconds: number): string {
  return new Intl.DateTimeFormat(BCP47[lang], {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: ZONES[lang],
  }).format(new Date(seconds * 1000));
}

/**
 * A weekend seen by a new customer: the server's clock on a Saturday, with generated history that
 * ends at Friday's close. Every closed instrument shows its last price and a chip saying when it
 * opens, whole on a phone in every language; a basket says when it trades again and takes no amount.
 */
describe.skipIf(!browserAvailable())('closed markets on a weekend in Chromium', () => {
  const clock = new ManualClock(SATURDAY);
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startPlatform({ clock }, { market: { ...testConfig().market, simBackfillCandles: 60 } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  async function open(viewport: keyof typeof VIEWPORTS, lang: Lang, token?: string): Promise<Page> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: platform.baseUrl,
      timezoneId: ZONES[lang],
    });
    await context.addInitScript(
      (s: { lang: string; token: string | undefined }) => {
        localStorage.setItem('lang', s.lang);
        if (s.token) localStorage.setItem('token', s.token);
      },
      { lang, token },
    );
    const page = await context.newPage();
    await page.clock.setFixedTime(clock.nowMs());
    return page;
  }

  async function forexTab(page: Page) {
    await page.goto('/market');
    await page.getByTestId('tab-forex').click();
    await page.locator('[data-testid="market-row"][data-symbol="EURUSD"]').waitFor();
  }

  for (const lang of LANGS) {
    it(`the forex list shows last prices and a whole closed chip on a phone (${lang})`, async () => {
      const t = webTexts('market', lang);
      const page = await open('phone', lang);
      const errors = collectErrors(page);
      await forexTab(page);
      const rows = page.getByTestId('market-row');
      for (const price of await rows.getByTestId('live-price').allTextContents()) expect(price).not.toBe('—');
      const row = page.locator('[data-testid="market-row"][data-symbol="EURUSD"]');
      const chip = row.getByTestId('closed-chip');
      expect(await chip.textContent()).toBe(t.closedOpens.replace('{{time}}', opening(lang, FOREX_OPENS_S)));
      // Whole: not cut by its own box, and clear of the price beside it.
      const clipped = await chip.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(clipped).toBe(false);
      const chipBox = await chip.boundingBox();
      const priceBox = await row.getByTestId('live-price').boundingBox();
      expect(chipBox && priceBox && chipBox.x + chipBox.width <= priceBox.x).toBe(true);
      if (lang === 'en' || lang === 'zh' || lang === 'jp')
        await screenshot(page, `closed-forex-${lang}-phone`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const [lang, viewport] of [
    ['en', 'phone'],
    ['en', 'desktop'],
    ['zh', 'desktop'],
    ['jp', 'phone'],
  ] as const) {
    it(`an instrument page and the home strip show the last price of a closed market (${lang}, ${viewport})`, async () => {
      const t = webTexts('market', lang);
      const page = await open(viewport, lang);
      const errors = collectErrors(page);
      if (viewport === 'desktop') {
        await forexTab(page);
        await screenshot(page, `closed-forex-${lang}-desktop`);
      }
      await page.goto('/market/EURUSD');
      await page.getByTestId('closed-notice').waitFor();
      await expect.poll(() => page.getByTestId('live-price').first().textContent()).toMatch(/\d/);
      expect(await page.getByTestId('closed-chip').textContent()).toBe(
        t.closedOpens.replace('{{time}}', opening(lang, FOREX_OPENS_S)),
      );
      expect(await page.getByTestId('closed-notice').textContent()).toContain(
        t.closedNoticeOpens.split('{{time}}')[0],
      );
      await screenshot(page, `closed-instrument-${lang}-${viewport}`);
      await page.goto('/');
      const strip = page.getByTestId('strip-item').filter({ hasText: 'EUR' });
      await strip.getByTestId('strip-closed').waitFor();
      expect(await strip.getByTestId('live-price').textContent()).toMatch(/\d/);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('an ETF basket says when it trades again and takes no amount while closed (en, phone)', async () => {
    const t = webTexts('baskets', 'en');
    // The basket job records each basket's inception prices (the last closes) and its NAV.
    await platform.app.services.baskets.runOnce();
    const demo = await demoSession(platform.baseUrl);
    const page = await open('phone', 'en', demo.token);
    await page.goto('/etflow_buy');
    const block = page.getByTestId('baskets-block');
    await block.waitFor();
    expect(await block.locator('p').getAttribute('data-block')).toBe('marketClosed');
    // Every market of a basket is open again from Monday 09:30 New York, 14:30 in London.
    const text = await block.textContent();
    expect(text).toContain(t.block.marketClosedUntil.split('{{time}}')[0]);
    expect(text).toMatch(/Mon.*30.*14:30/);
    expect(await page.getByTestId('baskets-amount').isDisabled()).toBe(true);
    expect(await page.getByTestId('baskets-buy-submit').isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('baskets-nav').first().textContent()).toMatch(/\d/);
    await page.getByTestId('baskets-buy').scrollIntoViewIfNeeded();
    await screenshot(page, 'closed-basket-en-phone');
    await page.context().close();
  });
});
