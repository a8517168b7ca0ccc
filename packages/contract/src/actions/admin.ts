/** Back office actions of modules/admin/routes.ts and admin/index.ts. Declared with `action()` as spot.ts shows. */
export const backOfficeActions = [] as const;
