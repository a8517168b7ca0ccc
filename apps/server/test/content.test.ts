import { LANGS, PAGE_IDS, type ProductKey } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readSeedFiles, seedItemsFrom } from '../src/modules/content/index.ts';
import { contentItems, contentTranslations } from '../src/modules/content/schema.ts';
import { getAction, postAction, useTestApp } from './helpers.ts';

const seeds = readSeedFiles();

/** Whether a seed item appears: it advertises no product, or one the server serves. */
const isShown = (item: { requires?: ProductKey }, served: ReadonlySet<string>) =>
  !item.requires || served.has(item.requires);

describe('content actions', () => {
  const app = useTestApp();

  /** The products the app serves, as the customer app reads them (web/getFeatures). */
  const servedProducts = async (): Promise<Set<string>> =>
    new Set((await getAction(app(), 'getFeatures', {})).body.data.products as string[]);

  it('getLogo gives the site name, tagline and logo in every language', async () => {
    for (const lang of LANGS) {
      const { body } = await postAction(app(), 'getLogo', { lang });
      expect(body).toMatchObject({ code: 7, event: 'getLogo' });
      expect(body.data).toEqual({
        name: 'Kestrel',
        tagline: seeds[lang]?.site.tagline,
        description: seeds[lang]?.site.description,
        logoUrl: null,
        supportEmail: seeds.en?.site.supportEmail,
      });
    }
  });

  it('getTextsList lists the footer pages with the fixed ids 1, 3 and 5', async () => {
    const { body } = await getAction(app(), 'getTextsList', { lang: 'ft' });
    const byId = Object.fromEntries(body.data.map((p: { id: number; key: string }) => [p.id, p.key]));
    expect(byId).toMatchObject({ 1: 'company', 3: 'agreement', 5: 'privacy' });
    expect(body.data.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.data.find((p: { id: number }) => p.id === 3).title).toBe(seeds.ft?.pages.agreement.title);
  });

  it('getText gives each page translated, and refuses an unknown id', async () => {
    for (const [key, id] of Object.entries(PAGE_IDS)) {
      const { body } = await getAction(app(), 'getText', { id, lang: 'yn' });
      const page = seeds.yn?.pages[key as keyof typeof PAGE_IDS];
      expect(body.data).toMatchObject({ id, key, title: page?.title, body: page?.body });
      expect(body.data.updatedAt).toBeGreaterThan(1_700_000_000);
    }
    const missing = await getAction(app(), 'getText', { id: 999, lang: 'jp' });
    expect(missing.body).toMatchObject({ code: 404, reason: 'CONTENT_NOT_FOUND', data: null });
  });

  it('pages news newest first and reports the total', async () => {
    const first = await getAction(app(), 'getNewsList', { page: 1, pageSize: 3 });
    expect(first.body.data.total).toBe(seeds.en?.news.length);
    expect(first.body.data.items).toHaveLength(3);
    const dates = first.body.data.items.map((n: { publishedAt: number }) => n.publishedAt);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const second = await getAction(app(), 'getNewsList', { page: 2, pageSize: 3 });
    expect(second.body.data.items).toHaveLength(1);
    const ids = [...first.body.data.items, ...second.body.data.items].map((n: { id: number }) => n.id);
    expect(new Set(ids).size).toBe(4);
    const detail = await getAction(app(), 'getNewsDetail', { id: ids[0] as number, lang: 'zh' });
    expect(detail.body.data.body.length).toBeGreaterThan(100);
    expect(seeds.zh?.news.map((n) => n.title)).toContain(detail.body.data.title);
  });

  it('lists pinned announcements first', async () => {
    const { body } = await getAction(app(), 'getNoticeList', { pageSize: 10 });
    const pinned = body.data.items.map((n: { pinned: boolean }) => n.pinned);
    expect(pinned).toEqual([...pinned].sort((a, b) => Number(b) - Number(a)));
    expect(pinned.filter(Boolean).length).toBe(seeds.en?.notices.filter((n) => n.pinned).length);
    const notNews = await getAction(app(), 'getNewsDetail', { id: body.data.items[0].id });
    expect(notNews.body.reason).toBe('CONTENT_NOT_FOUND');
  });

  it('filters help articles by category and refuses an unknown category', async () => {
    const served = await servedProducts();
    const all = await getAction(app(), 'getHelpList', { lang: 'hy' });
    // Articles about products the server does not serve (`requires`) are left out.
    const shown = seeds.en?.help.filter((h) => isShown(h, served)) ?? [];
    expect(all.body.data).toHaveLength(shown.length);
    expect(all.body.data.map((h: { title: string }) => h.title)).toEqual(
      shown.map((h) => seeds.hy?.help.find((x) => x.key === h.key)?.title),
    );
    const security = await getAction(app(), 'getHelpList', { category: 'security' });
    expect(security.body.data.length).toBeGreaterThan(0);
    expect(security.body.data.every((h: { category: string }) => h.category === 'security')).toBe(true);
    const bad = await getAction(app(), 'getHelpList', { category: 'gossip' });
    expect(bad.body).toMatchObject({ code: 400, reason: 'REQUEST_VALIDATION_FAILED' });
    expect(bad.body.data.fields.category).toBeDefined();
    const detail = await getAction(app(), 'getHelpDetail', { id: security.body.data[0].id, lang: 'ty' });
    expect(detail.body.data.category).toBe('security');
  });

  it('gives banners in order with their detail text, and home blocks without invented figures', async () => {
    const served = await servedProducts();
    const banners = await getAction(app(), 'getBannerList', { lang: 'xby' });
    // Banners and blocks of products the server does not serve (`requires`) are left out.
    const shown = seeds.xby?.banners.filter((b) => isShown(b, served)).sort((x, y) => x.sort - y.sort) ?? [];
    expect(shown.length).toBeGreaterThan(1);
    expect(banners.body.data.map((b: { sort: number }) => b.sort)).toEqual(shown.map((b) => b.sort));
    for (const [i, banner] of banners.body.data.entries()) {
      const detail = await getAction(app(), 'getBannerDetail', { id: banner.id, lang: 'xby' });
      expect(detail.body.data.body).toBe(shown[i]?.body);
    }
    const home = await getAction(app(), 'getHomeContent', { lang: 'jp' });
    expect(home.body.data.heroTitle).toBe(seeds.jp?.home.heroTitle);
    expect(home.body.data.features.map((f: { key: string }) => f.key)).toEqual(
      seeds.jp?.home.features.filter((f) => isShown(f, served)).map((f) => f.key),
    );
    expect(home.body.data.figures).toEqual([]);
  });

  it('falls back to English where a translation is missing, and hides unpublished items', async () => {
    const { db } = app().services.database;
    const [item] = await db.select().from(contentItems).where(eq(contentItems.pageId, PAGE_IDS.risk));
    await db
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.itemId, item!.id), eq(contentTranslations.lang, 'ty')));
    const fallback = await getAction(app(), 'getText', { id: PAGE_IDS.risk, lang: 'ty' });
    expect(fallback.body.data.title).toBe(seeds.en?.pages.risk.title);
    await db.update(contentItems).set({ published: false }).where(eq(contentItems.id, item!.id));
    const hidden = await getAction(app(), 'getText', { id: PAGE_IDS.risk });
    expect(hidden.body.reason).toBe('CONTENT_NOT_FOUND');
    const list = await getAction(app(), 'getTextsList');
    expect(list.body.data.map((p: { id: number }) => p.id)).not.toContain(PAGE_IDS.risk);
  });

  it('seeding again adds nothing and keeps the operator’s edits', async () => {
    const { db } = app().services.database;
    const [agreement] = await db
      .select()
      .from(contentItems)
      .where(eq(contentItems.pageId, PAGE_IDS.agreement));
    await db
      .update(contentTranslations)
      .set({ title: 'Edited by the operator' })
      .where(and(eq(contentTranslations.itemId, agreement!.id), eq(contentTranslations.lang, 'en')));
    const inserted = await app().services.content.seed(seedItemsFrom(seeds));
    expect(inserted).toBe(0);
    const page = await getAction(app(), 'getText', { id: PAGE_IDS.agreement });
    expect(page.body.data.title).toBe('Edited by the operator');
  });
});
