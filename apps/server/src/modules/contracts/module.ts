import type { ProductKey } from '@platform/contract';
import type { PlatformModule } from '../../platform/module.ts';
import { contractsRoutes } from './routes.ts';
import { ContractsService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    contracts: ContractsService;
  }
}

/** Customer products this module serves, joined into the registry of platform/products.ts. */
export const CONTRACTS_PRODUCTS: readonly ProductKey[] = ['contracts'];

/** Leveraged positions; arms their triggers from the open positions and follows every tick. */
export const contractsModule: PlatformModule = {
  name: 'contracts',
  products: CONTRACTS_PRODUCTS,
  async create(ctx) {
    const contracts = new ContractsService({
      db: ctx.db,
      clock: ctx.clock,
      ledger: ctx.use('ledger'),
      turnover: ctx.use('assets'),
      market: ctx.use('market'),
      settings: ctx.settings,
      log: ctx.log,
    });
    // Armed before the feeds start (market.feeds comes later in the list), so no tick is missed.
    await contracts.start();
    const sessions = ctx.use('sessions');
    return {
      services: { contracts },
      routes: (server) => contractsRoutes(server, { contracts, auth: sessions }),
      // The feeds have stopped by now: what is left is settling the triggers already fired.
      stop: () => contracts.idle(),
    };
  },
};
