import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@platform/contract';
import { StaffService } from '../modules/admin/index.ts';
import { ContentService, readSeedFiles, seedItemsFrom } from '../modules/content/index.ts';
import { systemClock } from '../platform/clock.ts';
import { loadConfig } from '../platform/config.ts';
import { migrateDatabase } from '../platform/db.ts';
import { reasonText } from '../platform/i18n.ts';
import { isRefusal } from '../platform/refusal.ts';
import { openOrExplain } from './open-database.ts';

/**
 * Creates a staff account and prints its authenticator enrolment, which is shown only once:
 *   npm run admin:create -- --email ops@example.com --name "Ops Lead" --role superadmin
 * Without --password a strong one is generated and printed. Uses the same DATABASE_URL or
 * DATA_DIR as the server; an embedded data directory held by a running server is refused with a
 * message (PGlite has one user), as the lock file in it says.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', multiple: true },
      password: { type: 'string' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  const roles = (values.role ?? ['superadmin']).flatMap((r) => r.split(',')) as StaffRole[];
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || roles.some((r) => !STAFF_ROLES.includes(r))) {
    console.error(
      `usage: npm run admin:create -- --email <e-mail> [--name <name>] [--role ${STAFF_ROLES.join('|')}]... [--password <6-24 chars>]`,
    );
    process.exitCode = 2;
    return;
  }
  const password = values.password ?? randomBytes(12).toString('base64url');
  if (password.length < 6 || password.length > 24) {
    console.error('The password must be 6 to 24 characters.');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openOrExplain(config);
  if (!database) return;
  try {
    await migrateDatabase(database);
    const content = new ContentService(database.db);
    await content.seed(seedItemsFrom(readSeedFiles()));
    const siteName = (await content.site('en')).name;
    const staff = new StaffService(database.db, systemClock, siteName);
    const enrolment = await staff.create(
      { email, name: values.name ?? email, password, roles },
      null,
      'command line',
    );
    console.log(`Staff account ${enrolment.id} created for ${email} with roles: ${roles.join(', ')}`);
    if (!values.password) console.log(`Password (shown once): ${password}`);
    console.log(`Authenticator secret (shown once): ${enrolment.totp_secret}`);
    console.log(`Authenticator URI: ${enrolment.otpauth_url}`);
    console.log('Add the secret or the URI to an authenticator app, then sign in at /admin.');
  } catch (error) {
    console.error(isRefusal(error) ? reasonText('en', error.reason, error.params) : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
