/**
 * Pure rules of the ledger (DESIGN.md section 5): a posting is balanced per asset; applying it
 * to balances either succeeds for every line or refuses without a change; a user account never
 * goes below zero in either bucket.
 */

export type Bucket = 'available' | 'frozen';
export const SYSTEM_ACCOUNTS = [
  'world',
  'fees',
  'house',
  'rewards',
  'loans',
  'demo',
  'adjustments',
  'earn_reserve',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];
export const WALLETS = ['spot', 'contract', 'options', 'futures', 'earn', 'loan'] as const;
export type Wallet = (typeof WALLETS)[number];
/** Lines in one posting; a larger set is a bug in the caller, not a user's mistake. */
export const POSTING_LINES_MAX = 64;

export interface Line {
  accountId: number;
  asset: string;
  bucket: Bucket;
  amount: bigint;
}

export interface AccountState {
  id: number;
  asset: string;
  isUser: boolean;
  available: bigint;
  frozen: bigint;
}

/** Why a posting cannot be written as given: a caller's bug, not the user's. */
export function postingDefect(lines: readonly Line[]): string | undefined {
  if (lines.length < 2) return 'a posting needs at least two lines';
  if (lines.length > POSTING_LINES_MAX) return `a posting has at most ${POSTING_LINES_MAX} lines`;
  if (lines.some((l) => l.amount === 0n)) return 'a line moves nothing';
  const perAsset = new Map<string, bigint>();
  for (const l of lines) perAsset.set(l.asset, (perAsset.get(l.asset) ?? 0n) + l.amount);
  for (const [asset, total] of perAsset)
    if (total !== 0n) return `lines of ${asset} sum to ${total}, not zero`;
  return undefined;
}

export type ApplyResult =
  | { ok: true; balances: Map<number, AccountState>; after: bigint[] }
  | { ok: false; reason: 'LEDGER_INSUFFICIENT_BALANCE'; accountId: number };

/**
 * The balances after the lines, and each line's bucket balance after it, or the first user
 * account a line would overdraw. The input map is not changed.
 */
export function applyLines(accounts: ReadonlyMap<number, AccountState>, lines: readonly Line[]): ApplyResult {
  const next = new Map<number, AccountState>();
  for (const [id, a] of accounts) next.set(id, { ...a });
  const after: bigint[] = [];
  for (const line of lines) {
    const account = next.get(line.accountId);
    if (!account) throw new Error(`account ${line.accountId} is not loaded`);
    if (account.asset !== line.asset)
      throw new Error(`account ${line.accountId} holds ${account.asset}, not ${line.asset}`);
    account[line.bucket] += line.amount;
    after.push(account[line.bucket]);
  }
  for (const account of next.values()) {
    if (account.isUser && (account.available < 0n || account.frozen < 0n)) {
      return { ok: false, reason: 'LEDGER_INSUFFICIENT_BALANCE', accountId: account.id };
    }
  }
  return { ok: true, balances: next, after };
}

/**
 * The same rule as applyLines, changing `accounts` in place and touching only the posting's own
 * accounts: the batch path applies thousands of postings to one map. On a refusal nothing changes.
 */
export function applyLinesInPlace(
  accounts: Map<number, AccountState>,
  lines: readonly Line[],
): { ok: true; after: bigint[] } | { ok: false; reason: 'LEDGER_INSUFFICIENT_BALANCE'; accountId: number } {
  const touched = new Map<number, AccountState>();
  const after: bigint[] = [];
  for (const line of lines) {
    let account = touched.get(line.accountId);
    if (!account) {
      const current = accounts.get(line.accountId);
      if (!current) throw new Error(`account ${line.accountId} is not loaded`);
      if (current.asset !== line.asset)
        throw new Error(`account ${line.accountId} holds ${current.asset}, not ${line.asset}`);
      account = { ...current };
      touched.set(line.accountId, account);
    }
    account[line.bucket] += line.amount;
    after.push(account[line.bucket]);
  }
  for (const account of touched.values()) {
    if (account.isUser && (account.available < 0n || account.frozen < 0n)) {
      return { ok: false, reason: 'LEDGER_INSUFFICIENT_BALANCE', accountId: account.id };
    }
  }
  for (const account of touched.values()) accounts.set(account.id, account);
  return { ok: true, after };
}

/** Demo balances per wallet as the `demo.balances` setting gives them: wallet to asset to amount. */
export type DemoBalancesByWallet = Readonly<Partial<Record<Wallet, Readonly<Record<string, string>>>>>;

export interface DemoCredit {
  wallet: Wallet;
  asset: string;
  units: bigint;
}

/**
 * The credits a new demo account receives, one per wallet and asset with an amount above zero,
 * in wallet then asset order. `toUnits` reads an amount at its asset's scale and gives undefined
 * for an asset the platform does not know (the setting refuses those; an old stored value may not).
 */
export function demoCredits(
  balances: DemoBalancesByWallet,
  toUnits: (asset: string, amount: string) => bigint | undefined,
): DemoCredit[] {
  const credits: DemoCredit[] = [];
  for (const wallet of WALLETS) {
    for (const [asset, amount] of Object.entries(balances[wallet] ?? {})) {
      const units = toUnits(asset, amount);
      if (units !== undefined && units > 0n) credits.push({ wallet, asset, units });
    }
  }
  return credits;
}

/** One ledger line of a customer's account as the records screen reads it. */
export interface RecordLineRow {
  lineId: number;
  postingId: number;
  accountId: number;
  bucket: Bucket;
  amount: bigint;
  balanceAfter: bigint;
}

/** The lines one posting wrote to one account, with the change of the account as a whole. */
export interface RecordGroup {
  postingId: number;
  accountId: number;
  firstLineId: number;
  /** Available and frozen together: a freeze moves nothing out of the account. */
  amount: bigint;
  /** Available after the posting; null when the posting touched only frozen (available is as before). */
  availableAfter: bigint | null;
  lines: RecordLineRow[];
}

/**
 * Groups a customer's ledger lines by posting and account, keeping the order in which the groups
 * first appear, so an order that freezes funds or a trade that settles them reads as one record.
 */
export function groupRecordLines(lines: readonly RecordLineRow[]): RecordGroup[] {
  const groups = new Map<string, RecordGroup>();
  for (const line of lines) {
    const key = `${line.postingId}:${line.accountId}`;
    const group = groups.get(key);
    if (group) {
      group.lines.push(line);
      group.amount += line.amount;
      group.firstLineId = Math.min(group.firstLineId, line.lineId);
    } else {
      groups.set(key, {
        postingId: line.postingId,
        accountId: line.accountId,
        firstLineId: line.lineId,
        amount: line.amount,
        availableAfter: null,
        lines: [line],
      });
    }
  }
  for (const group of groups.values()) {
    group.lines.sort((a, b) => a.lineId - b.lineId);
    group.availableAfter = group.lines.findLast((l) => l.bucket === 'available')?.balanceAfter ?? null;
  }
  return [...groups.values()];
}
