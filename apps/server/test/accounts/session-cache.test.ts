import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/modules/accounts/model.ts';
import { useTestApp } from '../helpers.ts';
import { get, registerUser } from './fixtures.ts';

describe('kept sessions', () => {
  const app = useTestApp();

  it('see a revocation written by another process within a second, checking every kept session in one query', async () => {
    const one = await registerUser(app());
    const two = await registerUser(app());
    const ask = (token: string) => get(app(), 'spotOpenOrders', {}, { token });
    expect((await ask(one.token)).reason).toBeUndefined();
    expect((await ask(two.token)).reason).toBeUndefined();
    // Another process logs the first session out: only the database says so.
    await app().services.database.db.execute(
      sql`update sessions set revoked_at = now(), revoke_reason = 'logout'
          where token_hash = ${sha256(one.token)}`,
    );
    const deadline = Date.now() + 1_500;
    let answer = await ask(one.token);
    while (answer.reason === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await ask(one.token);
    }
    expect(answer.reason).toBe('AUTH_LOGIN_REQUIRED');
    expect((await ask(two.token)).reason).toBeUndefined();
  });

  it('refuses a token of another shape without looking it up', async () => {
    for (const token of ['x'.repeat(5_000), 'short', `${'a'.repeat(42)}=`]) {
      const answer = await get(app(), 'spotOpenOrders', {}, { token });
      expect(answer.reason).toBe('AUTH_LOGIN_REQUIRED');
    }
  });
});
