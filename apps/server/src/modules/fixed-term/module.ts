import type { ProductKey } from '@platform/contract';
import type { PlatformModule } from '../../platform/module.ts';
import { fixedTermRoutes } from './routes.ts';
import { FixedTermService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    fixedTerm: FixedTermService;
  }
}

/** Customer products this module serves, joined into the registry of platform/products.ts. */
export const FIXED_TERM_PRODUCTS: readonly ProductKey[] = ['fixed-term'];

/** Delivery contracts and options; records marks from every tick and settles at expiry. */
export const fixedTermModule: PlatformModule = {
  name: 'fixed-term',
  products: FIXED_TERM_PRODUCTS,
  async create(ctx) {
    const fixedTerm = new FixedTermService({
      db: ctx.db,
      clock: ctx.clock,
      ledger: ctx.use('ledger'),
      turnover: ctx.use('assets'),
      market: ctx.use('market'),
      settings: ctx.settings,
      log: ctx.log,
    });
    // Follows ticks from before the feeds start (market.feeds comes later in the list).
    await fixedTerm.start(ctx.config.fixedTermSettleMs);
    const sessions = ctx.use('sessions');
    return {
      services: { fixedTerm },
      routes: (server) => fixedTermRoutes(server, { fixedTerm, auth: sessions }),
      stop: () => fixedTerm.stop(),
    };
  },
};
