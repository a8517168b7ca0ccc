import type { PlatformModule } from '../../platform/module.ts';
import { BasketsBackOffice } from './back-office.ts';
import { basketRoutes } from './routes.ts';
import { seedBaskets } from './seed.ts';
import { BasketsService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    baskets: BasketsService;
    basketsBackOffice: BasketsBackOffice;
  }
}

/** ETF baskets (low-risk and balanced): NAV from recorded prices, units, the house as counterparty. */
export const basketsModule: PlatformModule = {
  name: 'baskets',
  // Served under the earning product key: the earning screens and these appear together.
  products: [],
  async create(ctx) {
    const market = ctx.use('market');
    const baskets = new BasketsService({
      db: ctx.db,
      clock: ctx.clock,
      ledger: ctx.use('ledger'),
      market,
      kyc: ctx.use('kyc'),
      accounts: ctx.use('accounts'),
      earn: ctx.use('earn'),
      settings: ctx.settings,
      log: ctx.log,
    });
    await seedBaskets(ctx.db, ctx.clock);
    // Units at the NAV of now count in the customer's total assets.
    ctx.use('assets').registerHoldings('baskets', (userId, book) => baskets.valueHeld(userId, book));
    baskets.start(ctx.config.basketJobMs);
    const sessions = ctx.use('sessions');
    return {
      services: {
        baskets,
        basketsBackOffice: new BasketsBackOffice({ db: ctx.db, clock: ctx.clock, market, baskets }),
      },
      routes: (server) => basketRoutes(server, { baskets, auth: sessions }),
      stop: () => baskets.stop(),
    };
  },
};
