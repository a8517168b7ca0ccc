/**
 * Contracts (CFD): leveraged long and short positions against the house at the feed price, for
 * crypto perpetuals, forex, metals, energy, stocks and ETFs (DESIGN.md section 6).
 *
 * Tables owned: contract_positions.
 * Invariants: a live position's margin (and a pending open's margin and fee) is frozen in the
 * user's contract USDT account; every open, close and liquidation is one posting and keeps its
 * price, source and time; a close never takes more than the margin (the house absorbs the rest);
 * nothing opens or closes while the market is closed.
 * Events: follows MarketService.onTick; triggers (take-profit, stop-loss, liquidation, pending
 * opens) are settled one at a time.
 * Back office: ContractsBackOffice reads exposure, positions and settlements; it changes nothing.
 */

export { ContractsBackOffice } from './back-office.ts';
export { CONTRACTS_PRODUCTS, contractsModule } from './module.ts';
export { contractsRoutes } from './routes.ts';
export { ContractsService } from './service.ts';
export { CONTRACTS_SETTINGS } from './settings.ts';
