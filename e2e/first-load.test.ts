import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable, collectErrors, screenshot, useBrowserPlatform, VIEWPORTS } from './platform.ts';

/**
 * What a new customer's phone downloads to show the home page: every request the page makes
 * until the network is idle, counted as sent (compressed bodies and headers).
 */
const FIRST_LOAD_BYTES_MAX = 450_000;

describe.skipIf(!browserAvailable())('first load of the customer app in Chromium', () => {
  const env = useBrowserPlatform();

  const newPage = async () => {
    const context = await env.browser.newContext({
      viewport: VIEWPORTS.phone,
      baseURL: env.platform.baseUrl,
    });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    return context.newPage();
  };

  it('the home page arrives compressed, within its byte budget', async () => {
    const page = await newPage();
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    await page.goto('/');
    await page.getByTestId('hero-title').waitFor();
    await page.waitForLoadState('networkidle');
    const rows = await Promise.all(
      finished.map(async (request) => {
        const sizes = await request.sizes();
        const response = await request.response();
        return {
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          encoding: (await response?.allHeaders())?.['content-encoding'],
        };
      }),
    );
    const total = rows.reduce((sum, row) => sum + row.bytes, 0);
    console.info(`first load of /: ${rows.length} requests, ${total} bytes sent`);
    // Every script, style sheet and the page itself came compressed.
    const uncompressed = rows.filter((r) => /\.(js|css)$|^\/$/.test(r.url) && r.encoding !== 'br');
    expect(uncompressed).toEqual([]);
    expect(total).toBeLessThan(FIRST_LOAD_BYTES_MAX);
    await page.context().close();
  });

  it('shows the splash at once, until the app replaces it, without router warnings', async () => {
    const page = await newPage();
    const errors = collectErrors(page);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    // The app's entry script is held back, as on a slow connection.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const splash = page.getByTestId('splash');
    await splash.waitFor();
    expect(await splash.getByText('Kestrel').isVisible()).toBe(true);
    await screenshot(page, 'splash-phone');
    release();
    await page.getByTestId('hero-title').waitFor();
    expect(await splash.count()).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(warnings.filter((w) => /HydrateFallback/.test(w))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
