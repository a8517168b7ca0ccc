import type { ProductKey } from '@platform/contract';
import type { PlatformModule } from '../../platform/module.ts';
import { walletRoutes } from './routes.ts';
import { WalletService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    wallet: WalletService;
  }
}

/** Customer products this module serves, joined into the registry of platform/products.ts. */
export const WALLET_PRODUCTS: readonly ProductKey[] = ['wallet'];

/** Deposits and withdrawals; decides through the wallet review queues. */
export const walletModule: PlatformModule = {
  name: 'wallet',
  products: WALLET_PRODUCTS,
  async create(ctx) {
    const wallet = new WalletService({
      db: ctx.db,
      clock: ctx.clock,
      ledger: ctx.use('ledger'),
      assets: ctx.use('assets'),
      kyc: ctx.use('kyc'),
      accounts: ctx.use('accounts'),
      inbox: ctx.use('inbox'),
      reviews: ctx.reviews,
      settings: ctx.settings,
      images: ctx.images,
    });
    wallet.registerQueues();
    const sessions = ctx.use('sessions');
    return { services: { wallet }, routes: (server) => walletRoutes(server, { wallet, auth: sessions }) };
  },
};
