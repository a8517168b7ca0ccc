/** Perpetual contracts: positions, orders and settlement (modules/contracts/routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const contractsActions = [] as const;
