import { describe, expect, it } from 'vitest';
import {
  browserAvailable,
  collectErrors,
  screenshot,
  useBrowserPlatform,
  VIEWPORTS,
  webTexts,
} from './platform.ts';

/** Every piece of the app's code: what stops arriving when the connection drops. */
const CODE = /\/assets\//;

describe.skipIf(!browserAvailable())('a screen whose code cannot be fetched, in Chromium', () => {
  const env = useBrowserPlatform();

  const cases = [
    { lang: 'en', viewport: 'desktop' },
    { lang: 'jp', viewport: 'phone' },
    { lang: 'ty', viewport: 'phone' },
    { lang: 'xby', viewport: 'desktop' },
  ] as const;

  for (const { lang, viewport } of cases) {
    it(`says so in ${lang} on the ${viewport}; Try again brings the screen once the connection is back`, async () => {
      const texts = webTexts('common', lang);
      const context = await env.browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: env.platform.baseUrl,
      });
      await context.addInitScript((l: string) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto('/');
      await page.getByTestId('hero-title').waitFor();
      await page.waitForLoadState('networkidle');

      // The connection drops, then the customer opens the markets.
      await page.route(CODE, (route) => route.abort('internetdisconnected'));
      const nav = page.getByRole('navigation', { name: viewport === 'phone' ? 'tabs' : 'main' });
      await nav.getByRole('link', { name: texts.nav.market }).click();
      const failure = page.getByTestId('route-error');
      await failure.waitFor();
      expect(await failure.getByRole('heading').textContent()).toBe(texts.routeError.title);
      expect(await failure.getByText(texts.routeError.connection).isVisible()).toBe(true);
      expect(await failure.getByRole('link', { name: texts.routeError.home }).isVisible()).toBe(true);
      // The app's header and navigation stay around the message: no developer page replaces the app.
      expect(await nav.isVisible()).toBe(true);
      expect(await page.getByText(/Hey developer|Unexpected Application Error/).count()).toBe(0);
      await screenshot(page, `route-error-${lang}-${viewport}`);

      // The connection is back: Try again shows the screen.
      await page.unroute(CODE);
      await failure.getByRole('button', { name: texts.routeError.retry }).click();
      await page.getByTestId('market-row').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/market');
      expect(await page.getByTestId('route-error').count()).toBe(0);
      // Only the refused fetches of the code are logged, nothing else went wrong.
      expect(
        errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|dynamically imported module/.test(e)),
      ).toEqual([]);
      await context.close();
    });
  }

  it('a screen opened directly while its code cannot be fetched says so too, and Back to home works', async () => {
    const texts = webTexts('common', 'en');
    const context = await env.browser.newContext({
      viewport: VIEWPORTS.phone,
      baseURL: env.platform.baseUrl,
    });
    await context.addInitScript(() => localStorage.setItem('lang', 'en'));
    const page = await context.newPage();
    // Everything of the app's own start arrives; only the screen's own code does not.
    await page.goto('/');
    await page.getByTestId('hero-title').waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = new Set(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
      ),
    );
    await page.route(CODE, (route) =>
      loaded.has(new URL(route.request().url()).pathname)
        ? route.continue()
        : route.abort('internetdisconnected'),
    );
    await page.goto('/market');
    const failure = page.getByTestId('route-error');
    await failure.waitFor();
    expect(await failure.getByText(texts.routeError.connection).isVisible()).toBe(true);
    await failure.getByRole('link', { name: texts.routeError.home }).click();
    await page.getByTestId('hero-title').waitFor();
    expect(new URL(page.url()).pathname).toBe('/index');
    await context.close();
  });
});
