/**
 * Managed escrow earning, "AI" and "VIP" (spec sections 1-4 and 9).
 *
 * Tables owned: earn_products, earn_orders, earn_reserve (what the reserve has promised),
 * earn_holdings (each customer's principal, for the risk cap), earn_fundings.
 * Invariants: an order is accepted only if the earn reserve's balance covers every yield still
 * owed including its own (compared under the commitment row's lock); a product's custody never
 * passes its capacity and a customer's holdings never pass their risk cap (conditional
 * updates); each day's yield is one posting keyed by order and day, committed with the row that
 * records it; the principal is frozen in the customer's earn account while the order is open;
 * an early redemption costs the penalty shown before it was asked. The auditor checks the
 * recorded custody, holdings and commitment against the open orders after every test.
 * Lock order: every transaction of the module takes its row locks in this one order, skipping
 * those it does not need, and never goes back to an earlier kind: (1) orders (by id); (2) the
 * customer's user row, shared, to read a withdrawal freeze (accounts); (3) products (by id);
 * (4) the customer's holding row (baskets' own rows follow it); (5) the book's reserve
 * commitment row; (6) ledger accounts, last, in one call to the ledger where it can (the ledger
 * locks them in id order). A subscription inserts its order and follows 3-6; a compliance
 * refusal, a redemption and its payment, and accrual lock their orders and then follow 2-6.
 * Events: none published; reads KycService (verification, risk level and cap) and
 * AccountsService (trade password, withdrawal freeze).
 * Back office: EarnBackOffice edits products (audited by the admin module), reads orders and
 * the reserve, and runs the four-eyes reserve funding queue.
 */

export { EarnBackOffice } from './back-office.ts';
export { EARN_PRODUCTS, earnModule } from './module.ts';
export { EarnService, type HoldingSource } from './service.ts';
export { EARN_SETTINGS } from './settings.ts';
