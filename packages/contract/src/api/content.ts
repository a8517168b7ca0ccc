import { z } from 'zod';
import { commonParams, intParam, pageOf, pagingParams } from './common.ts';
import { HELP_CATEGORIES } from './content-constants.ts';

/**
 * Content actions: logo and site identity, footer pages, news, announcements, banners, help centre,
 * home-page blocks. Texts come back in the requested language, falling back to English.
 */

const id = intParam(1, 2_147_483_647);

export const getLogoInput = commonParams;
export const siteInfo = z.object({
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable().describe('Uploaded logo, or null to show the name as a word mark'),
  supportEmail: z.string().nullable().describe('Where customers write for support, or null when none is set'),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const getTextsListInput = commonParams;
export const textSummary = z.object({ id: z.number().int(), key: z.string(), title: z.string() });
export type TextSummary = z.infer<typeof textSummary>;

export const getTextInput = commonParams.extend({ id });
export const textPage = textSummary.extend({
  body: z.string(),
  updatedAt: z.number().int().describe('seconds'),
});
export type TextPage = z.infer<typeof textPage>;

export const articleSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.number().int().describe('Unix time in seconds'),
  pinned: z.boolean(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;
export const article = articleSummary.extend({ body: z.string() });
export type Article = z.infer<typeof article>;

export const listInput = commonParams.extend(pagingParams.shape);
export const detailInput = commonParams.extend({ id });
export const articlePage = pageOf(articleSummary);

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  sort: z.number(),
});
export type Banner = z.infer<typeof banner>;
export const bannerDetail = banner.extend({ body: z.string() });
export type BannerDetail = z.infer<typeof bannerDetail>;

export const helpListInput = commonParams.extend({ category: z.enum(HELP_CATEGORIES).optional() });
export const helpSummary = z.object({
  id: z.number().int(),
  category: z.enum(HELP_CATEGORIES),
  title: z.string(),
});
export type HelpSummary = z.infer<typeof helpSummary>;
export const helpArticle = helpSummary.extend({ body: z.string(), updatedAt: z.number().int() });
export type HelpArticle = z.infer<typeof helpArticle>;

export const homeContent = z.object({
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  features: z.array(z.object({ key: z.string(), title: z.string(), text: z.string() })),
  figures: z
    .array(z.object({ key: z.string(), value: z.string(), label: z.string() }))
    .describe('Operator-entered figures; empty unless the operator publishes some'),
});
export type HomeContent = z.infer<typeof homeContent>;
