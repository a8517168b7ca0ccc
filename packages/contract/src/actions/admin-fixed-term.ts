/** Back office: fixed-term products (modules/admin/fixed-term-routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const adminFixedTermActions = [] as const;
