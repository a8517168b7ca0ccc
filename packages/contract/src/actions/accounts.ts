/** Registration, login, sessions, profile and security settings (modules/accounts/routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const accountsActions = [] as const;
