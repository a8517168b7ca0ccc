import type { Lang } from '@platform/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { present } from '../../platform/assert.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { ContentKind, ContentText, ItemRecord, SeedItem } from './model.ts';
import { contentItems, contentTranslations, siteAssets } from './schema.ts';

export interface ContentRow {
  id: number;
  kind: string;
  published: boolean;
  key: string;
  pageId: number | null;
  category: string | null;
  sort: number;
  pinned: boolean;
  publishedAt: Date;
  updatedAt: Date;
  title: string;
  summary: string;
  body: string;
}

const wanted = alias(contentTranslations, 'wanted');
const english = alias(contentTranslations, 'english');

/** Columns of an item with its text in the wanted language, falling back to English. */
function columns(withBody: boolean) {
  return {
    id: contentItems.id,
    kind: contentItems.kind,
    published: contentItems.published,
    key: contentItems.key,
    pageId: contentItems.pageId,
    category: contentItems.category,
    sort: contentItems.sort,
    pinned: contentItems.pinned,
    publishedAt: contentItems.publishedAt,
    updatedAt:
      sql<Date>`greatest(${contentItems.updatedAt}, coalesce(${wanted.updatedAt}, ${english.updatedAt}))`.mapWith(
        (v: string | Date) => new Date(v),
      ),
    title: sql<string>`coalesce(${wanted.title}, ${english.title}, '')`,
    summary: sql<string>`coalesce(${wanted.summary}, ${english.summary}, '')`,
    body: withBody ? sql<string>`coalesce(${wanted.body}, ${english.body}, '')` : sql<string>`''`,
  };
}

function selectTexts(db: DbOrTx, lang: Lang, withBody: boolean) {
  return db
    .select(columns(withBody))
    .from(contentItems)
    .leftJoin(wanted, and(eq(wanted.itemId, contentItems.id), eq(wanted.lang, lang)))
    .leftJoin(english, and(eq(english.itemId, contentItems.id), eq(english.lang, 'en')));
}

const visible = (kind: ContentKind) => and(eq(contentItems.kind, kind), eq(contentItems.published, true));

export async function findItem(db: DbOrTx, kind: ContentKind, id: number, lang: Lang) {
  const rows = await selectTexts(db, lang, true)
    .where(and(visible(kind), eq(contentItems.id, id)))
    .limit(1);
  return rows[0] as ContentRow | undefined;
}

/** One item of any kind, published or not, as the customer site would render it once published. */
export async function findAnyItem(db: DbOrTx, id: number, lang: Lang) {
  const rows = await selectTexts(db, lang, true).where(eq(contentItems.id, id)).limit(1);
  return rows[0] as ContentRow | undefined;
}

export async function findPage(db: DbOrTx, pageId: number, lang: Lang) {
  const rows = await selectTexts(db, lang, true)
    .where(and(visible('page'), eq(contentItems.pageId, pageId)))
    .limit(1);
  return rows[0] as ContentRow | undefined;
}

/** Items of one kind in display order: pinned first, then by sort, then newest first. */
export async function listItems(
  db: DbOrTx,
  kind: ContentKind,
  lang: Lang,
  opts: { limit: number; offset: number; category?: string | undefined; withBody?: boolean },
): Promise<ContentRow[]> {
  const where = opts.category ? and(visible(kind), eq(contentItems.category, opts.category)) : visible(kind);
  return (await selectTexts(db, lang, opts.withBody ?? false)
    .where(where)
    .orderBy(
      desc(contentItems.pinned),
      asc(contentItems.sort),
      desc(contentItems.publishedAt),
      desc(contentItems.id),
    )
    .limit(opts.limit)
    .offset(opts.offset)) as ContentRow[];
}

export async function countItems(db: DbOrTx, kind: ContentKind): Promise<number> {
  const rows = await db.select({ n: count() }).from(contentItems).where(visible(kind));
  return present(rows[0], 'count row').n;
}

/**
 * Inserts the seed items that do not exist yet (by kind and key) with their texts. Existing
 * items are left alone so the operator's edits survive upgrades.
 */
export async function insertMissing(db: DbOrTx, items: readonly SeedItem[]): Promise<number> {
  let inserted = 0;
  for (const it of items) {
    const rows = await db
      .insert(contentItems)
      .values({
        kind: it.kind,
        key: it.key,
        pageId: it.pageId,
        category: it.category,
        sort: it.sort,
        pinned: it.pinned,
        publishedAt: it.publishedAt,
      })
      .onConflictDoNothing()
      .returning({ id: contentItems.id });
    const id = rows[0]?.id;
    if (id === undefined) continue;
    inserted += 1;
    const texts = Object.entries(it.texts).map(([lang, t]) => ({ itemId: id, lang, ...t }));
    if (texts.length > 0) await db.insert(contentTranslations).values(texts);
  }
  return inserted;
}

/** The support address is a site asset: a mailto URL beside the logo. */
const SUPPORT_ASSET = 'support-email';
const MAILTO = 'mailto:';

export async function findSupportEmail(db: DbOrTx): Promise<string | null> {
  const rows = await db.select().from(siteAssets).where(eq(siteAssets.name, SUPPORT_ASSET)).limit(1);
  const url = rows[0]?.url;
  return url?.startsWith(MAILTO) ? url.slice(MAILTO.length) : null;
}

