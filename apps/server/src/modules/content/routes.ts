import { webActions } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../platform/actions.ts';
import type { ContentService } from './service.ts';

/**
 * Public content actions: no session needed (spec section 2, public routes). Declared in
 * packages/contract/src/actions/content.ts.
 */
export function contentRoutes(app: FastifyInstance, content: ContentService): void {
  registerAction(app, webActions.getLogo, { handler: (_in, ctx) => content.site(ctx.lang) });
  registerAction(app, webActions.getTextsList, { handler: (_in, ctx) => content.pages(ctx.lang) });
  registerAction(app, webActions.getText, { handler: (input, ctx) => content.page(ctx.lang, input.id) });
  for (const [kind, list, detail] of [
    ['news', webActions.getNewsList, webActions.getNewsDetail],
    ['notice', webActions.getNoticeList, webActions.getNoticeDetail],
  ] as const) {
    registerAction(app, list, {
      handler: (input, ctx) => content.articles(kind, ctx.lang, input.page, input.pageSize),
    });
    registerAction(app, detail, { handler: (input, ctx) => content.article(kind, ctx.lang, input.id) });
  }
  registerAction(app, webActions.getBannerList, { handler: (_in, ctx) => content.banners(ctx.lang) });
  registerAction(app, webActions.getBannerDetail, {
    handler: (input, ctx) => content.banner(ctx.lang, input.id),
  });
  registerAction(app, webActions.getHelpList, {
    handler: (input, ctx) => content.helpList(ctx.lang, input.category),
  });
  registerAction(app, webActions.getHelpDetail, {
    handler: (input, ctx) => content.helpArticle(ctx.lang, input.id),
  });
  registerAction(app, webActions.getHomeContent, { handler: (_in, ctx) => content.home(ctx.lang) });
}
