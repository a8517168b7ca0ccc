import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { type AppDeps, buildApp } from '../apps/server/src/app.ts';
import { type Config, ROOT_DIR, testConfig } from '../apps/server/src/platform/config.ts';

/** Screenshots of key screens are kept here as CI artifacts (README: "Test artifacts"). */
export const SCREENSHOT_DIR = path.join(ROOT_DIR, 'artifacts/screenshots');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * Whether the browser tests can run. Under CI a missing Chromium is a failure, not a skip;
 * locally the suite is skipped with a message saying how to install it.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI === 'true') throw new Error(`Chromium not found at ${CHROMIUM_PATH} (CI requires it)`);
  console.warn(`Skipping end-to-end tests: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium).`);
  return false;
}

/** The whole platform on a free loopback port, with an in-memory database and the built apps. */
export async function startPlatform(deps: AppDeps = {}, overrides: Partial<Config> = {}) {
  const app = await buildApp(testConfig({ host: '127.0.0.1', port: 0, ...overrides }), deps);
  const address = await app.server.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl: address, app, close: () => app.server.close() };
}

/** A real session for browser tests that only need to be logged in: a fresh demo account. */
export async function demoSession(
  baseUrl: string,
): Promise<{ token: string; user: Record<string, unknown> }> {
  const res = await fetch(`${baseUrl}/api/web/tempLogin?rtoken=e2etoken1`);
  const envelope = (await res.json()) as { code: number; data: { token: string } & Record<string, unknown> };
  if (envelope.code !== 7) throw new Error(`tempLogin answered ${JSON.stringify(envelope)}`);
  return { token: envelope.data.token, user: envelope.data };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}
