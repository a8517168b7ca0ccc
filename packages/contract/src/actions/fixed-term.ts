/** Fixed-term products: delivery and option trades (modules/fixed-term/routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const fixedTermActions = [] as const;
