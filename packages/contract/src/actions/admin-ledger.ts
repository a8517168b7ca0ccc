/** Back office: ledger views and adjustments (modules/admin/ledger-routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const adminLedgerActions = [] as const;
