import type {
  Article,
  ArticleSummary,
  Banner,
  BannerDetail,
  ContentPreview,
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
import { seconds } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { Refusal } from '../../platform/refusal.ts';
import { type ContentKind, isHelpCategory, type SeedItem } from './model.ts';
import * as repo from './repo.ts';

const LIST_ALL_MAX = 100;

// How each kind of row appears to customers; the public actions and the staff preview share these.
const asArticle = (r: repo.ContentRow): Article => ({
  id: r.id,
  title: r.title,
  summary: r.summary,
  body: r.body,
  publishedAt: seconds(r.publishedAt),
  pinned: r.pinned,
});
const asBanner = (r: repo.ContentRow): BannerDetail => ({
  id: r.id,
  title: r.title,
  subtitle: r.summary,
  sort: r.sort,
  body: r.body,
});
function asPage(r: repo.ContentRow): TextPage {
  if (r.pageId === null) throw new Refusal('CONTENT_NOT_FOUND');
  return { id: r.pageId, key: r.key, title: r.title, body: r.body, updatedAt: seconds(r.updatedAt) };
}
function asHelp(r: repo.ContentRow): HelpArticle {
  if (!r.category || !isHelpCategory(r.category)) throw new Refusal('CONTENT_NOT_FOUND');
  return { id: r.id, category: r.category, title: r.title, body: r.body, updatedAt: seconds(r.updatedAt) };
}
const asSite = (r: repo.ContentRow, logoUrl: string | null, supportEmail: string | null): SiteInfo => ({
  name: r.title,
  tagline: r.summary,
  description: r.body,
  logoUrl,
  supportEmail,
});
const asFeature = (r: repo.ContentRow) => ({ key: r.key, title: r.title, text: r.body });
const asFigure = (r: repo.ContentRow) => ({ key: r.key, value: r.title, label: r.summary });

/** Read side of operator content, in the caller's language with English as the fallback. */
export class ContentService {
  /**
   * `unserved` lists the home blocks, banners and help articles ("kind/key") of products the server does not
   * serve (see `unservedItems`); they are left out as if they did not exist.
   */
  constructor(
    private readonly db: Db,
    private readonly unserved: ReadonlySet<string> = new Set(),
    /** Whether a help topic's product is served; articles an operator adds to another topic stay hidden. */
    private readonly topicServed: (category: HelpCategory) => boolean = () => true,
  ) {}

  private served(kind: ContentKind, rows: repo.ContentRow[]): repo.ContentRow[] {
    return rows.filter((r) => !this.unserved.has(`${kind}/${r.key}`));
  }

  /** Adds missing items and, when the seed names one, the support address unless one is stored. */
  async seed(items: readonly SeedItem[], supportEmail?: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      if (supportEmail) await repo.insertMissingSupportEmail(tx, supportEmail);
      return repo.insertMissing(tx, items);
    });
  }

  async site(lang: Lang): Promise<SiteInfo> {
    const [site] = await repo.listItems(this.db, 'site', lang, { limit: 1, offset: 0, withBody: true });
    if (!site) throw new Refusal('CONTENT_NOT_FOUND');
    return asSite(site, await repo.findLogoUrl(this.db), await repo.findSupportEmail(this.db));
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
    if (!row) throw new Refusal('CONTENT_NOT_FOUND');
    return asPage(row);
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
    return asArticle(await this.found(kind, lang, id));
  }

  async banners(lang: Lang): Promise<Banner[]> {
    const all = await repo.listItems(this.db, 'banner', lang, { limit: LIST_ALL_MAX, offset: 0 });
    return this.served('banner', all).map((r) => ({
      id: r.id,
      title: r.title,
      subtitle: r.summary,
      sort: r.sort,
    }));
  }

  async banner(lang: Lang, id: number): Promise<BannerDetail> {
    const row = await this.found('banner', lang, id);
    if (this.unserved.has(`banner/${row.key}`)) throw new Refusal('CONTENT_NOT_FOUND');
    return asBanner(row);
  }

  async helpList(lang: Lang, category?: HelpCategory): Promise<HelpSummary[]> {
    const all = await repo.listItems(this.db, 'help', lang, { limit: LIST_ALL_MAX, offset: 0, category });
    return this.served('help', all).flatMap((r) =>
      r.category && isHelpCategory(r.category) && this.topicServed(r.category)
        ? [{ id: r.id, category: r.category, title: r.title }]
        : [],
    );
  }

  async helpArticle(lang: Lang, id: number): Promise<HelpArticle> {
    const row = await this.found('help', lang, id);
    if (this.unserved.has(`help/${row.key}`)) throw new Refusal('CONTENT_NOT_FOUND');
    const article = asHelp(row);
    if (!this.topicServed(article.category)) throw new Refusal('CONTENT_NOT_FOUND');
    return article;
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
      features: this.served('home-feature', features).map(asFeature),
      figures: figures.map(asFigure),
    };
  }

  /**
   * One item in one language exactly as the customer site renders it, whether or not it is
   * published yet, so staff can check a draft before customers see it.
   */
  async preview(lang: Lang, id: number): Promise<ContentPreview> {
    const r = await repo.findAnyItem(this.db, id, lang);
    if (!r) throw new Refusal('CONTENT_NOT_FOUND');
    const published = r.published;
    const kind = r.kind as ContentKind;
    switch (kind) {
      case 'site': {
        const [logo, support] = [await repo.findLogoUrl(this.db), await repo.findSupportEmail(this.db)];
        return { kind, published, view: asSite(r, logo, support) };
      }
      case 'page':
        return { kind, published, view: asPage(r) };
      case 'news':
      case 'notice':
        return { kind, published, view: asArticle(r) };
      case 'banner':
        return { kind, published, view: asBanner(r) };
      case 'help':
        return { kind, published, view: asHelp(r) };
      case 'home-hero':
        return { kind, published, view: { heroTitle: r.title, heroSubtitle: r.summary } };
      case 'home-feature':
        return { kind, published, view: asFeature(r) };
      case 'home-figure':
        return { kind, published, view: asFigure(r) };
      default:
        return ensureNever(kind);
    }
  }

  private async found(kind: ContentKind, lang: Lang, id: number) {
    const row = await repo.findItem(this.db, kind, id, lang);
    if (!row) throw new Refusal('CONTENT_NOT_FOUND');
    return row;
  }
}

function ensureNever(value: never): never {
  throw new Error(`unexpected content kind ${String(value)}`);
}
