import type {
  Article,
  ArticleSummary,
  Banner,
  BannerDetail,
  HelpArticle,
  HelpCategory,
  HelpSummary,
  HomeContent,
  Lang,
  Page,
  SiteInfo,
  TextPage,
  TextSummary,
} from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import { type ContentKind, isHelpCategory, type SeedItem } from './model.ts';
import * as repo from './repo.ts';
import { siteAssets } from './schema.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const LIST_ALL_MAX = 100;

/** Read side of operator content, in the caller's language with English as the fallback. */
export class ContentService {
  constructor(private readonly db: Db) {}

  async seed(items: readonly SeedItem[]): Promise<number> {
    return this.db.transaction((tx) => repo.insertMissing(tx, items));
  }

  async site(lang: Lang): Promise<SiteInfo> {
    const [site] = await repo.listItems(this.db, 'site', lang, { limit: 1, offset: 0, withBody: true });
    if (!site) throw new Refusal('CONTENT_NOT_FOUND');
    const logo = await this.db.select().from(siteAssets).where(eq(siteAssets.name, 'logo')).limit(1);
    return { name: site.title, tagline: site.summary, description: site.body, logoUrl: logo[0]?.url ?? null };
  }

  async pages(lang: Lang): Promise<TextSummary[]> {
    const rows = await repo.listItems(this.db, 'page', lang, { limit: LIST_ALL_MAX, offset: 0 });
    return rows
      .filter((r) => r.pageId !== null)
      .map((r) => ({ id: r.pageId as number, key: r.key, title: r.title }))
      .sort((a, b) => a.id - b.id);
  }

  async page(lang: Lang, pageId: number): Promise<TextPage> {
    const row = await repo.findPage(this.db, pageId, lang);
    if (!row || row.pageId === null) throw new Refusal('CONTENT_NOT_FOUND');
    return {
      id: row.pageId,
      key: row.key,
      title: row.title,
      body: row.body,
      updatedAt: seconds(row.updatedAt),
    };
  }

  async articles(
    kind: 'news' | 'notice',
    lang: Lang,
    page: number,
    pageSize: number,
  ): Promise<Page<ArticleSummary>> {
    const [rows, total] = await Promise.all([
      repo.listItems(this.db, kind, lang, { limit: pageSize, offset: (page - 1) * pageSize }),
      repo.countItems(this.db, kind),
    ]);
    const items = rows.map((r) => ({
      id: r.id,
      title: r.title,
      summary: r.summary,
      publishedAt: seconds(r.publishedAt),
      pinned: r.pinned,
    }));
    return { items, total, page, pageSize };
  }

  async article(kind: 'news' | 'notice', lang: Lang, id: number): Promise<Article> {
    const r = await this.found(kind, lang, id);
    return {
      id: r.id,
      title: r.title,
      summary: r.summary,
      body: r.body,
      publishedAt: seconds(r.publishedAt),
      pinned: r.pinned,
    };
  }

  async banners(lang: Lang): Promise<Banner[]> {
    const rows = await repo.listItems(this.db, 'banner', lang, { limit: LIST_ALL_MAX, offset: 0 });
    return rows.map((r) => ({ id: r.id, title: r.title, subtitle: r.summary, sort: r.sort }));
  }

  async banner(lang: Lang, id: number): Promise<BannerDetail> {
    const r = await this.found('banner', lang, id);
    return { id: r.id, title: r.title, subtitle: r.summary, sort: r.sort, body: r.body };
  }

  async helpList(lang: Lang, category?: HelpCategory): Promise<HelpSummary[]> {
    const rows = await repo.listItems(this.db, 'help', lang, { limit: LIST_ALL_MAX, offset: 0, category });
    return rows.flatMap((r) =>
      r.category && isHelpCategory(r.category) ? [{ id: r.id, category: r.category, title: r.title }] : [],
    );
  }

  async helpArticle(lang: Lang, id: number): Promise<HelpArticle> {
    const r = await this.found('help', lang, id);
    if (!r.category || !isHelpCategory(r.category)) throw new Refusal('CONTENT_NOT_FOUND');
    return { id: r.id, category: r.category, title: r.title, body: r.body, updatedAt: seconds(r.updatedAt) };
  }

  async home(lang: Lang): Promise<HomeContent> {
    const all = { limit: LIST_ALL_MAX, offset: 0, withBody: true };
    const [hero, features, figures] = await Promise.all([
      repo.listItems(this.db, 'home-hero', lang, all),
      repo.listItems(this.db, 'home-feature', lang, all),
      repo.listItems(this.db, 'home-figure', lang, all),
    ]);
    return {
      heroTitle: hero[0]?.title ?? '',
      heroSubtitle: hero[0]?.summary ?? '',
      features: features.map((f) => ({ key: f.key, title: f.title, text: f.body })),
      figures: figures.map((f) => ({ key: f.key, value: f.title, label: f.summary })),
    };
  }

  private async found(kind: ContentKind, lang: Lang, id: number) {
    const row = await repo.findItem(this.db, kind, id, lang);
    if (!row) throw new Refusal('CONTENT_NOT_FOUND');
    return row;
  }
}
