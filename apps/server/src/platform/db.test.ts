import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { Backoff } from './backoff.ts';
import {
  connectionLossOf,
  type Database,
  type DbOrTx,
  databaseProbe,
  executePrepared,
  isConnectionError,
  pgArray,
  preparedQuery,
  releaseWhenBroken,
} from './db.ts';

describe('pgArray', () => {
  it('quotes every element, escapes only quotes and backslashes, and writes null as NULL', () => {
    expect(pgArray(['12', 'spot-fill:7:0', 'a"b', 'c\\d', '', null, 'x\\"y'])).toBe(
      '{"12","spot-fill:7:0","a\\"b","c\\\\d","",NULL,"x\\\\\\"y"}',
    );
    expect(pgArray([])).toBe('{}');
  });
});

/** An error as node-postgres or node:net builds it: a message and optional code. */
const driverError = (message: string, code?: string) =>
  Object.assign(new Error(message), code ? { code } : {});
/** Drizzle wraps a failed query: its own message names the query and values, the driver's error is the cause. */
const wrapped = (cause: unknown) =>
  new Error('Failed query: insert into t values ($1)\nparams: secret', { cause });

describe('prepared statements', () => {
  const onPool = () => {
    const pool = new pg.Pool();
    const query = vi.fn(async () => ({ rows: [{ ok: 1 }] }));
    Object.assign(pool, { query });
    const execute = vi.fn();
    return { db: { $client: pool, dialect: new PgDialect(), execute } as unknown as DbOrTx, query, execute };
  };

  it('names a repeated text once on PostgreSQL, so each connection parses it once, with new values each time', async () => {
    const { db, query, execute } = onPool();
    const read = (ids: string) => sql`select id from ledger_accounts where id = any(${ids}::bigint[])`;
    const first = preparedQuery(db, read('{1,2}'));
    // The text and values are worked out when prepared, before the call.
    expect(query).not.toHaveBeenCalled();
    expect(await first()).toEqual({ rows: [{ ok: 1 }] });
    await executePrepared(db, read('{3}'));
    const [a, b] = query.mock.calls.map((c) => (c as unknown[])[0] as pg.QueryConfig);
    expect(a?.text).toBe('select id from ledger_accounts where id = any($1::bigint[])');
    expect(a?.name).toMatch(/^k_[0-9a-f]{40}$/);
    expect(b?.name).toBe(a?.name);
    expect([a?.values, b?.values]).toEqual([['{1,2}'], ['{3}']]);
    await executePrepared(db, sql`select ${1} as other`);
    const c = (query.mock.calls[2] as unknown[])[0] as pg.QueryConfig;
    expect(c.name).not.toBe(a?.name);
    expect(execute).not.toHaveBeenCalled();
  });

  it('runs as any other statement on PGlite or on a transaction (no pool)', async () => {
    const execute = vi.fn(async () => [{ ok: 1 }]);
    const db = { execute } as unknown as DbOrTx;
    const statement = sql`select 1`;
    expect(await executePrepared(db, statement)).toEqual([{ ok: 1 }]);
    expect(execute).toHaveBeenCalledWith(statement);
  });
});

