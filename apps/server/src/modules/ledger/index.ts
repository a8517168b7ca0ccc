/**
 * Ledger: every balance of the platform as double-entry postings (DESIGN.md section 5).
 *
 * Tables: ledger_accounts (owner, asset, wallet, book; available and frozen), ledger_postings
 * (idempotency key, kind, reference), ledger_lines (one bucket movement with the balance after),
 * ledger_quotes (conversion quotes), ledger_turnover (deposits and use for the withdrawal rule),
 * ledger_adjustments (four-eyes manual adjustments).
 * Also: assets overview, transfers between account types, conversion and account records.
 *
 * Invariants: lines of a posting sum to zero per asset; a user account is never negative (CHECK
 * and checked before writing); an account equals the sum of its lines; an idempotency key is
 * written once, its replay returns the first result and a different payload is refused;
 * accounts are locked in id order. Only this module writes these tables; others call it with
 * their transaction handle.
 * Events: follows `accounts.demoCreated` inside the creating transaction (a demo account is
 * funded as it is created) and `review.decided` of ledger.adjustment inside the deciding one.
 */

export { AssetsService, amountOf, RECORDS_EXPORT_MAX, show } from './assets.ts';
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
export { LEDGER_PRODUCTS, ledgerModule } from './module.ts';
export { ledgerRoutes } from './routes.ts';
export {
  type Applied,
  type ApplyOptions,
  ASSET_SCALES,
  type Book,
  LedgerService,
  POSTING_BATCH_MAX,
  type PostingRequest,
  transferRequest,
} from './service.ts';
export { LEDGER_SETTINGS } from './settings.ts';
export { recordTurnover, TURNOVER_COUNTED, type TurnoverEntry, turnoverInsert } from './turnover.ts';
export type { PriceSource, UsdtPrice } from './valuation.ts';
