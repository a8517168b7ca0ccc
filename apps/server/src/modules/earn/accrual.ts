import { DAY_MS, earnDaysElapsed } from '@platform/engine';
import type { DbOrTx } from '../../platform/db.ts';
import type { Book, Intent, LedgerService } from '../ledger/index.ts';
import * as repo from './repo.ts';

/** What accrual needs of the ledger. */
export type EarnLedger = Pick<LedgerService, 'apply'>;

/** Intents one transaction of accrual carries at most (the ledger takes 5,000). */
const INTENTS_MAX = 4_500;

/**
 * Pays the days due on locked orders in custody, one posting per order and day
 * (`earn-yield:<order>:<day>`, from the reserve, or the demo account for play money, to the
 * customer's spot account), and returns the principal of those that reached their term
 * (`earn-mature:<order>`, earn frozen to spot). Everything moves in the caller's transaction
 * in a fixed lock order (products, holdings, the reserve's commitment, then the ledger), and the
 * orders' own rows record the days paid, so a day is paid exactly once whatever restarts: a
 * day's key names the order and the day, and the row that says it was paid commits with it.
 * Orders beyond one transaction's share are left for the next; returns how many were accrued.
 * `also` are the caller's own intents, written in the same call to the ledger, so the accounts
 * of a transaction are locked once, together and in id order (see the lock order in index.ts).
 */
export async function accrue(
  tx: DbOrTx,
  ledger: EarnLedger,
  rows: readonly repo.OrderRow[],
  now: Date,
  also: readonly Intent[] = [],
): Promise<number> {
  const intents: Intent[] = [];
  const updates: Parameters<typeof repo.writeAccrued>[1][number][] = [];
  const paidByBook = new Map<string, bigint>();
  const capacityBack = new Map<number, bigint>();
  const holdingsBack = new Map<Book, Map<number, bigint>>();
  for (const row of rows) {
    if (row.status !== 'custody') continue;
    const start = row.startedAt.getTime();
    const elapsed = earnDaysElapsed(start, now.getTime(), row.termDays);
    const days = elapsed - row.daysPaid;
    if (days <= 0) continue;
    const matures = elapsed === row.termDays;
    const needed = (row.dailyYield > 0n ? days : 0) + (matures ? 1 : 0);
    if (intents.length + needed > INTENTS_MAX && updates.length > 0) break;
    const book = row.book as Book;
    const ref = { kind: 'earn', id: String(row.id) };
    const spot = { user: row.userId, wallet: 'spot' } as const;
    if (row.dailyYield > 0n)
      for (let day = row.daysPaid + 1; day <= elapsed; day++)
        intents.push({
          type: 'transfer',
          key: `earn-yield:${row.id}:${day}`,
          kind: 'earn-yield',
          ref,
          book,
          asset: row.asset,
          amount: row.dailyYield,
          from: { system: book === 'real' ? 'earn_reserve' : 'demo' },
          to: spot,
        });
    if (matures) {
      intents.push(principalBack(row, 'earn-mature'));
      if (book === 'real')
        capacityBack.set(row.productId, (capacityBack.get(row.productId) ?? 0n) + row.amount);
      const held = holdingsBack.get(book) ?? new Map<number, bigint>();
      held.set(row.userId, (held.get(row.userId) ?? 0n) + row.amount);
      holdingsBack.set(book, held);
    }
    const paid = row.dailyYield * BigInt(days);
    const key = `${book}:${row.asset}`;
    paidByBook.set(key, (paidByBook.get(key) ?? 0n) + paid);
    updates.push({
      id: row.id,
      daysPaid: elapsed,
      yieldPaid: row.yieldPaid + paid,
      nextDueAt: matures ? null : new Date(start + (elapsed + 1) * DAY_MS),
      status: matures ? 'completed' : 'custody',
      endedAt: matures ? now : null,
    });
  }
  if (updates.length === 0) {
    if (also.length > 0) await ledger.apply(tx, also);
    return 0;
  }
  await repo.releaseCapacity(tx, capacityBack);
  for (const [book, amounts] of holdingsBack) await repo.releaseHoldings(tx, book, amounts);
  for (const [key, paid] of paidByBook) {
    const [book, asset] = key.split(':') as [Book, string];
    // Only the real book's reserve promises yields; play money is paid by the demo account.
    if (book === 'real' && paid > 0n) await repo.commit(tx, book, asset, -paid);
  }
  // Keys name the order and the day, and the locked rows say which days are paid: they are new.
  await ledger.apply(tx, [...intents, ...also], { freshKeys: true });
  await repo.writeAccrued(tx, updates);
  return updates.length;
}

/**
 * An order's principal leaving custody (the customer's earn wallet) for their spot wallet: at
 * maturity, on an early redemption (less its penalty, to the house) or when compliance refuses
 * it. One posting keyed by the kind and the order.
 */
export function principalBack(
  row: repo.OrderRow,
  kind: 'earn-mature' | 'earn-redeem' | 'earn-refund',
  penalty?: bigint,
): Intent {
  const spot = { user: row.userId, wallet: 'spot' } as const;
  return {
    type: 'settle',
    key: `${kind}:${row.id}`,
    kind,
    ref: { kind: 'earn', id: String(row.id) },
    book: row.book as Book,
    asset: row.asset,
    account: { user: row.userId, wallet: 'earn' },
    amount: row.amount,
    to:
      penalty === undefined
        ? [{ account: spot, amount: row.amount }]
        : [
            { account: spot, amount: row.amount - penalty },
            { account: { system: 'house' }, amount: penalty },
          ],
  };
}
