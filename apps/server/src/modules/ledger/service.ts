import { hash } from 'node:crypto';
import { ASSET_SCALES as CONTRACT_ASSET_SCALES, type LedgerKind } from '@platform/contract';
import { parseUnits } from '@platform/money';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { present } from '../../platform/assert.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  checkViolationOf,
  type Db,
  type DbOrTx,
  executePrepared,
  pgArray,
  rowsOf,
} from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import { runParts, type StatementPart } from '../../platform/statement.ts';
import { type AccountRef, accountRefsOf, type Book, type Intent, linesOf, refKey } from './intents.ts';
import {
  type AccountState,
  applyLinesInPlace,
  type Bucket,
  type DemoBalancesByWallet,
  demoCredits,
  type Line,
  postingDefect,
  type SystemAccount,
  type Wallet,
} from './model.ts';
import { ledgerAccounts } from './schema.ts';

export type { Book };

/** Decimal places of each asset the ledger holds (from the contract); amounts are bigint units of this scale. */
export const ASSET_SCALES: Readonly<Record<string, number>> = CONTRACT_ASSET_SCALES;

/** A posting as lines: what the ledger makes of an intent. */
interface PostingRequest {
  key: string;
  kind: LedgerKind;
  ref: { kind: string; id: string };
  book: Book;
  lines: readonly Line[];
}

export interface ApplyOptions {
  /**
   * The keys name fresh ids, so no earlier posting can hold them: nothing is read first, and the
   * write is the one statement of `part` (it locks, checks and writes; a repeated key fails the
   * unique index).
   */
  freshKeys?: boolean;
}

/** What became of one intent: its posting, or nothing when every amount in it was zero. */
export type Applied =
  | { posted: true; postingId: number; replayed: boolean }
  | { posted: false; postingId: null; replayed: false };

/**
 * Whether a failed statement is a ledger overdraft: the user-balance constraint, or the ledger's
 * own refusal of a line that would leave a user bucket negative (ledger_refuse, which names
 * itself as the constraint ledger_overdraft). Told by SQLSTATE and constraint name.
 */
function isOverdraft(error: unknown): boolean {
  const violation = checkViolationOf(error);
  return violation === 'ledger_overdraft' || violation === 'ledger_accounts_user_not_negative';
}

/** The insert of postings, returning their ids and keys (a CTE of the statement that writes them). */
function postingsInsert(requests: readonly PostingRequest[], hashes: readonly string[], at: string): SQL {
  const posting = (f: (x: PostingRequest) => string) => pgArray(requests.map(f));
  return sql`
    insert into ledger_postings (idempotency_key, payload_hash, kind, ref_kind, ref_id, book, created_at)
    select k, h, kd, rk, ri, b, ${at}::timestamptz
    from unnest(${posting((r) => r.key)}::text[], ${pgArray(hashes)}::text[], ${posting((r) => r.kind)}::text[],
      ${posting((r) => r.ref.kind)}::text[], ${posting((r) => r.ref.id)}::text[], ${posting((r) => r.book)}::text[])
      as t(k, h, kd, rk, ri, b)
    returning id, idempotency_key`;
}

/** Throws on a posting whose lines do not balance (a defect of the caller, not a refusal). */
function checkLines(requests: readonly PostingRequest[]): void {
  for (const req of requests) {
    const defect = req.lines.length === 0 ? undefined : postingDefect(req.lines);
    if (defect) throw new Error(`ledger posting ${req.key}: ${defect}`);
  }
}

