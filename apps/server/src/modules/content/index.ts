/**
 * Content: site identity and logo, footer pages (1 company profile, 3 user agreement, 5 privacy),
 * news, announcements, banners, help-centre articles and home-page blocks, in 8 languages.
 *
 * Tables owned: content_items, content_translations, site_assets.
 * Invariants: every item has an English text (the fallback for other languages); seeding only
 * adds missing items, never overwrites the operator's edits.
 * Events published: none.
 */
export { seedItemsFrom } from './model.ts';
export { contentRoutes } from './routes.ts';
export { readSeedFiles } from './seed.ts';
export { ContentService } from './service.ts';
