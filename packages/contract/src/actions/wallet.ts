/** Deposits, withdrawals and their destinations (modules/wallet/routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const walletActions = [] as const;
