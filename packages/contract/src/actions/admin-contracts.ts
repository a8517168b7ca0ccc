/** Back office: perpetual contracts (modules/admin/contracts-routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const adminContractsActions = [] as const;
