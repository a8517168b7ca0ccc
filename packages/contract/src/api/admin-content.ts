import { z } from 'zod';
import { LANGS } from '../langs.ts';
import { commonParams, intParam, pageOf, pagingParams } from './common.ts';
import { article, bannerDetail, helpArticle, siteInfo, textPage } from './content.ts';
import { HELP_CATEGORIES } from './content-constants.ts';

/**
 * Back-office content actions (POST /api/admin/<name>): everything the customer site's content
 * actions show, managed by operations staff. Texts are per language; English is required because
 * the site falls back to it for any language without its own text. Nested fields (texts) need a
 * JSON body.
 */

/** Where a content item appears; mirrors the content module's kinds. */
export const CONTENT_KINDS = [
  'site',
  'page',
  'news',
  'notice',
  'banner',
  'help',
  'home-hero',
  'home-feature',
  'home-figure',
] as const;
export type ContentKindName = (typeof CONTENT_KINDS)[number];

/**
 * Kinds staff may create, unpublish and delete. The others are the site's fixed structure (the
 * site identity, the footer pages the spec numbers, the home hero): edited, never removed.
 */
export const CONTENT_REMOVABLE_KINDS = [
  'news',
  'notice',
  'banner',
  'help',
  'home-feature',
  'home-figure',
] as const;
export type ContentRemovableKind = (typeof CONTENT_REMOVABLE_KINDS)[number];

export const CONTENT_TITLE_MAX_CHARS = 200;
export const CONTENT_SUMMARY_MAX_CHARS = 1_000;
/** Eight languages of this fit well inside the request body limit (1 MB by default). */
export const CONTENT_BODY_MAX_CHARS = 20_000;
export const CONTENT_KEY_MAX_CHARS = 60;

const id = intParam(1, 2_147_483_647);
const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');
const sort = intParam(-1_000_000, 1_000_000);

/** One language's text. What title, summary and body mean depends on the kind (see contentItem). */
export const contentText = z.object({
  title: z
    .string({ message: 'field.required' })
    .trim()
    .min(1, { message: 'field.required' })
    .max(CONTENT_TITLE_MAX_CHARS),
  summary: z.string().trim().max(CONTENT_SUMMARY_MAX_CHARS).default(''),
  body: z.string().trim().max(CONTENT_BODY_MAX_CHARS).default(''),
});
export type ContentTextInput = z.input<typeof contentText>;

/** null removes a language's own text, so the site shows English there. */
const otherText = contentText.nullable().optional();

/** Texts of a new item: English required, the other seven optional. */
export const contentTexts = z.object(
  {
    en: contentText,
    xby: otherText,
    jp: otherText,
    hy: otherText,
    ty: otherText,
    yn: otherText,
    zh: otherText,
    ft: otherText,
  },
  { message: 'field.required' },
);
/** Texts to change: languages left out keep their text; English may be replaced, never removed. */
export const contentTextsPatch = contentTexts.partial().extend({ en: contentText.optional() });
export type ContentTextsPatch = z.output<typeof contentTextsPatch>;

export const listContentInput = commonParams.extend({
  ...pagingParams.shape,
  kind: z.enum(CONTENT_KINDS),
  category: z.enum(HELP_CATEGORIES).optional(),
});
export const adminContentSummary = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  key: z.string(),
  page_id: z.number().int().nullable(),
  category: z.string().nullable(),
  sort: z.number().int(),
  pinned: z.boolean(),
  published: z.boolean(),
  published_at: z.number().int().describe('Unix seconds'),
  updated_at: z.number().int().describe('Unix seconds'),
  title: z.string().describe('The English title'),
  langs: z.array(z.enum(LANGS)).describe('Languages with their own text; the others show English'),
});
export type AdminContentSummary = z.infer<typeof adminContentSummary>;
export const adminContentPage = pageOf(adminContentSummary);

const storedText = z.object({ title: z.string(), summary: z.string(), body: z.string() });
export const adminContentItem = adminContentSummary.omit({ title: true, langs: true }).extend({
  texts: z
    .record(z.enum(LANGS), storedText.nullable())
    .describe(
      'Every language, null where it falls back to English. site: name, tagline, description; ' +
        'home-figure: value, label; home-feature: title, body; others: title, summary, body',
    ),
});
export type AdminContentItem = z.infer<typeof adminContentItem>;

export const contentItemIdInput = commonParams.extend({ id });

export const createContentInput = commonParams
  .extend({
    kind: z.enum(CONTENT_REMOVABLE_KINDS),
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'field.invalid' })
      .max(CONTENT_KEY_MAX_CHARS)
      .optional()
      .describe('Stable name, unique per kind; generated when left out'),
    category: z.enum(HELP_CATEGORIES).optional().describe('Required for help articles, refused for others'),
    sort: sort.default(0),
    pinned: flag.default(false),
    texts: contentTexts,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'help' && !v.category)
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'field.required' });
    if (v.kind !== 'help' && v.category)
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'field.unknownValue' });
  });
export type CreateContentInput = z.output<typeof createContentInput>;

export const updateContentInput = commonParams.extend({
  id,
  sort: sort.optional(),
  pinned: flag.optional(),
  category: z.enum(HELP_CATEGORIES).optional().describe('Help articles only'),
  texts: contentTextsPatch.optional(),
});
export type UpdateContentInput = z.output<typeof updateContentInput>;

const siteText = z.object({
  name: z.string({ message: 'field.required' }).trim().min(1, { message: 'field.required' }).max(60),
  tagline: z.string().trim().max(CONTENT_TITLE_MAX_CHARS).default(''),
  description: z.string().trim().max(CONTENT_SUMMARY_MAX_CHARS).default(''),
});
const otherSiteText = siteText.nullable().optional();
export const updateSiteInput = commonParams.extend({
  texts: z.object(
    {
      en: siteText.optional(),
      xby: otherSiteText,
      jp: otherSiteText,
      hy: otherSiteText,
      ty: otherSiteText,
      yn: otherSiteText,
      zh: otherSiteText,
      ft: otherSiteText,
    },
    { message: 'field.required' },
  ),
});
export type UpdateSiteInput = z.output<typeof updateSiteInput>;

export const uploadLogoInput = commonParams.extend({
  file: z
    .any()
    .refine((v) => v !== undefined && v !== null && v !== '', { message: 'field.required' })
    .describe('Multipart file field: a JPG or PNG under 8 MB, checked by its content'),
});
export const logoResult = z.object({ logo_url: z.string() });

export const previewContentInput = commonParams.extend({
  id,
  preview_lang: z.enum(LANGS).describe('The language to render, as a customer using it would see it'),
});
const published = z.boolean().describe('Drafts render as they will once published');
export const contentPreview = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('site'), published, view: siteInfo }),
  z.object({ kind: z.literal('page'), published, view: textPage }),
  z.object({ kind: z.literal('news'), published, view: article }),
  z.object({ kind: z.literal('notice'), published, view: article }),
  z.object({ kind: z.literal('banner'), published, view: bannerDetail }),
  z.object({ kind: z.literal('help'), published, view: helpArticle }),
  z.object({
    kind: z.literal('home-hero'),
    published,
    view: z.object({ heroTitle: z.string(), heroSubtitle: z.string() }),
  }),
  z.object({
    kind: z.literal('home-feature'),
    published,
    view: z.object({ key: z.string(), title: z.string(), text: z.string() }),
  }),
  z.object({
    kind: z.literal('home-figure'),
    published,
    view: z.object({ key: z.string(), value: z.string(), label: z.string() }),
  }),
]);
export type ContentPreview = z.infer<typeof contentPreview>;
