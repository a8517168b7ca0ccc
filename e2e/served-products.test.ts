import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { kycSubmissions } from '../apps/server/src/modules/kyc/schema.ts';
import { ROOT_DIR } from '../apps/server/src/platform/config.ts';
import {
  browserAvailable,
  collectErrors,
  customerPage,
  demoSession,
  registerCustomer,
  screenshot,
  servedProducts,
  shownWith,
  useBrowserPlatform,
  VIEWPORTS,
  webTexts,
} from './platform.ts';

const seed = (lang: string) =>
  JSON.parse(readFileSync(path.join(ROOT_DIR, `apps/server/src/modules/content/seed/${lang}.json`), 'utf8'));
const PASSWORD = 'Served-2026';
/** Spec paths of products the server does not serve yet: not found, with no login asked first. */
const HIDDEN = ['/kjmbSelect', '/c2c_index', '/invite', '/repayment2', '/subscription'];

describe.skipIf(!browserAvailable())('the screens show only the products the server serves', () => {
  const env = useBrowserPlatform();

  async function visitor(viewport: keyof typeof VIEWPORTS, lang: string): Promise<Page> {
    const context = await env.browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: env.platform.baseUrl,
    });
    await context.addInitScript((l: string) => localStorage.setItem('lang', l), lang);
    return context.newPage();
  }

  /** Opens each link target in turn; none may answer the not-found page. */
  async function expectAllFound(page: Page, hrefs: string[]) {
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      await page.goto(href);
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('not-found').count(), href).toBe(0);
    }
  }

  const hrefsOf = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

  // Every entry of every served product is opened, each until the network is idle: allow two minutes.
  it('desktop, English: every navigation link, footer link, menu entry and banner leads somewhere', async () => {
    const { token } = await registerCustomer(env.platform, PASSWORD);
    const page = await customerPage(env.browser, env.platform.baseUrl, token, {
      viewport: 'desktop',
      lang: 'en',
    });
    const errors = collectErrors(page);
    const common = webTexts('common', 'en');
    await page.goto('/');
    await page.getByTestId('hero-title').waitFor();
    // Escrow earning is served: "Earn" leads to its products.
    const main = page.getByRole('navigation', { name: 'main' });
    expect(await main.getByText(common.nav.wealth).count()).toBe(1);
    const navLinks = await hrefsOf(page, 'nav[aria-label="main"] a');
    expect(navLinks).toContain('/profit_index');
    const footerLinks = await hrefsOf(page, 'nav[aria-label="footer"] a');
    // The texts send customers to the support e-mail of the site identity, shown in the footer.
    const support = page.getByTestId('support-email').locator('a');
    await expect.poll(() => support.getAttribute('href')).toBe(`mailto:${seed('en').site.supportEmail}`);
    await support.scrollIntoViewIfNeeded();
    await screenshot(page, 'footer-support-en-desktop');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('banner').first().waitFor();
    const banners = await hrefsOf(page, '[data-testid="banner"]');
    const bannerTitles = await page.getByTestId('banner').locator('h3').allTextContents();
    const en = seed('en');
    const shown = shownWith(await servedProducts(env.platform.baseUrl));
    for (const b of en.banners.filter((x: { requires?: string }) => x.requires))
      if (shown(b)) expect(bannerTitles).toContain(b.title);
      else expect(bannerTitles).not.toContain(b.title);
    await screenshot(page, 'served-home-en-desktop');

    await page.getByTestId('user-menu').click();
    const items = page.getByRole('menuitem');
    await items.first().waitFor();
    const labels = await items.allTextContents();
    expect(labels).not.toContain(common.userMenu.quickBuy);
    await screenshot(page, 'served-user-menu-en-desktop');
    await page.keyboard.press('Escape');
    // Each user-centre entry, opened as the menu opens it.
    for (let i = 0; i < labels.length - 1; i++) {
      await page.goto('/');
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem').nth(i).click();
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('not-found').count(), labels[i]).toBe(0);
    }
    await expectAllFound(page, [...navLinks, ...footerLinks, ...banners]);
    for (const hidden of HIDDEN) {
      await page.goto(hidden);
      await page.getByTestId('not-found').waitFor();
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  /**
   * Opens a path as a customer would and fails on a dead end: the not-found page, the generic
   * empty placeholder, or a main area with nothing in it.
   */
  async function expectScreen(page: Page, href: string) {
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('not-found').count(), href).toBe(0);
    expect(await page.getByTestId('empty-placeholder').count(), href).toBe(0);
    expect((await page.locator('main').innerText()).trim().length, href).toBeGreaterThan(20);
  }

  /** Every entry of every menu a new customer sees: home, navigation, /setting, profile menu, help. */
  async function walkMenus(page: Page, viewport: keyof typeof VIEWPORTS, lang: string) {
    const common = webTexts('common', lang);
    const content = webTexts('content', lang);
    await page.goto('/');
    await page.getByTestId('next-steps').waitFor();
    const home = await hrefsOf(page, '[data-testid="home"] a[href], [data-testid="next-steps"] a[href]');
    const nav = viewport === 'phone' ? 'nav[aria-label="tabs"] a' : 'nav[aria-label="main"] a';
    const tabs = await hrefsOf(page, nav);
    // "Trade" opens spot trading, which switches to contracts.
    expect(tabs).toContain('/currencyTrade');
    expect(tabs).not.toContain('/preciousMetal');
    await page.goto('/setting');
    await page.getByTestId('setting-page').waitFor();
    const settingText = await page.getByTestId('setting-page').innerText();
    expect(settingText).not.toContain(common.userMenu.quickBuy);
    const setting = await hrefsOf(page, '[data-testid="setting-page"] a[href]');
    await screenshot(page, `walk-setting-${lang}-${viewport}`);
    await page.locator('[data-testid="setting-page"] a[href="/settingAbout"]').scrollIntoViewIfNeeded();
    await screenshot(page, `walk-setting-more-${lang}-${viewport}`);
    await page.goto('/settingHelp');
    await page.getByTestId('help-topic').first().waitFor();
    const chips = await page.getByTestId('help-chip').allTextContents();
    // Loans are not served: the earning topic is called "Earning", and nothing speaks of borrowing.
    expect(chips).toContain(content.help.categories.earn);
    expect(await page.getByText(content.help.earnAndLoans).count()).toBe(0);
    const articles = await hrefsOf(page, '[data-testid="help-topic"] a[href]');
    await screenshot(page, `walk-help-${lang}-${viewport}`);
    for (let i = 0; i < chips.length; i++) {
      await page.getByTestId('help-chip').nth(i).click();
      // The topic's own articles replace the list (it is fetched by topic): one section, never empty.
      await expect.poll(() => page.getByTestId('help-topic').count(), { message: chips[i] }).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('empty-placeholder').count(), chips[i]).toBe(0);
    }
    const entries = [...new Set([...home, ...tabs, ...setting, ...articles])];
    expect(entries.length).toBeGreaterThan(20);
    for (const href of entries) await expectScreen(page, href);
    // The profile menu, each entry opened as the menu opens it (desktop: the phone reaches it as /setting).
    if (viewport === 'desktop') {
      await page.goto('/');
      await page.getByTestId('user-menu').click();
      const labels = await page.getByRole('menuitem').allTextContents();
      expect(labels).not.toContain(common.userMenu.quickBuy);
      for (let i = 0; i < labels.length - 1; i++) {
        await page.goto('/');
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem').nth(i).click();
        await page.waitForLoadState('networkidle');
        expect(await page.getByTestId('not-found').count(), labels[i]).toBe(0);
        expect(await page.getByTestId('empty-placeholder').count(), labels[i]).toBe(0);
      }
    }
  }

  for (const [viewport, lang] of [
    ['desktop', 'en'],
    ['phone', 'xby'],
  ] as const) {
    it(`${viewport}, ${lang}: a new customer opens every entry of every menu and meets no dead end`, async () => {
      const { token } = await registerCustomer(env.platform, PASSWORD);
      const page = await customerPage(env.browser, env.platform.baseUrl, token, { viewport, lang });
      const errors = collectErrors(page);
      await walkMenus(page, viewport, lang);
      // No invitation programme is served: the profile shows no invitation code.
      await page.goto('/info');
      await page.getByText(webTexts('accounts', lang).field.nickname).first().waitFor();
      expect(await page.getByText(webTexts('accounts', lang).profile.invitationCode).count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
      // Nor does sign-up ask for one (the operator does not require a code here).
      const guest = await visitor(viewport, lang);
      await guest.goto('/register');
      await guest.locator('#reg-confirm').waitFor();
      expect(await guest.locator('#reg-invite').count()).toBe(0);
      await guest.context().close();
    }, 240_000);
  }

  it('phone, Japanese: the tab bar has the Earn tab and hidden products are not found for visitors', async () => {
    const page = await visitor('phone', 'jp');
    const common = webTexts('common', 'jp');
    await page.goto('/');
    await page.getByTestId('hero-title').waitFor();
    const tabs = page.getByRole('navigation', { name: 'tabs' });
    await expect.poll(() => tabs.getByRole('link').count()).toBe(5);
    expect(await tabs.getByText(common.nav.wealth).count()).toBe(1);
    await page.getByTestId('cta-register').waitFor();
    await screenshot(page, 'served-home-jp-phone');
    const tabLinks = await hrefsOf(page, 'nav[aria-label="tabs"] a');
    for (const hidden of HIDDEN) {
      await page.goto(hidden);
      await page.getByTestId('not-found').waitFor();
      expect(new URL(page.url()).pathname).toBe(hidden);
    }
    // Visitors may open the public tabs; /asset asks to log in, which is not a not-found page.
    await expectAllFound(page, tabLinks);
    await page.context().close();
  });

  it('phone, Japanese: login from a private path returns to it, with its query', async () => {
    const { email, uid } = await registerCustomer(env.platform, PASSWORD);
    // Primary verification approved, so /credit shows the score itself (the review is another test's).
    await env.platform.app.services.database.db.insert(kycSubmissions).values({
      userId: uid,
      level: 'primary',
      status: 'approved',
      data: {},
      images: {},
      createdAt: new Date(),
      decidedAt: new Date(),
    });
    const page = await visitor('phone', 'jp');
    await page.goto('/credit?from=menu');
    await page.waitForURL('**/login?redirect=%2Fcredit%3Ffrom%3Dmenu');
    await page.locator('#login-account').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('[data-testid="login-form"] button[type="submit"]').click();
    await page.waitForURL('**/credit?from=menu');
    await page.getByTestId('credit-score-card').waitFor();
    // No loan limit is shown while loans are not offered; the page says they are not offered yet.
    await page.getByTestId('credit-no-loans').getByText(webTexts('kyc', 'jp').credit.noLoansTitle).waitFor();
    expect(await page.getByTestId('credit-loan-limit').count()).toBe(0);
    expect(await page.getByTestId('loan-formula').count()).toBe(0);
    await screenshot(page, 'credit-no-loans-jp-phone');
    // A redirect to another site is never followed.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await page.locator('#login-account').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.locator('[data-testid="login-form"] button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(env.platform.baseUrl).host);
    await page.context().close();
  });

  it('desktop, English: the logged-in home shows next steps instead of "Create an account"', async () => {
    const { token } = await registerCustomer(env.platform, PASSWORD);
    const page = await customerPage(env.browser, env.platform.baseUrl, token, {
      viewport: 'desktop',
      lang: 'en',
    });
    await page.goto('/');
    await page.getByTestId('next-steps').waitFor();
    expect(await page.getByTestId('cta-register').count()).toBe(0);
    const texts = webTexts('content', 'en').home.nextSteps;
    await page.getByTestId('next-step-verify').getByText(texts.verifyTitle).waitFor();
    await page.getByTestId('next-step-deposit').getByText(texts.depositTitle).waitFor();
    await page.getByTestId('next-step-trade').getByText(texts.tradeTitle).waitFor();
    await screenshot(page, 'next-steps-en-desktop');
    await page.getByTestId('next-step-deposit').click();
    await page.waitForURL('**/recharge');
    expect(await page.getByTestId('not-found').count()).toBe(0);
    await page.context().close();

    // A demo account neither verifies nor deposits: it is asked only to trade.
    const demo = await demoSession(env.platform.baseUrl);
    const phone = await customerPage(env.browser, env.platform.baseUrl, demo.token, {
      viewport: 'phone',
      lang: 'jp',
    });
    await phone.goto('/');
    await phone.getByTestId('next-step-trade').waitFor();
    await expect.poll(() => phone.getByTestId('next-step-verify').count()).toBe(0);
    await expect.poll(() => phone.getByTestId('next-step-deposit').count()).toBe(0);
    await screenshot(phone, 'next-steps-jp-phone');
    await phone.context().close();
  });

  for (const [viewport, lang] of [
    ['desktop', 'en'],
    ['phone', 'jp'],
  ] as const) {
    it(`${viewport}, ${lang}: a new page opens at its top and back restores the scroll position`, async () => {
      const page = await visitor(viewport, lang);
      await page.goto('/help');
      await page.getByTestId('help-topic').first().waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bottom = await page.evaluate(() => window.scrollY);
      expect(bottom).toBeGreaterThan(100);
      await page.locator('nav[aria-label="footer"] a[href="/about"]').click();
      await page.waitForURL('**/about');
      await page.getByTestId('text-page').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await page.waitForURL('**/help');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 20);
      await page.context().close();
    });
  }
});
