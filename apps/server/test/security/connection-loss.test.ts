import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { MESSAGES } from '@platform/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { SpotService } from '../../src/modules/spot/index.ts';
import { testConfig } from '../../src/platform/config.ts';
import { isConnectionError } from '../../src/platform/db.ts';
import { AUDITORS } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { rt } from '../wallet/wallet-fixtures.ts';

/**
 * The connection between the server and PostgreSQL breaks in the middle of a burst of orders:
 * the process stays up, every request in flight is either done or refused with a 503
 * DATABASE_UNAVAILABLE envelope, the health check reports not ready, and once the database is
 * reachable again the health check is ready, orders go through, every acknowledged order is
 * stored exactly once and the ledger auditor is clean.
 *
 * PostgreSQL only: PGlite runs inside the server process, so there is no connection to lose.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP relay on loopback between the server and PostgreSQL that the test can cut (every
 * connection dropped, no new one accepted) and restore on the same port.
 */
class CuttableProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** Server sockets whose answers are no longer passed on (the request went through). */
  private readonly muted = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => {
          this.sockets.delete(s);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (!this.muted.has(upstream)) client.write(chunk);
      });
      upstream.on('end', () => client.end());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  /**
   * Lets the requests on every open connection reach the server but loses the answers for
   * `ms`, then drops those connections; new connections work throughout. A commit sent in that
   * time happens, but its client only sees the connection end.
   */
  async loseAnswers(ms: number): Promise<void> {
    const open = [...this.sockets];
    for (const s of open) this.muted.add(s);
    await sleep(ms);
    for (const s of open) {
      s.destroy();
      this.muted.delete(s);
    }
  }

  /** Drops every relayed connection and stops listening. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await closed;
  }
}

describe.skipIf(!adminUrl)('losing the PostgreSQL connection under load', () => {
  const name = `t_connloss_${randomBytes(4).toString('hex')}`;
  let app: App;
  let proxy: CuttableProxy;
  /** A direct connection to the test database, beside the proxy, for the checks. */
  let direct: pg.Client;
  /** Stops the simulated clients (also when the test fails, before the app closes). */
  let stopLoad = async () => {};

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(adminUrl ?? '');
    target.pathname = `/${name}`;
    direct = new pg.Client({ connectionString: target.toString() });
    await direct.connect();
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.open();
    const proxied = new URL(target.toString());
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    // The background jobs run too: fixed-term settlement every second, the market maker, candles.
    // The process lock's session goes around the proxy: a process that loses it stops (by
    // design, process-lock.test.ts), and what is tested here is the pool riding out the cut.
    app = await buildApp(
      testConfig({
        databaseUrl: proxied.toString(),
        processLockDatabaseUrl: target.toString(),
        fixedTermSettleMs: 1_000,
        spotMakerRefreshMs: 1_000,
        rateLimit: { max: 1_000_000, windowMs: 60_000 },
      }),
    );
  });

  afterAll(async () => {
    await stopLoad();
    await app?.server.close();
    await proxy?.cut();
    await direct?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  const health = async () => (await app.server.inject({ method: 'GET', url: '/healthz' })).statusCode;
  async function until(what: string, ok: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (!(await ok())) {
      if (performance.now() > deadline) throw new Error(`timed out waiting until ${what}`);
      await sleep(100);
    }
  }

  type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

  /**
   * Simulated customers: a seller and a buyer sending spot orders (each with its own client
   * order id) from twelve clients, and two clients moving money between accounts (each transfer
   * one transaction, so a connection is checked out of the pool when it breaks). Every answer
   * must be a success or the 503 refusal; after a refusal a client waits a moment, as the
   * Retry-After asks.
   */
  function burst(users: { seller: Customer; buyer: Customer; mover: Customer }, prefix: string) {
    const acked = new Map<string, number>();
    const refused = new Set<string>();
    const unexpected: string[] = [];
    const check = (what: string, res: { statusCode: number; body: string }) => {
      const body = JSON.parse(res.body) as { code: number; reason?: string; data: { id?: number } };
      if (body.code === 0) return body;
      if (res.statusCode === 503 && body.reason === 'DATABASE_UNAVAILABLE') return body;
      unexpected.push(`${what}: ${res.statusCode} ${res.body}`);
      return body;
    };
    const place = async (i: number, side: 'buy' | 'sell', lang = 'en') => {
      const clientId = `${prefix}-${side}-${i}`;
      // Buys span the sells' prices and reach above them, so most orders trade and neither side
      // piles up resting orders towards the open-order limit, however fast the writer goes.
      const price = side === 'sell' ? 67_000 + (i % 20) * 10 : 67_000 + (i % 25) * 10;
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/web/placeSpotOrder',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          rtoken: rt(),
          lang,
          token: side === 'sell' ? users.seller.token : users.buyer.token,
          symbol: 'BTCUSDT',
          side,
          type: 'limit',
          tif: 'GTC',
          price: String(price),
          quantity: '0.01',
          client_order_id: clientId,
        }).toString(),
      });
      const body = check(clientId, res);
      if (body.code === 0 && body.data.id !== undefined) acked.set(clientId, body.data.id);
      else refused.add(clientId);
      return { status: res.statusCode, body };
    };
    const transfer = async () => {
      const res = await app.server.inject({
        method: 'POST',
        url: '/api/web/transferAsset',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          rtoken: rt(),
          token: users.mover.token,
          asset: 'USDT',
          from: 'spot',
          to: 'options',
          amount: '0.01',
        }).toString(),
      });
      check('transfer', res);
      return res.statusCode;
    };
    let next = 0;
    let running = true;
    const orderClient = async (w: number) => {
      while (running) {
        const i = next++;
        if ((await place(i, w % 2 === 0 ? 'sell' : 'buy')).status === 503) await sleep(50);
      }
    };
    const transferClient = async () => {
      while (running) if ((await transfer()) === 503) await sleep(50);
    };
    const clients = [
      ...Array.from({ length: 12 }, (_, w) => orderClient(w)),
      transferClient(),
      transferClient(),
    ];
    stopLoad = async () => {
      running = false;
      await Promise.all(clients);
    };
    return { acked, refused, unexpected, place, stop: () => stopLoad() };
  }

  /**
   * After the database is back: every acknowledged order is stored once under the id it was
   * acknowledged with, open orders hold what their owners have frozen, the writer's book is the
   * open orders, and the auditors are clean. Returns how many refused orders are stored all the
   * same (their commit landed but its answer was lost) and how many orders are stored.
   */
  async function verify(
    users: { seller: Customer; buyer: Customer },
    acked: Map<string, number>,
    refused: Set<string>,
  ): Promise<{ storedRefused: number; stored: number }> {
    const { rows } = await direct.query<{
      id: string;
      client_order_id: string;
      user_id: string;
      status: string;
      frozen: string;
    }>(
      `select id::text, client_order_id, user_id::text, status, frozen::text from spot_orders
       where user_id = any($1::bigint[])`,
      [[users.seller.uid, users.buyer.uid]],
    );
    const byClient = new Map<string, number[]>();
    for (const r of rows)
      byClient.set(r.client_order_id, [...(byClient.get(r.client_order_id) ?? []), Number(r.id)]);
    for (const [clientId, id] of acked) expect(byClient.get(clientId), clientId).toEqual([id]);
    for (const ids of byClient.values()) expect(ids).toHaveLength(1);
    const frozenOf = async (uid: number, asset: string) =>
      (await app.services.ledger.balances(uid, 'real')).find((b) => b.asset === asset && b.wallet === 'spot')
        ?.frozen ?? 0n;
    const heldBy = (uid: number) =>
      rows
        .filter((o) => Number(o.user_id) === uid && o.status === 'open')
        .reduce((s, o) => s + BigInt(o.frozen), 0n);
    expect(await frozenOf(users.seller.uid, 'BTC')).toBe(heldBy(users.seller.uid));
    expect(await frozenOf(users.buyer.uid, 'USDT')).toBe(heldBy(users.buyer.uid));
    // The market maker pauses so that the book and the database are read at rest.
    await app.services.maker.stop();
    const rebuilt = new SpotService({ ...app.services, db: app.services.database.db, clock: app.clock });
    await rebuilt.start();
    expect(app.services.spot.depth('BTCUSDT', 100)).toEqual(rebuilt.depth('BTCUSDT', 100));
    app.services.maker.start(1_000);
    for (const audit of AUDITORS) expect(await audit(app)).toEqual([]);
    expect(await app.services.ledger.audit()).toEqual([]);
    return { storedRefused: [...refused].filter((c) => byClient.has(c)).length, stored: rows.length };
  }

  const customers = async () => ({
    seller: await fundedCustomer(app, { BTC: '100' }),
    buyer: await fundedCustomer(app, { USDT: '1000000' }),
    mover: await fundedCustomer(app, { USDT: '1000' }),
  });

  it('stays up, refuses with 503 while cut, and keeps every acknowledged order exactly once', async () => {
    const users = await customers();
    const load = burst(users, 'cut');
    await until('some orders are acknowledged', async () => load.acked.size >= 60);
    // A transaction held open across the cut, as a slow request would: its connection is
    // checked out of the pool when it breaks.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let opened = () => {};
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const held = app.services.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        opened();
        await released;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await open;

    await proxy.cut();
    const ackedBeforeCut = load.acked.size;
    await sleep(1_500);
    release();
    expect(isConnectionError(await held)).toBe(true);
    // While cut: not ready, and an order is refused in the caller's language with a 503.
    await until('the health check reports not ready', async () => (await health()) === 503);
    const during = await load.place(100_000, 'buy', 'jp');
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({
      code: 503,
      reason: 'DATABASE_UNAVAILABLE',
      message: MESSAGES.jp.reasons.DATABASE_UNAVAILABLE,
    });
    await load.stop();
    const refusedWhileCut = load.refused.size;

    await proxy.open();
    await until('the health check is ready again', async () => (await health()) === 200);
    // The writer rebuilds its book on the next command (after its backoff), then orders go through.
    let n = 200_000;
    await until('an order is acknowledged again', async () => (await load.place(n++, 'buy')).body.code === 0);
    for (let i = 0; i < 10; i++)
      expect((await load.place(n++, i % 2 === 0 ? 'buy' : 'sell')).body.code).toBe(0);
    expect(load.unexpected).toEqual([]);
    const { storedRefused, stored } = await verify(users, load.acked, load.refused);
    console.info(
      `connection cut: ${load.acked.size} orders acknowledged (${ackedBeforeCut} before the cut), ` +
        `${load.refused.size} refused (${refusedWhileCut} during the cut, ${storedRefused} of them stored), ` +
        `${stored} stored`,
    );
  }, 90_000);

  it('recovers at once when the server ends every connection mid-burst (administrator command)', async () => {
    const users = await customers();
    const load = burst(users, 'terminated');
    await until('some orders are acknowledged', async () => load.acked.size >= 60);
    // Every connection of the server's pool ends (57P01) a few times while orders keep coming;
    // the database itself stays reachable, so batches caught in a commit are looked for and run
    // again. The process lock's session is spared: ending it stops the process by design
    // (process-lock.test.ts).
    for (let round = 0; round < 3; round++) {
      await direct.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database()
         and pid <> pg_backend_pid() and application_name not like 'kestrel pid %'`,
      );
      await sleep(300);
    }
    const ackedAtEnd = load.acked.size;
    await until('orders are acknowledged again', async () => load.acked.size >= ackedAtEnd + 30);
    await load.stop();
    expect(load.unexpected).toEqual([]);
    await until('the health check is ready', async () => (await health()) === 200);
    const { storedRefused, stored } = await verify(users, load.acked, load.refused);
    console.info(
      `connections terminated: ${load.acked.size} orders acknowledged, ${load.refused.size} refused ` +
        `(${storedRefused} of them stored), ${stored} stored`,
    );
  }, 90_000);

  it('answers a batch whose commit landed but whose answer was lost as committed, never running it twice', async () => {
    const users = await customers();
    const load = burst(users, 'unanswered');
    await until('some orders are acknowledged', async () => load.acked.size >= 60);
    // Commits reach PostgreSQL and happen, but the server never hears back. Run again, such a
    // batch would be refused (its client order ids are taken) or, without ids, stored twice.
    for (let round = 0; round < 3; round++) {
      await proxy.loseAnswers(200);
      await sleep(300);
    }
    const ackedAtEnd = load.acked.size;
    await until('orders are acknowledged again', async () => load.acked.size >= ackedAtEnd + 30);
    await load.stop();
    expect(load.unexpected).toEqual([]);
    await until('the health check is ready', async () => (await health()) === 200);
    const { storedRefused, stored } = await verify(users, load.acked, load.refused);
    console.info(
      `answers lost: ${load.acked.size} orders acknowledged, ${load.refused.size} refused ` +
        `(${storedRefused} of them stored), ${stored} stored`,
    );
  }, 90_000);
});
