/** Back office: content editing (modules/admin/content-routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const adminContentActions = [] as const;
