import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { ROOT_DIR, testConfig } from '../../src/platform/config.ts';
import { registerUser } from '../accounts/fixtures.ts';
import { fundFromWorld } from '../ledger-fixtures.ts';

/**
 * Kills the server process (SIGKILL) in the middle of a burst of spot orders and restarts it:
 * every acknowledged order is in the database, nothing is there twice, the ledger auditor is
 * clean, every open order's funds are exactly what its owner has frozen, and the rebuilt book
 * is the open orders. Needs PostgreSQL (a second process shares the database). The test's own
 * app and the server process take turns: one process at a time holds the process lock.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

describe.skipIf(!adminUrl)('spot order path survives a killed process', () => {
  const name = `t_crash_${randomBytes(4).toString('hex')}`;
  let url = '';
  let setup: App;
  let child: ChildProcess | undefined;
  let port = 0;

  async function startChild(): Promise<void> {
    port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'apps/server/src/main.ts')], {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SPOT_MAKER_REFRESH_MS: '0',
        RATE_LIMIT_MAX: '1000000',
        MARKET_SIM_HISTORY_CANDLES: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the server process did not start');
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl ?? '');
    u.pathname = `/${name}`;
    url = u.toString();
    setup = await buildApp(testConfig({ databaseUrl: url }));
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    await setup?.server.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** The test's own app again, once the server process is gone (it takes the process lock). */
  async function reopen(): Promise<void> {
    setup = await buildApp(testConfig({ databaseUrl: url }));
  }

  async function funded(asset: string, amount: string) {
    const user = await registerUser(setup);
    await fundFromWorld(setup, user.uid, { [asset]: amount });
    return user;
  }

  it('loses and duplicates nothing when killed during a burst, and trades on after the restart', async () => {
    const seller = await funded('BTC', '10');
    const buyer = await funded('USDT', '1000000');
    await setup.server.close();
    await startChild();
    const acked = new Map<string, number>();
    const place = async (token: string, i: number, side: 'buy' | 'sell') => {
      const clientId = `${side}-${i}`;
      const price = side === 'sell' ? 67_000 + (i % 20) * 10 : 67_000 + (i % 25) * 10 - 100;
      const body = new URLSearchParams({
        rtoken: randomBytes(6).toString('hex'),
        token,
        symbol: 'BTCUSDT',
        side,
        type: 'limit',
        price: String(price),
        quantity: '0.01',
        client_order_id: clientId,
      });
      const res = await fetch(`http://127.0.0.1:${port}/api/web/placeSpotOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      const json = (await res.json()) as { code: number; data: { id: number } };
      if (json.code === 0) acked.set(clientId, json.data.id);
    };
    // Twenty clients send orders one after another; the process is killed mid-stream.
    let next = 0;
    let stop = false;
    const client = async (w: number) => {
      while (!stop && next < 2_000) {
        const i = next++;
        await place(w % 2 === 0 ? seller.token : buyer.token, i, w % 2 === 0 ? 'sell' : 'buy').catch(() => {
          stop = true;
        });
      }
    };
    const clients = Array.from({ length: 20 }, (_, w) => client(w));
    while (acked.size < 80 && next < 2_000) await new Promise((r) => setTimeout(r, 2));
    child?.kill('SIGKILL');
    const killed = next < 2_000;
    await Promise.all(clients);
    expect(killed).toBe(true);
    expect(acked.size).toBeGreaterThanOrEqual(80);
    await reopen();

    const rows = await setup.services.database.db.execute(
      'select id, client_order_id, status, side, user_id, frozen::text as frozen from spot_orders',
    );
    const orders = ((rows as { rows?: unknown[] }).rows ?? rows) as {
      id: string;
      client_order_id: string;
      status: string;
      side: string;
      user_id: string;
      frozen: string;
    }[];
    const byClient = new Map(orders.map((o) => [o.client_order_id, Number(o.id)]));
    expect(byClient.size).toBe(orders.length);
    for (const [clientId, id] of acked) expect(byClient.get(clientId), clientId).toBe(id);
    expect(await setup.services.ledger.audit()).toEqual([]);
    // What open orders hold is exactly what their owners have frozen.
    const frozenOf = async (uid: number, asset: string) =>
      (await setup.services.ledger.balances(uid, 'real')).find(
        (b) => b.asset === asset && b.wallet === 'spot',
      )?.frozen ?? 0n;
    const held = (uid: number) =>
      orders
        .filter((o) => Number(o.user_id) === uid && o.status === 'open')
        .reduce((s, o) => s + BigInt(o.frozen), 0n);
    expect(await frozenOf(seller.uid, 'BTC')).toBe(held(seller.uid));
    expect(await frozenOf(buyer.uid, 'USDT')).toBe(held(buyer.uid));

    // The book as rebuilt from the database by this app's writers at its start.
    const expected = setup.services.spot.depth('BTCUSDT', 100);
    await setup.server.close();
    await startChild();
    const depth = (await (
      await fetch(`http://127.0.0.1:${port}/api/web/spotDepth?rtoken=crash1&symbol=BTCUSDT&levels=100`)
    ).json()) as {
      data: { bids: [string, string][]; asks: [string, string][] };
    };
    expect(depth.data.bids).toEqual(expected.bids);
    expect(depth.data.asks).toEqual(expected.asks);
    const before = acked.size;
    await place(buyer.token, 10_000, 'buy');
    expect(acked.size).toBe(before + 1);
    child?.kill('SIGKILL');
    await reopen();
    expect(await setup.services.ledger.audit()).toEqual([]);
  }, 120_000);
});
