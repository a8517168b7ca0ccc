import type { PlatformModule } from '../../platform/module.ts';
import { LedgerService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    ledger: LedgerService;
  }
}

/** Every balance as double-entry postings; serves no customer product of its own. */
export const ledgerModule: PlatformModule = {
  name: 'ledger',
  async create(ctx) {
    const { db, clock, settings } = ctx;
    const ledger = new LedgerService(db, clock);
    // Funded inside the creating transaction, so a demo account never exists without its balances.
    ctx.bus.subscribeInTransaction('accounts.demoCreated', async (tx, { userId }) =>
      ledger.fundDemo(tx, userId, await settings.get('demo.balances', tx)),
    );
    return { services: { ledger } };
  },
};
