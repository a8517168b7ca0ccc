import type { Config } from '../platform/config.ts';
import { DataDirInUseError } from '../platform/data-dir-lock.ts';
import { type Database, openDatabase } from '../platform/db.ts';

/**
 * Opens the configured database for a command. An embedded data directory held by a running
 * server (or another command) is refused with one clear line and exit code 1, instead of a second
 * PGlite corrupting it.
 */
export async function openOrExplain(config: Config): Promise<Database | undefined> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return undefined;
  }
}
