import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/platform/db.ts';

/**
 * Before the integration files run on PGlite: one database is created and migrated, and its data
 * directory dumped, so each test app loads that dump instead of creating a cluster of its own.
 */
export async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
