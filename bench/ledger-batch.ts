import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Intent, LedgerService, POSTING_BATCH_MAX } from '../apps/server/src/modules/ledger/index.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/platform/db.ts';

/**
 * Ledger transfers per second: transfer intents applied in batches (one transaction, one lock
 * pass and set-based writes per batch) against one transaction per transfer, on the same
 * database in one run.
 */
const ACCOUNTS = 200;
/** One transaction per transfer is slow: a thousand of them give a steady rate. */
const SINGLES = 1_000;
/** Intents per batch: the most one apply takes. */
const BATCH = POSTING_BATCH_MAX;

export interface LedgerBenchResult {
  database: string;
  batch: number;
  batchedPerSecond: number;
  singlePerSecond: number;
  ratio: number;
}

async function setUp(database: Database) {
  await migrateDatabase(database);
  const ledger = new LedgerService(database.db, systemClock);
  const ids = await database.db.transaction(async (tx) => {
    const world = await ledger.systemAccount(tx, 'world', 'USDT', 'real');
    const users: number[] = [];
    for (let i = 0; i < ACCOUNTS; i++)
      users.push(await ledger.userAccount(tx, 1_000_000 + i, 'USDT', 'spot', 'real'));
    const funding = users.map((u, i) => transfer(`fund-${i}`, world, u, 1_000_000_000n));
    await ledger.apply(tx, funding);
    return users;
  });
  return { ledger, users: ids };
}

function transfer(key: string, from: number, to: number, amount: bigint): Intent {
  return {
    type: 'transfer',
    key,
    kind: 'transfer',
    ref: { kind: 'bench', id: key },
    book: 'real',
    asset: 'USDT',
    amount,
    from,
    to,
  };
}

function randomTransfers(users: readonly number[], count: number, tag: string): Intent[] {
  return Array.from({ length: count }, (_, i) => {
    const from = users[i % users.length] ?? 0;
    const to = users[(i * 7 + 3) % users.length] ?? 0;
    return transfer(
      `${tag}-${i}`,
      from,
      from === to ? (users[(i + 1) % users.length] ?? 0) : to,
      1n + BigInt(i % 100),
    );
  });
}

async function measure(database: Database, total: number): Promise<LedgerBenchResult> {
  const { ledger, users } = await setUp(database);
  const tag = randomBytes(4).toString('hex');
  const batched = randomTransfers(users, total, `b-${tag}`);
  let start = performance.now();
  for (let i = 0; i < batched.length; i += BATCH) {
    await database.db.transaction((tx) => ledger.apply(tx, batched.slice(i, i + BATCH)));
  }
  const batchedPerSecond = total / ((performance.now() - start) / 1000);
  const singles = randomTransfers(users, SINGLES, `s-${tag}`);
  start = performance.now();
  for (const t of singles) await database.db.transaction((tx) => ledger.apply(tx, [t]));
  const singlePerSecond = singles.length / ((performance.now() - start) / 1000);
  const problems = await ledger.audit();
  if (problems.length > 0) throw new Error(`ledger audit failed after the benchmark: ${problems.join('; ')}`);
  return {
    database: database.kind,
    batch: BATCH,
    batchedPerSecond,
    singlePerSecond,
    ratio: batchedPerSecond / singlePerSecond,
  };
}

export async function benchLedgerPglite(total = 50_000): Promise<LedgerBenchResult> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    return await measure(database, total);
  } finally {
    await database.close();
  }
}

/** On PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server: a fresh database. */
export async function benchLedgerPostgres(total = 50_000): Promise<LedgerBenchResult | undefined> {
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
    return await measure(database, total);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
