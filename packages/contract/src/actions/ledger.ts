/**
 * Customer actions of the ledger module: none today. Balances, transfers, conversion and account
 * records are the assets module's (assets.ts). Declared with `action()` as spot.ts shows; see index.ts.
 */
export const ledgerActions = [] as const;
