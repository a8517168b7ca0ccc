import type { Lang } from '@platform/contract';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db.ts';
import type { ContentKind, SeedItem } from './model.ts';
import { contentItems, contentTranslations } from './schema.ts';

export interface ContentRow {
  id: number;
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
  return rows[0]?.n ?? 0;
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
