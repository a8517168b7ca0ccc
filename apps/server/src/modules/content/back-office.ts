import { randomBytes } from 'node:crypto';
import {
  type AdminContentItem,
  type AdminContentSummary,
  type ContentPreview,
  type ContentTextsPatch,
  type CreateContentInput,
  LANGS,
  type Lang,
  type Page,
  type UpdateContentInput,
  type UpdateSiteInput,
} from '@platform/contract';
import { type Clock, seconds } from '../../platform/clock.ts';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { fieldRefusal, Refusal } from '../../platform/refusal.ts';
import type { ImageStore } from '../../platform/uploads.ts';
import { type ContentKind, isRemovableKind, itemView, textChanges } from './model.ts';
import * as repo from './repo.ts';
import type { ContentService } from './service.ts';

/** A change for the audit row: the state before and after, and what it touched. */
export interface ContentChange<T = AdminContentItem | null> {
  target: string;
  before: unknown;
  after: T;
}

export type ContentPatch = Pick<UpdateContentInput, 'id' | 'sort' | 'pinned' | 'category' | 'texts'>;

const targetOf = (id: number) => `content:${id}`;

/**
 * Write side of operator content for the back office. Every change runs on the caller's
 * transaction handle, so the caller writes its audit row in the same transaction, and returns
 * the state before and after.
 */
export class ContentBackOffice {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly images: ImageStore,
    private readonly reader: ContentService,
  ) {}

  async list(
    kind: ContentKind,
    category: string | undefined,
    page: number,
    pageSize: number,
  ): Promise<Page<AdminContentSummary>> {
    const [rows, total] = await Promise.all([
      repo.listForStaff(this.db, kind, { limit: pageSize, offset: (page - 1) * pageSize, category }),
      repo.countForStaff(this.db, kind, category),
    ]);
    const items = rows.map((r) => {
      const { texts: _none, ...rest } = itemView(r, []);
      return { ...rest, title: r.title, langs: r.langs.split(',').filter(Boolean).sort() as Lang[] };
    });
    return { items, total, page, pageSize };
  }

  async item(id: number): Promise<AdminContentItem> {
    return this.found(this.db, id, false);
  }

  /** The item rendered in one language as the customer site gets it, drafts included. */
  preview(lang: Lang, id: number): Promise<ContentPreview> {
    return this.reader.preview(lang, id);
  }

  /** Creates an item as a draft: customers see it once it is published. */
  async create(tx: DbOrTx, input: CreateContentInput): Promise<ContentChange<AdminContentItem>> {
    const now = this.now();
    const id = await repo.insertItem(tx, {
      kind: input.kind,
      key: input.key ?? `${input.kind}-${seconds(now).toString(36)}-${randomBytes(3).toString('hex')}`,
      category: input.category ?? null,
      sort: input.sort,
      pinned: input.pinned,
      published: false,
      publishedAt: now,
      updatedAt: now,
    });
    if (id === undefined) throw new Refusal('CONTENT_KEY_TAKEN');
    const { put } = textChanges(input.texts);
    await repo.writeTexts(tx, id, put, [], now);
    return { target: targetOf(id), before: null, after: await this.found(tx, id, false) };
  }

  /** Changes texts, order, pinning or a help article's category; fields left out stay. */
  async update(tx: DbOrTx, input: ContentPatch): Promise<ContentChange<AdminContentItem>> {
    const before = await this.found(tx, input.id, true);
    if (input.category !== undefined && before.kind !== 'help') {
      throw fieldRefusal({ category: 'unknownValue' });
    }
    const now = this.now();
    await repo.updateItem(tx, input.id, {
      ...(input.sort !== undefined ? { sort: input.sort } : {}),
      ...(input.pinned !== undefined ? { pinned: input.pinned } : {}),
      ...(input.category !== undefined ? { category: input.category } : {}),
      updatedAt: now,
    });
    if (input.texts) {
      const { put, drop } = textChanges(input.texts);
      await repo.writeTexts(tx, input.id, put, drop, now);
    }
    return { target: targetOf(input.id), before, after: await this.found(tx, input.id, false) };
  }

  /**
   * Shows or hides an item. Publishing a draft dates it now (news and notices are listed newest
   * first); publishing an item that is already public keeps its date.
   */
  async setPublished(tx: DbOrTx, id: number, published: boolean): Promise<ContentChange<AdminContentItem>> {
    const before = await this.found(tx, id, true);
    if (!isRemovableKind(before.kind)) throw new Refusal('CONTENT_ITEM_FIXED');
    const now = this.now();
    const dated = published && !before.published ? { publishedAt: now } : {};
    await repo.updateItem(tx, id, { published, ...dated, updatedAt: now });
    return { target: targetOf(id), before, after: await this.found(tx, id, false) };
  }

  async remove(tx: DbOrTx, id: number): Promise<ContentChange<null>> {
    const before = await this.found(tx, id, true);
    if (!isRemovableKind(before.kind)) throw new Refusal('CONTENT_ITEM_FIXED');
    await repo.deleteItem(tx, id);
    return { target: targetOf(id), before, after: null };
  }

  /** Name, tagline and description per language: the site item's title, summary and body. */
  async updateSite(tx: DbOrTx, input: UpdateSiteInput): Promise<ContentChange<AdminContentItem>> {
    const id = await repo.findKindItemId(tx, 'site');
    if (id === undefined) throw new Refusal('CONTENT_NOT_FOUND');
    const texts: ContentTextsPatch = {};
    for (const lang of LANGS) {
      const t = input.texts[lang];
      if (t) texts[lang] = { title: t.name, summary: t.tagline, body: t.description };
      // The schema refuses null for English, so the site never loses its name.
      else if (t === null && lang !== 'en') texts[lang] = null;
    }
    return this.update(tx, { id, texts });
  }

  /**
   * Stores the image (checked by content) before the transaction: a transaction that then fails
   * leaves an unreferenced file behind, never a reference to a missing file.
   */
  async saveLogoFile(file: unknown): Promise<string> {
    return this.images.url('content', await this.images.save('content', file));
  }

  async setLogo(tx: DbOrTx, url: string | null): Promise<ContentChange<{ logo_url: string | null }>> {
    const before = { logo_url: await repo.findLogoUrl(tx) };
    await repo.setLogoUrl(tx, url, this.now());
    return { target: 'content:logo', before, after: { logo_url: url } };
  }

  private now(): Date {
    return new Date(this.clock.nowMs());
  }

  private async found(db: DbOrTx, id: number, lock: boolean): Promise<AdminContentItem> {
    const found = await repo.findRecord(db, id, lock);
    if (!found) throw new Refusal('CONTENT_NOT_FOUND');
    return itemView(found.item, found.texts);
  }
}
