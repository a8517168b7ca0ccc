import { hash } from 'node:crypto';
import { ASSET_SCALES as CONTRACT_ASSET_SCALES, type LedgerKind } from '@platform/contract';
import { parseUnits } from '@platform/money';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import { type Db, type DbOrTx, pgArray, rowsOf } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import {
  type AccountState,
  applyLines,
  applyLinesInPlace,
  type Bucket,
  type DemoBalancesByWallet,
  demoCredits,
  type Line,
  postingDefect,
  type SystemAccount,
  type Wallet,
} from './model.ts';
import { ledgerAccounts, ledgerLines, ledgerPostings } from './schema.ts';

export type Book = 'real' | 'demo';

/** Decimal places of each asset the ledger holds (from the contract); amounts are bigint units of this scale. */
export const ASSET_SCALES: Readonly<Record<string, number>> = CONTRACT_ASSET_SCALES;

export interface PostingRequest {
  /** Unique per intended effect: replaying it returns the first result. */
  key: string;
  kind: LedgerKind;
  ref: { kind: string; id: string };
  book: Book;
  lines: readonly Line[];
}

export interface PostingResult {
  postingId: number;
  replayed: boolean;
}

export type BatchResult =
  | ({ ok: true } & PostingResult)
  | { ok: false; reason: 'LEDGER_INSUFFICIENT_BALANCE' | 'LEDGER_IDEMPOTENCY_CONFLICT' };

/** One amount of one asset moved with its key, kind, reference and book. */
export interface Movement {
  key: string;
  kind: LedgerKind;
  accountId: number;
  asset: string;
  amount: bigint;
  ref: PostingRequest['ref'];
  book: Book;
}

/** A two-line posting taking `amount` out of one account bucket and into another. */
function movement(req: Movement, from: [number, Bucket], to: [number, Bucket]): PostingRequest {
  return {
    key: req.key,
    kind: req.kind,
    ref: req.ref,
    book: req.book,
    lines: [
      { accountId: from[0], asset: req.asset, bucket: from[1], amount: -req.amount },
      { accountId: to[0], asset: req.asset, bucket: to[1], amount: req.amount },
    ],
  };
}

/** A transfer between the available buckets of two accounts. */
export function transferRequest(t: {
  key: string;
  kind: LedgerKind;
  ref: PostingRequest['ref'];
  book: Book;
  asset: string;
  amount: bigint;
  from: number;
  to: number;
}): PostingRequest {
  return movement({ ...t, accountId: t.from }, [t.from, 'available'], [t.to, 'available']);
}

/**
 * A single-statement write failed because it would overdraw a user account: ledger_refuse's
 * 'overdraft', or the CHECK on the final balance (the driver may wrap the database error).
 */
function isOverdraft(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const message = String((e as { message?: unknown }).message ?? '');
    if (
      message.includes('ledger refused: overdraft') ||
      message.includes('ledger_accounts_user_not_negative')
    )
      return true;
  }
  return false;
}

/** Postings in one batch; a caller with more splits them. */
export const POSTING_BATCH_MAX = 5_000;

function payloadHash(req: PostingRequest): string {
  const canonical = JSON.stringify({
    kind: req.kind,
    ref: req.ref,
    book: req.book,
    lines: req.lines.map((l) => [l.accountId, l.asset, l.bucket, l.amount.toString()]),
  });
  return hash('sha256', canonical, 'hex');
}

/**
 * The only writer of balances (DESIGN.md section 5). Every change is a balanced posting in the
 * caller's transaction, accounts are locked in id order so concurrent postings cannot deadlock,
 * and an idempotency key makes a retried request harmless.
 */