/** Adds the seed's support address unless one is stored already (an operator's choice stays). */
export async function insertMissingSupportEmail(db: DbOrTx, email: string): Promise<void> {
  await db
    .insert(siteAssets)
    .values({ name: SUPPORT_ASSET, url: `${MAILTO}${email}` })
    .onConflictDoNothing();
}

export async function findLogoUrl(db: DbOrTx): Promise<string | null> {
  const rows = await db.select().from(siteAssets).where(eq(siteAssets.name, 'logo')).limit(1);
  return rows[0]?.url ?? null;
}

export async function setLogoUrl(db: DbOrTx, url: string | null, now: Date): Promise<void> {
  if (url === null) {
    await db.delete(siteAssets).where(eq(siteAssets.name, 'logo'));
    return;
  }
  await db
    .insert(siteAssets)
    .values({ name: 'logo', url, updatedAt: now })
    .onConflictDoUpdate({ target: siteAssets.name, set: { url, updatedAt: now } });
}

// Back office: every state, English titles, languages present.

const record = {
  id: contentItems.id,
  kind: contentItems.kind,
  key: contentItems.key,
  pageId: contentItems.pageId,
  category: contentItems.category,
  sort: contentItems.sort,
  pinned: contentItems.pinned,
  published: contentItems.published,
  publishedAt: contentItems.publishedAt,
  updatedAt: contentItems.updatedAt,
};

function staffFilter(kind: ContentKind, category: string | undefined): SQL | undefined {
  return category
    ? and(eq(contentItems.kind, kind), eq(contentItems.category, category))
    : eq(contentItems.kind, kind);
}

/** Items of one kind in every state, in the order the site shows published ones. */
export async function listForStaff(
  db: DbOrTx,
  kind: ContentKind,
  opts: { limit: number; offset: number; category?: string | undefined },
): Promise<(ItemRecord & { title: string; langs: string })[]> {
  return db
    .select({
      ...record,
      title: sql<string>`coalesce(${english.title}, '')`,
      langs: sql<string>`coalesce((select string_agg(t.lang, ',') from content_translations t where t.item_id = ${contentItems.id}), '')`,
    })
    .from(contentItems)
    .leftJoin(english, and(eq(english.itemId, contentItems.id), eq(english.lang, 'en')))
    .where(staffFilter(kind, opts.category))
    .orderBy(
      desc(contentItems.pinned),
      asc(contentItems.sort),
      desc(contentItems.publishedAt),
      desc(contentItems.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countForStaff(db: DbOrTx, kind: ContentKind, category?: string): Promise<number> {
  const rows = await db.select({ n: count() }).from(contentItems).where(staffFilter(kind, category));
  return present(rows[0], 'count row').n;
}

/** An item with its stored texts; `lock` holds the row until the caller's transaction ends. */
export async function findRecord(db: DbOrTx, id: number, lock: boolean) {
  const query = db.select(record).from(contentItems).where(eq(contentItems.id, id));
  const rows = lock ? await query.for('update') : await query;
  const item = rows[0];
  if (!item) return undefined;
  const texts = await db
    .select({
      lang: contentTranslations.lang,
      title: contentTranslations.title,
      summary: contentTranslations.summary,
      body: contentTranslations.body,
    })
    .from(contentTranslations)
    .where(eq(contentTranslations.itemId, id));
  return { item, texts };
}

export async function findKindItemId(db: DbOrTx, kind: ContentKind): Promise<number | undefined> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(asc(contentItems.sort), asc(contentItems.id))
    .limit(1);
  return rows[0]?.id;
}

/** Inserts a new item; undefined when its kind already has an item with this key. */
export async function insertItem(
  db: DbOrTx,
  values: Omit<ItemRecord, 'id' | 'pageId'>,
): Promise<number | undefined> {
  const rows = await db
    .insert(contentItems)
    .values({ ...values, createdAt: values.updatedAt })
    .onConflictDoNothing()
    .returning({ id: contentItems.id });
  return rows[0]?.id;
}

export async function updateItem(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<ItemRecord, 'category' | 'sort' | 'pinned' | 'published' | 'publishedAt'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(contentItems).set(patch).where(eq(contentItems.id, id));
}

export async function deleteItem(db: DbOrTx, id: number): Promise<void> {
  await db.delete(contentItems).where(eq(contentItems.id, id));
}

/** Writes the given languages' texts (insert or replace) and removes the dropped ones. */
export async function writeTexts(
  db: DbOrTx,
  id: number,
  put: Partial<Record<Lang, ContentText>>,
  drop: readonly Lang[],
  now: Date,
): Promise<void> {
  const rows = Object.entries(put).map(([lang, t]) => ({ itemId: id, lang, ...t, updatedAt: now }));
  if (rows.length > 0) {
    await db
      .insert(contentTranslations)
      .values(rows)
      .onConflictDoUpdate({
        target: [contentTranslations.itemId, contentTranslations.lang],
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          body: sql`excluded.body`,
          updatedAt: now,
        },
      });
  }
  if (drop.length > 0) {
    await db
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.itemId, id), inArray(contentTranslations.lang, [...drop])));
  }
}
