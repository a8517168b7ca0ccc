import {
  type AdminContentItem,
  CONTENT_REMOVABLE_KINDS,
  type ContentRemovableKind,
  type ContentTextsPatch,
  HELP_CATEGORIES,
  HELP_CATEGORY_PRODUCTS,
  type HelpCategory,
  LANGS,
  type Lang,
  PAGE_IDS,
  type PageKey,
  type ProductKey,
} from '@platform/contract';
import { seconds } from '../../platform/clock.ts';

/** Where a content item appears. Mirrors the CHECK constraint on content_items.kind. */
export type ContentKind =
  | 'site'
  | 'page'
  | 'news'
  | 'notice'
  | 'banner'
  | 'help'
  | 'home-hero'
  | 'home-feature'
  | 'home-figure';

export interface ContentText {
  title: string;
  summary: string;
  body: string;
}

/** One item as the seed files describe it: structure plus its text in each available language. */
export interface SeedItem {
  kind: ContentKind;
  key: string;
  pageId: number | null;
  category: string | null;
  sort: number;
  pinned: boolean;
  publishedAt: Date;
  texts: Partial<Record<Lang, ContentText>>;
}

/** The shape of apps/server/src/modules/content/seed/<lang>.json. */
export interface SeedFile {
  /** `supportEmail` (English file) is where the texts send customers for help. */
  site: { name: string; tagline: string; description: string; supportEmail?: string };
  home: {
    heroTitle: string;
    heroSubtitle: string;
    /** `requires` names the product a block advertises; it is shown only while that product is served. */
    features: { key: string; title: string; text: string; requires?: ProductKey }[];
    figures: { key: string; value: string; label: string }[];
  };
  pages: Record<PageKey, { title: string; body: string }>;
  news: { key: string; date: string; title: string; summary: string; body: string }[];
  notices: { key: string; date: string; pinned: boolean; title: string; body: string }[];
  banners: {
    key: string;
    sort: number;
    title: string;
    subtitle: string;
    body: string;
    requires?: ProductKey;
  }[];
  help: { key: string; category: string; title: string; body: string; requires?: ProductKey }[];
}

const EXCERPT_MAX_CHARS = 160;