export class LedgerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The account of a user (created empty on first use). */
  async userAccount(tx: DbOrTx, userId: number, asset: string, wallet: Wallet, book: Book): Promise<number> {
    return this.accountId(tx, 'user', userId, asset, wallet, book);
  }

  /** A system account of the platform, per asset and book. */
  async systemAccount(tx: DbOrTx, name: SystemAccount, asset: string, book: Book): Promise<number> {
    return this.accountId(tx, 'system', 0, asset, name, book);
  }

  private async accountId(
    tx: DbOrTx,
    ownerKind: 'user' | 'system',
    ownerId: number,
    asset: string,
    wallet: string,
    book: Book,
  ) {
    if (!Object.hasOwn(ASSET_SCALES, asset)) throw new Error(`unknown asset ${asset}`);
    await tx.insert(ledgerAccounts).values({ ownerKind, ownerId, asset, wallet, book }).onConflictDoNothing();
    const rows = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerKind, ownerKind),
          eq(ledgerAccounts.ownerId, ownerId),
          eq(ledgerAccounts.asset, asset),
          eq(ledgerAccounts.wallet, wallet),
          eq(ledgerAccounts.book, book),
        ),
      );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('ledger account was not created');
    return id;
  }

  /**
   * Writes a posting: checks it is balanced, locks its accounts in id order, refuses an overdraft
   * of a user account, then updates balances and writes the lines with the balance after each.
   */
  async post(tx: DbOrTx, req: PostingRequest): Promise<PostingResult> {
    const defect = postingDefect(req.lines);
    if (defect) throw new Error(`ledger posting ${req.key}: ${defect}`);
    const hash = payloadHash(req);
    const ids = [...new Set(req.lines.map((l) => l.accountId))].sort((a, b) => a - b);
    const rows = await tx
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    const now = new Date(this.clock.nowMs());
    const inserted = await tx
      .insert(ledgerPostings)
      .values({
        idempotencyKey: req.key,
        payloadHash: hash,
        kind: req.kind,
        refKind: req.ref.kind,
        refId: req.ref.id,
        book: req.book,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerPostings.id });
    if (!inserted[0]) return this.replay(tx, req.key, hash);
    const states = new Map<number, AccountState>(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          asset: r.asset,
          isUser: r.ownerKind === 'user',
          available: r.available,
          frozen: r.frozen,
        },
      ]),
    );
    for (const r of rows)
      if (r.book !== req.book) throw new Error(`account ${r.id} is in the ${r.book} book`);
    const applied = applyLines(states, req.lines);
    if (!applied.ok) throw new Refusal('LEDGER_INSUFFICIENT_BALANCE');
    await this.writeBalances(
      tx,
      ids.flatMap((id) => applied.balances.get(id) ?? []),
    );
    const postingId = inserted[0].id;
    await tx.insert(ledgerLines).values(
      req.lines.map((l, i) => ({
        postingId,
        accountId: l.accountId,
        bucket: l.bucket,
        amount: l.amount,
        balanceAfter: applied.after[i] ?? 0n,
        createdAt: now,
      })),
    );
    return { postingId, replayed: false };
  }

  /**
   * Many postings in one pass (DESIGN.md section 5, batched writes): the accounts of the whole
   * batch are locked once in id order, postings apply one after another in memory (a refused
   * one is reported and skipped, the rest go on), then postings, lines and balances are each
   * written in one statement. Replayed keys return their first result.
   */
  async postBatch(
    tx: DbOrTx,
    requests: readonly PostingRequest[],
    opts: {
      /** The keys name fresh ids, so no earlier posting can hold them: the lookup is skipped. */
      freshKeys?: boolean;
      /**
       * The caller's own data-modifying statements (inserts, updates of its tables) to run in
       * the same statement as the postings, saving a round trip; they run only when every
       * posting is accepted, and must not read what this batch writes.
       */
      alongside?: readonly SQL[];
      /** Called once the batch's accounts are locked. */
      onLocked?: () => void;
    } = {},
  ): Promise<BatchResult[]> {
    if (requests.length === 0) return [];
    if (requests.length > POSTING_BATCH_MAX)
      throw new Error(`a batch has at most ${POSTING_BATCH_MAX} postings`);
    for (const req of requests) {
      const defect = postingDefect(req.lines);
      if (defect) throw new Error(`ledger posting ${req.key}: ${defect}`);
    }
    const ids = [...new Set(requests.flatMap((r) => r.lines.map((l) => l.accountId)))].sort((a, b) => a - b);
    const rows = await tx
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    opts.onLocked?.();
    const rowById = new Map(rows.map((r) => [r.id, r]));
    for (const req of requests) {
      for (const l of req.lines) {
        if (rowById.get(l.accountId)?.book !== req.book) {
          throw new Error(`account ${l.accountId} is not in the ${req.book} book`);
        }
      }
    }
    // A caller whose keys are new by construction (they name fresh ids) saves the lookup; a
    // repeated key would still fail the unique index and roll the transaction back.
    const known = opts.freshKeys
      ? []
      : rowsOf<{ key: string; id: string; hash: string }>(
          await tx.execute(
            sql`select idempotency_key as key, id::text as id, payload_hash as hash from ledger_postings where idempotency_key = any(${pgArray(requests.map((r) => r.key))}::text[])`,
          ),
        ).map((k) => ({ key: k.key, id: Number(k.id), hash: k.hash }));
    const byKey = new Map(known.map((k) => [k.key, k]));
    const states = new Map<number, AccountState>(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          asset: r.asset,
          isUser: r.ownerKind === 'user',
          available: r.available,
          frozen: r.frozen,
        },
      ]),
    );
    const results: BatchResult[] = [];
    const accepted: { req: PostingRequest; hash: string; after: bigint[]; index: number }[] = [];
    // A key repeated inside the batch is a replay of its first occurrence when the payload matches.
    const inBatch = new Map<string, { hash: string; replays: number[] }>();
    for (const req of requests) {
      const hash = payloadHash(req);
      const first = byKey.get(req.key);
      const earlier = inBatch.get(req.key);
      if (first || earlier) {
        const same = (first?.hash ?? earlier?.hash) === hash;
        if (same && earlier) earlier.replays.push(results.length);
        results.push(
          same
            ? { ok: true, postingId: first?.id ?? 0, replayed: true }
            : { ok: false, reason: 'LEDGER_IDEMPOTENCY_CONFLICT' },
        );
        continue;
      }
      const applied = applyLinesInPlace(states, req.lines);
      if (!applied.ok) {
        results.push({ ok: false, reason: applied.reason });
        continue;
      }
      inBatch.set(req.key, { hash, replays: [] });
      accepted.push({ req, hash, after: applied.after, index: results.length });
      results.push({ ok: true, postingId: 0, replayed: false });
    }
    if (accepted.length === 0) return results;
    const now = new Date(this.clock.nowMs());
    const changed = [...states.values()].filter((a) => {
      const before = rowById.get(a.id);
      return before !== undefined && (before.available !== a.available || before.frozen !== a.frozen);
    });
    const at = now.toISOString();
    const lines = accepted.flatMap(({ req, after }) =>
      req.lines.map((l, i) => [
        req.key,
        String(l.accountId),
        l.bucket,
        l.amount.toString(),
        (after[i] ?? 0n).toString(),
      ]),
    );
    const line = (i: number) => pgArray(lines.map((l) => l[i] ?? ''));
    const posting = (f: (x: (typeof accepted)[number]) => string) => pgArray(accepted.map(f));
    // One statement writes postings, their lines (joined to the new posting ids by key) and the
    // balances: arrays bound as single parameters (unnest) keep it short however large the
    // batch, and one round trip is most of what batching saves.
    if (opts.alongside && accepted.length < requests.length) {
      // A refused posting leaves the caller's rows unwritten: it decides what to do.
      return results;
    }
    const extra = (opts.alongside ?? []).map(
      (statement, i) => sql`, ${sql.raw(`alongside_${i}`)} as (${statement})`,
    );
    const inserted = rowsOf<{ id: string; key: string }>(
      await tx.execute(sql`
        with p as (
          insert into ledger_postings (idempotency_key, payload_hash, kind, ref_kind, ref_id, book, created_at)
          select k, h, kd, rk, ri, b, ${at}::timestamptz
          from unnest(${posting((x) => x.req.key)}::text[], ${posting((x) => x.hash)}::text[],
            ${posting((x) => x.req.kind)}::text[], ${posting((x) => x.req.ref.kind)}::text[],
            ${posting((x) => x.req.ref.id)}::text[], ${posting((x) => x.req.book)}::text[])
            as t(k, h, kd, rk, ri, b)
          returning id, idempotency_key
        ), l as (
          insert into ledger_lines (posting_id, account_id, bucket, amount, balance_after, created_at)
          select p.id, v.a, v.bk, v.am, v.ba, ${at}::timestamptz
          from unnest(${line(0)}::text[], ${line(1)}::bigint[], ${line(2)}::text[], ${line(3)}::numeric[], ${line(4)}::numeric[])
            with ordinality as v(k, a, bk, am, ba, n)
          join p on p.idempotency_key = v.k
          order by v.n
        ), b as (
          update ledger_accounts as a set available = v.available, frozen = v.frozen
          from unnest(${pgArray(changed.map((a) => String(a.id)))}::bigint[], ${pgArray(changed.map((a) => a.available.toString()))}::numeric[],
            ${pgArray(changed.map((a) => a.frozen.toString()))}::numeric[]) as v(id, available, frozen)
          where a.id = v.id
        )${sql.join(extra)}
        select id::text as id, idempotency_key as key from p`),
    );
    const idOf = new Map(inserted.map((p) => [p.key, Number(p.id)]));
    for (const { req, index } of accepted) {
      const postingId = idOf.get(req.key) ?? 0;
      results[index] = { ok: true, postingId, replayed: false };
      for (const replay of inBatch.get(req.key)?.replays ?? [])
        results[replay] = { ok: true, postingId, replayed: true };
    }
    return results;
  }

  /**
   * Postings of one book all or nothing, in a single statement (one round trip on the path of
   * an order; given the database rather than a transaction, it commits by itself): accounts are
   * locked in id order, balances move by each account's net change, and every line's balance
   * after is worked out in order. If any line would leave a user bucket negative, names an
   * account of another asset or book, or one that does not exist, the statement fails and
   * changes nothing (LEDGER_INSUFFICIENT_BALANCE for an overdraft). Keys must be new (they name
   * fresh ids): a repeated key fails the unique index. `alongside` statements run in the same
   * statement (see postBatch) and are undone with it.
   */
  async postAll(
    tx: DbOrTx,
    book: Book,
    requests: readonly PostingRequest[],
    opts: { alongside?: readonly SQL[] } = {},
  ): Promise<void> {
    if (requests.length === 0 && !opts.alongside?.length) return;
    for (const req of requests) {
      const defect = postingDefect(req.lines);
      if (defect) throw new Error(`ledger posting ${req.key}: ${defect}`);
      if (req.book !== book) throw new Error(`ledger posting ${req.key} is not in the ${book} book`);
    }
    const at = new Date(this.clock.nowMs()).toISOString();
    const lines = requests.flatMap((req) => req.lines.map((l) => ({ key: req.key, l })));
    const line = (f: (x: (typeof lines)[number]) => string) => pgArray(lines.map(f));
    const posting = (f: (x: PostingRequest) => string) => pgArray(requests.map(f));
    const extra = (opts.alongside ?? []).map(
      (statement, i) => sql`, ${sql.raw(`alongside_${i}`)} as (${statement})`,
    );
    try {
      await tx.execute(sql`
        with v as (
          select * from unnest(${line((x) => x.key)}::text[], ${line((x) => String(x.l.accountId))}::bigint[],
            ${line((x) => x.l.asset)}::text[], ${line((x) => x.l.bucket)}::text[], ${line((x) => x.l.amount.toString())}::numeric[])
            with ordinality as v(k, a, asset, bk, am, n)
        ), d as (
          select a, coalesce(sum(am) filter (where bk = 'available'), 0) as da,
            coalesce(sum(am) filter (where bk = 'frozen'), 0) as df
          from v group by a
        ), locked as (
          select id from ledger_accounts where id in (select a from d) order by id for update
        ), b as (
          update ledger_accounts as acc set available = acc.available + d.da, frozen = acc.frozen + d.df
          from d join locked on locked.id = d.a
          where acc.id = d.a
          returning acc.id, acc.asset, acc.book, acc.owner_kind, acc.available, acc.frozen
        ), p as (
          insert into ledger_postings (idempotency_key, payload_hash, kind, ref_kind, ref_id, book, created_at)
          select k, h, kd, rk, ri, ${book}, ${at}::timestamptz
          from unnest(${posting((r) => r.key)}::text[], ${posting(payloadHash)}::text[], ${posting((r) => r.kind)}::text[],
            ${posting((r) => r.ref.kind)}::text[], ${posting((r) => r.ref.id)}::text[]) as t(k, h, kd, rk, ri)
          returning id, idempotency_key
        ), x as (
          select v.a, v.asset, v.bk, v.am, v.n, p.id as posting_id, b.asset as account_asset, b.book as account_book,
            b.owner_kind,
            (case when v.bk = 'available' then b.available else b.frozen end)
              - coalesce(sum(v.am) over (partition by v.a, v.bk order by v.n desc
                  rows between unbounded preceding and 1 preceding), 0) as after
          from v join p on p.idempotency_key = v.k join b on b.id = v.a
        ), l as (
          insert into ledger_lines (posting_id, account_id, bucket, amount, balance_after, created_at)
          select posting_id, a, bk, am, after, ${at}::timestamptz from x order by n
        )${sql.join(extra)}
        select case
          when (select count(*) from v) <> (select count(*) from x)
            or exists (select 1 from x where account_asset <> asset or account_book <> ${book})
            then ledger_refuse('accounts')
          when exists (select 1 from x where owner_kind = 'user' and after < 0)
            then ledger_refuse('overdraft')
          else 0 end as ok`);
    } catch (error) {
      if (isOverdraft(error)) throw new Refusal('LEDGER_INSUFFICIENT_BALANCE');
      throw error;
    }
  }

  /** New balances of several accounts in one statement (one round trip however many). */
  private async writeBalances(tx: DbOrTx, accounts: readonly AccountState[]): Promise<void> {
    if (accounts.length === 0) return;
    const ids = pgArray(accounts.map((a) => String(a.id)));
    const available = pgArray(accounts.map((a) => a.available.toString()));
    const frozen = pgArray(accounts.map((a) => a.frozen.toString()));
    await tx.execute(
      sql`update ledger_accounts as a set available = v.available, frozen = v.frozen from unnest(${ids}::bigint[], ${available}::numeric[], ${frozen}::numeric[]) as v(id, available, frozen) where a.id = v.id`,
    );
  }

  private async replay(tx: DbOrTx, key: string, hash: string): Promise<PostingResult> {
    const rows = await tx.select().from(ledgerPostings).where(eq(ledgerPostings.idempotencyKey, key));
    const first = rows[0];
    if (!first) throw new Error(`posting ${key} vanished`);
    if (first.payloadHash !== hash) throw new Refusal('LEDGER_IDEMPOTENCY_CONFLICT');
    return { postingId: first.id, replayed: true };
  }

  /** Freezes funds of a user account (available to frozen), e.g. when a withdrawal is requested. */
  hold(tx: DbOrTx, req: Movement) {
    return this.post(tx, movement(req, [req.accountId, 'available'], [req.accountId, 'frozen']));
  }

  /** Gives held funds back (frozen to available). */
  release(tx: DbOrTx, req: Movement) {
    return this.post(tx, movement(req, [req.accountId, 'frozen'], [req.accountId, 'available']));
  }

  /** Pays held funds out to another account (e.g. a withdrawal leaving for the world). */
  settle(tx: DbOrTx, req: Movement & { toAccountId: number }) {
    return this.post(tx, movement(req, [req.accountId, 'frozen'], [req.toAccountId, 'available']));
  }

  /**
   * Credits a new demo account with the operator's demo balances, wallet by wallet (spot,
   * contract, futures, options), from the demo system account.
   */
  async fundDemo(tx: DbOrTx, userId: number, balances: DemoBalancesByWallet): Promise<void> {
    const credits = demoCredits(balances, (asset, amount) => {
      const scale = ASSET_SCALES[asset];
      return scale === undefined ? undefined : parseUnits(amount, scale);
    });
    for (const { wallet, asset, units } of credits) {
      const from = await this.systemAccount(tx, 'demo', asset, 'demo');
      const to = await this.userAccount(tx, userId, asset, wallet, 'demo');
      await this.post(
        tx,
        transferRequest({
          key: `demo-funding:${userId}:${wallet}:${asset}`,
          kind: 'demo-funding',
          ref: { kind: 'user', id: String(userId) },
          book: 'demo',
          asset,
          amount: units,
          from,
          to,
        }),
      );
    }
  }

  async balances(userId: number, book: Book) {
    return this.db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerKind, 'user'),
          eq(ledgerAccounts.ownerId, userId),
          eq(ledgerAccounts.book, book),
        ),
      )
      .orderBy(asc(ledgerAccounts.id));
  }

  /**
   * The invariants (DESIGN.md section 5): per asset and book all accounts sum to zero; every
   * account equals the sum of its lines per bucket; no user account is negative; every line
   * names an existing account and posting; every posting sums to zero per asset.
   */
  async audit(db: DbOrTx = this.db): Promise<string[]> {
    const problems: string[] = [];
    const sums = await db.execute(
      sql`select asset, book, sum(available + frozen)::text as total from ledger_accounts group by asset, book having sum(available + frozen) <> 0`,
    );
    for (const r of rowsOf<{ asset: string; book: string; total: string }>(sums))
      problems.push(`ledger ${r.asset}/${r.book} sums to ${r.total}, not zero`);
    const drift = await db.execute(sql`
      select a.id::text as id, b.bucket from ledger_accounts a
      cross join (values ('available'), ('frozen')) as b(bucket)
      left join ledger_lines l on l.account_id = a.id and l.bucket = b.bucket
      group by a.id, b.bucket, a.available, a.frozen
      having coalesce(sum(l.amount), 0) <> case when b.bucket = 'available' then a.available else a.frozen end`);
    for (const r of rowsOf<{ id: string; bucket: string }>(drift))
      problems.push(`ledger account ${r.id} ${r.bucket} differs from its lines`);
    const negative = await db.execute(
      sql`select id::text as id from ledger_accounts where owner_kind = 'user' and (available < 0 or frozen < 0)`,
    );
    for (const r of rowsOf<{ id: string }>(negative))
      problems.push(`ledger user account ${r.id} is negative`);
    const orphans = await db.execute(sql`
      select l.id::text as id from ledger_lines l
      left join ledger_accounts a on a.id = l.account_id
      left join ledger_postings p on p.id = l.posting_id
      where a.id is null or p.id is null limit 10`);
    for (const r of rowsOf<{ id: string }>(orphans))
      problems.push(`ledger line ${r.id} names an account or posting that does not exist`);
    const unbalanced = await db.execute(sql`
      select l.posting_id::text as id from ledger_lines l join ledger_accounts a on a.id = l.account_id
      group by l.posting_id, a.asset having sum(l.amount) <> 0 limit 10`);
    for (const r of rowsOf<{ id: string }>(unbalanced))
      problems.push(`ledger posting ${r.id} does not sum to zero`);
    return problems;
  }
}

export type { Bucket };
