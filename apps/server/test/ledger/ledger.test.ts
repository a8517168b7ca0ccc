import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { transferRequest } from '../../src/modules/ledger/index.ts';
import { get, registerUser } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';

type Tx = Parameters<Parameters<App['services']['database']['db']['transaction']>[0]>[0];
let keyCounter = 0;
const key = (name: string) => `${name}:${++keyCounter}:${Date.now()}`;

describe('ledger', () => {
  const app = useTestApp();
  const ledger = () => app().services.ledger;
  const inTx = <T>(fn: (tx: Tx) => Promise<T>) => app().services.database.db.transaction(fn);

  async function fundedUser(amount: bigint) {
    const uid = (await registerUser(app())).uid;
    const { user, world } = await inTx(async (tx) => ({
      user: await ledger().userAccount(tx, uid, 'USDT', 'spot', 'real'),
      world: await ledger().systemAccount(tx, 'world', 'USDT', 'real'),
    }));
    await inTx((tx) =>
      ledger().post(tx, {
        key: key('deposit'),
        kind: 'deposit',
        ref: { kind: 'test', id: String(uid) },
        book: 'real',
        lines: [
          { accountId: world, asset: 'USDT', bucket: 'available', amount: -amount },
          { accountId: user, asset: 'USDT', bucket: 'available', amount },
        ],
      }),
    );
    return { uid, user, world };
  }

  async function balance(accountId: number) {
    const rows = await app().services.database.db.query.ledgerAccounts.findFirst({
      where: (a, { eq }) => eq(a.id, accountId),
    });
    return { available: rows?.available ?? -1n, frozen: rows?.frozen ?? -1n };
  }

  it('funds a new demo account in the demo book, wallet by wallet, from the demo system account', async () => {
    const demo = await get(app(), 'tempLogin');
    const rows = await ledger().balances(demo.data.uid, 'demo');
    expect(rows.map((r) => [r.asset, r.wallet, r.available])).toEqual([
      ['USDT', 'spot', 50_000_000_000n],
      ['USDT', 'contract', 30_000_000_000n],
      ['USDT', 'options', 10_000_000_000n],
      ['USDT', 'futures', 10_000_000_000n],
    ]);
    expect(await ledger().balances(demo.data.uid, 'real')).toEqual([]);
  });

  it('moves money only in balanced postings and refuses an overdraft without a change', async () => {
    const { user, world } = await fundedUser(5_000_000n);
    const before = await balance(user);
    await expect(
      inTx((tx) =>
        ledger().post(tx, {
          key: key('withdraw'),
          kind: 'withdrawal',
          ref: { kind: 'test', id: 'x' },
          book: 'real',
          lines: [
            { accountId: user, asset: 'USDT', bucket: 'available', amount: -5_000_001n },
            { accountId: world, asset: 'USDT', bucket: 'available', amount: 5_000_001n },
          ],
        }),
      ),
    ).rejects.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
    expect(await balance(user)).toEqual(before);
    await expect(
      inTx((tx) =>
        ledger().post(tx, {
          key: key('bad'),
          kind: 'adjustment',
          ref: { kind: 'test', id: 'x' },
          book: 'real',
          lines: [
            { accountId: user, asset: 'USDT', bucket: 'available', amount: -1n },
            { accountId: world, asset: 'USDT', bucket: 'available', amount: 2n },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to/);
  });

  it('replays an idempotency key with the first result and refuses the key with another payload', async () => {
    const { user, world } = await fundedUser(1_000_000n);
    const request = {
      key: key('fee'),
      kind: 'adjustment' as const,
      ref: { kind: 'test', id: 'fee' },
      book: 'real' as const,
      lines: [
        { accountId: user, asset: 'USDT', bucket: 'available' as const, amount: -300_000n },
        { accountId: world, asset: 'USDT', bucket: 'available' as const, amount: 300_000n },
      ],
    };
    const first = await inTx((tx) => ledger().post(tx, request));
    const again = await inTx((tx) => ledger().post(tx, request));
    expect(again).toEqual({ postingId: first.postingId, replayed: true });
    expect((await balance(user)).available).toBe(700_000n);
    const changed = { ...request, lines: request.lines.map((l) => ({ ...l, amount: l.amount * 2n })) };
    await expect(inTx((tx) => ledger().post(tx, changed))).rejects.toMatchObject({
      reason: 'LEDGER_IDEMPOTENCY_CONFLICT',
    });
    expect((await balance(user)).available).toBe(700_000n);
  });

  it('holds, releases and settles frozen funds', async () => {
    const { user, world } = await fundedUser(10_000_000n);
    const ref = { kind: 'test', id: 'hold' };
    await inTx((tx) =>
      ledger().hold(tx, {
        kind: 'withdrawal',
        key: key('hold'),
        accountId: user,
        asset: 'USDT',
        amount: 4_000_000n,
        ref,
        book: 'real',
      }),
    );
    expect(await balance(user)).toEqual({ available: 6_000_000n, frozen: 4_000_000n });
    await inTx((tx) =>
      ledger().release(tx, {
        kind: 'withdrawal-released',
        key: key('release'),
        accountId: user,
        asset: 'USDT',
        amount: 1_000_000n,
        ref,
        book: 'real',
      }),
    );
    await inTx((tx) =>
      ledger().settle(tx, {
        kind: 'withdrawal-paid',
        key: key('settle'),
        accountId: user,
        toAccountId: world,
        asset: 'USDT',
        amount: 3_000_000n,
        ref,
        book: 'real',
      }),
    );
    expect(await balance(user)).toEqual({ available: 7_000_000n, frozen: 0n });
    await expect(
      inTx((tx) =>
        ledger().release(tx, {
          kind: 'withdrawal-released',
          key: key('release'),
          accountId: user,
          asset: 'USDT',
          amount: 1n,
          ref,
          book: 'real',
        }),
      ),
    ).rejects.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
  });

  it('never overspends under twenty concurrent holds of one balance', async () => {
    const { user } = await fundedUser(10_000_000n);
    const attempts = Array.from({ length: 20 }, (_, i) =>
      inTx((tx) =>
        ledger().hold(tx, {
          kind: 'withdrawal',
          key: key(`race-${i}`),
          accountId: user,
          asset: 'USDT',
          amount: 1_000_000n,
          ref: { kind: 'test', id: 'race' },
          book: 'real',
        }),
      ).then(
        () => 'ok',
        (e: { reason?: string }) => e.reason ?? 'error',
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
    expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'LEDGER_INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balance(user)).toEqual({ available: 0n, frozen: 10_000_000n });
  });

  it('keeps every invariant over random sequences of transfers and holds', async () => {
    const a = await fundedUser(1_000_000n);
    const b = await fundedUser(1_000_000n);
    const op = fc.record({
      kind: fc.constantFrom('transfer', 'hold', 'release'),
      fromA: fc.boolean(),
      amount: fc.bigInt({ min: 1n, max: 700_000n }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          const [from, to] = o.fromA ? [a.user, b.user] : [b.user, a.user];
          const ref = { kind: 'property', id: 'x' };
          const run = (tx: Tx) =>
            o.kind === 'hold'
              ? ledger().hold(tx, {
                  kind: 'withdrawal',
                  key: key('p-hold'),
                  accountId: from,
                  asset: 'USDT',
                  amount: o.amount,
                  ref,
                  book: 'real',
                })
              : o.kind === 'release'
                ? ledger().release(tx, {
                    kind: 'withdrawal-released',
                    key: key('p-rel'),
                    accountId: from,
                    asset: 'USDT',
                    amount: o.amount,
                    ref,
                    book: 'real',
                  })
                : ledger().post(tx, {
                    key: key('p-transfer'),
                    kind: 'transfer',
                    ref,
                    book: 'real',
                    lines: [
                      { accountId: from, asset: 'USDT', bucket: 'available', amount: -o.amount },
                      { accountId: to, asset: 'USDT', bucket: 'available', amount: o.amount },
                    ],
                  });
          await inTx(run).catch((e: { reason?: string }) => {
            if (e.reason !== 'LEDGER_INSUFFICIENT_BALANCE') throw e;
          });
        }
        expect(await ledger().audit()).toEqual([]);
        const total =
          (await balance(a.user)).available +
          (await balance(a.user)).frozen +
          (await balance(b.user)).available +
          (await balance(b.user)).frozen;
        expect(total).toBe(2_000_000n);
      }),
      { numRuns: 15 },
    );
  });
});

describe('batched postings', () => {
  const app = useTestApp();
  const ledger = () => app().services.ledger;

  it('applies many transfers in one pass, reports refusals and replays per posting, and keeps the invariants', async () => {
    const db = app().services.database.db;
    const users = [(await registerUser(app())).uid, (await registerUser(app())).uid];
    const [a, b, world] = await db.transaction(async (tx) => [
      await ledger().userAccount(tx, users[0] ?? 0, 'USDT', 'spot', 'real'),
      await ledger().userAccount(tx, users[1] ?? 0, 'USDT', 'spot', 'real'),
      await ledger().systemAccount(tx, 'world', 'USDT', 'real'),
    ]);
    const transfer = (k: string, from: number, to: number, amount: bigint) =>
      transferRequest({
        key: k,
        kind: 'transfer',
        ref: { kind: 'test', id: k },
        book: 'real',
        asset: 'USDT',
        amount,
        from,
        to,
      });
    const tag = Date.now();
    const batch = [
      transfer(`b1-${tag}`, world, a, 100n),
      transfer(`b2-${tag}`, a, b, 60n),
      transfer(`b3-${tag}`, a, b, 60n),
      transfer(`b1-${tag}`, world, a, 100n),
      transfer(`b4-${tag}`, b, a, 10n),
    ];
    const results = await db.transaction((tx) => ledger().postBatch(tx, batch));
    expect(results.map((r) => (r.ok ? (r.replayed ? 'replayed' : 'ok') : r.reason))).toEqual([
      'ok',
      'ok',
      'LEDGER_INSUFFICIENT_BALANCE',
      'replayed',
      'ok',
    ]);
    expect(results[3]).toEqual(results[0] && { ...results[0], replayed: true });
    const conflict = await db.transaction((tx) => ledger().postBatch(tx, [transfer(`b4-${tag}`, b, a, 11n)]));
    expect(conflict[0]).toEqual({ ok: false, reason: 'LEDGER_IDEMPOTENCY_CONFLICT' });
    const again = await db.transaction((tx) => ledger().postBatch(tx, [transfer(`b2-${tag}`, a, b, 60n)]));
    expect(again[0]).toMatchObject({ ok: true, replayed: true });
    const rows = await ledger().balances(users[0] ?? 0, 'real');
    expect(rows[0]?.available).toBe(50n);
    expect(await ledger().audit()).toEqual([]);
  });
});

describe('postings written in one statement (postAll)', () => {
  const app = useTestApp();
  const ledger = () => app().services.ledger;

  async function accounts() {
    const db = app().services.database.db;
    const uid = (await registerUser(app())).uid;
    const other = (await registerUser(app())).uid;
    return db.transaction(async (tx) => ({
      a: await ledger().userAccount(tx, uid, 'USDT', 'spot', 'real'),
      b: await ledger().userAccount(tx, other, 'USDT', 'spot', 'real'),
      btc: await ledger().userAccount(tx, uid, 'BTC', 'spot', 'real'),
      demo: await ledger().userAccount(tx, uid, 'USDT', 'spot', 'demo'),
      world: await ledger().systemAccount(tx, 'world', 'USDT', 'real'),
    }));
  }
  const tag = () => `${Date.now()}:${++keyCounter}`;
  const move = (k: string, from: number, to: number, amount: bigint, asset = 'USDT') => ({
    key: k,
    kind: 'transfer' as const,
    ref: { kind: 'test', id: k },
    book: 'real' as const,
    lines: [
      { accountId: from, asset, bucket: 'available' as const, amount: -amount },
      { accountId: to, asset, bucket: 'available' as const, amount },
    ],
  });
  const linesOf = async (accountId: number) =>
    (
      await app().services.database.db.query.ledgerLines.findMany({
        where: (l, { eq }) => eq(l.accountId, accountId),
        orderBy: (l, { asc }) => asc(l.id),
      })
    ).map((l) => [l.amount, l.balanceAfter]);

  it('writes postings in order with each balance after, by itself and with its own rows', async () => {
    const { a, b, world } = await accounts();
    const t = tag();
    const db = app().services.database.db;
    await ledger().postAll(
      db,
      'real',
      [move(`pa1-${t}`, world, a, 100n), move(`pa2-${t}`, a, b, 30n), move(`pa3-${t}`, a, b, 70n)],
      { alongside: [sql`insert into platform_settings (key, value) values (${`test.${t}`}, '1'::jsonb)`] },
    );
    expect(await linesOf(a)).toEqual([
      [100n, 100n],
      [-30n, 70n],
      [-70n, 0n],
    ]);
    expect(await linesOf(b)).toEqual([
      [30n, 30n],
      [70n, 100n],
    ]);
    const stored = await db.execute(
      sql`select count(*)::int as n from platform_settings where key = ${`test.${t}`}`,
    );
    expect(JSON.stringify(stored)).toContain('1');
    expect(await ledger().audit()).toEqual([]);
  });

  it('refuses a batch that would overdraw a user account at any step, changing nothing', async () => {
    const { a, b, world } = await accounts();
    const t = tag();
    const db = app().services.database.db;
    await ledger().postAll(db, 'real', [move(`po0-${t}`, world, a, 50n)]);
    // The net is zero, but the first step takes a below zero.
    const attempt = ledger().postAll(db, 'real', [move(`po1-${t}`, a, b, 80n), move(`po2-${t}`, b, a, 80n)], {
      alongside: [sql`insert into platform_settings (key, value) values (${`test.${t}`}, '1'::jsonb)`],
    });
    await expect(attempt).rejects.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
    const final = ledger().postAll(db, 'real', [move(`po3-${t}`, a, b, 51n)]);
    await expect(final).rejects.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
    expect(await linesOf(a)).toEqual([[50n, 50n]]);
    const stored = await db.execute(
      sql`select count(*)::int as n from platform_settings where key = ${`test.${t}`}`,
    );
    expect(JSON.stringify(stored)).toContain('"n":0');
    expect(await ledger().audit()).toEqual([]);
  });

  it('fails without a change when a line names another asset, another book or no account', async () => {
    const { a, btc, demo, world } = await accounts();
    const db = app().services.database.db;
    for (const [target, asset] of [
      [btc, 'USDT'],
      [demo, 'USDT'],
      [2_000_000_000, 'USDT'],
    ] as const) {
      await expect(
        ledger().postAll(db, 'real', [move(`pm-${tag()}`, world, target, 5n, asset)]),
      ).rejects.toThrow();
    }
    expect(await linesOf(a)).toEqual([]);
    expect(await ledger().audit()).toEqual([]);
  });
});
