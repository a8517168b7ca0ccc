import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ROOT_DIR } from './config.ts';
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
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle connection the server ends (restart, database dropped) must not crash the process;
    // the pool replaces it, and the next query reports any real outage.
    pool.on('error', (error) => process.emitWarning(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const client = opts.template
    ? await PGlite.create({
        dataDir: opts.dataDir,
        loadDataDir: new Blob([readFileSync(opts.template)]),
      })
    : await PGlite.create(opts.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
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

/**
 * A PostgreSQL array literal, bound as one parameter and cast in SQL (`${pgArray(xs)}::bigint[]`);
 * both drivers pass a string through unchanged, so arrays behave the same on PGlite and pg.
 * `null` becomes a NULL element.
 */
export function pgArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

/** Rows of a raw query on either driver (node-postgres returns { rows }, PGlite the same). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
