import type { PlatformModule } from '../../platform/module.ts';
import { AccountsBackOffice } from '../accounts/index.ts';
import { ContentBackOffice } from '../content/index.ts';
import { ContractsBackOffice } from '../contracts/index.ts';
import { FixedTermBackOffice } from '../fixed-term/index.ts';
import { adminRoutes } from './routes.ts';
import { StaffService } from './service.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    staff: StaffService;
  }
}

/** Staff, their roles and audit log, and the back office over every module: listed last. */
export const adminModule: PlatformModule = {
  name: 'admin',
  async create(ctx) {
    const { db, clock } = ctx;
    const content = ctx.use('content');
    const market = ctx.use('market');
    const siteName = (await content.site('en')).name;
    const staff = new StaffService(db, clock, siteName);
    return {
      services: { staff },
      routes: (server) =>
        adminRoutes(server, {
          assets: ctx.use('assets'),
          wallet: ctx.use('wallet'),
          accountsService: ctx.use('accounts'),
          db,
          staff,
          accounts: new AccountsBackOffice(db, clock, ctx.use('sessions'), ctx.use('inbox')),
          settings: ctx.settings,
          market,
          reviews: ctx.reviews,
          content: new ContentBackOffice(db, clock, ctx.images, content),
          contracts: new ContractsBackOffice(db, market, ctx.use('contracts')),
          fixedTerm: new FixedTermBackOffice(db, clock, market, ctx.use('fixedTerm')),
          kyc: ctx.use('kyc'),
          earn: ctx.use('earnBackOffice'),
          baskets: ctx.use('basketsBackOffice'),
          loansServed: ctx.products.has('loans'),
        }),
    };
  },
};
