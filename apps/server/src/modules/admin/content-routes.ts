import {
  adminContentItem,
  adminContentPage,
  contentItemIdInput,
  contentPreview,
  createContentInput,
  listContentInput,
  logoResult,
  previewContentInput,
  staffOnly,
  updateContentInput,
  updateSiteInput,
  uploadLogoInput,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ActionContext } from '../../platform/actions.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { ContentBackOffice, ContentChange } from '../content/index.ts';
import type { StaffPrincipal, StaffService } from './service.ts';
import { ANY, defineStaffAction } from './staff-action.ts';

export interface ContentRouteDeps {
  db: Db;
  staff: StaffService;
  content: ContentBackOffice;
}

/** Operations staff change content; the superadmin may too (defineStaffAction allows it always). */
const EDITORS = ['operations'] as const;

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
  defineStaffAction(app, staff, {
    name: 'listContent',
    roles: ANY,
    success: 'silent',
    summary: 'Content items of one kind in every state (drafts included), paged',
    input: listContentInput,
    output: adminContentPage,
    handler: (i) => content.list(i.kind, i.category, i.page, i.pageSize),
  });
  defineStaffAction(app, staff, {
    name: 'getContentItem',
    roles: ANY,
    success: 'silent',
    summary: 'One content item with its text in all 8 languages (null where English is shown)',
    input: contentItemIdInput,
    output: adminContentItem,
    handler: (i) => content.item(i.id),
  });
  defineStaffAction(app, staff, {
    name: 'previewContentItem',
    roles: ANY,
    success: 'silent',
    summary: 'One content item in one language exactly as the customer site renders it, drafts included',
    input: previewContentInput,
    output: contentPreview,
    handler: (i) => content.preview(i.preview_lang, i.id),
  });
}

function itemRoutes(app: FastifyInstance, deps: ContentRouteDeps): void {
  const { staff, content } = deps;
  defineStaffAction(app, staff, {
    name: 'createContentItem',
    roles: EDITORS,
    success: 'saved',
    summary: 'Create a news, notice, banner, help, home feature or home figure item as a draft',
    input: createContentInput,
    output: adminContentItem,
    handler: (i, ctx) => audited(deps, ctx, 'content.create', (tx) => content.create(tx, i)),
  });
  defineStaffAction(app, staff, {
    name: 'updateContentItem',
    roles: EDITORS,
    success: 'saved',
    summary: 'Change texts (per language; null drops one back to English), sort, pinning or help category',
    input: updateContentInput,
    output: adminContentItem,
    handler: (i, ctx) => audited(deps, ctx, 'content.update', (tx) => content.update(tx, i)),
  });
  for (const [name, published] of [
    ['publishContentItem', true],
    ['unpublishContentItem', false],
  ] as const) {
    defineStaffAction(app, staff, {
      name,
      roles: EDITORS,
      success: 'saved',
      summary: `${published ? 'Show' : 'Hide'} a content item on the customer site`,
      input: contentItemIdInput,
      output: adminContentItem,
      handler: (i, ctx) =>
        audited(deps, ctx, published ? 'content.publish' : 'content.unpublish', (tx) =>
          content.setPublished(tx, i.id, published),
        ),
    });
  }
  defineStaffAction(app, staff, {
    name: 'deleteContentItem',
    roles: EDITORS,
    success: 'deleted',
    summary: 'Delete a news, notice, banner, help, home feature or home figure item',
    input: contentItemIdInput,
    output: z.null(),
    handler: (i, ctx) => audited(deps, ctx, 'content.delete', (tx) => content.remove(tx, i.id)),
  });
}

function siteRoutes(app: FastifyInstance, deps: ContentRouteDeps): void {
  const { staff, content } = deps;
  defineStaffAction(app, staff, {
    name: 'updateSiteIdentity',
    roles: EDITORS,
    success: 'saved',
    summary: 'Change the site name, tagline and description per language',
    input: updateSiteInput,
    output: adminContentItem,
    handler: (i, ctx) => audited(deps, ctx, 'content.site', (tx) => content.updateSite(tx, i)),
  });
  defineStaffAction(app, staff, {
    name: 'uploadLogo',
    roles: EDITORS,
    success: 'saved',
    summary: 'Upload the site logo (multipart field `file`: JPG or PNG under 8 MB, checked by content)',
    input: uploadLogoInput,
    output: logoResult,
    handler: async (i, ctx) => {
      const url = await content.saveLogoFile(i.file);
      await audited(deps, ctx, 'content.logo', (tx) => content.setLogo(tx, url));
      return { logo_url: url };
    },
  });
  defineStaffAction(app, staff, {
    name: 'removeLogo',
    roles: EDITORS,
    success: 'deleted',
    summary: 'Remove the uploaded logo: the site shows its name as a word mark again',
    input: staffOnly,
    output: z.null(),
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
