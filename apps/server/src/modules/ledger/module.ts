import type { ProductKey } from '@platform/contract';
import type { PlatformModule } from '../../platform/module.ts';
import { AssetsService } from './assets.ts';
import { ledgerRoutes } from './routes.ts';
import { LedgerService } from './service.ts';
import type { PriceSource } from './valuation.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    ledger: LedgerService;
    assets: AssetsService;
  }
}

/** Customer products this module serves, joined into the registry of platform/products.ts. */
export const LEDGER_PRODUCTS: readonly ProductKey[] = ['conversion'];

/** Balances, transfers, conversion and manual adjustments; values assets at market prices. */
export const ledgerModule: PlatformModule = {
  name: 'ledger',
  products: LEDGER_PRODUCTS,
  async create(ctx) {
    const { db, clock, settings } = ctx;
    const market = ctx.use('market');
    const ledger = new LedgerService(db, clock);
    // Funded inside the creating transaction, so a demo account never exists without its balances.
    ctx.bus.subscribeInTransaction('accounts.demoCreated', async (tx, { userId }) =>
      ledger.fundDemo(tx, userId, await settings.get('demo.balances', tx)),
    );
    const prices: PriceSource = {
      usdtPrice: (asset) =>
        asset === 'USDT'
          ? { units: 1n, scale: 0, symbol: 'USDT', source: 'par', timeMs: clock.nowMs() }
          : market.lastPrice(`${asset}USDT`),
    };
    const assets = new AssetsService({ db, clock, ledger, settings, prices });
    assets.registerQueue(ctx.reviews);
    const sessions = ctx.use('sessions');
    return {
      services: { ledger, assets },
      routes: (server) => ledgerRoutes(server, { assets, auth: sessions }),
    };
  },
};
