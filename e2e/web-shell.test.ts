import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BCP47, LANGS, type Lang } from '@platform/contract';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../apps/server/src/platform/config.ts';
import {
  browserAvailable,
  collectErrors,
  demoSession,
  screenshot,
  servedProducts,
  shownWith,
  useBrowserPlatform,
  VIEWPORTS,
} from './platform.ts';

const json = (file: string) => JSON.parse(readFileSync(path.join(ROOT_DIR, file), 'utf8'));
const seed = (lang: Lang) => json(`apps/server/src/modules/content/seed/${lang}.json`);
const common = (lang: Lang) => json(`apps/web/src/locales/${lang}/common.json`);

describe.skipIf(!browserAvailable())('web shell in Chromium', () => {
  const env = useBrowserPlatform();

  async function open(
    viewport: keyof typeof VIEWPORTS,
    init: { lang?: Lang; token?: string } = {},
  ): Promise<BrowserContext> {
    const context = await env.browser.newContext({
      viewport: VIEWPORTS[viewport],
      baseURL: env.platform.baseUrl,
    });
    await context.addInitScript((s: { lang?: string; token?: string }) => {
      if (s.lang && !localStorage.getItem('lang')) localStorage.setItem('lang', s.lang);
      if (s.token) localStorage.setItem('token', s.token);
    }, init);
    return context;
  }

  for (const lang of LANGS) {
    it(`home page in ${lang}: translated text and <html lang="${BCP47[lang]}">`, async () => {
      for (const viewport of ['phone', 'desktop'] as const) {
        const context = await open(viewport, { lang });
        const page = await context.newPage();
        const errors = collectErrors(page);
        await page.goto('/');
        const hero = page.getByTestId('hero-title');
        await expect.poll(() => hero.textContent()).toBe(seed(lang).home.heroTitle);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(BCP47[lang]);
        const tabs = page.getByRole('navigation', { name: viewport === 'phone' ? 'tabs' : 'main' });
        await expect.poll(() => tabs.getByText(common(lang).nav.market).count()).toBe(1);
        // Blocks of products the server does not serve (`requires`) are not shown.
        const served = seed(lang).home.features.filter(shownWith(await servedProducts(env.platform.baseUrl)));
        expect(await page.getByTestId('feature').count()).toBe(served.length);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `home-${lang}-${viewport}`);
        // No script error and no content-security-policy violation on the way.
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('a private path sends a visitor to /login, asking to return there', async () => {
    const context = await open('phone');
    const page = await context.newPage();
    await page.goto('/asset');
    await page.waitForURL('**/login?redirect=%2Fasset');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('an unknown path shows the not-found page, for visitors and for logged-in users', async () => {
    for (const token of [undefined, (await demoSession(env.platform.baseUrl)).token]) {
      const context = await open('desktop', { token });
      const page = await context.newPage();
      await page.goto('/no/such/page');
      await page.getByTestId('not-found').waitFor();
      expect(new URL(page.url()).pathname).toBe('/no/such/page');
      if (!token) await screenshot(page, 'not-found-desktop');
      await context.close();
    }
  });

  it('a logged-in user opens user-centre pages (about) that a visitor cannot', async () => {
    const context = await open('phone', { token: (await demoSession(env.platform.baseUrl)).token });
    const page = await context.newPage();
    await page.goto('/settingAbout');
    await page.getByTestId('text-page').waitFor();
    expect(await page.locator('h1').textContent()).toBe(seed('en').pages.about.title);
    await context.close();
  });

  it('the language switcher changes the language, persists it and sets <html lang>', async () => {
    const context = await open('desktop');
    const page = await context.newPage();
    await page.goto('/index');
    await page.getByTestId('hero-title').waitFor();
    await page.getByTestId('language-switcher').click();
    await page.locator('[data-lang="jp"]').click();
    await expect.poll(() => page.getByTestId('hero-title').textContent()).toBe(seed('jp').home.heroTitle);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
    await page.reload();
    await expect.poll(() => page.getByTestId('hero-title').textContent()).toBe(seed('jp').home.heroTitle);
    await context.close();
  });

  it('footer pages, help centre, announcements, news and banners open with their texts', async () => {
    const context = await open('phone', { lang: 'hy' });
    const page = await context.newPage();
    const ko = seed('hy');
    await page.goto('/userAgreement');
    await expect.poll(() => page.locator('h1').textContent()).toBe(ko.pages.agreement.title);
    await screenshot(page, 'agreement-hy-phone');
    await page.goto('/text?id=5');
    await expect.poll(() => page.locator('h1').textContent()).toBe(ko.pages.privacy.title);
    await page.goto('/help');
    await page.getByTestId('help-topic').first().waitFor();
    // Topics with an article about a served product (`requires` names the product of an article).
    const shown = shownWith(await servedProducts(env.platform.baseUrl));
    const topics = new Set(ko.help.filter(shown).map((h: { category: string }) => h.category));
    expect(await page.getByTestId('help-topic').count()).toBe(topics.size);
    await page.getByText(ko.help[0].title).click();
    await page.getByTestId('help-article').waitFor();
    await screenshot(page, 'help-detail-hy-phone');
    await page.goto('/notice');
    await page.getByText(ko.notices[0].title).click();
    await page.getByTestId('article').waitFor();
    await page.goto('/');
    await page.getByTestId('banner').first().click();
    await page.getByTestId('banner-detail').waitFor();
    await page.goto('/downLoad');
    await page.getByTestId('download-page').waitFor();
    await page.getByRole('img', { name: env.platform.baseUrl }).waitFor();
    await context.close();
  });

  it('reopening /market while on it reloads the page', async () => {
    const context = await open('desktop');
    const page = await context.newPage();
    await page.goto('/market');
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'Markets' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await context.close();
  });

  it('the back office shell is served at /admin with its login page', async () => {
    const context = await open('desktop');
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByTestId('admin-login').waitFor();
    await screenshot(page, 'admin-login-desktop');
    await context.close();
  });
});
