import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { placeSpotOrderInput } from '@platform/contract';
import { formatUnits, parseUnits } from '@platform/money';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { type App, buildApp } from '../apps/server/src/app.ts';
import type { Intent } from '../apps/server/src/modules/ledger/index.ts';
import { ROOT_DIR, testConfig } from '../apps/server/src/platform/config.ts';
import { rowsOf } from '../apps/server/src/platform/db.ts';
import { registerCustomer } from '../e2e/platform.ts';

/**
 * Durable spot orders over HTTP at 100 connections (issue 19 of the order path): 1,000 funded
 * customers send a stream around the mid (30% marketable, the rest resting 1 to 50 ticks of a
 * dollar away, as the group-commit baseline sends), with the market maker quoting; every order
 * freezes funds, is matched, and is committed before its reply. Measured beside, in the same run:
 * the bare group-commit baseline (../shared/bench), a bare Fastify route validating the same
 * schema, and the platform answering a read from memory (its HTTP stack alone). On PostgreSQL,
 * then on the embedded PGlite. The ledger auditor runs after each load.
 */
const CONNECTIONS = 100;
const SECONDS = 8;
const USERS = 1_000;
const SYMBOL = 'BTCUSDT';
/** Share of orders priced to trade at once. */
const MARKETABLE = 0.3;
const BASELINE_SCRIPT =
  process.env.BENCH_BASELINE_SCRIPT ?? path.join(ROOT_DIR, '../shared/bench/group-commit-baseline.mjs');

export interface Load {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface SpotOrdersResult {
  postgres: Load & { trades: number; refused: Record<string, number>; batchMean: number };
  pglite: Load & { trades: number };
  /** The group-commit baseline on the same PostgreSQL, or why it did not run. */
  baseline: Load | string;
  bare: Load;
  /** The platform's own server answering a read from memory (no database), same load. */
  memoryRead: Load;
}

const loadOf = (r: autocannon.Result): Load => ({
  perSecond: r.requests.average,
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
});

function load(url: string, requests: autocannon.Request[]) {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
}

/** A deterministic stream: the same seed gives the same orders in every run. */
function orderStream(tokens: readonly string[], midUsd: number): autocannon.Request {
  let seed = 42;
  const rnd = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  let sent = 0;
  return {
    method: 'POST',
    path: '/api/web/placeSpotOrder',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      sent += 1;
      const buy = rnd() < 0.5;
      const marketable = rnd() < MARKETABLE;
      const off = marketable ? -Math.floor(rnd() * 3) : 1 + Math.floor(rnd() * 50);
      const price = buy ? midUsd - off : midUsd + off;
      return {
        ...request,
        body: JSON.stringify({
          // Every order is a new request with its own rtoken: a repeated one is refused as a replay.
          rtoken: `b${sent.toString(36).padStart(7, '0')}`,
          token: tokens[sent % tokens.length],
          symbol: SYMBOL,
          side: buy ? 'buy' : 'sell',
          type: 'limit',
          price: String(price),
          quantity: formatUnits(BigInt(1 + Math.floor(rnd() * 10)), 4),
        }),
      };
    },
  };
}

/**
 * Customers for the load: one registered over HTTP as a person would, the rest copied from it
 * in the database (registration's password hashing would take minutes), each funded with BTC
 * and USDT and given a session.
 */