/** The opening words of a body (headings skipped, list markers dropped), cut at a word boundary. */
export function excerpt(body: string, maxChars = EXCERPT_MAX_CHARS): string {
  const text = body
    .split('\n')
    .filter((line) => !line.startsWith('## '))
    .map((line) => line.replace(/^- /, ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function isHelpCategory(value: string): value is HelpCategory {
  return (HELP_CATEGORIES as readonly string[]).includes(value);
}

const EPOCH_SEED_DATE = new Date('2026-10-01T00:00:00Z');

function item(kind: ContentKind, key: string, extra: Partial<SeedItem> = {}): SeedItem {
  return {
    kind,
    key,
    pageId: null,
    category: null,
    sort: 0,
    pinned: false,
    publishedAt: EPOCH_SEED_DATE,
    texts: {},
    ...extra,
  };
}

/** The structure of every seed item, taken from the English file (the reference language). */
function structureOf(en: SeedFile): SeedItem[] {
  return [
    item('site', 'site'),
    item('home-hero', 'hero'),
    ...en.home.features.map((f, i) => item('home-feature', f.key, { sort: i })),
    ...en.home.figures.map((f, i) => item('home-figure', f.key, { sort: i })),
    ...(Object.keys(PAGE_IDS) as PageKey[]).map((k) => item('page', k, { pageId: PAGE_IDS[k] })),
    ...en.news.map((n) => item('news', n.key, { publishedAt: new Date(`${n.date}T08:00:00Z`) })),
    ...en.notices.map((n) =>
      item('notice', n.key, { pinned: n.pinned, publishedAt: new Date(`${n.date}T08:00:00Z`) }),
    ),
    ...en.banners.map((b) => item('banner', b.key, { sort: b.sort })),
    ...en.help.map((h, i) => item('help', h.key, { category: h.category, sort: i })),
  ];
}

/** The texts of one language file, by "kind/key". */
function textsOf(file: SeedFile): Map<string, ContentText> {
  const t = new Map<string, ContentText>();
  const put = (kind: ContentKind, key: string, title: string, summary: string, body: string) =>
    t.set(`${kind}/${key}`, { title, summary, body });
  put('site', 'site', file.site.name, file.site.tagline, file.site.description);
  put('home-hero', 'hero', file.home.heroTitle, file.home.heroSubtitle, '');
  for (const f of file.home.features) put('home-feature', f.key, f.title, '', f.text);
  for (const f of file.home.figures) put('home-figure', f.key, f.value, f.label, '');
  for (const [k, p] of Object.entries(file.pages)) put('page', k, p.title, excerpt(p.body), p.body);
  for (const n of file.news) put('news', n.key, n.title, n.summary, n.body);
  for (const n of file.notices) put('notice', n.key, n.title, excerpt(n.body), n.body);
  for (const b of file.banners) put('banner', b.key, b.title, b.subtitle, b.body);
  for (const h of file.help) put('help', h.key, h.title, excerpt(h.body), h.body);
  return t;
}

/**
 * Joins the language files into seed items. English defines which items exist; other languages
 * supply texts for the same keys (a test checks that every language has every key).
 */
export function seedItemsFrom(files: Partial<Record<Lang, SeedFile>>): SeedItem[] {
  const en = files.en;
  if (!en) throw new Error('The English seed file is required: it defines the content structure.');
  const texts = Object.entries(files).map(([lang, file]) => [lang as Lang, textsOf(file)] as const);
  return structureOf(en).map((it) => {
    for (const [lang, map] of texts) {
      const text = map.get(`${it.kind}/${it.key}`);
      if (text) it.texts[lang] = text;
    }
    return it;
  });
}

/**
 * The home blocks, banners and help articles ("kind/key") whose product is not served. English defines the
 * structure, so its `requires` keys count; customers never see these items, even when an older
 * database still holds them. A help article is also left out while the product of its topic
 * (`HELP_CATEGORY_PRODUCTS`) is not served.
 */
export function unservedItems(en: SeedFile, served: (key: ProductKey) => boolean): Set<string> {
  const blocks = [
    ...en.home.features.map((f) => ({ id: `home-feature/${f.key}`, requires: [f.requires] })),
    ...en.banners.map((b) => ({ id: `banner/${b.key}`, requires: [b.requires] })),
    ...en.help.map((h) => ({ id: `help/${h.key}`, requires: [h.requires, helpTopicProduct(h.category)] })),
  ];
  return new Set(
    blocks.filter((b) => b.requires.some((key) => key !== undefined && !served(key))).map((b) => b.id),
  );
}

/** The product a help topic describes, if it describes one. */
export function helpTopicProduct(category: string | null): ProductKey | undefined {
  return category !== null && isHelpCategory(category) ? HELP_CATEGORY_PRODUCTS[category] : undefined;
}

/** Whether staff may unpublish and delete items of a kind (the rest is the site's fixed structure). */
export function isRemovableKind(kind: string): kind is ContentRemovableKind {
  return (CONTENT_REMOVABLE_KINDS as readonly string[]).includes(kind);
}

/** The stored fields of an item, as the back office and the audit log see them. */
export interface ItemRecord {
  id: number;
  kind: string;
  key: string;
  pageId: number | null;
  category: string | null;
  sort: number;
  pinned: boolean;
  published: boolean;
  publishedAt: Date;
  updatedAt: Date;
}

/** An item with every language's own text (null where the site falls back to English). */
export function itemView(
  item: ItemRecord,
  texts: readonly (ContentText & { lang: string })[],
): AdminContentItem {
  const byLang = Object.fromEntries(LANGS.map((l) => [l, null])) as AdminContentItem['texts'];
  for (const t of texts) {
    if ((LANGS as readonly string[]).includes(t.lang)) {
      byLang[t.lang as Lang] = { title: t.title, summary: t.summary, body: t.body };
    }
  }
  return {
    id: item.id,
    kind: item.kind as AdminContentItem['kind'],
    key: item.key,
    page_id: item.pageId,
    category: item.category,
    sort: item.sort,
    pinned: item.pinned,
    published: item.published,
    published_at: seconds(item.publishedAt),
    updated_at: seconds(item.updatedAt),
    texts: byLang,
  };
}

/** Splits a texts patch into languages to write and languages to drop (null means "use English"). */
export function textChanges(patch: ContentTextsPatch): {
  put: Partial<Record<Lang, ContentText>>;
  drop: Lang[];
} {
  const put: Partial<Record<Lang, ContentText>> = {};
  const drop: Lang[] = [];
  for (const lang of LANGS) {
    const text = patch[lang];
    if (text === null) drop.push(lang);
    else if (text !== undefined) put[lang] = text;
  }
  return { put, drop };
}
