import { adminActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerAction } from '../../platform/actions.ts';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import type { ReviewQueues } from '../../platform/review-queue.ts';
import { settingRefusal } from '../../platform/setting-values.ts';
import { isSettingKey, type SettingsService } from '../../platform/settings.ts';
import type { AccountsBackOffice } from '../accounts/index.ts';
import type { ContentBackOffice } from '../content/index.ts';
import type { KycService } from '../kyc/index.ts';
import type { MarketService } from '../market/index.ts';
import { type BasketsAdminDeps, basketsAdminRoutes } from './baskets-routes.ts';
import { contentAdminRoutes } from './content-routes.ts';
import { type ContractsAdminDeps, contractsAdminRoutes } from './contracts-routes.ts';
import { type EarnAdminDeps, earnAdminRoutes } from './earn-routes.ts';
import { type FixedTermAdminDeps, fixedTermAdminRoutes } from './fixed-term-routes.ts';
import { type LedgerAdminDeps, ledgerAdminRoutes } from './ledger-routes.ts';
import { reviewRoutes } from './review-routes.ts';
import { allows, type StaffService } from './service.ts';
import { registerStaffAction } from './staff-action.ts';

export interface AdminRouteDeps
  extends LedgerAdminDeps,
    ContractsAdminDeps,
    FixedTermAdminDeps,
    EarnAdminDeps,
    BasketsAdminDeps {
  db: Db;
  kyc: KycService;
  reviews: ReviewQueues;
  staff: StaffService;
  accounts: AccountsBackOffice;
  settings: SettingsService;
  market: MarketService;
  content: ContentBackOffice;
  /** Whether loans are served: the user detail gives the loan limit only then. */
  loansServed: boolean;
}

function sessionRoutes(app: FastifyInstance, { staff, accounts, reviews }: AdminRouteDeps): void {
  registerAction(app, adminActions.staffLogin, {
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: (input, ctx) => staff.login(input, ctx.ip),
  });
  registerStaffAction(app, staff, adminActions.staffLogout, {
    handler: (_i, ctx) => staff.logout(ctx.staff),
  });
  registerStaffAction(app, staff, adminActions.staffMe, { handler: (_i, ctx) => staff.me(ctx.staff) });
  registerStaffAction(app, staff, adminActions.getDashboard, {
    handler: async () => ({
      ...(await accounts.figures()),
      pending_reviews: (await reviews.queues()).map((q) => ({ queue: q.name, pending: q.pending })),
    }),
  });
}

/** The loan limit is staff's business only while the platform lends (DESIGN.md section 0.2). */
function withoutLoanLimit<T extends { loan_limit_usdt: string }>(
  overview: T,
  loansServed: boolean,
): Omit<T, 'loan_limit_usdt'> & { loan_limit_usdt?: string } {
  if (loansServed) return overview;
  const { loan_limit_usdt: _hidden, ...rest } = overview;
  return rest;
}

function userRoutes(app: FastifyInstance, { db, staff, accounts, kyc, loansServed }: AdminRouteDeps): void {
  registerStaffAction(app, staff, adminActions.listUsers, {
    handler: (i) => accounts.list(i.q || undefined, i.kind, i.page, i.pageSize),
  });
  registerStaffAction(app, staff, adminActions.getUser, {
    handler: async (i) => ({
      ...(await accounts.detail(i.uid, 'en')),
      verification: withoutLoanLimit(await kyc.overview(i.uid), loansServed),
    }),
  });
  for (const [spec, frozen] of [
    [adminActions.freezeUser, true],
    [adminActions.unfreezeUser, false],
  ] as const) {
    registerStaffAction(app, staff, spec, {
      handler: (i, ctx) =>
        db.transaction(async (tx) => {
          const change = await accounts.setFrozen(tx, i.uid, i.kind, frozen ? i.reason : null);
          await staff.audit(tx, {
            actor: ctx.staff,
            action: `user.${frozen ? 'freeze' : 'unfreeze'}.${i.kind}`,
            target: `user:${i.uid}`,
            ...change,
            reason: i.reason,
            ip: ctx.ip,
          });
          return null;
        }),
    });
  }
  registerStaffAction(app, staff, adminActions.resetUserGoogle, {
    handler: (i, ctx) =>
      db.transaction(async (tx) => {
        const change = await accounts.resetGoogle(tx, i.uid);
        await staff.audit(tx, {
          actor: ctx.staff,
          action: 'user.resetGoogle',
          target: `user:${i.uid}`,
          ...change,
          reason: i.reason,
          ip: ctx.ip,
        });
        return null;
      }),
  });
  registerStaffAction(app, staff, adminActions.sendUserMessage, {
    handler: (i, ctx) =>
      db.transaction(async (tx) => {
        const change = await accounts.sendMessage(tx, i.uid, i.title, i.body);
        await staff.audit(tx, {
          actor: ctx.staff,
          action: 'user.message',
          target: `user:${i.uid}`,
          ...change,
          ip: ctx.ip,
        });
        return null;
      }),
  });
}