describe('connection error classifier', () => {
  const lost: [string, unknown][] = [
    ['admin shutdown (57P01)', driverError('terminating connection due to administrator command', '57P01')],
    [
      'crash shutdown (57P02)',
      driverError('terminating connection due to crash of another process', '57P02'),
    ],
    ['cannot connect now (57P03)', driverError('the database system is starting up', '57P03')],
    ['connection exception (08000)', driverError('connection exception', '08000')],
    ['connection does not exist (08003)', driverError('connection does not exist', '08003')],
    ['connection failure (08006)', driverError('connection failure', '08006')],
    ['cannot establish a connection (08001)', driverError('could not connect', '08001')],
    ['connection rejected (08004)', driverError('rejected', '08004')],
    ['socket reset', driverError('read ECONNRESET', 'ECONNRESET')],
    ['connection refused', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['broken pipe', driverError('write EPIPE', 'EPIPE')],
    ['ended unexpectedly', driverError('Connection terminated unexpectedly')],
    ['ended by a connect timeout', driverError('Connection terminated due to connection timeout')],
    [
      'a client whose connection broke',
      driverError('Client has encountered a connection error and is not queryable'),
    ],
    ['the pool timing out a connect', driverError('timeout exceeded when trying to connect')],
    ['wrapped by drizzle', wrapped(driverError('Connection terminated unexpectedly'))],
    ['wrapped twice', wrapped(wrapped(driverError('', '57P01')))],
    ['one of several addresses', new AggregateError([driverError('x', 'ECONNREFUSED')], 'connect failed')],
  ];
  for (const [name, error] of lost)
    it(`recognises ${name}`, () => {
      expect(isConnectionError(error)).toBe(true);
    });

  const other: [string, unknown][] = [
    ['a unique violation', driverError('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', driverError('could not serialize access', '40001')],
    ['a query cancelled by timeout', driverError('canceling statement due to statement timeout', '57014')],
    ['a syntax error wrapped by drizzle', wrapped(driverError('syntax error at or near "x"', '42601'))],
    ['a plain error', new Error('something else')],
    ['a string', 'ECONNRESET'],
    ['nothing', undefined],
    ['null', null],
  ];
  for (const [name, error] of other)
    it(`does not take ${name} for a lost connection`, () => {
      expect(isConnectionError(error)).toBe(false);
    });

  it('names the driver error only, never the failed query or its values', () => {
    expect(connectionLossOf(wrapped(driverError('read ECONNRESET', 'ECONNRESET')))).toEqual({
      code: 'ECONNRESET',
      message: 'read ECONNRESET',
    });
  });

  it('stops following causes after a few levels (a cycle never hangs it)', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    a.cause = a;
    expect(isConnectionError(a)).toBe(false);
  });
});

describe('backoff', () => {
  it('doubles the wait from the minimum to the maximum after failures and resets on success', () => {
    let now = 0;
    const b = new Backoff(100, 1_000, () => now);
    expect(b.ready()).toBe(true);
    expect([b.failed(), b.failed(), b.failed(), b.failed(), b.failed()]).toEqual([100, 200, 400, 800, 1_000]);
    expect(b.ready()).toBe(false);
    now += 999;
    expect(b.ready()).toBe(false);
    now += 1;
    expect(b.ready()).toBe(true);
    b.succeeded();
    expect(b.failed()).toBe(100);
  });
});

describe('database probe', () => {
  const fake = (answer: () => Promise<unknown>) => {
    let queries = 0;
    const database = {
      db: {
        execute: () => {
          queries += 1;
          return answer();
        },
      },
    } as unknown as Database;
    return { database, queries: () => queries };
  };

  it('answers from one query a second, and false when the query fails or is too slow', async () => {
    let now = 0;
    let up = true;
    const { database, queries } = fake(() => (up ? Promise.resolve([]) : Promise.reject(new Error('down'))));
    const probe = databaseProbe(database, { timeoutMs: 50, cacheMs: 1_000, nowMs: () => now });
    expect(await Promise.all([probe(), probe()])).toEqual([true, true]);
    expect(queries()).toBe(1);
    up = false;
    expect(await probe()).toBe(true);
    now = 1_000;
    expect(await probe()).toBe(false);
    expect(queries()).toBe(2);

    const slow = fake(() => new Promise(() => undefined));
    expect(await databaseProbe(slow.database, { timeoutMs: 20, cacheMs: 0, nowMs: () => 0 })()).toBe(false);
  });
});

describe('a pooled connection that breaks while checked out', () => {
  /** What the pool does on each checkout: set `release`, which records what it is given. */
  const pooled = () => {
    const client = new EventEmitter() as EventEmitter & { release: (error?: unknown) => void };
    const released: unknown[] = [];
    releaseWhenBroken(client as unknown as pg.PoolClient);
    const checkout = () => {
      let once = false;
      client.release = (error?: unknown) => {
        if (once) throw new Error('Release called on client which has already been released to the pool.');
        once = true;
        released.push(error ?? 'ok');
      };
    };
    return { client, released, checkout };
  };

  it('goes back to the pool with its error at once, and the holder releasing it later does nothing', () => {
    const { client, released, checkout } = pooled();
    checkout();
    const lost = new Error('Connection terminated unexpectedly');
    client.emit('error', lost);
    expect(released).toEqual([lost]);
    client.release();
    expect(released).toEqual([lost]);
  });

  it('is released normally otherwise, and an error while idle is left to the pool', () => {
    const { client, released, checkout } = pooled();
    checkout();
    client.release();
    client.emit('error', new Error('idle connection ended'));
    checkout();
    client.release();
    expect(released).toEqual(['ok', 'ok']);
    expect(() => client.release()).toThrow(/already been released/);
  });
});
