import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../apps/server/src/modules/accounts/schema.ts';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
import { browserAvailable, launchBrowser, screenshot, startPlatform, VIEWPORTS } from './platform.ts';

/**
 * The accounts journey of a person in Chromium: register by email with the code from the
 * outbox, log in, set the trade password, bind Google verification, log out, log in with the
 * code, change the password and watch the other session get code 2000; then the demo account.
 * Time runs on a manual clock so authenticator codes can move to the next 30-second step.
 */
const clock = new ManualClock(Date.now());
const PASSWORD = 'Kestrel#2026';
const NEW_PASSWORD = 'Kestrel#2027';

describe.skipIf(!browserAvailable())('accounts in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;

  beforeAll(async () => {
    platform = await startPlatform({ clock });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
  });

  async function open(
    viewport: keyof typeof VIEWPORTS,
    lang = 'en',
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: platform.baseUrl });
    await context.addInitScript((l: string) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', l);
    }, lang);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error', error.message));
    return { context, page };
  }

  async function outboxCode(target: string): Promise<string> {
    const rows = await platform.app.services.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.target, target))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
    if (!code) throw new Error(`no code for ${target}`);
    return code;
  }

  const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock.nowMs() / 1000) });

  async function login(page: Page, email: string, password: string, googleCode?: () => Promise<string>) {
    await page.goto('/login');
    await page.locator('#login-account').fill(email);
    await page.locator('#login-password').fill(password);
    await page.locator('[data-testid="login-form"] button[type="submit"]').click();
    if (googleCode) {
      await page.locator('#login-google').waitFor();
      await page.locator('#login-google').fill(await googleCode());
      await page.locator('[data-testid="login-form"] button[type="submit"]').click();
    }
    await page.waitForURL((url) => url.pathname !== '/login');
  }

  it('registers, secures the account, and ends other sessions after a password change', async () => {
    const email = `e2e.${Date.now()}@example.com`;
    const { context, page } = await open('desktop');
    await page.goto('/register');
    await page.locator('#reg-email').fill(email);
    await page.getByTestId('send-code').click();
    await expect.poll(() => outboxCode(email).catch(() => ''), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.locator('#reg-code').fill(await outboxCode(email));
    await page.locator('#reg-nationality').fill('Germany');
    await page.getByTestId('nationality-option-DE').click();
    await page.locator('#reg-password').fill(PASSWORD);
    await page.locator('#reg-confirm').fill(PASSWORD);
    await page.getByTestId('agree').check();
    await screenshot(page, 'register-desktop');
    await page.locator('[data-testid="register-form"] button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname !== '/register');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Trade password.
    await page.goto('/bindmpwd');
    await page.locator('#tp-login').fill(PASSWORD);
    await page.locator('#tp-new').fill('135790');
    await page.locator('#tp-confirm').fill('135790');
    await page.locator('[data-testid="set-trade-form"] button[type="submit"]').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForURL('**/setting');
    await page.goto('/bindmpwd');
    await page.getByTestId('trade-password-set').waitFor();

    // Google verification: read the secret from the page, compute the code as an app would.
    await page.goto('/googleCode');
    const secret = (await page.getByTestId('google-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'google-bind-desktop');
    await page.locator('[data-testid="google-step-1"] button.btn-primary').click();
    await page.locator('#g-code').fill(await totp(secret));
    await page.locator('#g-password').fill(PASSWORD);
    await page.locator('[data-testid="google-step-2"] button[type="submit"]').click();
    await page.waitForURL('**/setting');
    await page.goto('/googleCode');
    await page.getByTestId('google-unbind').waitFor();

    // Log out, then in again: the authenticator code of the next step is asked for.
    await page.goto('/setting');
    await page.getByTestId('setting-logout').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    clock.advance(30_000);
    await login(page, email, PASSWORD, () => totp(secret));

    // A second device logs in; the first changes the password; the second is asked to log in again.
    const other = await open('phone', 'jp');
    clock.advance(30_000);
    await login(other.page, email, PASSWORD, () => totp(secret));
    await page.goto('/editPassword');
    await page.locator('#pw-old').fill(PASSWORD);
    await page.locator('#pw-new').fill(NEW_PASSWORD);
    await page.locator('#pw-confirm').fill(NEW_PASSWORD);
    await page.locator('[data-testid="change-password-form"] button[type="submit"]').click();
    await page.getByTestId('confirm-ok').click();
    await page.waitForURL('**/setting');
    await other.page.goto('/setting');
    const dialog = other.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/ログイン|log in/i);
    await screenshot(other.page, 'relogin-phone-jp');
    await other.context.close();
    await context.close();
  });

  it('a demo account works at once and asks to switch to the real account for real-money actions', async () => {
    const { context, page } = await open('phone', 'xby');
    await page.goto('/login');
    await page.getByTestId('demo-login').click();
    await page.getByTestId('demo-banner').waitFor();
    await screenshot(page, 'demo-phone-xby');
    await page.goto('/bindmpwd');
    await page.locator('#tp-login').fill('whatever1');
    await page.locator('#tp-new').fill('123456');
    await page.locator('#tp-confirm').fill('123456');
    await page.locator('[data-testid="set-trade-form"] button[type="submit"]').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('cuenta real').first().waitFor();
    await page.getByTestId('demo-switch').click();
    await page.waitForURL('**/login');
    await context.close();
  });
});
