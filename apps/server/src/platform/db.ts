import { hash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ROOT_DIR } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction handle, so services own transactions. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'apps/server/drizzle');
/** How long opening a PostgreSQL connection may take before the attempt fails. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`
 * ('memory://' keeps it in memory). Same schema, same migrations, same SQL on both.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A PGlite data-directory dump to start from (Config.pgliteTemplate). */
  template?: string | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 20,
      // A server that does not answer (a cut network rather than a refused connection) fails a
      // connection attempt after this long instead of holding the request forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection the server ends (restart, database dropped) must not crash the process;
    // the pool replaces it, and the next query reports any real outage.
    pool.on('error', (error) => process.emitWarning(`database connection lost: ${error.message}`));
    pool.on('connect', releaseWhenBroken);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  // PGlite has one user: the data directory is locked before it is opened (data-dir-lock.ts).
  const lock = inMemory ? undefined : lockDataDir(opts.dataDir);
  let client: PGlite;
  try {
    client = opts.template
      ? await PGlite.create({
          dataDir: opts.dataDir,
          loadDataDir: new Blob([readFileSync(opts.template)]),
        })
      : await PGlite.create(opts.dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const close = async () => {
    try {
      await client.close();
    } finally {
      lock?.release();
    }
  };
  return { db, kind: 'pglite', close };
}

type Release = (error?: Error | boolean) => void;

/**
 * A connection that breaks while checked out (inside a transaction, between two of its queries)
 * emits 'error', and an unheard 'error' event ends the process: every connection gets a listener
 * when it is opened. The query in flight, or the next one, fails and reaches its caller. The
 * broken connection goes back to the pool at once (which drops it), because a holder may never
 * give it back: drizzle does not release a connection whose `begin` failed, and each such
 * connection would take one of the pool's places for good. The holder's own release of it later
 * does nothing. The pool sets `release` on each checkout, so it is caught with an accessor.
 */
export function releaseWhenBroken(client: pg.PoolClient): void {
  let poolRelease: Release | undefined;
  let out = false;
  let dropped = false;
  const release: Release = (error) => {
    if (dropped) return;
    out = false;
    poolRelease?.(error);
  };
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => release,
    set: (fn: Release) => {
      poolRelease = fn;
      out = true;
    },
  });
  client.on('error', (error) => {
    if (!out) return;
    release(error);
    dropped = true;
  });
}

/** Applies the SQL migrations in apps/server/drizzle that have not run yet. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], config);
  } else {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], config);
  }
}

/** Characters an element of an array literal must escape with a backslash. */
const ARRAY_ESCAPED = /["\\]/;
const ARRAY_ESCAPES = /["\\]/g;

/**
 * A PostgreSQL array literal, bound as one parameter and cast in SQL (`${pgArray(xs)}::bigint[]`);
 * both drivers pass a string through unchanged, so arrays behave the same on PGlite and pg.
 * `null` becomes a NULL element.
 */
export function pgArray(values: readonly (string | null)[]): string {
  // Most elements (numbers, ids, keys) need no escaping: only those that do pay for it.
  return `{${values.map((v) => (v === null ? 'NULL' : ARRAY_ESCAPED.test(v) ? `"${v.replace(ARRAY_ESCAPES, '\\$&')}"` : `"${v}"`)).join(',')}}`;
}

/** Statement names by text: a text is named once, and each connection prepares it once. */
const preparedNames = new Map<string, string>();
/** Texts named at most; past this, statements run unnamed (a defect would otherwise grow it). */
const PREPARED_NAMES_MAX = 200;

/**
 * Runs a statement whose text repeats with new values each time (a market writer's batch, its
 * reads) as a named prepared statement on PostgreSQL: each connection parses it once, and the
 * server may keep its plan, instead of parsing and planning it again for every batch. Elsewhere
 * (PGlite, a transaction's connection) it runs as any other statement.
 */
export async function executePrepared(db: DbOrTx, query: SQL): Promise<unknown> {
  return preparedQuery(db, query)();
}

/** `executePrepared` with its text and values worked out now, run when called. */
export function preparedQuery(db: DbOrTx, query: SQL): () => Promise<unknown> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return () => db.execute(query);
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < PREPARED_NAMES_MAX) {
    name = `k_${hash('sha1', text, 'hex')}`;
    preparedNames.set(text, name);
  }
  const config = { ...(name ? { name } : {}), text, values: params as unknown[] };
  return () => client.query(config);
}

/** Rows of a raw query on either driver (node-postgres returns { rows }, PGlite the same). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * The constraint a failed statement violated, when it failed a check (SQLSTATE 23514): the
 * driver's error is found under drizzle's wrapping by following `cause`.
 */
export function checkViolationOf(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const e = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (e.code === '23514' && typeof e.constraint === 'string') return e.constraint;
  return checkViolationOf(e.cause, depth + 1);
}

/**
 * PostgreSQL error codes of a lost or refused connection: admin or crash shutdown (57P01,
 * 57P02), cannot connect now (57P03) and class 08, connection exception.
 */
const CONNECTION_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);
/** Socket errors of a connection that broke or could not be made. */
const CONNECTION_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** What node-postgres says of a connection that ended, or of a client whose connection broke. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];
/** Wrappers (drizzle's query error, AggregateError) followed before giving up. */
const CAUSE_DEPTH_MAX = 5;

/**
 * True when an error means the database connection was lost or could not be made, so the
 * request may be tried again once it is back: nothing about the request itself was wrong.
 * Follows `cause` (drizzle wraps driver errors) and AggregateError's `errors`.
 */
export function isConnectionError(error: unknown): boolean {
  return connectionLossOf(error) !== undefined;
}

/**
 * The driver's error inside `error` that says the connection was lost, as its code and message
 * (never the failed query or its values, which a wrapping error carries), or undefined.
 */
export function connectionLossOf(
  error: unknown,
  depth = 0,
): { code: string | undefined; message: string } | undefined {
  if (depth > CAUSE_DEPTH_MAX || error === null || typeof error !== 'object') return undefined;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const message = typeof e.message === 'string' ? e.message : '';
  if (code !== undefined && (CONNECTION_SQLSTATES.has(code) || CONNECTION_ERRNOS.has(code)))
    return { code, message };
  if (CONNECTION_MESSAGES.some((m) => message.startsWith(m))) return { code, message };
  for (const inner of Array.isArray(e.errors) ? e.errors : []) {
    const found = connectionLossOf(inner, depth + 1);
    if (found) return found;
  }
  return connectionLossOf(e.cause, depth + 1);
}

/**
 * Whether the database answers a trivial query within `timeoutMs`. The answer is reused for
 * `cacheMs`, so a health check polled often costs at most one query a second, and calls made
 * while a check runs share it.
 */
export function databaseProbe(
  database: Database,
  opts: { timeoutMs: number; cacheMs: number; nowMs: () => number },
): () => Promise<boolean> {
  let last: { atMs: number; ok: boolean } | undefined;
  let running: Promise<boolean> | undefined;
  const check = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), opts.timeoutMs);
    });
    const query = database.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    if (last && opts.nowMs() - last.atMs < opts.cacheMs) return Promise.resolve(last.ok);
    running ??= check().then((ok) => {
      last = { atMs: opts.nowMs(), ok };
      running = undefined;
      return ok;
    });
    return running;
  };
}
