import { ASSETS } from '@platform/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fundFromWorld } from '../apps/server/test/ledger-fixtures.ts';
import {
  browserAvailable,
  customerPage,
  registerCustomer,
  screenshot,
  useBrowserPlatform,
} from './platform.ts';

/**
 * Every figure a customer reads went through the one formatter of its kind: an amount of an asset
 * at its display decimals, grouped, with a space before the asset code, and counts in their plural
 * form. A customer holding 12,345.678912 USDT (more decimals than USDT shows) and a filled order
 * visits the main screens in English and Spanish; the text of each is scanned for figures typed by
 * hand (toFixed, `${value}USDT`, raw wire strings).
 */
const ASSET = `(?:${ASSETS.join('|')})`;
const UNFORMATTED: [string, RegExp][] = [
  // The wire's six decimals of USDT, shown as sent (USDT shows at most four).
  ['USDT with more than 4 decimals', /\d[.,]\d{5,}\s*USDT\b/],
  ['six trailing zeros', /\d[.,]0{6}(?!\d)/],
  // Five digits or more without a group sign (both languages group from 10,000 / 10.000).
  ['ungrouped number', /(?<![\d.,#:/\w-])\d{5,}(?![\d,.])/],
  ['number stuck to an asset', new RegExp(`\\d${ASSET}\\b`)],
  [
    'plural after one',
    /(?<![\d.,])1 (?:orders|days|hours|records|instruments|items|lots|pedidos|órdenes|días|horas)\b/,
  ],
];

/** Texts that are not figures for people: addresses and hashes, dates and identifiers. */
function figuresOnly(text: string): string {
  return text
    .replace(/0x[0-9a-fA-F]+|[0-9a-fA-F]{24,}|T[1-9A-HJ-NP-Za-km-z]{33}/g, ' ')
    .replace(/\b(?:UID|ID)\s*:?\s*\d+/gi, ' ')
    .replace(/#\s?\d+/g, ' ');
}

/** The rules a screen's text breaks, each with the text around it. */
function unformatted(text: string): string[] {
  const figures = figuresOnly(text);
  return UNFORMATTED.flatMap(([rule, pattern]) => {
    const match = pattern.exec(figures);
    if (!match) return [];
    return [`${rule}: …${figures.slice(Math.max(0, match.index - 30), match.index + match[0].length + 15)}…`];
  });
}

const SCREENS: { path: string; ready: string }[] = [
  { path: '/table1', ready: 'USDT' },
  { path: '/transfer', ready: 'USDT' },
  { path: '/withdraw', ready: 'USDT' },
  { path: '/currencyTrade', ready: 'BTC' },
  { path: '/deallog', ready: 'USDT' },
  { path: '/profit_index', ready: 'USDT' },
  { path: '/login', ready: 'USDT' },
];

describe.skipIf(!browserAvailable())('amounts on the screens in Chromium', () => {
  const env = useBrowserPlatform();

  async function order(token: string, params: Record<string, string>): Promise<void> {
    const res = await fetch(`${env.platform.baseUrl}/api/web/placeSpotOrder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...{ symbol: 'BTCUSDT', tif: 'GTC', rtoken: `fmt${Math.random().toString(36).slice(2, 12)}`, token },
        ...params,
      }),
    });
    const envelope = (await res.json()) as { code: number };
    expect(envelope.code, JSON.stringify(envelope)).toBe(0);
  }

  async function screenText(page: Page, screen: { path: string; ready: string }): Promise<string> {
    await page.goto(screen.path, { waitUntil: 'networkidle', timeout: 15_000 });
    // The screen has drawn its figures once its key word is visible, not just in a hidden option.
    await page.waitForFunction((word) => document.body.innerText.includes(word), screen.ready, {
      timeout: 10_000,
    });
    return page.evaluate(() => document.body.innerText);
  }

  it('shows every amount grouped, at its display decimals, apart from its asset (en, xby)', async () => {
    const seller = await registerCustomer(env.platform, 'Passw0rd!23');
    const buyer = await registerCustomer(env.platform, 'Passw0rd!23');
    await fundFromWorld(env.platform.app, seller.uid, { BTC: '1' });
    await fundFromWorld(env.platform.app, buyer.uid, { USDT: '12345.678912' });
    await order(seller.token, { side: 'sell', type: 'limit', price: '65000', quantity: '0.01' });
    await order(buyer.token, { side: 'buy', type: 'limit', price: '65100', quantity: '0.004' });

    const found: Record<string, string[]> = {};
    for (const lang of ['en', 'xby']) {
      const page = await customerPage(env.browser, env.platform.baseUrl, buyer.token, {
        viewport: 'desktop',
        lang,
      });
      for (const screen of SCREENS) {
        const text = await screenText(page, screen);
        if (process.env.E2E_DUMP) console.log(`=== ${lang} ${screen.path}\n${text}`);
        const problems = unformatted(text);
        if (problems.length > 0) found[`${lang} ${screen.path}`] = problems;
      }
      // The demo account's lifetime on the login screen says its unit, not a bare "72".
      await page.goto('/login');
      const hours = lang === 'en' ? /: \d+ hours?(?!\w)/ : /: \d+ horas?(?!\w)/;
      await expect.poll(() => page.getByTestId('demo-rules').innerText()).toMatch(hours);
      await screenshot(page, `amounts-formatted-${lang}`);
      await page.context().close();
    }
    expect(found).toEqual({});
  }, 180_000);

  it('finds the figures typed by hand that it is meant to find', () => {
    expect(unformatted('Available 0.999979USDT')).toHaveLength(2);
    expect(unformatted('Balance 100000 USDT')).toHaveLength(1);
    expect(unformatted('Filled 0.000000')).toHaveLength(1);
    expect(unformatted('1 orders')).toHaveLength(1);
    expect(
      unformatted('12,345.6789 USDT · 0.004 BTC · 1 order · 2 orders · UID 1000023 · 2026-11-28'),
    ).toEqual([]);
  });
});
