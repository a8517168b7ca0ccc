import type { ProductKey } from '@platform/contract';
import type { PlatformModule } from '../../platform/module.ts';
import { kycRoutes } from './routes.ts';
import { KycService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    kyc: KycService;
  }
}

/** Customer products this module serves, joined into the registry of platform/products.ts. */
export const KYC_PRODUCTS: readonly ProductKey[] = ['kyc'];

/** Verification levels and the risk profile; decides through the kyc review queues. */
export const kycModule: PlatformModule = {
  name: 'kyc',
  products: KYC_PRODUCTS,
  async create(ctx) {
    const kyc = new KycService({
      db: ctx.db,
      clock: ctx.clock,
      images: ctx.images,
      reviews: ctx.reviews,
      inbox: ctx.use('inbox'),
      accounts: ctx.use('accounts'),
      settings: ctx.settings,
    });
    kyc.registerQueues();
    const sessions = ctx.use('sessions');
    return { services: { kyc }, routes: (server) => kycRoutes(server, { kyc, auth: sessions }) };
  },
};
