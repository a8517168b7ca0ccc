/**
 * The API contract shared by the server, the web app and the back office: language codes, the
 * response envelope, the catalogue of refusal reasons with their translations, and the zod
 * schemas of every action, and the action catalogue that names them (actions/index.ts).
 */
export * from './actions/index.ts';
export * from './actions/socket.ts';
export * from './api/accounts.ts';
export * from './api/admin.ts';
export * from './api/admin-content.ts';
export * from './api/admin-contracts.ts';
export * from './api/admin-fixed-term.ts';
export * from './api/baskets.ts';
export * from './api/common.ts';
export * from './api/content.ts';
export * from './api/content-constants.ts';
export * from './api/contracts.ts';
export * from './api/earn.ts';
export * from './api/features.ts';
export * from './api/fixed-term.ts';
export * from './api/kyc.ts';
export * from './api/limits.ts';
export * from './api/market.ts';
export * from './api/review-summaries.ts';
export * from './api/rtoken.ts';
export * from './api/spot.ts';
export * from './api/tx-hash.ts';
export * from './api/wallet.ts';
export * from './display.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './langs.ts';
export * from './messages.ts';
