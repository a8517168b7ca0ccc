import {
  article,
  articlePage,
  banner,
  bannerDetail,
  detailInput,
  getLogoInput,
  getTextInput,
  getTextsListInput,
  helpArticle,
  helpListInput,
  helpSummary,
  homeContent,
  listInput,
  siteInfo,
  textPage,
  textSummary,
} from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineAction } from '../../platform/actions.ts';
import type { ContentService } from './service.ts';

const QUERY = ['GET', 'POST'] as const;
const tags = ['content'];

/** Public content actions: no session needed (spec section 2, public routes). */
export function contentRoutes(app: FastifyInstance, content: ContentService): void {
  const query = { methods: QUERY, tags, success: 'silent' } as const;
  defineAction(app, 'web', {
    ...query,
    name: 'getLogo',
    summary: 'Site name, tagline and logo',
    input: getLogoInput,
    output: siteInfo,
    handler: (_in, ctx) => content.site(ctx.lang),
  });
  defineAction(app, 'web', {
    ...query,
    name: 'getTextsList',
    summary: 'Footer and static pages (1 company profile, 3 user agreement, 5 privacy, ...)',
    input: getTextsListInput,
    output: z.array(textSummary),
    handler: (_in, ctx) => content.pages(ctx.lang),
  });
  defineAction(app, 'web', {
    ...query,
    name: 'getText',
    summary: 'One footer or static page by id',
    input: getTextInput,
    output: textPage,
    handler: (input, ctx) => content.page(ctx.lang, input.id),
  });
  for (const [kind, noun] of [
    ['news', 'News'],
    ['notice', 'Notice'],
  ] as const) {
    defineAction(app, 'web', {
      ...query,
      name: `get${noun}List`,
      summary: `${noun} list, newest first (pinned first), paged`,
      input: listInput,
      output: articlePage,
      handler: (input, ctx) => content.articles(kind, ctx.lang, input.page, input.pageSize),
    });
    defineAction(app, 'web', {
      ...query,
      name: `get${noun}Detail`,
      summary: `One ${kind} article`,
      input: detailInput,
      output: article,
      handler: (input, ctx) => content.article(kind, ctx.lang, input.id),
    });
  }
  defineAction(app, 'web', {
    ...query,
    name: 'getBannerList',
    summary: 'Home-page banners in display order',
    input: getLogoInput,
    output: z.array(banner),
    handler: (_in, ctx) => content.banners(ctx.lang),
  });
  defineAction(app, 'web', {
    ...query,
    name: 'getBannerDetail',
    summary: 'One banner with its detail text',
    input: detailInput,
    output: bannerDetail,
    handler: (input, ctx) => content.banner(ctx.lang, input.id),
  });
  defineAction(app, 'web', {
    ...query,
    name: 'getHelpList',
    summary: 'Help-centre articles, optionally of one category',
    input: helpListInput,
    output: z.array(helpSummary),
    handler: (input, ctx) => content.helpList(ctx.lang, input.category),
  });
  defineAction(app, 'web', {
    ...query,
    name: 'getHelpDetail',
    summary: 'One help-centre article',
    input: detailInput,
    output: helpArticle,
    handler: (input, ctx) => content.helpArticle(ctx.lang, input.id),
  });
  defineAction(app, 'web', {
    ...query,
    name: 'getHomeContent',
    summary: 'Home-page hero, feature blocks and operator figures',
    input: getLogoInput,
    output: homeContent,
    handler: (_in, ctx) => content.home(ctx.lang),
  });
}
