import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../apps/server/src/platform/config.ts';
import { post } from '../apps/server/test/accounts/fixtures.ts';
import { BOLD } from '../apps/server/test/earn/earn-fixtures.ts';
import {
  browserAvailable,
  customerPage,
  registerCustomer,
  useBrowserPlatform,
  VIEWPORTS,
  verifyCustomer,
} from './platform.ts';

/**
 * Every screen of the customer app against the WCAG 2.2 AA rules of axe-core, at a phone and a
 * desktop size, as a visitor and as a registered customer. A serious or critical violation fails
 * the test with its rule, route and element, so a screen that hides text in low contrast or nests
 * one control in another cannot ship.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** Real values for the routes with a path parameter. */
const PARAMS: Record<string, string> = { ':symbol': 'BTCUSDT' };

function concretePath(path: string): string {
  return path.replace(/:[A-Za-z]+/g, (p) => PARAMS[p] ?? p);
}

/**
 * The screens of apps/web/src/app/route-table.ts, read from its source (the web app's modules are
 * not part of this project's typecheck), so a screen added there is audited without a change here.
 */
function screenRoutes(): { path: string; public: boolean }[] {
  const source = readFileSync(path.join(ROOT_DIR, 'apps/web/src/app/route-table.ts'), 'utf8');
  const lines = [...source.matchAll(/\{ path: '([^']+)', public: (true|false),/g)];
  if (lines.length < 50) throw new Error(`only ${lines.length} screens found in the route table`);
  return lines.map(([, p = '', pub]) => ({ path: concretePath(p), public: pub === 'true' }));
}

const ROUTES = screenRoutes();

/** Waits until the screen has drawn its content: something in <main> and no loading placeholder. */
async function settled(page: Page): Promise<void> {
  await page.locator('main > *').first().waitFor();
  await page
    .waitForFunction(() => !document.querySelector('main [role="status"].animate-pulse'), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

interface Finding {
  rule: string;
  route: string;
  where: string;
  target: string;
}

async function audit(page: Page, paths: readonly string[], where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of paths) {
    await page.goto(route);
    await settled(page);
    const result = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const v of result.violations) {
      if (!BLOCKING.has(v.impact ?? '')) continue;
      for (const node of v.nodes) findings.push({ rule: v.id, route, where, target: node.target.join(' ') });
    }
  }
  return findings;
}

const report = (findings: readonly Finding[]) =>
  findings.map((f) => `${f.rule} on ${f.route} (${f.where}): ${f.target}`).join('\n');

describe.skipIf(!browserAvailable())('accessibility of every screen (axe-core, WCAG 2.2 AA)', () => {
  const env = useBrowserPlatform();

  it('has no serious or critical violation for a visitor or a customer, on a phone or a desktop', async () => {
    const customer = await registerCustomer(env.platform, 'Customer#2026');
    const publicPaths = ROUTES.filter((r) => r.public).map((r) => r.path);
    const allPaths = ROUTES.map((r) => r.path);
    const sessions = (['phone', 'desktop'] as const).flatMap((viewport) => [
      { viewport, who: 'visitor', paths: publicPaths },
      { viewport, who: 'customer', paths: allPaths },
    ]);
    // One page per viewport and session, audited side by side in the one env.browser.
    const findings = await Promise.all(
      sessions.map(async ({ viewport, who, paths }) => {
        const page =
          who === 'customer'
            ? await customerPage(env.browser, env.platform.baseUrl, customer.token, { viewport })
            : await env.browser
                .newContext({ viewport: VIEWPORTS[viewport], baseURL: env.platform.baseUrl })
                .then((c) => c.newPage());
        const found = await audit(page, paths, `${who}, ${viewport}`);
        await page.context().close();
        return found;
      }),
    );
    expect(report(findings.flat())).toBe('');
  }, 600_000);

  // A new customer's screens hide what progress fills in: the risk summary once the questionnaire
  // is answered, and the delivery and options products behind their tabs.
  it('has none on the screens a verified and assessed customer sees, and behind the product tabs', async () => {
    const customer = await registerCustomer(env.platform, 'Customer#2026');
    await verifyCustomer(env.platform.app, customer.uid, 'primary');
    const assessed = await post(env.platform.app, 'submitQuestionnaire', BOLD, { token: customer.token });
    expect(assessed.code, JSON.stringify(assessed)).toBe(0);
    const paths = [
      '/sfyz',
      '/fengxian',
      '/preciousMetal?product=delivery',
      '/preciousMetal?product=option',
      '/currencyTrade',
    ];
    const findings = await Promise.all(
      (['phone', 'desktop'] as const).map(async (viewport) => {
        const page = await customerPage(env.browser, env.platform.baseUrl, customer.token, { viewport });
        // The risk summary is drawn: the date of the assessment is part of what is audited.
        await page.goto('/fengxian');
        await page.getByTestId('risk-summary').first().waitFor();
        const found = await audit(page, paths, `assessed customer, ${viewport}`);
        await page.context().close();
        return found;
      }),
    );
    expect(report(findings.flat())).toBe('');
  }, 300_000);
});
