import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StaffRole } from '@platform/contract';
import { desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppDeps, buildApp } from '../apps/server/src/app.ts';
import { outboxMessages } from '../apps/server/src/modules/accounts/schema.ts';
import type { ManualClock } from '../apps/server/src/platform/clock.ts';
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

/**
 * Built apps from another folder (`E2E_WEB_DIST`, `E2E_ADMIN_DIST`), so work on the web app can be
 * built and checked without replacing the build in apps/<name>/dist.
 */
const builtApps = (): Partial<Config> => ({
  ...(process.env.E2E_WEB_DIST ? { webDist: process.env.E2E_WEB_DIST } : {}),
  ...(process.env.E2E_ADMIN_DIST ? { adminDist: process.env.E2E_ADMIN_DIST } : {}),
});

/** The whole platform on a free loopback port, with an in-memory database and the built apps. */
export async function startPlatform(deps: AppDeps = {}, overrides: Partial<Config> = {}) {
  const app = await buildApp(testConfig({ host: '127.0.0.1', port: 0, ...builtApps(), ...overrides }), deps);
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

/** The products the server serves (web/getFeatures), as the customer app reads them when it starts. */
export async function servedProducts(baseUrl: string): Promise<Set<string>> {
  const res = await fetch(`${baseUrl}/api/web/getFeatures?rtoken=e2etoken1`);
  const envelope = (await res.json()) as { code: number; data: { products: string[] } };
  if (envelope.code !== 7) throw new Error(`getFeatures answered ${JSON.stringify(envelope)}`);
  return new Set(envelope.data.products);
}

/** Whether a seeded block (home feature, help topic, banner) is shown: it needs no product, or a served one. */
export const shownWith =
  (served: ReadonlySet<string>) =>
  (item: { requires?: string }): boolean =>
    item.requires === undefined || served.has(item.requires);

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

/** The last verification code the dev outbox holds for a target. */
export async function outboxCode(app: App, target: string): Promise<string> {
  const rows = await app.services.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.target, target))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

/** Registers a customer through the API with the code from the outbox; returns the session. */
export async function registerCustomer(
  platform: { baseUrl: string; app: App },
  password: string,
): Promise<{ email: string; uid: number; token: string }> {
  const email = `customer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const call = async (action: string, params: Record<string, string>) => {
    const query = new URLSearchParams({ rtoken: 'e2etoken1', ...params });
    const res = await fetch(`${platform.baseUrl}/api/web/${action}?${query}`, {
      method: action === 'getCode' ? 'GET' : 'POST',
    });
    return (await res.json()) as { code: number; data: { uid: number; token_h5: string } };
  };
  await call('getCode', { type: 'email', email, purpose: 'register' });
  const code = await outboxCode(platform.app, email);
  const res = await call('userRegister', {
    type: 'email',
    email,
    nationality: 'FR',
    code,
    password,
    password_confirm: password,
    agree: '1',
  });
  if (res.code !== 0) throw new Error(`registration failed: ${JSON.stringify(res)}`);
  return { email, uid: res.data.uid, token: res.data.token_h5 };
}

/** Signs a staff member in to /admin with the code of the next 30-second step of the clock. */
export async function staffLogin(
  page: Page,
  staff: { email: string; password: string; secret: string },
  clock: ManualClock,
): Promise<void> {
  await page.goto('/admin/');
  await page.getByTestId('admin-login').waitFor();
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  // A code is accepted once: each sign-in uses the next step.
  clock.advance(30_000);
  await page
    .getByLabel('Authenticator code')
    .fill(await generate({ secret: staff.secret, epoch: Math.floor(clock.nowMs() / 1000) }));
  await page.getByTestId('admin-login').locator('button[type="submit"]').click();
  await page.getByTestId('admin-shell').waitFor();
}

/**
 * A page of a new browser context signed in as a customer (the session token in storage, as
 * after a login), in a language unless the page already chose one.
 */
export async function customerPage(
  browser: Browser,
  baseUrl: string,
  token: string,
  opts: { viewport?: keyof typeof VIEWPORTS; lang?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[opts.viewport ?? 'phone'],
    baseURL: baseUrl,
  });
  await context.addInitScript(
    (s: { token: string; lang: string }) => {
      localStorage.setItem('token', s.token);
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', s.lang);
    },
    { token, lang: opts.lang ?? 'en' },
  );
  return context.newPage();
}

/** Errors the page logs or throws: a screen that works leaves none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The web app's texts of one namespace in one language, as the screens show them. */
export function webTexts(namespace: string, lang: string) {
  return JSON.parse(
    readFileSync(path.join(ROOT_DIR, `apps/web/src/locales/${lang}/${namespace}.json`), 'utf8'),
  );
}

/** Sets a price by a pushed tick stamped `timeMs`; true when the market took it. */
export function setPrice(app: App, symbol: string, priceUnits: bigint, timeMs: number): boolean {
  return app.services.market.ingest({
    symbol,
    priceUnits,
    bidUnits: null,
    askUnits: null,
    volumeUnits: 0n,
    timeMs,
    source: 'push',
  });
}

/** A staff member with `roles`, enrolled for the authenticator; `secret` signs them in (staffLogin). */
export async function enrolStaff(
  app: App,
  staff: { email: string; name: string; password: string },
  roles: StaffRole[],
): Promise<{ email: string; password: string; secret: string }> {
  const enrolment = await app.services.staff.create({ ...staff, roles }, null, null);
  return { email: staff.email, password: staff.password, secret: enrolment.totp_secret };
}

/**
 * Verification approved through the services, as the customer and compliance would: primary
 * with its photos, then advanced when asked (deposits and withdrawals require them by default).
 */
export async function verifyCustomer(app: App, uid: number, level: 'primary' | 'advanced'): Promise<void> {
  const { kyc, reviews, staff, database } = app.services;
  const user = { userId: uid, sessionId: 0, kind: 'real' as const };
  const email = `compliance.${uid}.${Date.now()}@kestrel.test`;
  const officer = await staff.create(
    { email, name: 'Compliance', password: 'Compliance#2026', roles: ['compliance'] },
    null,
    null,
  );
  const approve = async (queue: string) => {
    const pending = await reviews.list(queue, 'pending', 1, 100);
    const item = pending.items.find((i) => i.user_id === uid);
    if (!item) throw new Error(`no pending ${queue} item for ${uid}`);
    await database.db.transaction((tx) =>
      reviews.decide(tx, item.id, officer.id, { approve: true, note: null }),
    );
  };
  const image = async () => (await kyc.uploadImage(user, PNG)).image_id;
  const photos = { front: await image(), back: await image(), holding: await image() };
  const identity = {
    real_name: 'Test Customer',
    document_type: 1,
    document_number: `E2E${uid}`,
    nationality: 'FR',
  };
  await kyc.submit(user, 'primary', identity, photos);
  await approve('kyc.primary');
  if (level === 'primary') return;
  await kyc.submit(user, 'advanced', { bank_name: 'Test Bank', card_number: '4000123412341234' }, {});
  await approve('kyc.advanced');
}

/** A valid one-pixel PNG, for uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The platform and a browser for the tests of a describe block: started before them and closed
 * after. Read `env.platform` and `env.browser` inside the tests.
 */
export function useBrowserPlatform(deps: AppDeps = {}, overrides: Partial<Config> = {}) {
  const env = {} as { platform: Awaited<ReturnType<typeof startPlatform>>; browser: Browser };
  beforeAll(async () => {
    env.platform = await startPlatform(deps, overrides);
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.platform?.close();
  });
  return env;
}
