import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import type { Intent } from '../../src/modules/ledger/index.ts';
import { runParts } from '../../src/platform/statement.ts';
import { get, registerUser } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';

type Tx = Parameters<Parameters<App['services']['database']['db']['transaction']>[0]>[0];
let keyCounter = 0;
const key = (name: string) => `${name}:${++keyCounter}:${Date.now()}`;
const ref = { kind: 'test', id: 'ledger' };
const usdt = { book: 'real' as const, asset: 'USDT', ref };

describe('ledger', () => {
  const app = useTestApp();
  const ledger = () => app().services.ledger;
  const inTx = <T>(fn: (tx: Tx) => Promise<T>) => app().services.database.db.transaction(fn);
  const apply = (...intents: Intent[]) => inTx((tx) => ledger().apply(tx, intents));

  async function fundedUser(amount: bigint) {
    const uid = (await registerUser(app())).uid;
    const { user, world } = await inTx(async (tx) => ({
      user: await ledger().userAccount(tx, uid, 'USDT', 'spot', 'real'),
      world: await ledger().systemAccount(tx, 'world', 'USDT', 'real'),
    }));
    await apply({
      type: 'transfer',
      key: key('deposit'),
      kind: 'deposit',
      ...usdt,
      amount,
      from: world,
      to: user,
    });
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
      apply({
        type: 'transfer',
        key: key('withdraw'),
        kind: 'withdrawal',
        ...usdt,
        amount: 5_000_001n,
        from: user,
        to: world,
      }),
    ).rejects.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
    expect(await balance(user)).toEqual(before);
    // A settlement whose destinations do not add up to what it takes is not a posting.
    await expect(
      apply({
        type: 'settle',
        key: key('bad'),
        kind: 'adjustment',
        ...usdt,
        account: user,
        amount: 1n,
        to: [{ account: world, amount: 2n }],
      }),
    ).rejects.toThrow(/sum to/);
  });

  it('replays an idempotency key with the first result and refuses the key with another payload', async () => {
    const { user, world } = await fundedUser(1_000_000n);
    const fee: Intent = {
      type: 'transfer',
      key: key('fee'),
      kind: 'adjustment',
      ...usdt,
      amount: 300_000n,
      from: user,
      to: world,
    };
    const [first] = await apply(fee);
    const [again] = await apply(fee);
    expect(first).toMatchObject({ posted: true, replayed: false });
    expect(again).toEqual({ posted: true, postingId: first?.postingId, replayed: true });
    expect((await balance(user)).available).toBe(700_000n);
    await expect(apply({ ...fee, amount: 600_000n })).rejects.toMatchObject({
      reason: 'LEDGER_IDEMPOTENCY_CONFLICT',
    });
    expect((await balance(user)).available).toBe(700_000n);
  });

  it('freezes, releases and settles frozen funds', async () => {
    const { user, world } = await fundedUser(10_000_000n);
    await apply({
      type: 'freeze',
      key: key('hold'),
      kind: 'withdrawal',
      ...usdt,
      account: user,
      amount: 4_000_000n,
    });
    expect(await balance(user)).toEqual({ available: 6_000_000n, frozen: 4_000_000n });
    await apply(
      {
        type: 'release',
        key: key('release'),
        kind: 'withdrawal-released',
        ...usdt,
        account: user,
        amount: 1_000_000n,
      },
      {
        type: 'settle',
        key: key('settle'),
        kind: 'withdrawal-paid',
        ...usdt,
        account: user,
        amount: 3_000_000n,
        to: [{ account: world, amount: 3_000_000n }],
      },
    );
    expect(await balance(user)).toEqual({ available: 7_000_000n, frozen: 0n });
    await expect(
      apply({
        type: 'release',
        key: key('release'),
        kind: 'withdrawal-released',
        ...usdt,
        account: user,
        amount: 1n,
      }),
    ).rejects.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
  });

  it('freezes with a fee paid in the same posting, and settles to several destinations with the house paying in', async () => {
    const { uid, user } = await fundedUser(1_000_000n);
    const [opened] = await apply({
      type: 'freeze',
      key: key('open'),
      kind: 'contract-open',
      ...usdt,
      account: user,
      amount: 500_000n,
      fee: { amount: 2_000n, to: { system: 'fees' } },
    });
    expect(await balance(user)).toEqual({ available: 498_000n, frozen: 500_000n });
    const house = await inTx((tx) => ledger().systemAccount(tx, 'house', 'USDT', 'real'));
    const houseBefore = await balance(house);
    // A winning close: the margin of 500,000 comes back with 120,000 paid by the house.
    await apply({
      type: 'settle',
      key: key('close'),
      kind: 'contract-close',
      ...usdt,
      account: user,
      amount: 500_000n,
      to: [
        { account: { user: uid, wallet: 'spot' }, amount: 620_000n },
        { account: { system: 'house' }, amount: -120_000n },
      ],
    });
    expect(await balance(user)).toEqual({ available: 1_118_000n, frozen: 0n });
    expect((await balance(house)).available).toBe(houseBefore.available - 120_000n);
    const lines = await app().services.database.db.query.ledgerLines.findMany({
      where: (l, { eq }) => eq(l.postingId, opened?.postingId ?? -1),
      orderBy: (l, { asc }) => asc(l.id),
    });
    expect(lines.map((l) => [l.bucket, l.amount])).toEqual([
      ['available', -502_000n],
      ['frozen', 500_000n],
      ['available', 2_000n],
    ]);
    expect(await ledger().audit()).toEqual([]);
  });

  it('moves both legs of a fill with both fees in one posting', async () => {
    const buyer = await fundedUser(10_000_000n);
    const seller = (await registerUser(app())).uid;
    const btc = (uid: number) => ({ user: uid, wallet: 'spot' as const });
    await inTx(async (tx) => {
      const world = await ledger().systemAccount(tx, 'world', 'BTC', 'real');
      const to = await ledger().userAccount(tx, seller, 'BTC', 'spot', 'real');
      await ledger().apply(tx, [
        {
          type: 'transfer',
          key: key('btc'),
          kind: 'deposit',
          book: 'real',
          asset: 'BTC',
          ref,
          amount: 5_000_000n,
          from: world,
          to,
        },
        {
          type: 'freeze',
          key: key('sell'),
          kind: 'spot-order',
          book: 'real',
          asset: 'BTC',
          ref,
          account: to,
          amount: 1_000_000n,
        },
        {
          type: 'freeze',
          key: key('buy'),
          kind: 'spot-order',
          ...usdt,
          account: buyer.user,
          amount: 700_000n,
        },
      ]);
    });
    const fees = await inTx((tx) => ledger().systemAccount(tx, 'fees', 'USDT', 'real'));
    const feesBefore = (await balance(fees)).available;
    const [fill] = await apply({
      type: 'fill',
      key: key('fill'),
      kind: 'spot-trade',
      book: 'real',
      ref,
      quoteAsset: 'USDT',
      baseAsset: 'BTC',
      quote: 600_000n,
      base: 1_000_000n,
      buyer: { quote: buyer.user, base: btc(buyer.uid), fee: 600n },
      seller: { quote: { user: seller, wallet: 'spot' }, base: btc(seller), fee: 1_200n },
      fees: fees,
    });
    expect(fill?.posted).toBe(true);
    expect(await balance(buyer.user)).toEqual({ available: 9_300_000n, frozen: 99_400n });
    expect((await balance(fees)).available - feesBefore).toBe(1_800n);
    const rows = await ledger().balances(seller, 'real');
    expect(rows.map((r) => [r.asset, r.available, r.frozen])).toEqual([
      ['BTC', 4_000_000n, 0n],
      ['USDT', 598_800n, 0n],
    ]);
    expect(await ledger().audit()).toEqual([]);
  });

  it('posts nothing for an intent whose amounts are all zero', async () => {
    const { user } = await fundedUser(100n);
    const [r] = await apply({
      type: 'release',
      key: key('nothing'),
      kind: 'spot-release',
      ...usdt,
      account: user,
      amount: 0n,
    });
    expect(r).toEqual({ posted: false, postingId: null, replayed: false });
    expect(await balance(user)).toEqual({ available: 100n, frozen: 0n });
  });

  it('writes one posting when thirty calls apply the same intent at once, and answers the rest as replays', async () => {
    const { user, world } = await fundedUser(1_000_000n);
    const once: Intent = {
      type: 'transfer',
      key: key('once'),
      kind: 'withdrawal',
      ...usdt,
      amount: 400_000n,
      from: user,
      to: world,
    };
    const results = await Promise.all(Array.from({ length: 30 }, () => apply(once)));
    const firsts = results.map(([r]) => r).filter((r) => r?.posted && !r.replayed);
    expect(firsts).toHaveLength(1);
    expect(results.map(([r]) => r?.postingId)).toEqual(Array(30).fill(firsts[0]?.postingId));
    expect(await balance(user)).toEqual({ available: 600_000n, frozen: 0n });
    expect(await ledger().audit()).toEqual([]);
  });

  it('creates an account once when thirty calls ask for it at once, and gives each the same id', async () => {
    const uid = (await registerUser(app())).uid;
    const db = app().services.database.db;
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2 === 0
          ? ledger().userAccount(db, uid, 'ETH', 'futures', 'real')
          : ledger()
              .userAccounts(db, uid, ['BTC', 'ETH'], 'futures', 'real')
              .then((m) => m.get('ETH')),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const rows = await db.query.ledgerAccounts.findMany({
      where: (a, { and, eq }) => and(eq(a.ownerId, uid), eq(a.wallet, 'futures')),
    });
    expect(rows.map((r) => r.asset).sort()).toEqual(['BTC', 'ETH']);
  });

  it('never overspends under twenty concurrent holds of one balance', async () => {
    const { user } = await fundedUser(10_000_000n);
    const attempts = Array.from({ length: 20 }, (_, i) =>
      inTx((tx) =>
        ledger().apply(tx, [
          {
            type: 'freeze',
            kind: 'withdrawal',
            key: key(`race-${i}`),
            ...usdt,
            account: user,
            amount: 1_000_000n,
          },
        ]),
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
          const intent: Intent =
            o.kind === 'hold'
              ? {
                  type: 'freeze',
                  kind: 'withdrawal',
                  key: key('p-hold'),
                  ...usdt,
                  account: from,
                  amount: o.amount,
                }
              : o.kind === 'release'
                ? {
                    type: 'release',
                    kind: 'withdrawal-released',
                    key: key('p-rel'),
                    ...usdt,
                    account: from,
                    amount: o.amount,
                  }
                : {
                    type: 'transfer',
                    kind: 'transfer',
                    key: key('p-transfer'),
                    ...usdt,
                    amount: o.amount,
                    from,
                    to,
                  };
          const run = (tx: Tx) => ledger().apply(tx, [intent]);
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

describe('intents applied together', () => {
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
  const move = (k: string, from: number, to: number, amount: bigint, asset = 'USDT'): Intent => ({
    type: 'transfer',
    key: k,
    kind: 'transfer',
    ref: { kind: 'test', id: k },
    book: 'real',
    asset,
    amount,
    from,
    to,
  });
  const linesOf = async (accountId: number) =>
    (
      await app().services.database.db.query.ledgerLines.findMany({
        where: (l, { eq }) => eq(l.accountId, accountId),
        orderBy: (l, { asc }) => asc(l.id),
      })
    ).map((l) => [l.amount, l.balanceAfter]);
  /** The lines of 100 in to a, then 30 and 70 from a to b: amounts with each balance after, in order. */
  const expectThreeMoves = async (a: number, b: number) => {
    expect(await linesOf(a)).toEqual([
      [100n, 100n],
      [-30n, 70n],
      [-70n, 0n],
    ]);
    expect(await linesOf(b)).toEqual([
      [30n, 30n],
      [70n, 100n],
    ]);
  };
  const marker = async (t: string) =>
    JSON.stringify(
      await app().services.database.db.execute(
        sql`select count(*)::int as n from platform_settings where key = ${`test.${t}`}`,
      ),
    );

  it("writes postings in order with each balance after, in the caller's transaction with its own rows", async () => {
    const { a, b, world } = await accounts();
    const t = tag();
    const db = app().services.database.db;
    const results = await db.transaction(async (tx) => {
      const r = await ledger().apply(
        tx,
        [
          move(`pa1-${t}`, world, a, 100n),
          move(`pa2-${t}`, a, b, 30n),
          move(`pa3-${t}`, a, b, 70n),
          move(`pa1-${t}`, world, a, 100n),
        ],
        { freshKeys: false },
      );
      await tx.execute(sql`insert into platform_settings (key, value) values (${`test.${t}`}, '1'::jsonb)`);
      return r;
    });
    // The key repeated in the call is a replay of its first occurrence.
    expect(results[3]).toEqual({ ...results[0], replayed: true });
    await expectThreeMoves(a, b);
    expect(await marker(t)).toContain('"n":1');
    const [again] = await db.transaction((tx) => ledger().apply(tx, [move(`pa2-${t}`, a, b, 30n)]));
    expect(again).toMatchObject({ posted: true, replayed: true, postingId: results[1]?.postingId });
    expect(await ledger().audit()).toEqual([]);
  });

  it('refuses a call that would overdraw a user account at any step, changing nothing', async () => {
    const { a, b, world } = await accounts();
    const t = tag();
    const db = app().services.database.db;
    await db.transaction((tx) => ledger().apply(tx, [move(`po0-${t}`, world, a, 50n)]));
    // The net is zero, but the first step takes a below zero.
    const attempt = db.transaction(async (tx) => {
      await tx.execute(sql`insert into platform_settings (key, value) values (${`test.${t}`}, '1'::jsonb)`);
      await ledger().apply(tx, [move(`po1-${t}`, a, b, 80n), move(`po2-${t}`, b, a, 80n)]);
    });
    await expect(attempt).rejects.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
    const final = db.transaction((tx) => ledger().apply(tx, [move(`po3-${t}`, a, b, 51n)]));
    await expect(final).rejects.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
    expect(await linesOf(a)).toEqual([[50n, 50n]]);
    expect(await marker(t)).toContain('"n":0');
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
        db.transaction((tx) => ledger().apply(tx, [move(`pm-${tag()}`, world, target, 5n, asset)])),
      ).rejects.toThrow();
    }
    expect(await linesOf(a)).toEqual([]);
    expect(await ledger().audit()).toEqual([]);
  });

  describe("as a part of a statement with the caller's rows (one round trip, its own commit)", () => {
    const db = () => app().services.database.db;
    const mine = (t: string) => ({
      ctes: sql`test_rows as (insert into platform_settings (key, value) values (${`test.${t}`}, '1'::jsonb))`,
    });

    it('writes postings in order with each balance after, together with the rows', async () => {
      const { a, b, world } = await accounts();
      const t = tag();
      const [ledgerResults] = await runParts(db(), [
        ledger().part([
          move(`sp1-${t}`, world, a, 100n),
          move(`sp2-${t}`, a, b, 30n),
          move(`sp3-${t}`, a, b, 70n),
        ]),
        mine(t),
      ]);
      expect(ledgerResults?.[1]).toHaveLength(3);
      await expectThreeMoves(a, b);
      expect(await marker(t)).toContain('"n":1');
      expect(await ledger().audit()).toEqual([]);
    });

    it('refuses an overdraft at any step, and the rows written with it are undone', async () => {
      const { a, b, world } = await accounts();
      const t = tag();
      await runParts(db(), [ledger().part([move(`so0-${t}`, world, a, 50n)])]);
      // The net is zero, but the first step takes a below zero.
      const attempt = runParts(db(), [
        ledger().part([move(`so1-${t}`, a, b, 80n), move(`so2-${t}`, b, a, 80n)]),
        mine(t),
      ]);
      await expect(attempt).rejects.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
      // An overdraft of the final balance is refused the same way.
      await expect(runParts(db(), [ledger().part([move(`so3-${t}`, a, b, 51n)])])).rejects.toMatchObject({
        reason: 'LEDGER_INSUFFICIENT_BALANCE',
      });
      expect(await linesOf(a)).toEqual([[50n, 50n]]);
      expect(await marker(t)).toContain('"n":0');
      expect(await ledger().audit()).toEqual([]);
    });

    it('fails without a change when a line names another asset, another book or no account', async () => {
      const { a, btc, demo, world } = await accounts();
      for (const [target, asset] of [
        [btc, 'USDT'],
        [demo, 'USDT'],
        [2_000_000_000, 'USDT'],
      ] as const) {
        const attempt = runParts(db(), [ledger().part([move(`sm-${tag()}`, world, target, 5n, asset)])]);
        await expect(attempt).rejects.toThrow();
        await expect(attempt).rejects.not.toMatchObject({ reason: 'LEDGER_INSUFFICIENT_BALANCE' });
      }
      expect(await linesOf(a)).toEqual([]);
      expect(await ledger().audit()).toEqual([]);
    });

    it('never overspends under thirty concurrent statements freezing one balance', async () => {
      const { a, world } = await accounts();
      const t = tag();
      await runParts(db(), [ledger().part([move(`sf0-${t}`, world, a, 10n)])]);
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          runParts(db(), [
            ledger().part([
              {
                type: 'freeze',
                key: `sf-${t}-${i}`,
                kind: 'withdrawal',
                ref: { kind: 'test', id: t },
                book: 'real',
                asset: 'USDT',
                account: a,
                amount: 1n,
              },
            ]),
          ]).then(
            () => 'ok',
            (e: { reason?: string }) => e.reason ?? 'error',
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(10);
      expect(outcomes.filter((o) => o !== 'ok').every((o) => o === 'LEDGER_INSUFFICIENT_BALANCE')).toBe(true);
      const [row] = await db().query.ledgerAccounts.findMany({ where: (x, { eq }) => eq(x.id, a) });
      expect([row?.available, row?.frozen]).toEqual([0n, 10n]);
      expect(await ledger().audit()).toEqual([]);
    });
  });
});