function staffRoutes(app: FastifyInstance, { staff }: AdminRouteDeps): void {
  registerStaffAction(app, staff, adminActions.listStaff, { handler: () => staff.list() });
  registerStaffAction(app, staff, adminActions.createStaff, {
    handler: (i, ctx) =>
      staff.create({ email: i.email, name: i.name, password: i.password, roles: i.roles }, ctx.staff, ctx.ip),
  });
  registerStaffAction(app, staff, adminActions.updateStaff, {
    handler: (i, ctx) => staff.update(i.id, { roles: i.roles, disabled: i.disabled }, ctx.staff, ctx.ip),
  });
  registerStaffAction(app, staff, adminActions.listAudit, {
    handler: (i) =>
      staff.auditPage({ staffId: i.staff_id, action: i.action, target: i.target }, i.page, i.pageSize),
  });
}

function operationsRoutes(app: FastifyInstance, { db, staff, settings, market }: AdminRouteDeps): void {
  registerStaffAction(app, staff, adminActions.listSettings, {
    handler: async () =>
      (await settings.list()).map((s) => ({
        key: s.key,
        value: s.value,
        default_value: s.defaultValue,
        description: s.description,
        updated_at: s.updatedAt ? Math.floor(s.updatedAt.getTime() / 1000) : null,
      })),
  });
  registerStaffAction(app, staff, adminActions.updateSetting, {
    handler: async (i, ctx) => {
      if (!isSettingKey(i.key)) throw new Refusal('ADMIN_SETTING_UNKNOWN');
      const key = i.key;
      let value: unknown;
      try {
        value = JSON.parse(i.value);
      } catch {
        throw new Refusal('ADMIN_SETTING_INVALID');
      }
      const before = await settings.get(key);
      return db.transaction(async (tx) => {
        const after = await settings.set(key, value, tx).catch((error: unknown) => {
          throw error instanceof z.ZodError ? settingRefusal(error) : error;
        });
        await staff.audit(tx, {
          actor: ctx.staff,
          action: 'setting.update',
          target: `setting:${key}`,
          before,
          after,
          ip: ctx.ip,
        });
        return null;
      });
    },
  });
  registerStaffAction(app, staff, adminActions.listInstruments, {
    handler: async () =>
      market.catalogue().map((s) => ({
        symbol: s.symbol,
        category: s.category,
        name: s.names.en ?? s.symbol,
        names: s.names,
        sort: s.sort,
        enabled: s.enabled,
      })),
  });
  registerStaffAction(app, staff, adminActions.updateInstrument, {
    handler: async (i, ctx) => {
      const before = market.specOf(i.symbol);
      if (!before) throw new Refusal('MARKET_UNKNOWN_SYMBOL');
      const names = i.names ? { ...before.names, ...i.names } : undefined;
      const after = await market.edit(i.symbol, {
        ...(names ? { names } : {}),
        ...(i.sort !== undefined ? { sort: i.sort } : {}),
      });
      await staff.audit(db, {
        actor: ctx.staff,
        action: 'instrument.update',
        target: `instrument:${i.symbol}`,
        before: { names: before.names, sort: before.sort },
        after: { names: after.names, sort: after.sort },
        ip: ctx.ip,
      });
      return null;
    },
  });
  registerStaffAction(app, staff, adminActions.setInstrumentEnabled, {
    handler: async (i, ctx) => {
      const before = market.specOf(i.symbol);
      if (!before) throw new Refusal('MARKET_UNKNOWN_SYMBOL');
      await market.setEnabled(i.symbol, i.enabled);
      await staff.audit(db, {
        actor: ctx.staff,
        action: 'instrument.enabled',
        target: `instrument:${i.symbol}`,
        before: { enabled: before.enabled },
        after: { enabled: i.enabled },
        ip: ctx.ip,
      });
      return null;
    },
  });
}

export function adminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  sessionRoutes(app, deps);
  userRoutes(app, deps);
  staffRoutes(app, deps);
  operationsRoutes(app, deps);
  reviewRoutes(app, deps);
  contentAdminRoutes(app, deps);
  kycImageRoute(app, deps);
  ledgerAdminRoutes(app, deps);
  contractsAdminRoutes(app, deps);
  fixedTermAdminRoutes(app, deps);
  earnAdminRoutes(app, deps);
  basketsAdminRoutes(app, deps);
  registerStaffAction(app, deps.staff, adminActions.setCreditScore, {
    handler: (i, ctx) =>
      deps.db.transaction(async (tx) => {
        const change = await deps.kyc.setCreditScore(tx, i.uid, i.score, ctx.staff.id);
        await deps.staff.audit(tx, {
          actor: ctx.staff,
          action: 'user.creditScore',
          target: `user:${i.uid}`,
          ...change,
          reason: i.reason,
          ip: ctx.ip,
        });
        return null;
      }),
  });
}

/** Verification photos for compliance staff (and the superadmin): bytes for the review viewer. */
function kycImageRoute(app: FastifyInstance, { staff, kyc }: AdminRouteDeps): void {
  app.get<{ Querystring: { id?: string } }>(
    '/api/admin/kycImage',
    { schema: { hide: true } },
    async (request, reply) => {
      const principal = await staff.resolve(request.sessionToken);
      if (!allows(principal.roles, ['compliance'])) throw new Refusal('AUTH_FORBIDDEN');
      const id = request.query.id ?? '';
      const file = /^[0-9a-f]{32}$/.test(id) ? await kyc.image(id, null) : undefined;
      if (!file) return reply.status(404).type('text/plain').send('Not found');
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.data);
    },
  );
}
