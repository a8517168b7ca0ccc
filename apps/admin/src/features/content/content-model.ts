import {
  type AdminContentItem,
  CONTENT_REMOVABLE_KINDS,
  type ContentKindName,
  type ContentRemovableKind,
  HELP_CATEGORIES,
  type HelpCategory,
  LANGS,
  type Lang,
} from '@platform/contract';

/**
 * What the content page knows about each kind, and how the editor's form turns into the
 * payloads of createContentItem, updateContentItem and updateSiteIdentity. Pure, so it is tested
 * without a browser.
 */

export const HELP_CATEGORY_LABELS: Readonly<Record<HelpCategory, string>> = {
  account: 'Account',
  security: 'Security',
  'deposit-withdrawal': 'Deposits and withdrawals',
  trading: 'Trading',
  earn: 'Earn',
  verification: 'Verification',
};

export const HELP_CATEGORY_OPTIONS = HELP_CATEGORIES.map((value) => ({
  value,
  label: HELP_CATEGORY_LABELS[value],
}));

/** Labels of the three stored texts; null where the kind does not show that text. */
export interface TextLabels {
  title: string;
  summary: string | null;
  body: string | null;
}

export interface KindInfo {
  kind: ContentKindName;
  /** The tab's label. */
  label: string;
  /** One item in words, for buttons and dialogs. */
  noun: string;
  texts: TextLabels;
}

const ARTICLE: TextLabels = { title: 'Title', summary: 'Summary', body: 'Body' };

/** The content page's tabs in order; the site identity has a form of its own. */
export const KINDS: readonly KindInfo[] = [
  { kind: 'news', label: 'News', noun: 'news item', texts: ARTICLE },
  { kind: 'notice', label: 'Notices', noun: 'notice', texts: ARTICLE },
  { kind: 'banner', label: 'Banners', noun: 'banner', texts: { ...ARTICLE, summary: 'Subtitle' } },
  { kind: 'help', label: 'Help', noun: 'help article', texts: ARTICLE },
  { kind: 'page', label: 'Footer pages', noun: 'page', texts: ARTICLE },
  {
    kind: 'home-hero',
    label: 'Home hero',
    noun: 'home hero',
    texts: { title: 'Headline', summary: 'Subheadline', body: null },
  },
  {
    kind: 'home-feature',
    label: 'Home features',
    noun: 'home feature',
    texts: { title: 'Title', summary: null, body: 'Text' },
  },
  {
    kind: 'home-figure',
    label: 'Home figures',
    noun: 'home figure',
    texts: { title: 'Value (e.g. 24/7)', summary: 'Label', body: null },
  },
  {
    kind: 'site',
    label: 'Site identity',
    noun: 'site identity',
    texts: { title: 'Site name', summary: 'Tagline', body: 'Description' },
  },
];

export function kindInfo(kind: ContentKindName): KindInfo {
  return KINDS.find((k) => k.kind === kind) ?? KINDS[0]!;
}

export function isContentKind(value: string | null): value is ContentKindName {
  return KINDS.some((k) => k.kind === value);
}

/**
 * Whether staff may create, publish, unpublish and delete items of a kind. The others (site
 * identity, footer pages, home hero) are the site's fixed structure: the server refuses those
 * changes with CONTENT_ITEM_FIXED, so the buttons are not offered.
 */
export function isRemovable(kind: ContentKindName): kind is ContentRemovableKind {
  return (CONTENT_REMOVABLE_KINDS as readonly string[]).includes(kind);
}

export interface TextValues {
  title: string;
  summary: string;
  body: string;
}

/** The editor's form. Every language has all three texts; empty ones fall back to English. */
export interface ContentFormValues {
  key?: string;
  sort: number;
  pinned: boolean;
  category?: HelpCategory;
  texts: Record<Lang, TextValues>;
}

const EMPTY_TEXT: TextValues = { title: '', summary: '', body: '' };

export function emptyForm(category?: HelpCategory): ContentFormValues {
  const texts = Object.fromEntries(LANGS.map((l) => [l, { ...EMPTY_TEXT }])) as Record<Lang, TextValues>;
  return { sort: 0, pinned: false, texts, ...(category ? { category } : {}) };
}

/** The form of a stored item; languages without their own text start empty. */
export function formFromItem(item: AdminContentItem): ContentFormValues {
  const form = emptyForm();
  for (const lang of LANGS) {
    const text = item.texts[lang];
    if (text) form.texts[lang] = { title: text.title, summary: text.summary, body: text.body };
  }
  form.sort = item.sort;
  form.pinned = item.pinned;
  if (item.category) form.category = item.category as HelpCategory;
  return form;
}

