/**
 * Content: site identity and logo, footer pages (1 company profile, 3 user agreement, 5 privacy),
 * news, announcements, banners, help-centre articles and home-page blocks, in 8 languages.
 *
 * Tables owned: content_items, content_translations, site_assets.
 * Invariants: every item has an English text (the fallback for other languages); seeding only
 * adds missing items, never overwrites the operator's edits; the site identity, footer pages and
 * home hero are edited but never unpublished or deleted; staff changes run on the caller's
 * transaction so the audit row commits with them.
 * Events published: none.
 */

export { ContentBackOffice, type ContentChange } from './back-office.ts';
export { seedItemsFrom, unservedItems } from './model.ts';
export { contentModule } from './module.ts';
export { contentRoutes } from './routes.ts';
export { readSeedFiles } from './seed.ts';
export { ContentService } from './service.ts';
