/** Balances, transfers between accounts and statements (modules/ledger/routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const ledgerActions = [] as const;
