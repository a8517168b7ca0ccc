import { LedgerService } from '../modules/ledger/index.ts';
import { systemClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { type Database, migrateDatabase } from '../platform/db.ts';
import { openOrExplain } from './open-database.ts';

/**
 * `npm run ledger:verify`: checks the ledger invariants on the configured database (DATABASE_URL,
 * or the embedded one in DATA_DIR, refused while a server holds it). Exits 1 on a problem.
 */
const config = loadConfig();
const database = await openOrExplain(config);
if (database) await verify(database);

async function verify(database: Database): Promise<void> {
  try {
    await migrateDatabase(database);
    const problems = await new LedgerService(database.db, systemClock).audit();
    if (problems.length === 0) {
      console.log(
        'ledger verified: every asset sums to zero, every account equals its lines, no user account is negative',
      );
    } else {
      for (const p of problems) console.error(p);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}
