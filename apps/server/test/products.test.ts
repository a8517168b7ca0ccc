import { LANGS, PRODUCT_KEYS } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../src/modules/content/index.ts';
import { contentItems } from '../src/modules/content/schema.ts';
import { getAction, postAction, useTestApp } from './helpers.ts';

const seeds = readSeedFiles();

describe('served products (web/getFeatures)', () => {
  const app = useTestApp();

  it('lists the products the modules serve, to visitors, by GET and POST', async () => {
    const { body } = await getAction(app(), 'getFeatures', { lang: 'hy' });
    expect(body).toMatchObject({ code: 7, event: 'getFeatures' });
    expect(body.data.products).toEqual([
      'spot',
      'contracts',
      'fixed-term',
      'wallet',
      'kyc',
      'conversion',
      'earn',
    ]);
    const posted = await postAction(app(), 'getFeatures', { lang: 'en' });
    expect(posted.body.data).toEqual(body.data);
  });

  it('does not list the products no module serves yet', async () => {
    const { body } = await getAction(app(), 'getFeatures', {});
    for (const key of ['quick-buy', 'loans', 'c2c', 'invite', 'subscription', 'rewards'])
      expect(body.data.products, key).not.toContain(key);
    for (const key of body.data.products) expect(PRODUCT_KEYS).toContain(key);
  });

  it('leaves out the banners and home blocks of products that are not served', async () => {
    const served = new Set((await getAction(app(), 'getFeatures', {})).body.data.products);
    const en = seeds.en;
    const hiddenBanners = en?.banners.filter((b) => b.requires && !served.has(b.requires)) ?? [];
    const hiddenBlocks = en?.home.features.filter((f) => f.requires && !served.has(f.requires)) ?? [];
    expect(hiddenBanners.length + hiddenBlocks.length).toBeGreaterThan(0);

    const banners = await getAction(app(), 'getBannerList', { lang: 'zh' });
    const titles = banners.body.data.map((b: { title: string }) => b.title);
    for (const b of hiddenBanners) {
      const zh = seeds.zh?.banners.find((x) => x.key === b.key);
      expect(titles).not.toContain(zh?.title);
    }
    const home = await getAction(app(), 'getHomeContent', { lang: 'en' });
    const keys = home.body.data.features.map((f: { key: string }) => f.key);
    for (const f of hiddenBlocks) expect(keys).not.toContain(f.key);
    expect(keys).toContain('spot');
  });

  it('answers not found for the detail of a hidden banner', async () => {
    const { db } = app().services.database;
    const served = new Set((await getAction(app(), 'getFeatures', {})).body.data.products);
    const hidden = seeds.en?.banners.find((b) => b.requires && !served.has(b.requires));
    const [row] = await db
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.kind, 'banner'), eq(contentItems.key, hidden?.key ?? '')));
    expect(row).toBeDefined();
    const detail = await getAction(app(), 'getBannerDetail', { id: row!.id, lang: 'en' });
    expect(detail.body).toMatchObject({ code: 404, reason: 'CONTENT_NOT_FOUND' });
  });

  it('leaves the help articles of products that are not served out of the help centre', async () => {
    const { db } = app().services.database;
    const served = new Set((await getAction(app(), 'getFeatures', {})).body.data.products);
    expect(served.has('loans')).toBe(false);
    const loans = seeds.en?.help.filter((h) => h.requires === 'loans') ?? [];
    expect(loans.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const list = await getAction(app(), 'getHelpList', { lang });
      const titles = list.body.data.map((h: { title: string }) => h.title);
      for (const h of loans)
        expect(titles).not.toContain(seeds[lang]?.help.find((x) => x.key === h.key)?.title);
    }
    for (const h of loans) {
      const [row] = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.kind, 'help'), eq(contentItems.key, h.key)));
      const detail = await getAction(app(), 'getHelpDetail', { id: row!.id, lang: 'en' });
      expect(detail.body).toMatchObject({ code: 404, reason: 'CONTENT_NOT_FOUND' });
    }
  });
});
