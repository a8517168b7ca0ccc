import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { EarnService } from '../apps/server/src/modules/earn/index.ts';
import * as repo from '../apps/server/src/modules/earn/repo.ts';
import { type Intent, LedgerService, POSTING_BATCH_MAX } from '../apps/server/src/modules/ledger/index.ts';
import { ManualClock } from '../apps/server/src/platform/clock.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/platform/db.ts';

/**
 * The daily accrual of escrow earning on PostgreSQL: 100,000 open orders of 1,000 customers,
 * each owed one day's yield, paid by the job (a transaction per 2,000 orders, one posting per
 * order and day, set-based writes) against the same payment made one order at a time, each in
 * its own transaction (lock, one posting, the order's row), on the same database in one run.
 * The ledger auditor and the earn module's invariants are checked afterwards.
 */
const ORDERS = 100_000;
const CUSTOMERS = 1_000;
const FIRST_UID = 2_000_000;
/** The one-at-a-time baseline pays this many orders and is projected to all of them. */
const SINGLES = 2_000;
const DAY = 86_400_000;
const AMOUNT = 1_000_000_000n; // 1,000 USDT
const RATE_PPM = 3_000; // 3 USDT a day
const TERM = 7;

export interface EarnAccrualResult {
  orders: number;
  batchedSeconds: number;
  batchedPerSecond: number;
  singlePerSecond: number;
  projectedSingleSeconds: number;
  ratio: number;
}

function transfer(key: string, from: object, to: object, amount: bigint, into?: 'frozen'): Intent {
  return {
    type: 'transfer',
    key,
    kind: 'earn-funding',
    ref: { kind: 'bench', id: key },
    book: 'real',
    asset: 'USDT',
    amount,
    from,
    to,
    ...(into ? { into } : {}),
  } as unknown as Intent;
}

async function setUp(database: Database, clock: ManualClock) {
  await migrateDatabase(database);
  const { db } = database;
  const ledger = new LedgerService(db, clock);
  const started = new Date(clock.nowMs());
  const product = await repo.insertProduct(db, {
    tier: 'ai',
    texts: { en: { name: 'Bench', description: '', strategy: '' } },
    asset: 'USDT',
    termDays: TERM,
    dailyRatePpm: RATE_PPM,
    minAmount: 1n,
    maxAmount: AMOUNT,
    capacity: AMOUNT * BigInt(ORDERS),
    penaltyMode: 'fixed',
    penaltyPpm: 50_000,
    minKyc: 'none',
    status: 'open',
    updatedAt: started,
  });
  const perCustomer = BigInt(ORDERS / CUSTOMERS);
  const world = { system: 'world' };
  const funding: Intent[] = [];
  for (let i = 0; i < CUSTOMERS; i++)
    funding.push(
      transfer(
        `custody-${i}`,
        world,
        { user: FIRST_UID + i, wallet: 'earn' },
        AMOUNT * perCustomer,
        'frozen',
      ),
    );
  const owed = 3_000_000n * BigInt(TERM) * BigInt(ORDERS);
  funding.push(transfer('reserve', world, { system: 'earn_reserve' }, owed));
  for (let i = 0; i < funding.length; i += POSTING_BATCH_MAX)
    await db.transaction((tx) => ledger.apply(tx, funding.slice(i, i + POSTING_BATCH_MAX)));
  await db.execute(sql`
    insert into earn_orders (user_id, book, product_id, tier, asset, amount, term_days, daily_rate_ppm, daily_yield,
      penalty_mode, penalty_ppm, status, started_at, matures_at, next_due_at, request_key)
    select ${FIRST_UID} + (g % ${CUSTOMERS}), 'real', ${product.id}, 'ai', 'USDT', ${AMOUNT.toString()}, ${TERM}, ${RATE_PPM},
      3000000, 'fixed', 50000, 'custody', ${started.toISOString()}::timestamptz,
      ${started.toISOString()}::timestamptz + interval '${sql.raw(String(TERM))} days',
      ${started.toISOString()}::timestamptz + interval '1 day', 'bench:' || g
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    insert into earn_holdings (user_id, book, invested)
    select ${FIRST_UID} + i, 'real', ${(AMOUNT * perCustomer).toString()} from generate_series(0, ${CUSTOMERS - 1}) i`);
  await db.execute(
    sql`update earn_products set in_custody = ${(AMOUNT * BigInt(ORDERS)).toString()} where id = ${product.id}`,
  );
  await repo.commit(db, 'real', 'USDT', owed);
  await db.execute(sql`analyze`);
  return ledger;
}

/** One order's day, the way a job without batching would pay it: its own transaction. */
async function paySingly(database: Database, ledger: LedgerService, id: number) {
  await database.db.transaction(async (tx) => {
    const row = await repo.lockOrder(tx, id);
    if (!row) throw new Error(`order ${id} is missing`);
    const day = row.daysPaid + 1;
    await repo.commit(tx, 'real', 'USDT', -row.dailyYield);
    await ledger.apply(tx, [
      {
        type: 'transfer',
        key: `earn-yield:${row.id}:${day}`,
        kind: 'earn-yield',
        ref: { kind: 'earn', id: String(row.id) },
        book: 'real',
        asset: 'USDT',
        amount: row.dailyYield,
        from: { system: 'earn_reserve' },
        to: { user: row.userId, wallet: 'spot' },
      },
    ]);
    await repo.updateOrder(tx, row.id, {
      daysPaid: day,
      yieldPaid: row.yieldPaid + row.dailyYield,
      nextDueAt: new Date(row.startedAt.getTime() + (day + 1) * DAY),
    });
  });
}

async function measure(database: Database): Promise<EarnAccrualResult> {
  const clock = new ManualClock(Date.UTC(2026, 10, 2, 9, 0, 0));
  const ledger = await setUp(database, clock);
  const earn = new EarnService({
    db: database.db,
    clock,
    ledger,
    // Accrual reads neither verification, accounts nor settings.
    kyc: undefined as never,
    accounts: undefined as never,
    settings: undefined as never,
  });
  clock.advance(DAY + 1_000);
  let start = performance.now();
  const accrued = await earn.accrueDue();
  const batchedSeconds = (performance.now() - start) / 1000;
  if (accrued !== ORDERS) throw new Error(`accrual paid ${accrued} orders, not ${ORDERS}`);
  // Day two for the first orders, one at a time.
  clock.advance(DAY);
  const now = new Date(clock.nowMs());
  const ids = (await repo.lockDue(database.db, now, SINGLES)).map((r) => r.id);
  start = performance.now();
  for (const id of ids) await paySingly(database, ledger, id);
  const singlePerSecond = ids.length / ((performance.now() - start) / 1000);
  const problems = [...(await ledger.audit()), ...(await earn.audit())];
  if (problems.length > 0)
    throw new Error(`audit failed after the benchmark: ${problems.slice(0, 5).join('; ')}`);
  const batchedPerSecond = ORDERS / batchedSeconds;
  return {
    orders: ORDERS,
    batchedSeconds,
    batchedPerSecond,
    singlePerSecond,
    projectedSingleSeconds: ORDERS / singlePerSecond,
    ratio: batchedPerSecond / singlePerSecond,
  };
}

/** On PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server: a fresh database. */
export async function benchEarnAccrual(): Promise<EarnAccrualResult | undefined> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return undefined;
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    return await measure(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchEarnAccrual();
  console.log(JSON.stringify(r, null, 2));
}
