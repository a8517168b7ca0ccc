import { randomBytes } from 'node:crypto';
import { placeSpotOrderInput } from '@platform/contract';
import { parseUnits } from '@platform/money';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/platform/config.ts';
import { registerCustomer } from '../e2e/platform.ts';

/**
 * Durable spot order placement over HTTP on PostgreSQL at 100 connections: two customers send
 * crossing orders (each order freezes funds, most trade, every one is committed before its reply),
 * against a bare Fastify route that validates the same schema and answers at once.
 */
const CONNECTIONS = 100;
const SECONDS = 8;

export interface SpotOrdersResult {
  ordersPerSecond: number;
  p99Ms: number;
  bareRequestsPerSecond: number;
  bareP99Ms: number;
  /** The platform's own server answering a read from memory (no database), same load. */
  stackRequestsPerSecond: number;
  stackP99Ms: number;
  ratio: number;
  trades: number;
}

function load(url: string, requests: autocannon.Request[]) {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
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
  const app = await buildApp(
    testConfig({ databaseUrl: dbUrl.toString(), rateLimit: { max: 1_000_000_000, windowMs: 60_000 } }),
  );
  const bare = Fastify();
  try {
    const baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const platform = { baseUrl, app };
    const seller = await registerCustomer(platform, 'Bench#2026');
    const buyer = await registerCustomer(platform, 'Bench#2026');
    const { ledger, database } = app.services;
    await database.db.transaction((tx) =>
      ledger.apply(
        tx,
        (
          [
            [seller.uid, 'BTC', '1000'],
            [buyer.uid, 'USDT', '100000000'],
          ] as const
        ).map(([uid, asset, amount]) => ({
          type: 'transfer' as const,
          key: `bench-fund:${uid}`,
          kind: 'deposit' as const,
          ref: { kind: 'bench', id: String(uid) },
          book: 'real' as const,
          asset,
          amount: parseUnits(amount, asset === 'USDT' ? 6 : 8),
          from: { system: 'world' as const },
          to: { user: uid, wallet: 'spot' as const },
        })),
      ),
    );
    // Every order is a new request with its own rtoken: a repeated one is refused as a replay.
    let sent = 0;
    const order = (token: string, side: 'buy' | 'sell'): autocannon.Request => ({
      method: 'POST',
      path: '/api/web/placeSpotOrder',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => {
        sent += 1;
        return {
          ...request,
          body: JSON.stringify({
            rtoken: `b${sent.toString(36).padStart(7, '0')}`,
            token,
            symbol: 'BTCUSDT',
            side,
            type: 'limit',
            price: '50000',
            quantity: '0.0001',
          }),
        };
      },
    });
    const requests = [order(seller.token, 'sell'), order(buyer.token, 'buy')];

    const durable = await load(baseUrl, requests);
    const counted = await database.db.execute('select count(*)::int as n from spot_orders');
    const trades = await database.db.execute('select count(*)::int as n from spot_trades');
    const rowsOf = (r: unknown) =>
      ((r as { rows?: { n: number }[] }).rows ?? (r as { n: number }[]))[0]?.n ?? 0;
    const orders = rowsOf(counted);
    // The same server answering a small read from memory (the market list): what its HTTP stack
    // (security headers, rate limit, logging, validation, envelope) costs without any writing.
    const stack = await load(baseUrl, [
      {
        method: 'POST',
        path: '/api/web/spotMarkets',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rtoken: 'benchrtok' }),
      },
    ]);

    bare.setValidatorCompiler(validatorCompiler);
    bare.post('/api/web/placeSpotOrder', { schema: { body: placeSpotOrderInput } }, async () => ({
      code: 0,
      message: '',
      data: null,
    }));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const baseline = await load(bareUrl, requests);
    const ordersPerSecond = orders / SECONDS;
    return {
      ordersPerSecond,
      p99Ms: durable.latency.p99,
      bareRequestsPerSecond: baseline.requests.average,
      bareP99Ms: baseline.latency.p99,
      stackRequestsPerSecond: stack.requests.average,
      stackP99Ms: stack.latency.p99,
      ratio: ordersPerSecond / baseline.requests.average,
      trades: rowsOf(trades),
    };
  } finally {
    await bare.close();
    await app.server.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
