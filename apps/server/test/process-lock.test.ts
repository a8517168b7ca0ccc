import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, type AppDeps, buildApp } from '../src/app.ts';
import { systemClock } from '../src/platform/clock.ts';
import { ROOT_DIR, testConfig } from '../src/platform/config.ts';
import { AUDITORS, postAction } from './helpers.ts';
import { fundedCustomer } from './ledger-fixtures.ts';
import { rt, setPrice } from './wallet/wallet-fixtures.ts';

/**
 * One process writes the markets of a PostgreSQL database. A second process on the same database
 * waits as a standby (it neither starts its modules nor listens) and names the holder of the
 * process lock; the first one's book is the only book, so a buy and a sell at one price match;
 * when the first process stops, the standby takes over with the book intact. A standby stops at
 * once on SIGTERM, and a process whose lock connection is killed stops, with a failure status.
 * PostgreSQL only: PGlite's data directory lock keeps a second process out (data-dir-lock.test.ts).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const FAST_LOCK: AppDeps['processLock'] = { retryMs: 100, reportEveryMs: 200, heartbeatMs: 200 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

async function until(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(100);
  }
}

/** A server process (`src/main.ts`) on the database, its output kept, and how it ended. */
function startProcess(url: string, port: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'apps/server/src/main.ts')],
    {
      cwd: ROOT_DIR,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        SPOT_MAKER_REFRESH_MS: '0',
        MARKET_SIM_HISTORY_CANDLES: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const out = { text: '', code: undefined as number | null | undefined };
  child.stdout?.on('data', (chunk: Buffer) => {
    out.text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    out.text += chunk.toString();
  });
  child.on('exit', (code) => {
    out.code = code;
  });
  const healthy = async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    } catch {
      return false;
    }
  };
  return { child, out, healthy };
}

describe.skipIf(!adminUrl)('one process writes the markets of a PostgreSQL database', () => {
  const name = `t_lock_${randomBytes(4).toString('hex')}`;
  let url = '';
  const apps: App[] = [];
  const children: ChildProcess[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(adminUrl ?? '');
    u.pathname = `/${name}`;
    url = u.toString();
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const app of apps) await app.server.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** The backend pids of the sessions of one process id's lock (named by its application_name). */
  async function lockSessions(pid: number): Promise<number[]> {
    const res = await admin.query<{ pid: number }>(
      `select a.pid from pg_stat_activity a join pg_locks l on l.pid = a.pid
       where l.locktype = 'advisory' and l.granted and a.datname = $1 and a.application_name like $2`,
      [name, `kestrel pid ${pid} %`],
    );
    return res.rows.map((r) => r.pid);
  }

  it('keeps a second app waiting as a standby until the first closes, then it serves the same book', async () => {
    const first = await buildApp(testConfig({ databaseUrl: url }), { processLock: FAST_LOCK });
    apps.push(first);
    const lines: string[] = [];
    let second: App | undefined;
    const standby = buildApp(testConfig({ databaseUrl: url, logLevel: 'info' }), {
      processLock: FAST_LOCK,
      logStream: { write: (line) => lines.push(line) },
    }).then((app) => {
      second = app;
      apps.push(app);
      return app;
    });
    await until('the standby names the holder', () =>
      lines.some((l) => l.includes('standby: the process lock is held by')),
    );
    const report = JSON.parse(lines.find((l) => l.includes('standby:')) ?? '{}');
    expect(report.msg).toContain(`"kestrel pid ${process.pid} `);
    expect(report.holder.backendStart).toBeTruthy();

    // Orders go to the one writer: a buy and a sell at one price match.
    const buyer = await fundedCustomer(first, { USDT: '10000' });
    const seller = await fundedCustomer(first, { BTC: '1' });
    setPrice(first, systemClock, 'BTCUSDT', 5_000_000n);
    const order = (app: App, token: string, side: 'buy' | 'sell', price: string) =>
      postAction(app, 'placeSpotOrder', {
        rtoken: rt(),
        token,
        symbol: 'BTCUSDT',
        side,
        type: 'limit',
        price,
        quantity: '0.01',
      });
    const sell = await order(first, seller.token, 'sell', '50000');
    expect(sell.body.data?.status, JSON.stringify(sell.body)).toBe('open');
    const buy = await order(first, buyer.token, 'buy', '50000');
    expect(buy.body.data?.status, JSON.stringify(buy.body)).toBe('filled');
    // A bid left resting, which the standby must find on its book.
    const rest = await order(first, buyer.token, 'buy', '49000');
    expect(rest.body.data?.status, JSON.stringify(rest.body)).toBe('open');
    await sleep(500);
    expect(second).toBeUndefined();

    await first.server.close();
    const took = await standby;
    expect(took.services.spot.depth('BTCUSDT', 10)).toMatchObject({
      bids: [['49000.00', '0.010000']],
      asks: [],
    });
    setPrice(took, systemClock, 'BTCUSDT', 4_900_000n);
    const cancel = await postAction(took, 'cancelSpotOrder', {
      rtoken: rt(),
      token: buyer.token,
      id: rest.body.data.id,
    });
    expect(cancel.body.data?.status, JSON.stringify(cancel.body)).toBe('cancelled');
    const problems = (await Promise.all(AUDITORS.map((audit) => audit(took)))).flat();
    expect(problems).toEqual([]);

    // Its lock's session killed (an operator, a PostgreSQL restart): the app closes itself.
    const sessions = await lockSessions(process.pid);
    expect(sessions).toHaveLength(1);
    await admin.query('select pg_terminate_backend($1)', [sessions[0]]);
    const lost = await Promise.race([took.lockLost, sleep(10_000).then(() => undefined)]);
    expect(lost).toBeInstanceOf(Error);
    expect(lines.some((l) => l.includes('"level":60') && l.includes('process lock lost'))).toBe(true);
    await expect(took.services.database.db.execute('select 1')).rejects.toThrow();
  }, 120_000);

  it('runs a second server process as a standby that stops on SIGTERM, takes over, and exits when its lock is lost', async () => {
    const holder = await buildApp(testConfig({ databaseUrl: url }), { processLock: FAST_LOCK });
    apps.push(holder);

    const waiting = startProcess(url, await freePort());
    children.push(waiting.child);
    await until('the standby process names the holder', () =>
      waiting.out.text.includes(`standby: the process lock is held by \\"kestrel pid ${process.pid} `),
    );
    expect(await waiting.healthy()).toBe(false);
    waiting.child.kill('SIGTERM');
    await until('the standby process ends', () => waiting.out.code !== undefined, 10_000);
    expect(waiting.out.code).toBe(0);
    expect(waiting.out.text).toContain('shut down while waiting as a standby');

    const next = startProcess(url, await freePort());
    children.push(next.child);
    await until('the second process waits', () =>
      next.out.text.includes('standby: the process lock is held by'),
    );
    await holder.server.close();
    await until('the second process serves', next.healthy);
    expect(next.out.text).toContain('process lock taken');
    const pid = next.child.pid ?? 0;
    const sessions = await lockSessions(pid);
    expect(sessions).toHaveLength(1);
    await admin.query('select pg_terminate_backend($1)', [sessions[0]]);
    await until('the process ends', () => next.out.code !== undefined, 20_000);
    expect(next.out.code).toBe(1);
    expect(next.out.text).toContain('process lock lost');
  }, 180_000);
});
