import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
import { ROOT_DIR } from '../apps/server/src/platform/config.ts';
import {
  browserAvailable,
  launchBrowser,
  registerCustomer,
  screenshot,
  staffLogin,
  startPlatform,
  VIEWPORTS,
} from './platform.ts';

/**
 * The operator's first steps: the first staff account comes from the command line, signs in to
 * /admin with its authenticator, and freezes a customer, who then sees a clear refusal.
 */
const clock = new ManualClock(Date.now());
const STAFF_EMAIL = 'first.admin@kestrel.test';
const STAFF_PASSWORD = 'Operator#2026';
const CUSTOMER_PASSWORD = 'Customer#2026';

describe.skipIf(!browserAvailable())('back office in Chromium', () => {
  let platform: Awaited<ReturnType<typeof startPlatform>>;
  let browser: Browser;
  let secret = '';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kestrel-admin-e2e-'));

  beforeAll(async () => {
    // The command works on the same embedded database the server then opens.
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/cli/admin-create.ts',
        '--email',
        STAFF_EMAIL,
        '--name',
        'First Admin',
        '--role',
        'superadmin',
        '--password',
        STAFF_PASSWORD,
      ],
      {
        cwd: ROOT_DIR,
        env: { ...process.env, DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'silent' },
        encoding: 'utf8',
      },
    );
    secret = /Authenticator secret \(shown once\): ([A-Z2-7]+)/.exec(output)?.[1] ?? '';
    expect(secret, output).not.toBe('');
    platform = await startPlatform({ clock }, { dataDir: path.join(dataDir, 'db') });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const registerCustomerHere = () => registerCustomer(platform, CUSTOMER_PASSWORD);
  const staffLoginHere = (page: Page) =>
    staffLogin(page, { email: STAFF_EMAIL, password: STAFF_PASSWORD, secret }, clock);

  it('publishes a news item in two languages that the customer site then shows in each', async () => {
    const title = { en: `Market hours change ${Date.now()}`, xby: `Cambio de horario ${Date.now()}` };
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: platform.baseUrl });
    const page = await context.newPage();
    await staffLoginHere(page);
    await page.getByTestId('nav-content').click();
    await page.getByTestId('content-tab-news').click();
    await page.getByTestId('content-create').click();
    const editor = page.getByTestId('content-editor');
    await editor.getByTestId('content-title-en').fill(title.en);
    await editor.getByTestId('content-summary-en').fill('Trading hours for metals change next week.');
    await editor.getByTestId('content-body-en').fill('From Monday, metals trade from 01:00 to 23:00 UTC.');
    await editor.getByTestId('content-lang-tab-xby').click();
    await editor.getByTestId('content-title-xby').fill(title.xby);
    await editor
      .getByTestId('content-summary-xby')
      .fill('El horario de los metales cambia la próxima semana.');
    await editor
      .getByTestId('content-body-xby')
      .fill('Desde el lunes, los metales cotizan de 01:00 a 23:00 UTC.');
    await screenshot(page, 'admin-content-editor-desktop');
    await page.getByTestId('content-save').click();
    const row = page.getByTestId('content-table').locator('tr', { hasText: title.en });
    await row.locator('[data-testid^="content-publish-"]').click();
    await page.getByTestId('confirm-ok').click();
    await row.locator('[data-testid^="content-unpublish-"]').waitFor();
    await context.close();

    for (const lang of ['en', 'xby'] as const) {
      const web = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: platform.baseUrl });
      await web.addInitScript((l: string) => localStorage.setItem('lang', l), lang);
      const site = await web.newPage();
      await site.goto('/settingNew');
      await site.getByText(title[lang]).first().waitFor();
      if (lang === 'xby') await screenshot(site, 'news-published-phone-xby');
      await web.close();
    }
  });

  it('signs in with the authenticator and freezes a customer, whose login is then refused clearly', async () => {
    const customer = await registerCustomerHere();
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: platform.baseUrl });
    const page = await context.newPage();
    await staffLoginHere(page);
    await screenshot(page, 'admin-dashboard-desktop');
    await page.getByTestId('nav-users').click();
    await page.getByTestId('users-search').locator('input').first().fill(customer.email);
    await page.getByTestId('users-search').locator('input').first().press('Enter');
    await page.getByTestId('users-table').getByText(customer.email).click();
    await page.getByTestId('user-detail').waitFor();
    await page.getByTestId('freeze-login').click();
    await page.getByTestId('reason-input').fill('Documents under review');
    await page.getByTestId('reason-ok').click();
    await expect
      .poll(async () => (await page.getByTestId('freeze-login').textContent()) ?? '')
      .toMatch(/Unfreeze/);
    await screenshot(page, 'admin-user-frozen-desktop');
    await context.close();

    const web = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: platform.baseUrl });
    const customerPage = await web.newPage();
    await customerPage.goto('/login');
    await customerPage.locator('#login-account').fill(customer.email);
    await customerPage.locator('#login-password').fill(CUSTOMER_PASSWORD);
    await customerPage.locator('[data-testid="login-form"] button[type="submit"]').click();
    await customerPage.getByText('Documents under review').first().waitFor();
    await screenshot(customerPage, 'customer-frozen-login-phone');
    expect(new URL(customerPage.url()).pathname).toBe('/login');
    await web.close();
  });
});
