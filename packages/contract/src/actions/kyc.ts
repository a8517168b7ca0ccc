/** Identity verification: uploads and submissions (modules/kyc/routes.ts). Declared with `action()` as spot.ts shows; see index.ts. */
export const kycActions = [] as const;
