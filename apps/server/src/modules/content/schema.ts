import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * One row per piece of operator content. `kind` says where it appears; `key` is the stable name
 * seeds and the back office refer to; `page_id` is the public numeric id of footer pages.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    pageId: integer('page_id').unique(),
    category: text('category'),
    sort: integer('sort').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('content_items_kind_key').on(t.kind, t.key),
    index('content_items_kind_published').on(t.kind, t.published, t.publishedAt),
    check(
      'content_items_kind_known',
      sql`${t.kind} in ('site', 'page', 'news', 'notice', 'banner', 'help', 'home-hero', 'home-feature', 'home-figure')`,
    ),
  ],
);

/** The text of a content item in one language. English is the fallback for missing languages. */
export const contentTranslations = pgTable(
  'content_translations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.lang] })],
);

/** The uploaded logo (if any) and other single-valued site assets, managed by the back office. */
export const siteAssets = pgTable('site_assets', {
  name: text('name').primaryKey(),
  url: text('url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