/** Whether a language has no text of its own: the customer site shows English there. */
export function isBlank(text: Partial<TextValues> | undefined | null): boolean {
  return !text || [text.title, text.summary, text.body].every((v) => !v?.trim());
}

export type TextsPayload = { en: TextValues } & Partial<Record<Exclude<Lang, 'en'>, TextValues | null>>;

/** A field the browser refuses before sending, by its form path. */
export interface FieldProblem {
  name: (string | number)[];
  message: string;
}

export const TITLE_REQUIRED = 'Enter a title: the English text is required.';
export const OTHER_TITLE_REQUIRED = 'Enter a title, or empty every field of this language to show English.';

/**
 * The texts to send. English is required; another language left entirely empty becomes null, so
 * the server drops its own text and customers using it read English; a language with text needs
 * its title.
 */
export function buildTexts(
  values: ContentFormValues,
): { texts: TextsPayload } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const trimmed = (t: TextValues | undefined): TextValues => ({
    title: (t?.title ?? '').trim(),
    summary: (t?.summary ?? '').trim(),
    body: (t?.body ?? '').trim(),
  });
  const en = trimmed(values.texts.en);
  if (!en.title) problems.push({ name: ['texts', 'en', 'title'], message: TITLE_REQUIRED });
  const texts: TextsPayload = { en };
  for (const lang of LANGS) {
    if (lang === 'en') continue;
    const text = trimmed(values.texts[lang]);
    if (isBlank(text)) {
      texts[lang] = null;
    } else {
      if (!text.title) problems.push({ name: ['texts', lang, 'title'], message: OTHER_TITLE_REQUIRED });
      texts[lang] = text;
    }
  }
  return problems.length > 0 ? { problems } : { texts };
}

const sortOf = (value: unknown) => (Number.isInteger(value) ? Number(value) : 0);

export type CreatePayload = {
  kind: ContentRemovableKind;
  key?: string;
  category?: HelpCategory;
  sort: number;
  pinned: boolean;
  texts: TextsPayload;
};

export type UpdatePayload = {
  id: number;
  sort: number;
  pinned: boolean;
  category?: HelpCategory;
  texts: TextsPayload;
};

type Built<T> = { payload: T } | { problems: FieldProblem[] };

/** createContentItem's input; the category only for help articles (the server refuses it elsewhere). */
export function buildCreatePayload(
  kind: ContentRemovableKind,
  values: ContentFormValues,
): Built<CreatePayload> {
  const built = buildTexts(values);
  const problems = 'problems' in built ? [...built.problems] : [];
  if (kind === 'help' && !values.category) {
    problems.push({ name: ['category'], message: 'Choose the help category.' });
  }
  if ('problems' in built || problems.length > 0) return { problems };
  const key = values.key?.trim();
  return {
    payload: {
      kind,
      ...(key ? { key } : {}),
      ...(kind === 'help' && values.category ? { category: values.category } : {}),
      sort: sortOf(values.sort),
      pinned: Boolean(values.pinned),
      texts: built.texts,
    },
  };
}

/**
 * updateContentItem's input. Every language is sent, so a language emptied in the form (null)
 * loses its own text and falls back to English.
 */
export function buildUpdatePayload(item: AdminContentItem, values: ContentFormValues): Built<UpdatePayload> {
  const built = buildTexts(values);
  if ('problems' in built) return built;
  return {
    payload: {
      id: item.id,
      sort: sortOf(values.sort),
      pinned: Boolean(values.pinned),
      ...(item.kind === 'help' && values.category ? { category: values.category } : {}),
      texts: built.texts,
    },
  };
}

export interface SiteText {
  name: string;
  tagline: string;
  description: string;
}
export type SitePayload = { texts: { en: SiteText } & Partial<Record<Exclude<Lang, 'en'>, SiteText | null>> };

/** The site item stores name, tagline and description as title, summary and body. */
export function buildSitePayload(values: ContentFormValues): Built<SitePayload> {
  const built = buildTexts(values);
  if ('problems' in built) {
    const problems = built.problems.map((p) =>
      p.message === TITLE_REQUIRED
        ? { ...p, message: 'Enter the site name: the English name is required.' }
        : p,
    );
    return { problems };
  }
  const site = (t: TextValues): SiteText => ({ name: t.title, tagline: t.summary, description: t.body });
  const texts: SitePayload['texts'] = { en: site(built.texts.en) };
  for (const lang of LANGS) {
    if (lang === 'en') continue;
    const text = built.texts[lang];
    texts[lang] = text ? site(text) : null;
  }
  return { payload: { texts } };
}
