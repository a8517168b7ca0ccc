/**
 * Every table of the platform, gathered for Drizzle and drizzle-kit. Each module owns its own
 * schema.ts; this file only lists them.
 */
export * from '../modules/accounts/schema.ts';
export * from '../modules/admin/schema.ts';
export * from '../modules/content/schema.ts';
export * from '../modules/kyc/schema.ts';
export * from '../modules/ledger/schema.ts';
export * from '../modules/market/schema.ts';
export * from './review-schema.ts';
export * from './settings-schema.ts';
