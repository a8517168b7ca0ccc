import type { PlatformModule } from '../../platform/module.ts';
import { VerificationCodes } from './codes.ts';
import { Inbox } from './inbox.ts';
import { Notifier, smtpTransport } from './notifier.ts';
import { accountsRoutes } from './routes.ts';
import { AccountsService } from './service.ts';
import { SessionStore } from './sessions.ts';
import { WalletLogin } from './wallet-login.ts';

declare module '../../platform/module.ts' {
  interface ServiceRegistry {
    accounts: AccountsService;
    sessions: SessionStore;
    inbox: Inbox;
  }
}

/** Customers, their sessions and inbox; needs the site's name from content. */
export const accountsModule: PlatformModule = {
  name: 'accounts',
  async create(ctx) {
    const { db, clock, config, settings } = ctx;
    const siteName = (await ctx.use('content').site('en')).name;
    const notifier = new Notifier(
      ctx.log,
      config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined,
      undefined,
    );
    const sessions = new SessionStore(db, clock, settings);
    const inbox = new Inbox(db, clock, siteName);
    const codes = new VerificationCodes(db, clock, notifier, siteName);
    const accounts = new AccountsService({
      db,
      clock,
      settings,
      sessions,
      codes,
      inbox,
      images: ctx.images,
      siteName,
      bus: ctx.bus,
    });
    const wallet = new WalletLogin(db, clock, sessions, accounts, siteName, config.publicOrigin);
    return {
      services: { accounts, sessions, inbox },
      routes: (server) => accountsRoutes(server, { accounts, wallet, inbox, auth: sessions }),
    };
  },
};
