import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { systemClock } from '../../src/platform/clock.ts';
import { type Config, testConfig } from '../../src/platform/config.ts';
import { rowsOf } from '../../src/platform/db.ts';
import { AUDITORS, postAction } from '../helpers.ts';
import { fundedCustomer } from '../ledger-fixtures.ts';
import { setPrice } from '../wallet/wallet-fixtures.ts';

/**
 * A book that crosses in the database (a bid above an ask of the same market, both open, their
 * funds frozen), as two processes writing one market used to leave it: the platform starts all
 * the same, the later order is fenced (cancelled with the end reason 'fenced', what it held
 * released through the ledger), the book is the open orders again and trades on, and the ledger
 * auditor is clean. Runs on a database that outlives a restart: a PGlite data directory, or a
 * new PostgreSQL database when TEST_DATABASE_URL is set.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** BTCUSDT: prices in cents, quantities in millionths of BTC; BTC has 8 decimals, USDT 6. */
const PRICE_TICKS_PER_USDT = 100;
const LOTS_PER_BTC = 1_000_000;

interface Restartable {
  /** The configuration of the first start, then of every start after it. */
  first: Partial<Config>;
  again: Partial<Config>;
  drop(): Promise<void>;
}

async function restartableDatabase(): Promise<Restartable> {
  if (!adminUrl) {
    const root = mkdtempSync(path.join(tmpdir(), 'kestrel-fenced-'));
    const dataDir = path.join(root, 'data');
    const template = inject('pgliteTemplate') || undefined;
    return {
      first: { dataDir, pgliteTemplate: template },
      again: { dataDir },
      drop: async () => rmSync(root, { recursive: true, force: true }),
    };
  }
  const name = `t_fenced_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    first: { databaseUrl: url.toString() },
    again: { databaseUrl: url.toString() },
    async drop() {
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/**
 * An open limit order written straight into the database with its funds frozen through the
 * ledger in the same transaction, as a writer of another process would have written it.
 */
async function writeOpenOrder(
  app: App,
  o: { userId: number; side: 'buy' | 'sell'; priceTicks: number; quantityLots: number },
): Promise<number> {
  const { database, ledger } = app.services;
  // Buy: the quote value at the limit (whole cents times millionths of BTC: 10^-8 USDT each,
  // exact in USDT units here); sell: the base (BTC has two more decimals than the lot).
  const frozen =
    o.side === 'buy' ? (BigInt(o.priceTicks) * BigInt(o.quantityLots)) / 100n : BigInt(o.quantityLots) * 100n;
  return database.db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: string }>(
      await tx.execute(sql`select nextval('spot_orders_id_seq')::text as id`),
    );
    const id = Number(row?.id);
    await ledger.apply(tx, [
      {
        type: 'freeze',
        key: `spot-freeze:${id}`,
        kind: 'spot-order',
        ref: { kind: 'spot-order', id: String(id) },
        book: 'real',
        asset: o.side === 'buy' ? 'USDT' : 'BTC',
        account: { user: o.userId, wallet: 'spot' },
        amount: frozen,
      },
    ]);
    await tx.execute(sql`
      insert into spot_orders (id, user_id, book, symbol, side, type, tif, price_ticks, quantity_lots,
        frozen, status, created_at, updated_at)
      values (${id}, ${o.userId}, 'real', 'BTCUSDT', ${o.side}, 'limit', 'GTC', ${o.priceTicks},
        ${o.quantityLots}, ${frozen.toString()}, 'open', now(), now())`);
    return id;
  });
}

describe('restarting over a crossed book', () => {
  const apps: App[] = [];
  let database: Restartable | undefined;
  afterAll(async () => {
    for (const app of apps) await app.server.close();
    await database?.drop();
  });

  it('starts, fences the later order with its funds released, and trades on', async () => {
    database = await restartableDatabase();
    const first = await buildApp(testConfig(database.first));
    apps.push(first);
    const buyer = await fundedCustomer(first, { USDT: '1000' });
    const seller = await fundedCustomer(first, { BTC: '1' });
    const bid = await writeOpenOrder(first, {
      userId: buyer.uid,
      side: 'buy',
      priceTicks: 51_000 * PRICE_TICKS_PER_USDT,
      quantityLots: LOTS_PER_BTC / 100,
    });
    const ask = await writeOpenOrder(first, {
      userId: seller.uid,
      side: 'sell',
      priceTicks: 50_000 * PRICE_TICKS_PER_USDT,
      quantityLots: LOTS_PER_BTC / 100,
    });
    await first.server.close();

    const lines: string[] = [];
    const app = await buildApp(testConfig({ ...database.again, logLevel: 'warn' }), {
      logStream: { write: (line) => lines.push(line) },
    });
    apps.push(app);
    const orders = rowsOf<{ id: string; status: string; end_reason: string | null; frozen: string }>(
      await app.services.database.db.execute(
        sql`select id::text, status, end_reason, frozen::text from spot_orders order by id`,
      ),
    );
    expect(orders).toEqual([
      { id: String(bid), status: 'open', end_reason: null, frozen: '510000000' },
      { id: String(ask), status: 'cancelled', end_reason: 'fenced', frozen: '0' },
    ]);
    const fenced = lines.map((l) => JSON.parse(l)).find((l) => l.orderId === ask);
    expect(fenced?.msg).toContain(`spot order ${ask} fenced on rebuild`);
    expect(fenced?.why).toBe('ask at 5000000 ticks crosses the best bid at 5100000');
    // The seller has the BTC back; the buyer's bid still holds its USDT.
    const balances = async (uid: number, asset: string) =>
      (await app.services.ledger.balances(uid, 'real')).find((b) => b.asset === asset && b.wallet === 'spot');
    expect(await balances(seller.uid, 'BTC')).toMatchObject({ available: 100_000_000n, frozen: 0n });
    expect(await balances(buyer.uid, 'USDT')).toMatchObject({
      available: 490_000_000n,
      frozen: 510_000_000n,
    });
    expect(app.services.spot.depth('BTCUSDT', 10).asks).toEqual([]);
    expect(app.services.spot.depth('BTCUSDT', 10).bids).toEqual([['51000.00', '0.010000']]);

    // The book trades on: a sell at the bid fills it.
    setPrice(app, systemClock, 'BTCUSDT', 5_100_000n);
    const sold = await postAction(app, 'placeSpotOrder', {
      token: seller.token,
      symbol: 'BTCUSDT',
      side: 'sell',
      type: 'limit',
      price: '51000',
      quantity: '0.01',
    });
    expect(sold.body.data?.status, JSON.stringify(sold.body)).toBe('filled');
    expect(app.services.spot.depth('BTCUSDT', 10).bids).toEqual([]);
    const problems = (await Promise.all(AUDITORS.map((audit) => audit(app)))).flat();
    expect(problems).toEqual([]);
  }, 120_000);
});
