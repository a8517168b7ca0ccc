import type { LedgerKind } from '@platform/contract';
import type { Line, SystemAccount, Wallet } from './model.ts';

/** The two ledgers: customers' money, and the demo accounts' play money. */
export type Book = 'real' | 'demo';

/**
 * An account named by the caller: its id when already known (a hot path keeps them), or its
 * owner, which the ledger resolves (creating the account empty on first use) in the intent's
 * asset and book.
 */
export type AccountRef = number | { user: number; wallet: Wallet } | { system: SystemAccount };

interface IntentBase {
  /** Unique per intended effect: applying it again returns the first result. */
  key: string;
  kind: LedgerKind;
  ref: { kind: string; id: string };
  book: Book;
}

/**
 * Available of one account to available of another, or to its frozen bucket (`into: 'frozen'`:
 * money placed in custody, such as an earning order's principal, moves and is held in one posting).
 */
export interface TransferIntent extends IntentBase {
  type: 'transfer';
  asset: string;
  amount: bigint;
  from: AccountRef;
  to: AccountRef;
  into?: 'available' | 'frozen';
}

/**
 * Available to frozen within one account (an order, a withdrawal request, a position's margin),
 * optionally with a fee paid out of available in the same posting.
 */
export interface FreezeIntent extends IntentBase {
  type: 'freeze';
  asset: string;
  account: AccountRef;
  amount: bigint;
  fee?: { amount: bigint; to: AccountRef };
}

/** Frozen back to available within one account. */
export interface ReleaseIntent extends IntentBase {
  type: 'release';
  asset: string;
  account: AccountRef;
  amount: bigint;
}

/**
 * Frozen funds of one account paid out to the available buckets of destinations. The amounts
 * paid sum to the amount taken; a destination may be the account itself (what is returned), and
 * a system account may pay in (a negative amount: the house paying a winning position).
 */
export interface SettleIntent extends IntentBase {
  type: 'settle';
  asset: string;
  account: AccountRef;
  amount: bigint;
  to: readonly { account: AccountRef; amount: bigint }[];
}

/** One side of a trade: its accounts in the quote and base assets, and the fee it pays. */
export interface TradeSide {
  quote: AccountRef;
  base: AccountRef;
  fee: bigint;
}

/**
 * Both legs of a trade: the buyer's frozen quote pays the quote amount and its fee, the seller's
 * frozen base goes to the buyer, the seller receives the quote less its fee, and both fees go to
 * the fees account.
 */
export interface FillIntent extends IntentBase {
  type: 'fill';
  quoteAsset: string;
  baseAsset: string;
  quote: bigint;
  base: bigint;
  buyer: TradeSide;
  seller: TradeSide;
  fees: AccountRef;
}

/** One asset's movement of an exchange: available of one account to available of another. */
export interface ExchangeLeg {
  asset: string;
  amount: bigint;
  from: AccountRef;
  to: AccountRef;
}

/**
 * Two transfers in two assets as one posting: a customer pays one asset to a counterparty and
 * receives another from it (a conversion against the house). Lines: paid from, paid to,
 * received from, received to.
 */
export interface ExchangeIntent extends IntentBase {
  type: 'exchange';
  paid: ExchangeLeg;
  received: ExchangeLeg;
}

/** What a module asks the ledger to do; nothing outside the ledger builds posting lines. */
export type Intent =
  | TransferIntent
  | FreezeIntent
  | ReleaseIntent
  | SettleIntent
  | FillIntent
  | ExchangeIntent;

/** The asset an account reference of an intent is in (a fill names two). */
interface Leg {
  account: AccountRef;
  asset: string;
  bucket: Line['bucket'];
  amount: bigint;
}