/** Posting ids by key from a write part's second result. */
function postedIds(results: readonly unknown[] | undefined): Map<string, number> {
  const pairs = (results?.[1] ?? []) as [string, string][];
  return new Map(pairs.map(([id, key]) => [key, Number(id)]));
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
    return present((await this.accountIds(tx, 'user', userId, [asset], wallet, book)).get(asset), 'account');
  }

  /** A user's accounts in several assets of one wallet and book (created empty on first use): ids by asset. */
  userAccounts(
    db: DbOrTx,
    userId: number,
    assets: readonly string[],
    wallet: Wallet,
    book: Book,
  ): Promise<Map<string, number>> {
    return this.accountIds(db, 'user', userId, assets, wallet, book);
  }

  /** A system account of the platform, per asset and book. */
  async systemAccount(tx: DbOrTx, name: SystemAccount, asset: string, book: Book): Promise<number> {
    return present((await this.accountIds(tx, 'system', 0, [asset], name, book)).get(asset), 'account');
  }

  /**
   * Accounts of one owner, wallet and book in several assets, created empty where missing, in one
   * statement: ids by asset.
   */
  private async accountIds(
    db: DbOrTx,
    ownerKind: 'user' | 'system',
    ownerId: number,
    assets: readonly string[],
    wallet: string,
    book: Book,
  ): Promise<Map<string, number>> {
    for (const asset of assets)
      if (!Object.hasOwn(ASSET_SCALES, asset)) throw new Error(`unknown asset ${asset}`);
    const read = async () =>
      rowsOf<{ id: string; asset: string }>(
        await db.execute(sql`
          with wanted as (select unnest(${pgArray([...assets])}::text[]) as asset),
          created as (
            insert into ledger_accounts (owner_kind, owner_id, asset, wallet, book)
            select ${ownerKind}, ${ownerId}, asset, ${wallet}, ${book} from wanted
            on conflict do nothing
            returning id, asset
          )
          select id::text as id, asset from created
          union all
          select id::text, asset from ledger_accounts
          where owner_kind = ${ownerKind} and owner_id = ${ownerId} and wallet = ${wallet} and book = ${book}
            and asset in (select asset from wanted)`),
      );
    let rows = await read();
    // An account another writer created at the same moment is not in this statement's snapshot.
    if (new Set(rows.map((r) => r.asset)).size < new Set(assets).size) rows = await read();
    const ids = new Map(rows.map((r) => [r.asset, Number(r.id)]));
    for (const asset of assets) present(ids.get(asset), `${ownerKind} ${ownerId} account in ${asset}`);
    return ids;
  }

  /**
   * The one write path of the ledger (DESIGN.md section 5, batched writes): applies intents on
   * the caller's transaction, all or nothing, one posting each. The accounts they touch are
   * locked once in id order (so concurrent writers cannot deadlock, and one with the same key
   * waits and then sees it), keys already written are replays that return their first posting
   * (another payload under a known key is refused), the postings apply in order in memory, and
   * postings, lines and balances are written in one statement (`writePart`, which checks them
   * again). A user account that would go negative refuses the whole call with
   * LEDGER_INSUFFICIENT_BALANCE, changing nothing. `part` offers the same statement to a writer
   * that writes its own rows with it.
   */
  async apply(tx: DbOrTx, intents: readonly Intent[], opts: ApplyOptions = {}): Promise<Applied[]> {
    if (intents.length === 0) return [];
    if (intents.length > POSTING_BATCH_MAX) throw new Error(`at most ${POSTING_BATCH_MAX} intents at once`);
    const idOf = await this.resolve(tx, intents);
    const requests = intents.map((intent) => ({
      key: intent.key,
      kind: intent.kind,
      ref: intent.ref,
      book: intent.book,
      lines: linesOf(intent, (ref, asset) => idOf(ref, asset, intent.book)),
    }));
    if (!opts.freshKeys) return this.write(tx, requests);
    checkLines(requests);
    const posted = postedIds((await runParts(tx, [this.writePart(requests)]))[0]);
    return requests.map((r) =>
      r.lines.length === 0
        ? { posted: false, postingId: null, replayed: false }
        : { posted: true, postingId: present(posted.get(r.key), 'posting id'), replayed: false },
    );
  }

  /**
   * Account ids of every reference the intents name, in one statement however many owners they
   * name (accounts are created empty on first use, in the order the intents name them).
   */
  private async resolve(
    tx: DbOrTx,
    intents: readonly Intent[],
  ): Promise<(ref: AccountRef, asset: string, book: Book) => number> {
    const wanted = new Map<
      string,
      { kind: 'user' | 'system'; owner: number; asset: string; wallet: string; book: Book }
    >();
    for (const intent of intents) {
      for (const { account, asset } of accountRefsOf(intent)) {
        if (typeof account === 'number') continue;
        const key = refKey(account, asset, intent.book);
        if (wanted.has(key)) continue;
        if (!Object.hasOwn(ASSET_SCALES, asset)) throw new Error(`unknown asset ${asset}`);
        wanted.set(
          key,
          'user' in account
            ? { kind: 'user', owner: account.user, asset, wallet: account.wallet, book: intent.book }
            : { kind: 'system', owner: 0, asset, wallet: account.system, book: intent.book },
        );
      }
    }
    const ids = new Map<string, number>();
    if (wanted.size > 0) {
      const refs = [...wanted.values()];
      const column = (f: (r: (typeof refs)[number]) => string) => pgArray(refs.map(f));
      const read = async () =>
        rowsOf<{
          id: string;
          owner_kind: string;
          owner_id: string;
          asset: string;
          wallet: string;
          book: string;
        }>(
          await tx.execute(sql`
            with wanted as (
              select * from unnest(${column((r) => r.kind)}::text[], ${column((r) => String(r.owner))}::bigint[],
                ${column((r) => r.asset)}::text[], ${column((r) => r.wallet)}::text[], ${column((r) => r.book)}::text[])
                with ordinality as w(owner_kind, owner_id, asset, wallet, book, n)
            ),
            created as (
              insert into ledger_accounts (owner_kind, owner_id, asset, wallet, book)
              select owner_kind, owner_id, asset, wallet, book from wanted order by n
              on conflict do nothing
              returning id, owner_kind, owner_id, asset, wallet, book
            )
            select id::text as id, owner_kind, owner_id::text as owner_id, asset, wallet, book from created
            union all
            select a.id::text, a.owner_kind, a.owner_id::text, a.asset, a.wallet, a.book
            from ledger_accounts a join wanted w using (owner_kind, owner_id, asset, wallet, book)`),
        );
      const keep = (rows: Awaited<ReturnType<typeof read>>) => {
        for (const r of rows)
          ids.set(
            r.owner_kind === 'user'
              ? `user:${r.owner_id}:${r.wallet}:${r.asset}:${r.book}`
              : `system:${r.wallet}:${r.asset}:${r.book}`,
            Number(r.id),
          );
      };
      keep(await read());
      // An account another writer created at the same moment is not in this statement's snapshot.
      if ([...wanted.keys()].some((k) => !ids.has(k))) keep(await read());
    }
    return (ref, asset, book) =>
      typeof ref === 'number' ? ref : present(ids.get(refKey(ref, asset, book)), 'account');
  }

  /** See apply: postings with their lines, written all or nothing. */
  private async write(tx: DbOrTx, requests: readonly PostingRequest[]): Promise<Applied[]> {
    checkLines(requests);
    const ids = [...new Set(requests.flatMap((r) => r.lines.map((l) => l.accountId)))].sort((a, b) => a - b);
    const rows =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(ledgerAccounts)
            .where(inArray(ledgerAccounts.id, ids))
            .orderBy(asc(ledgerAccounts.id))
            .for('update');
    const rowById = new Map(rows.map((r) => [r.id, r]));
    for (const req of requests)
      for (const l of req.lines) {
        const row = rowById.get(l.accountId);
        if (!row) throw new Error(`ledger posting ${req.key}: account ${l.accountId} does not exist`);
        if (row.book !== req.book) throw new Error(`account ${l.accountId} is not in the ${req.book} book`);
      }
    const known = new Map<string, { id: number; hash: string }>();
    for (const k of rowsOf<{ key: string; id: string; hash: string }>(
      await tx.execute(
        sql`select idempotency_key as key, id::text as id, payload_hash as hash from ledger_postings where idempotency_key = any(${pgArray(requests.map((r) => r.key))}::text[])`,
      ),
    ))
      known.set(k.key, { id: Number(k.id), hash: k.hash });
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
    // What each request became: a replay of a written posting or of an earlier one in this call,
    // nothing (every amount zero), or a new posting.
    type Outcome = { replayOf: number } | { sameAs: number } | { nothing: true } | { written: true };
    const outcomes: Outcome[] = [];
    const accepted: { req: PostingRequest; hash: string; after: bigint[] }[] = [];
    const inBatch = new Map<string, { hash: string; index: number }>();
    for (const [index, req] of requests.entries()) {
      const hash = payloadHash(req);
      const written = known.get(req.key);
      const earlier = inBatch.get(req.key);
      if (written || earlier) {
        if ((written ?? earlier)?.hash !== hash) throw new Refusal('LEDGER_IDEMPOTENCY_CONFLICT');
        outcomes.push(written ? { replayOf: written.id } : { sameAs: present(earlier, 'earlier').index });
        continue;
      }
      inBatch.set(req.key, { hash, index });
      if (req.lines.length === 0) {
        outcomes.push({ nothing: true });
        continue;
      }
      const applied = applyLinesInPlace(states, req.lines);
      if (!applied.ok) throw new Refusal('LEDGER_INSUFFICIENT_BALANCE');
      accepted.push({ req, hash, after: applied.after });
      outcomes.push({ written: true });
    }
    const idOf =
      accepted.length === 0 ? new Map<string, number>() : await this.insert(tx, accepted, states, rowById);
    const results: Applied[] = [];
    for (const [i, o] of outcomes.entries()) {
      const req = present(requests[i], 'request');
      if ('replayOf' in o) results.push({ posted: true, postingId: o.replayOf, replayed: true });
      else if ('sameAs' in o) {
        const first = present(results[o.sameAs], 'first occurrence');
        results.push(first.posted ? { ...first, replayed: true } : first);
      } else if ('nothing' in o) results.push({ posted: false, postingId: null, replayed: false });
      else
        results.push({ posted: true, postingId: present(idOf.get(req.key), 'posting id'), replayed: false });
    }
    return results;
  }

  /**
   * Writes accepted postings, their lines and the balances worked out in memory under the lock,
   * in one statement; ids by key.
   */
  private async insert(
    tx: DbOrTx,
    accepted: readonly { req: PostingRequest; hash: string; after: bigint[] }[],
    states: ReadonlyMap<number, AccountState>,
    rowById: ReadonlyMap<number, { available: bigint; frozen: bigint }>,
  ): Promise<Map<string, number>> {
    const at = new Date(this.clock.nowMs()).toISOString();
    const changed = [...states.values()].filter((a) => {
      const before = rowById.get(a.id);
      return before !== undefined && (before.available !== a.available || before.frozen !== a.frozen);
    });
    const lines = accepted.flatMap(({ req, after }) =>
      req.lines.map((l, i) => [
        req.key,
        String(l.accountId),
        l.bucket,
        l.amount.toString(),
        present(after[i], 'balance after a line').toString(),
      ]),
    );
    const line = (i: number) => pgArray(lines.map((l) => present(l[i], 'line field')));
    // One statement writes postings, their lines (joined to the new posting ids by key) and the
    // balances: arrays bound as single parameters (unnest) keep it short however large the
    // batch, and one round trip is most of what batching saves.
    const inserted = rowsOf<{ id: string; key: string }>(
      await tx.execute(sql`
        with p as (${postingsInsert(
          accepted.map((a) => a.req),
          accepted.map((a) => a.hash),
          at,
        )}), l as (
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
        )
        select id::text as id, idempotency_key as key from p`),
    );
    return new Map(inserted.map((p) => [p.key, Number(p.id)]));
  }

  /**
   * Intents as a part of a statement written together with the caller's own rows
   * (platform/statement.ts), for a caller whose keys are new by construction (they name fresh
   * ids; a repeated key fails the unique index) and whose accounts are named by id. The part
   * locks the accounts in id order, moves each by its net change, works out every line's balance
   * after in order, and fails the whole statement with LEDGER_INSUFFICIENT_BALANCE if a user
   * bucket would go negative at any line, or if a line names an account of another asset or book
   * or one that does not exist. Outside a transaction, the statement is its own commit.
   */
  part(intents: readonly Intent[]): StatementPart | undefined {
    if (intents.length > POSTING_BATCH_MAX) throw new Error(`at most ${POSTING_BATCH_MAX} intents at once`);
    const requests = intents.map((intent) => ({
      key: intent.key,
      kind: intent.kind,
      ref: intent.ref,
      book: intent.book,
      lines: linesOf(intent, (ref) => {
        if (typeof ref !== 'number') throw new Error('a statement part names its accounts by id');
        return ref;
      }),
    }));
    checkLines(requests);
    return this.writePart(requests);
  }

  /**
   * The one statement that writes postings: postings with lines only (an all-zero intent posts
   * nothing), balances moved by their net change under a lock taken in id order, each line's
   * balance after worked out in order, and the checks (results[0]) that refuse the statement.
   * results[1] holds the new posting ids by key.
   */
  private writePart(all: readonly PostingRequest[]): StatementPart | undefined {
    const requests = all.filter((r) => r.lines.length > 0);
    if (requests.length === 0) return undefined;
    const at = new Date(this.clock.nowMs()).toISOString();
    const lines = requests.flatMap((req) => req.lines.map((l) => ({ req, l })));
    const line = (f: (x: (typeof lines)[number]) => string) => pgArray(lines.map(f));
    // The accounts by id, so that locking and updating them are index lookups however many exist.
    const accounts = pgArray([...new Set(lines.map((x) => String(x.l.accountId)))]);
    return {
      ctes: sql`
        ledger_v as (
          select * from unnest(${line((x) => x.req.key)}::text[], ${line((x) => String(x.l.accountId))}::bigint[],
            ${line((x) => x.l.asset)}::text[], ${line((x) => x.req.book)}::text[], ${line((x) => x.l.bucket)}::text[],
            ${line((x) => x.l.amount.toString())}::numeric[])
            with ordinality as v(k, a, asset, book, bk, am, n)
        ), ledger_d as (
          select a, coalesce(sum(am) filter (where bk = 'available'), 0) as da,
            coalesce(sum(am) filter (where bk = 'frozen'), 0) as df
          from ledger_v group by a
        ), ledger_locked as (
          select id from ledger_accounts where id = any(${accounts}::bigint[]) order by id for update
        ), ledger_b as (
          update ledger_accounts as acc set available = acc.available + d.da, frozen = acc.frozen + d.df
          from ledger_d as d join ledger_locked on ledger_locked.id = d.a
          where acc.id = d.a and acc.id = any(${accounts}::bigint[])
          returning acc.id, acc.asset, acc.book, acc.owner_kind, acc.available, acc.frozen
        ), ledger_p as (${postingsInsert(requests, requests.map(payloadHash), at)}        ), ledger_x as (
          select v.a, v.asset, v.book, v.bk, v.am, v.n, p.id as posting_id, b.asset as account_asset,
            b.book as account_book, b.owner_kind,
            (case when v.bk = 'available' then b.available else b.frozen end)
              - coalesce(sum(v.am) over (partition by v.a, v.bk order by v.n desc
                  rows between unbounded preceding and 1 preceding), 0) as after
          from ledger_v as v join ledger_p as p on p.idempotency_key = v.k join ledger_b as b on b.id = v.a
        ), ledger_l as (
          insert into ledger_lines (posting_id, account_id, bucket, amount, balance_after, created_at)
          select posting_id, a, bk, am, after, ${at}::timestamptz from ledger_x order by n
        )`,
      results: [
        sql`(select case
          when (select count(*) from ledger_v) <> (select count(*) from ledger_x)
            or exists (select 1 from ledger_x where account_asset <> asset or account_book <> book)
            then ledger_refuse('accounts')
          when exists (select 1 from ledger_x where owner_kind = 'user' and after < 0)
            then ledger_refuse('overdraft')
          else 0 end)`,
        sql`(select coalesce(json_agg(json_build_array(id::text, idempotency_key)), '[]'::json) from ledger_p)`,
      ],
      refusal: (error) => (isOverdraft(error) ? new Refusal('LEDGER_INSUFFICIENT_BALANCE') : undefined),
    };
  }

  /**
   * Available balances of accounts, and whether the posting `posted` is visible in the same
   * read (a writer with a batch in flight learns in one round trip whether it has committed).
   */
  async available(
    db: DbOrTx,
    accountIds: readonly number[],
    opts: { posted?: string } = {},
  ): Promise<{ balances: Map<number, bigint>; posted: boolean }> {
    if (accountIds.length === 0) return { balances: new Map(), posted: false };
    // Without a posting to look for, the key matches nothing (keys are never empty).
    const posted = opts.posted ?? '';
    const rows = rowsOf<{ id: string; available: string; seen: boolean }>(
      await executePrepared(
        db,
        sql`select id::text as id, available::text as available,
          exists(select 1 from ledger_postings where idempotency_key = ${posted}) as seen
          from ledger_accounts where id = any(${pgArray(accountIds.map(String))}::bigint[])`,
      ),
    );
    return {
      balances: new Map(rows.map((r) => [Number(r.id), BigInt(r.available)])),
      posted: rows[0]?.seen === true,
    };
  }

  /**
   * Whether a posting is in the database, asked after locking the accounts it names: a write
   * still running elsewhere (a commit whose answer was lost) is waited for, up to the timeout.
   */
  async landed(db: Db, key: string, accountIds: readonly number[], lockTimeoutMs: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${Math.trunc(lockTimeoutMs)}ms'`));
      await tx.execute(
        sql`select id from ledger_accounts where id = any(${pgArray(accountIds.map(String))}::bigint[]) order by id for update`,
      );
      const rows = rowsOf<{ seen: boolean }>(
        await tx.execute(
          sql`select exists(select 1 from ledger_postings where idempotency_key = ${key}) as seen`,
        ),
      );
      return rows[0]?.seen === true;
    });
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
    await this.apply(
      tx,
      credits.map(({ wallet, asset, units }) => ({
        type: 'transfer' as const,
        key: `demo-funding:${userId}:${wallet}:${asset}`,
        kind: 'demo-funding' as const,
        ref: { kind: 'user', id: String(userId) },
        book: 'demo' as const,
        asset,
        amount: units,
        from: { system: 'demo' as const },
        to: { user: userId, wallet },
      })),
    );
  }

  /**
   * What a user's accounts of one book received in the available bucket from postings of one
   * kind since a moment (the last day's earning yield, for instance).
   */
  async receivedSince(
    db: DbOrTx,
    userId: number,
    book: Book,
    kind: LedgerKind,
    since: Date,
  ): Promise<bigint> {
    const rows = rowsOf<{ total: string | null }>(
      await db.execute(sql`
        select sum(l.amount)::text as total from ledger_lines l
        join ledger_postings p on p.id = l.posting_id
        join ledger_accounts a on a.id = l.account_id
        where a.owner_kind = 'user' and a.owner_id = ${userId} and a.book = ${book}
          and p.kind = ${kind} and l.bucket = 'available' and l.amount > 0
          and l.created_at >= ${since.toISOString()}::timestamptz`),
    );
    return BigInt(rows[0]?.total ?? '0');
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
