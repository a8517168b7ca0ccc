/**
 * Every table of the platform, gathered for Drizzle's typed queries (`db.ts`). Each module owns
 * its own schema.ts; this file only lists them, one line per module that has tables. drizzle-kit
 * reads the same files through the globs in `drizzle.config.ts`.
 */
export * from '../modules/accounts/schema.ts';
export * from '../modules/admin/schema.ts';
export * from '../modules/assets/schema.ts';
export * from '../modules/baskets/schema.ts';
export * from '../modules/content/schema.ts';
export * from '../modules/contracts/schema.ts';
export * from '../modules/earn/schema.ts';
export * from '../modules/fixed-term/schema.ts';
export * from '../modules/kyc/schema.ts';
export * from '../modules/ledger/schema.ts';
export * from '../modules/market/schema.ts';
export * from '../modules/spot/schema.ts';
export * from '../modules/wallet/schema.ts';
export * from './review-schema.ts';
export * from './settings-schema.ts';