async function customers(app: App, baseUrl: string): Promise<string[]> {
  const first = await registerCustomer({ baseUrl, app }, 'Bench#2026');
  const { database, ledger, sessions } = app.services;
  const db = database.db;
  const tag = randomBytes(3).toString('hex');
  const copies = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into users (kind, email, nationality, nickname, password_hash, invitation_code, created_at)
      select kind, 'bench.' || ${tag} || '.' || n || '@example.com', nationality, nickname, password_hash,
        'B' || ${tag} || n, created_at
      from users, generate_series(1, ${USERS - 1}) as n where id = ${first.uid}
      returning id::text as id`),
  );
  const uids = [first.uid, ...copies.map((r) => Number(r.id))];
  const fund = (uid: number, asset: 'BTC' | 'USDT', amount: string): Intent => ({
    type: 'transfer',
    key: `bench-fund:${uid}:${asset}`,
    kind: 'deposit',
    ref: { kind: 'bench', id: String(uid) },
    book: 'real',
    asset,
    amount: parseUnits(amount, asset === 'USDT' ? 6 : 8),
    from: { system: 'world' },
    to: { user: uid, wallet: 'spot' },
  });
  await db.transaction((tx) =>
    ledger.apply(
      tx,
      uids.flatMap((uid) => [fund(uid, 'BTC', '100'), fund(uid, 'USDT', '10000000')]),
    ),
  );
  const tokens: string[] = [first.token];
  for (const uid of uids.slice(1)) tokens.push((await sessions.issue(db, uid, { ip: '127.0.0.1' })).token);
  return tokens;
}

async function audited(app: App): Promise<void> {
  const problems = await app.services.ledger.audit();
  if (problems.length > 0) throw new Error(`ledger audit failed after the load: ${problems.join('; ')}`);
}

/** Orders or trades (by taker) of the customers, not the market maker's own. */
const countOf = async (app: App, table: 'spot_orders' | 'spot_trades') => {
  const maker = await app.services.maker.account();
  const who = table === 'spot_orders' ? 'user_id' : 'taker_user_id';
  return Number(
    rowsOf<{ n: string }>(
      await app.services.database.db.execute(
        sql`select count(*)::text as n from ${sql.raw(table)} where ${sql.raw(who)} <> ${maker}`,
      ),
    )[0]?.n ?? 0,
  );
};

/** Commands and batches written so far (kestrel_spot_batch_size). */
async function batchTotals(app: App): Promise<{ sum: number; count: number }> {
  const text = await app.services.metrics.registry.getSingleMetricAsString('kestrel_spot_batch_size');
  return {
    sum: Number(/kestrel_spot_batch_size_sum (\S+)/.exec(text)?.[1] ?? 0),
    count: Number(/kestrel_spot_batch_size_count (\S+)/.exec(text)?.[1] ?? 0),
  };
}

/** Refused orders by reason (kestrel_spot_orders_total), e.g. { SPOT_TOO_MANY_OPEN: 3 }. */
function refusedOf(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of text.matchAll(/outcome="refused",reason="([A-Z_]+)"} (\d+)/g))
    out[m[1] ?? ''] = Number(m[2]);
  return out;
}

/** The durable order load on one database: orders committed per second, trades, refusals. */
export async function durableLoad(databaseUrl: string | undefined) {
  const app = await buildApp(
    testConfig({
      ...(databaseUrl ? { databaseUrl } : {}),
      rateLimit: { max: 1_000_000_000, windowMs: 60_000 },
      spotMakerRefreshMs: 1_000,
    }),
  );
  try {
    const baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const tokens = await customers(app, baseUrl);
    // The simulated feed prices every instrument from the start; the maker quotes around its index.
    let mid = app.services.market.indexPrice(SYMBOL);
    for (let waited = 0; !mid && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      mid = app.services.market.indexPrice(SYMBOL);
    }
    if (!mid) throw new Error(`no price for ${SYMBOL}`);
    await app.services.maker.refresh();
    const midUsd = Math.round(Number(mid.units) / 10 ** mid.scale);
    // Every customer has come once (session and accounts known), as on a platform in use.
    const stream = orderStream(tokens, midUsd);
    await autocannon({ url: baseUrl, connections: CONNECTIONS, amount: USERS * 2, requests: [stream] });
    const before = await countOf(app, 'spot_orders');
    const tradesBefore = await countOf(app, 'spot_trades');
    const batchesBefore = await batchTotals(app);
    const result = await load(baseUrl, [stream]);
    const orders = (await countOf(app, 'spot_orders')) - before;
    const trades = (await countOf(app, 'spot_trades')) - tradesBefore;
    await audited(app);
    const batches = await batchTotals(app);
    const refused = await app.services.metrics.registry.getSingleMetricAsString('kestrel_spot_orders_total');
    return {
      app,
      baseUrl,
      load: {
        ...loadOf(result),
        perSecond: orders / SECONDS,
        trades,
        refused: refusedOf(refused),
        batchMean: (batches.sum - batchesBefore.sum) / Math.max(1, batches.count - batchesBefore.count),
      },
    };
  } catch (error) {
    await app.server.close();
    throw error;
  }
}

const run = promisify(execFile);

/** The group-commit baseline script on the same PostgreSQL, as its own process. */
async function baseline(adminUrl: string): Promise<Load | string> {
  if (!existsSync(BASELINE_SCRIPT)) return `skipped: ${BASELINE_SCRIPT} not found (BENCH_BASELINE_SCRIPT)`;
  const { stdout } = await run(process.execPath, [BASELINE_SCRIPT, String(CONNECTIONS), String(SECONDS)], {
    cwd: ROOT_DIR,
    env: { ...process.env, BASELINE_DATABASE_URL: adminUrl },
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const r = JSON.parse(line) as { ordersPerSecond: number; p50Ms: number; p99Ms: number };
  return { perSecond: r.ordersPerSecond, p50Ms: r.p50Ms, p99Ms: r.p99Ms };
}

async function bareRoute(): Promise<Load> {
  const bare = Fastify();
  bare.setValidatorCompiler(validatorCompiler);
  bare.post('/api/web/placeSpotOrder', { schema: { body: placeSpotOrderInput } }, async () => ({
    code: 0,
    message: '',
    data: null,
  }));
  try {
    const url = await bare.listen({ port: 0, host: '127.0.0.1' });
    return loadOf(await load(url, [orderStream(['x'.repeat(43)], 50_000)]));
  } finally {
    await bare.close();
  }
}

export async function benchSpotOrders(): Promise<SpotOrdersResult | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  try {
    const onPostgres = await durableLoad(dbUrl.toString());
    let memoryRead: Load;
    try {
      // The same server answering a small read from memory (the market list): what its HTTP
      // stack (security headers, rate limit, logging, validation, envelope) costs without writing.
      memoryRead = loadOf(
        await load(onPostgres.baseUrl, [
          {
            method: 'POST',
            path: '/api/web/spotMarkets',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ rtoken: 'benchrtok' }),
          },
        ]),
      );
    } finally {
      await onPostgres.app.server.close();
    }
    const onPglite = await durableLoad(undefined);
    await onPglite.app.server.close();
    const bare = await bareRoute();
    const base = await baseline(adminUrl);
    return {
      postgres: onPostgres.load,
      pglite: { ...onPglite.load },
      baseline: base,
      bare,
      memoryRead,
    };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
