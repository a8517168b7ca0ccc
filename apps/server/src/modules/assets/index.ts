/**
 * Assets: what a customer does with their balances (spec section 2): the overview valued in USDT,
 * transfers between their own account types, conversion between currencies against the house
 * (the 'conversion' product), and their account records; for the back office, a customer's
 * balances and ledger lines and the four-eyes manual adjustment that finance asks for and another
 * member of finance approves.
 *
 * Tables: ledger_quotes (conversion quotes, each used at most once) and ledger_adjustments
 * (requested adjustments and their decision); both keep the names they had inside the ledger.
 * Balances, postings and turnover rows belong to the ledger: this module moves money with ledger
 * intents, records turnover through the ledger, and reads records through its records API.
 *
 * Invariants: a quote executes once, before it expires, for the user and book it was given to;
 * an adjustment posts only when a member of finance other than the one who asked approves it.
 * Events: follows `review.decided` of ledger.adjustment inside the deciding transaction.
 */

export { amountOf, RECORDS_EXPORT_MAX, show } from './model.ts';
export { ASSETS_PRODUCTS, assetsModule } from './module.ts';
export { assetsRoutes } from './routes.ts';
export { AssetsService } from './service.ts';
export { ASSETS_SETTINGS } from './settings.ts';
export type { PriceSource, UsdtPrice } from './valuation.ts';