/** The lines of an intent with account references, zero amounts left out, in a fixed order. */
export function legsOf(intent: Intent): Leg[] {
  const legs: Leg[] = (() => {
    switch (intent.type) {
      case 'transfer':
        return [
          { account: intent.from, asset: intent.asset, bucket: 'available', amount: -intent.amount },
          {
            account: intent.to,
            asset: intent.asset,
            bucket: intent.into ?? 'available',
            amount: intent.amount,
          },
        ];
      case 'freeze': {
        const fee = intent.fee?.amount ?? 0n;
        return [
          {
            account: intent.account,
            asset: intent.asset,
            bucket: 'available',
            amount: -(intent.amount + fee),
          },
          { account: intent.account, asset: intent.asset, bucket: 'frozen', amount: intent.amount },
          ...(intent.fee
            ? [{ account: intent.fee.to, asset: intent.asset, bucket: 'available' as const, amount: fee }]
            : []),
        ];
      }
      case 'release':
        return [
          { account: intent.account, asset: intent.asset, bucket: 'frozen', amount: -intent.amount },
          { account: intent.account, asset: intent.asset, bucket: 'available', amount: intent.amount },
        ];
      case 'settle':
        return [
          { account: intent.account, asset: intent.asset, bucket: 'frozen', amount: -intent.amount },
          ...intent.to.map((d) => ({
            account: d.account,
            asset: intent.asset,
            bucket: 'available' as const,
            amount: d.amount,
          })),
        ];
      case 'fill': {
        const { buyer, seller } = intent;
        return [
          {
            account: buyer.quote,
            asset: intent.quoteAsset,
            bucket: 'frozen',
            amount: -(intent.quote + buyer.fee),
          },
          {
            account: seller.quote,
            asset: intent.quoteAsset,
            bucket: 'available',
            amount: intent.quote - seller.fee,
          },
          {
            account: intent.fees,
            asset: intent.quoteAsset,
            bucket: 'available',
            amount: buyer.fee + seller.fee,
          },
          { account: seller.base, asset: intent.baseAsset, bucket: 'frozen', amount: -intent.base },
          { account: buyer.base, asset: intent.baseAsset, bucket: 'available', amount: intent.base },
        ];
      }
      case 'exchange': {
        const { paid, received } = intent;
        return [
          { account: paid.from, asset: paid.asset, bucket: 'available', amount: -paid.amount },
          { account: paid.to, asset: paid.asset, bucket: 'available', amount: paid.amount },
          { account: received.from, asset: received.asset, bucket: 'available', amount: -received.amount },
          { account: received.to, asset: received.asset, bucket: 'available', amount: received.amount },
        ];
      }
    }
  })();
  return legs.filter((l) => l.amount !== 0n);
}

/** The account references an intent names, with the asset each is in. */
export function accountRefsOf(intent: Intent): { account: AccountRef; asset: string }[] {
  return legsOf(intent).map((l) => ({ account: l.account, asset: l.asset }));
}

/** Resolves an intent's references to account ids and gives its posting lines. */
export function linesOf(intent: Intent, idOf: (ref: AccountRef, asset: string) => number): Line[] {
  return legsOf(intent).map((l) => ({
    accountId: idOf(l.account, l.asset),
    asset: l.asset,
    bucket: l.bucket,
    amount: l.amount,
  }));
}

/** A stable text for a symbolic reference in one asset and book (resolution cache key). */
export function refKey(ref: AccountRef, asset: string, book: Book): string {
  if (typeof ref === 'number') return `id:${ref}`;
  return 'user' in ref
    ? `user:${ref.user}:${ref.wallet}:${asset}:${book}`
    : `system:${ref.system}:${asset}:${book}`;
}

/** Ids of the accounts intents name by id (a writer that keeps its account ids knows them all). */
export function intentAccountIds(intents: readonly Intent[]): number[] {
  const ids = new Set<number>();
  for (const intent of intents)
    for (const { account } of accountRefsOf(intent)) if (typeof account === 'number') ids.add(account);
  return [...ids];
}

/**
 * What intents would change in the available bucket of each account they name by id: a writer
 * planning on top of a batch not yet committed adds it to what it reads.
 */
export function availableChanges(intents: readonly Intent[]): Map<number, bigint> {
  const out = new Map<number, bigint>();
  for (const intent of intents)
    for (const leg of legsOf(intent))
      if (leg.bucket === 'available' && typeof leg.account === 'number')
        out.set(leg.account, (out.get(leg.account) ?? 0n) + leg.amount);
  return out;
}
