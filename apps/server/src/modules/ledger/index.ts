/**
 * Ledger: every balance of the platform as double-entry postings (DESIGN.md section 5).
 *
 * Tables: ledger_accounts (owner, asset, wallet, book; available and frozen), ledger_postings
 * (idempotency key, kind, reference), ledger_lines (one bucket movement with the balance after),
 * ledger_turnover (deposits and use for the withdrawal rule). Customers' records are read here
 * (records.ts); what customers do with their balances is the assets module's.
 *
 * Invariants: lines of a posting sum to zero per asset; a user account is never negative (CHECK
 * and checked before writing); an account equals the sum of its lines; an idempotency key is
 * written once, its replay returns the first result and a different payload is refused;
 * accounts are locked in id order. Only this module writes these tables; others call it with
 * their transaction handle.
 * Events: follows `accounts.demoCreated` inside the creating transaction (a demo account is
 * funded as it is created).
 */

export type {
  AccountRef,
  ExchangeIntent,
  FillIntent,
  FreezeIntent,
  Intent,
  ReleaseIntent,
  SettleIntent,
  TransferIntent,
} from './intents.ts';
export { availableChanges, intentAccountIds } from './intents.ts';
export { SYSTEM_ACCOUNTS, WALLETS } from './model.ts';
export { ledgerModule } from './module.ts';
export { lineRecords, lineRows, type RecordFilter, recordEntries, recordsWhere } from './records.ts';
export {
  type Applied,
  type ApplyOptions,
  ASSET_SCALES,
  type Book,
  LedgerService,
  POSTING_BATCH_MAX,
} from './service.ts';
export { LEDGER_SETTINGS } from './settings.ts';
export {
  recordTurnover,
  TURNOVER_COUNTED,
  type TurnoverEntry,
  turnoverPart,
  turnoverSince,
} from './turnover.ts';
