import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type App, type AppDeps, buildApp } from '../src/app.ts';
import { type Config, testConfig } from '../src/platform/config.ts';

declare module 'vitest' {
  /** Values the integration project's global setup (global-setup.ts) hands to the test files. */
  export interface ProvidedContext {
    /** A dump of a migrated PGlite database every test app starts from; empty on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * A throwaway platform for one test file: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: AppDeps = {},
): Promise<App & { dispose(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate') || undefined;
    const app = await buildApp(testConfig({ pgliteTemplate: template, ...overrides }), deps);
    return { ...app, dispose: () => app.server.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const app = await buildApp(testConfig({ databaseUrl: url.toString(), ...overrides }), deps);
  return {
    ...app,
    async dispose() {
      await app.server.close();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * Checks that run after every integration test. Each returns a list of problems; any problem
 * fails the test. The ledger module registers its auditor here (DESIGN.md section 5).
 */
export type Auditor = (app: App) => Promise<string[]>;
export const AUDITORS: Auditor[] = [
  async (app) => {
    const health = await app.server.inject({ method: 'GET', url: '/healthz' });
    return health.statusCode === 200 ? [] : [`health check answered ${health.statusCode}`];
  },
  // No money is lost or created: the ledger invariants hold after every test.
  (app) => app.services.ledger.audit(),
  // Escrow custody, holdings and the reserve's commitment agree with the open orders.
  (app) => app.services.earn.audit(),
];

/** Boots one platform for the file, runs the auditors after each test, disposes of it at the end. */
export function useTestApp(overrides: Partial<Config> = {}, deps: AppDeps = {}) {
  const holder: { app?: App & { dispose(): Promise<void> } } = {};
  beforeAll(async () => {
    holder.app = await createTestApp(overrides, deps);
  });
  afterEach(async () => {
    if (!holder.app) return;
    const problems = (await Promise.all(AUDITORS.map((audit) => audit(holder.app as App)))).flat();
    if (problems.length > 0) throw new Error(`Audit failed:\n${problems.join('\n')}`);
  });
  afterAll(async () => {
    await holder.app?.dispose();
  });
  return () => {
    if (!holder.app) throw new Error('the test app is not ready');
    return holder.app;
  };
}

export const RTOKEN = 'rtok1234';

/** GET an action with the common parameters as the web client sends them. */
export async function getAction(app: App, action: string, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams({
    rtoken: RTOKEN,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const res = await app.server.inject({ method: 'GET', url: `/api/web/${action}?${query}` });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** POST an action form-encoded, as the web client does. */
export async function postAction(app: App, action: string, params: Record<string, string | number> = {}) {
  const body = new URLSearchParams({
    rtoken: RTOKEN,
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const res = await app.server.inject({
    method: 'POST',
    url: `/api/web/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
