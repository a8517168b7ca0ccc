import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './error-handler.ts';

describe('loggableError', () => {
  it('keeps the failed SQL and its cause but not the values it was given', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      detail: 'Key (email)=(alice@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'select "id" from "users" where "email" = $1 and "password" = $2',
      ['alice@example.com', 'Secret#2026'],
      cause,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('select \\"id\\" from \\"users\\"');
    expect(logged).toContain('22021');
    for (const secret of ['alice@example.com', 'Secret#2026']) expect(logged).not.toContain(secret);
  });
});
