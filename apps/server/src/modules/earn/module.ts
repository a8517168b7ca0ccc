import type { ProductKey } from '@platform/contract';
import type { PlatformModule } from '../../platform/module.ts';
import { EarnBackOffice } from './back-office.ts';
import { earnRoutes } from './routes.ts';
import { seedProducts } from './seed.ts';
import { EarnService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    earn: EarnService;
    earnBackOffice: EarnBackOffice;
  }
}

/** Customer products this module serves, joined into the registry of platform/products.ts. */
export const EARN_PRODUCTS: readonly ProductKey[] = ['earn'];

/** Managed escrow earning (AI and VIP): products, orders, the reserve, daily accrual and redemptions. */
export const earnModule: PlatformModule = {
  name: 'earn',
  products: EARN_PRODUCTS,
  async create(ctx) {
    const earn = new EarnService({
      db: ctx.db,
      clock: ctx.clock,
      ledger: ctx.use('ledger'),
      kyc: ctx.use('kyc'),
      accounts: ctx.use('accounts'),
      settings: ctx.settings,
      reviews: ctx.reviews,
      log: ctx.log,
    });
    earn.registerQueue(ctx.reviews);
    const earnBackOffice = new EarnBackOffice({
      db: ctx.db,
      clock: ctx.clock,
      ledger: ctx.use('ledger'),
      settings: ctx.settings,
      earn,
    });
    earnBackOffice.registerQueue(ctx.reviews);
    await seedProducts(ctx.db, ctx.clock);
    // Principal in custody counts in the customer's total assets.
    ctx.use('assets').registerHoldings('escrow', (userId, book) => earn.principalHeld(userId, book));
    earn.start(ctx.config.earnAccrualMs);
    const sessions = ctx.use('sessions');
    return {
      services: { earn, earnBackOffice },
      routes: (server) => earnRoutes(server, { earn, auth: sessions }),
      stop: () => earn.stop(),
    };
  },
};
