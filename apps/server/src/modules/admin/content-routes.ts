import { adminActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import type { ActionContext } from '../../platform/actions.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { ContentBackOffice, ContentChange } from '../content/index.ts';
import type { StaffPrincipal, StaffService } from './service.ts';
import { registerStaffAction } from './staff-action.ts';

export interface ContentRouteDeps {
  db: Db;
  staff: StaffService;
  content: ContentBackOffice;
}

/** Runs one content change and its audit row in one transaction, and answers with the new state. */
function audited<T>(
  { db, staff }: ContentRouteDeps,
  ctx: ActionContext & { staff: StaffPrincipal },
  action: string,
  change: (tx: Tx) => Promise<ContentChange<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { target, before, after } = await change(tx);
    await staff.audit(tx, { actor: ctx.staff, action, target, before, after, ip: ctx.ip });
    return after;
  });
}

function readRoutes(app: FastifyInstance, { staff, content }: ContentRouteDeps): void {
  registerStaffAction(app, staff, adminActions.listContent, {
    handler: (i) => content.list(i.kind, i.category, i.page, i.pageSize),
  });
  registerStaffAction(app, staff, adminActions.getContentItem, {
    handler: (i) => content.item(i.id),
  });
  registerStaffAction(app, staff, adminActions.previewContentItem, {
    handler: (i) => content.preview(i.preview_lang, i.id),
  });
}

function itemRoutes(app: FastifyInstance, deps: ContentRouteDeps): void {
  const { staff, content } = deps;
  registerStaffAction(app, staff, adminActions.createContentItem, {
    handler: (i, ctx) => audited(deps, ctx, 'content.create', (tx) => content.create(tx, i)),
  });
  registerStaffAction(app, staff, adminActions.updateContentItem, {
    handler: (i, ctx) => audited(deps, ctx, 'content.update', (tx) => content.update(tx, i)),
  });
  for (const [spec, published] of [
    [adminActions.publishContentItem, true],
    [adminActions.unpublishContentItem, false],
  ] as const) {
    registerStaffAction(app, staff, spec, {
      handler: (i, ctx) =>
        audited(deps, ctx, published ? 'content.publish' : 'content.unpublish', (tx) =>
          content.setPublished(tx, i.id, published),
        ),
    });
  }
  registerStaffAction(app, staff, adminActions.deleteContentItem, {
    handler: (i, ctx) => audited(deps, ctx, 'content.delete', (tx) => content.remove(tx, i.id)),
  });
}

function siteRoutes(app: FastifyInstance, deps: ContentRouteDeps): void {
  const { staff, content } = deps;
  registerStaffAction(app, staff, adminActions.updateSiteIdentity, {
    handler: (i, ctx) => audited(deps, ctx, 'content.site', (tx) => content.updateSite(tx, i)),
  });
  registerStaffAction(app, staff, adminActions.uploadLogo, {
    handler: async (i, ctx) => {
      const url = await content.saveLogoFile(i.file);
      await audited(deps, ctx, 'content.logo', (tx) => content.setLogo(tx, url));
      return { logo_url: url };
    },
  });
  registerStaffAction(app, staff, adminActions.removeLogo, {
    handler: async (_i, ctx) => {
      await audited(deps, ctx, 'content.logo', (tx) => content.setLogo(tx, null));
      return null;
    },
  });
}

/** Back-office management of everything the content module shows on the customer site. */
export function contentAdminRoutes(app: FastifyInstance, deps: ContentRouteDeps): void {
  readRoutes(app, deps);
  itemRoutes(app, deps);
  siteRoutes(app, deps);
}
