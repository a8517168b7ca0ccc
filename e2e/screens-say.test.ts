import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../apps/server/src/platform/config.ts';
import {
  browserAvailable,
  collectErrors,
  customerPage,
  outboxCode,
  screenshot,
  useBrowserPlatform,
  VIEWPORTS,
  verifyCustomer,
  webTexts,
} from './platform.ts';

/**
 * What the screens say is what the platform does: no screen is wider than a phone, the
 * nationality is chosen (never defaulted), a demo account is told plainly that its funds are
 * virtual, and a malformed transaction hash is named before the deposit is confirmed.
 */
const PASSWORD = 'Kestrel#2026';

/** Every path of the route table, parameters filled in with a real value. */
function routePaths(): string[] {
  const table = readFileSync(path.join(ROOT_DIR, 'apps/web/src/app/route-table.ts'), 'utf8');
  const screens = table.slice(table.indexOf('export const SCREENS'));
  const paths = [...screens.matchAll(/\{ path: '([^']+)'/g)].map((m) => m[1] as string);
  return paths.map((p) => p.replace(':symbol', 'BTCUSDT'));
}

describe.skipIf(!browserAvailable())('screens in Chromium', () => {
  const env = useBrowserPlatform();

  /** Registers through the API with the given email; returns the session token and user id. */
  async function register(email: string): Promise<{ token: string; uid: number }> {
    const call = async (action: string, params: Record<string, string>) => {
      const query = new URLSearchParams({ rtoken: 'e2etoken1', ...params });
      const res = await fetch(`${env.platform.baseUrl}/api/web/${action}?${query}`, {
        method: action === 'getCode' ? 'GET' : 'POST',
      });
      return (await res.json()) as { code: number; data: { token_h5: string; uid: number } };
    };
    await call('getCode', { type: 'email', email, purpose: 'register' });
    const code = await outboxCode(env.platform.app, email);
    const res = await call('userRegister', {
      ...{ type: 'email', email, nationality: 'FR', code },
      ...{ password: PASSWORD, password_confirm: PASSWORD, agree: '1' },
    });
    expect(res.code, JSON.stringify(res)).toBe(0);
    return { token: res.data.token_h5, uid: res.data.uid };
  }

  /** Visits every route in one page and lists those wider than the viewport. */
  async function widerThanViewport(page: Page): Promise<string[]> {
    const wide: string[] = [];
    for (const route of routePaths()) {
      await page.goto(route, { waitUntil: 'networkidle', timeout: 15_000 }).catch(() => undefined);
      const size = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      if (size.scroll > size.inner) wide.push(`${route}: ${size.scroll} px in ${size.inner} px`);
    }
    return wide;
  }

  it('shows no screen wider than a 390 px phone, to a visitor or a customer with a long email', async () => {
    const visitor = await (
      await env.browser.newContext({ viewport: VIEWPORTS.phone, baseURL: env.platform.baseUrl })
    ).newPage();
    const visitorWide = await widerThanViewport(visitor);
    await visitor.context().close();

    const email = `a.customer.with.a.rather.long.address.${Date.now()}@subdomain.example-company.com`;
    const { token } = await register(email);
    const page = await customerPage(env.browser, env.platform.baseUrl, token, { viewport: 'phone' });
    const customerWide = await widerThanViewport(page);
    await page.goto('/setting');
    await page.getByTestId('setting-page').waitFor();
    await screenshot(page, 'overflow-setting-after');
    await page.context().close();
    expect({ visitor: visitorWide, customer: customerWide }).toEqual({ visitor: [], customer: [] });
  }, 600_000);

  it('asks for the nationality with no default and finds it by its name in either language', async () => {
    for (const [viewport, lang, query, code] of [
      ['desktop', 'en', 'Deutschland', 'DE'],
      ['phone', 'jp', 'France', 'FR'],
    ] as const) {
      const context = await env.browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: env.platform.baseUrl,
      });
      await context.addInitScript((l: string) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const texts = webTexts('accounts', lang);
      await page.goto('/register');
      const input = page.getByTestId('nationality-input');
      await expect.poll(() => input.inputValue()).toBe('');
      await page.locator('[data-testid="register-form"] button[type="submit"]').click();
      await expect
        .poll(() => page.getByTestId('error-reg-nationality').textContent())
        .toBe(texts.error.required);
      await input.fill(query);
      await page.getByTestId(`nationality-option-${code}`).waitFor();
      await input.scrollIntoViewIfNeeded();
      await screenshot(page, `register-nationality-${viewport}-${lang}`);
      await page.getByTestId(`nationality-option-${code}`).click();
      await expect.poll(() => input.inputValue()).toContain(query);
      await expect.poll(() => page.getByTestId('error-reg-nationality').count()).toBe(0);
      await context.close();
    }
  }, 120_000);

  it('tells a demo account plainly that its funds are virtual, and funds its contract wallet', async () => {
    for (const [viewport, lang] of [
      ['phone', 'xby'],
      ['desktop', 'en'],
    ] as const) {
      const context = await env.browser.newContext({
        viewport: VIEWPORTS[viewport],
        baseURL: env.platform.baseUrl,
      });
      await context.addInitScript((l: string) => localStorage.setItem('lang', l), lang);
      const page = await context.newPage();
      const errors = collectErrors(page);
      const texts = webTexts('wallet', lang);
      await page.goto('/login');
      await page.getByTestId('demo-login').click();
      await page.getByTestId('demo-banner').waitFor();

      await page.goto('/withdraw');
      const withdraw = page.getByTestId('demo-withdraw-notice');
      await expect.poll(() => withdraw.textContent()).toContain(texts.demo.withdrawBody);
      await expect.poll(() => page.getByTestId('demo-wallet-switch').isVisible()).toBe(true);
      expect(await page.getByText(webTexts('common', lang).state.error).count()).toBe(0);
      await screenshot(page, `demo-withdraw-${viewport}-${lang}`);

      await page.goto('/recharge');
      await expect
        .poll(() => page.getByTestId('demo-deposit-notice').textContent())
        .toContain(texts.demo.depositBody);
      expect(await page.getByTestId('deposit-address-card').count()).toBe(0);
      expect(await page.content()).not.toMatch(/0x[0-9a-fA-F]{40}/);
      await screenshot(page, `demo-deposit-${viewport}-${lang}`);

      // The demo balances are spread over the wallets: the contract wallet holds USDT at once.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const res = await fetch(`${env.platform.baseUrl}/api/web/getAsset2?rtoken=e2etoken1&token=${token}`);
      expect(JSON.stringify(await res.json())).toContain('30000');
      if (viewport === 'desktop') {
        // So a long opens at once, without a transfer from spot first.
        await page.goto('/preciousMetal');
        await expect.poll(() => page.getByTestId('contract-available').textContent()).toContain('30,000');
        await page.getByTestId('contract-lots').fill('0.01');
        await expect.poll(() => page.getByTestId('contract-submit').isEnabled()).toBe(true);
        await screenshot(page, 'demo-contract-desktop-en');
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('names the chain format of a malformed transaction hash before the deposit is confirmed', async () => {
    for (const [viewport, lang, chain, hash] of [
      ['desktop', 'en', 'ERC20', 'abc123'],
      ['phone', 'hy', 'TRC20', `0x${'a'.repeat(64)}`],
    ] as const) {
      const { token, uid } = await register(`hash.${viewport}.${Date.now()}@example.com`);
      // Deposits need primary verification by default (verification.requirements).
      await verifyCustomer(env.platform.app, uid, 'primary');
      const page = await customerPage(env.browser, env.platform.baseUrl, token, { viewport, lang });
      const texts = webTexts('wallet', lang);
      await page.goto(`/recharge?asset=USDT&chain=${chain}`);
      await page.locator('#dp-amount').fill('100');
      await page.locator('#dp-hash').fill(hash);
      await page.locator('#dp-amount').focus();
      const format = chain === 'ERC20' ? texts.proof.hex64Prefixed : texts.proof.hex64;
      const message = format.replace('{{chain}}', chain);
      await expect.poll(() => page.getByTestId('error-dp-hash').textContent()).toBe(message);
      await page.getByTestId('deposit-form').locator('button[type="submit"]').click();
      await page.waitForTimeout(300);
      expect(await page.getByTestId('confirm-ok').count()).toBe(0);
      await screenshot(page, `deposit-hash-format-${viewport}-${lang}`);
      // A well-formed hash clears the message and opens the confirmation.
      await page.locator('#dp-hash').fill(chain === 'ERC20' ? `0x${'b'.repeat(64)}` : 'c'.repeat(64));
      await expect.poll(() => page.getByTestId('error-dp-hash').count()).toBe(0);
      await page.getByTestId('deposit-form').locator('button[type="submit"]').click();
      await page.getByTestId('confirm-ok').waitFor();
      await page.context().close();
    }
  }, 120_000);

  it('says a detail link without an item is incomplete and leads back to its list', async () => {
    const context = await env.browser.newContext({
      viewport: VIEWPORTS.phone,
      baseURL: env.platform.baseUrl,
    });
    const page = await context.newPage();
    const cases = [
      { path: '/helpDetail', back: '/help', link: 'Back to the list' },
      { path: '/helpDetail?id=abc', back: '/help', link: 'Back to the list' },
      { path: '/setting-newdetail', back: '/settingNew', link: 'Back to the list' },
      { path: '/bannerDetail', back: '/index', link: 'Back to the home page' },
    ];
    for (const c of cases) {
      await page.goto(c.path);
      await page.getByTestId('missing-id').waitFor();
      expect(await page.getByTestId('missing-id').textContent(), c.path).toContain(
        'does not say what to show',
      );
      expect(await page.getByTestId('empty-placeholder').count(), c.path).toBe(0);
      const back = page.getByTestId('missing-id-back');
      expect(await back.textContent(), c.path).toBe(c.link);
      await back.click();
      await page.waitForURL((url) => url.pathname === c.back);
    }
    await context.close();
  });
});
