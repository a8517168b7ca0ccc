import { describe, expect, it } from 'vitest';
import {
  browserAvailable,
  customerPage,
  registerCustomer,
  screenshot,
  useBrowserPlatform,
  VIEWPORTS,
  webTexts,
} from './platform.ts';

/**
 * While a simulated feed drives the prices (the test platform's default feed), every screen that
 * shows a price says so: the badge is in view on trade, asset and market screens, on a phone as
 * on a desktop.
 */
const ROUTES = ['/currencyTrade', '/preciousMetal', '/exchange', '/table1', '/', '/market'];
/** The phone screens whose badge was once hidden, kept as screenshots. */
const SHOTS = new Set(['/currencyTrade', '/preciousMetal', '/exchange', '/table1']);

describe.skipIf(!browserAvailable())('simulated-prices badge in Chromium', () => {
  const env = useBrowserPlatform();

  it('is in view on every price screen at 390 and 1440 pixels wide', async () => {
    const customer = await registerCustomer(env.platform, 'Customer#2026');
    for (const [viewport, lang] of [
      ['phone', 'en'],
      ['desktop', 'jp'],
    ] as const) {
      const page = await customerPage(env.browser, env.platform.baseUrl, customer.token, { viewport, lang });
      const label = webTexts('market', lang).simulated as string;
      for (const route of ROUTES) {
        await page.goto(route);
        const badge = page.locator('[data-testid="simulated-badge"]:visible').first();
        await badge.waitFor({ timeout: 10_000 });
        expect(await badge.textContent(), route).toBe(label);
        const box = await badge.boundingBox();
        expect(box, route).not.toBeNull();
        const { width, height } = VIEWPORTS[viewport];
        expect(
          box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
          route,
        ).toBe(true);
        if (viewport === 'phone' && SHOTS.has(route)) {
          await page.locator('main > *').first().waitFor();
          await screenshot(page, `sim-badge-${route.slice(1)}-after`);
        }
      }
      await page.context().close();
    }
  }, 120_000);

  it('keeps toasts clear of the badge on a phone', async () => {
    const page = await env.browser
      .newContext({ viewport: VIEWPORTS.phone, baseURL: env.platform.baseUrl })
      .then((c) => c.newPage());
    await page.goto('/login');
    const badge = page.locator('[data-testid="simulated-badge"]:visible').first();
    await badge.waitFor({ timeout: 10_000 });
    // A refused sign-in is told in a toast.
    await page.locator('#login-account').fill('nobody@example.com');
    await page.locator('#login-password').fill('Wrong#2026pass');
    await page.locator('[data-testid="login-form"] button[type="submit"]').click();
    const toast = page.locator('[aria-live="polite"] > [role]').first();
    await toast.waitFor();
    const [a, b] = [await badge.boundingBox(), await toast.boundingBox()];
    if (!a || !b) throw new Error('badge or toast not laid out');
    const overlap =
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    await screenshot(page, 'toast-below-badge-phone');
    expect(overlap, JSON.stringify({ badge: a, toast: b })).toBe(false);
    await page.context().close();
  });
});
