import { LANGS, type ProductKey } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  excerpt,
  isRemovableKind,
  itemView,
  type SeedFile,
  seedItemsFrom,
  textChanges,
  unservedItems,
} from './model.ts';
import { readSeedFiles } from './seed.ts';

const seeds = readSeedFiles();
const en = seeds.en as SeedFile;

/** The block shape of a body: H for a heading, P for a paragraph, L<n> for a list of n items. */
function shape(body: string): string {
  return body
    .split(/\n\n/)
    .map((block) => {
      if (block.startsWith('## ')) return 'H';
      const items = block.split('\n').filter((l) => l.startsWith('- ')).length;
      return items > 0 ? `L${items}` : 'P';
    })
    .join(',');
}

describe('excerpt', () => {
  it.each([
    ['Short text.', 'Short text.'],
    ['## Heading\n\nFirst paragraph.', 'First paragraph.'],
    ['Remember:\n\n- one\n- two', 'Remember: one two'],
  ])('takes the opening words of %j', (body, expected) => {
    expect(excerpt(body)).toBe(expected);
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const out = excerpt(text, 40);
    expect(out.endsWith('…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(41);
    expect(out).not.toMatch(/wor…$/);
  });
});

describe('seed files', () => {
  it('exist for all 8 languages', () => {
    expect(Object.keys(seeds).sort()).toEqual([...LANGS].sort());
  });

  for (const lang of LANGS) {
    it(`${lang} has the same structure as English, with every text filled`, () => {
      const file = seeds[lang] as SeedFile;
      const pick = <T, K extends keyof T>(list: T[], ...keys: K[]) => list.map((x) => keys.map((k) => x[k]));
      expect(pick(file.news, 'key', 'date')).toEqual(pick(en.news, 'key', 'date'));
      expect(pick(file.notices, 'key', 'date', 'pinned')).toEqual(pick(en.notices, 'key', 'date', 'pinned'));
      expect(pick(file.banners, 'key', 'sort')).toEqual(pick(en.banners, 'key', 'sort'));
      expect(pick(file.help, 'key', 'category')).toEqual(pick(en.help, 'key', 'category'));
      expect(pick(file.home.features, 'key')).toEqual(pick(en.home.features, 'key'));
      expect(Object.keys(file.pages).sort()).toEqual(Object.keys(en.pages).sort());
      const bodies = (f: SeedFile) => [
        ...Object.values(f.pages).map((p) => p.body),
        ...f.news.map((n) => n.body),
        ...f.notices.map((n) => n.body),
        ...f.banners.map((b) => b.body),
        ...f.help.map((h) => h.body),
      ];
      expect(bodies(file).map(shape)).toEqual(bodies(en).map(shape));
      expect(bodies(file).every((b) => b.trim().length > 40)).toBe(true);
      expect(/[Ll]orem ipsum|\bTODO\b|\bTBD\b/.test(JSON.stringify(file))).toBe(false);
    });
  }

  it('builds one seed item per piece of content, each with all 8 languages', () => {
    const items = seedItemsFrom(seeds);
    const expected =
      2 +
      en.home.features.length +
      6 +
      en.news.length +
      en.notices.length +
      en.banners.length +
      en.help.length;
    expect(items).toHaveLength(expected);
    for (const item of items) expect(Object.keys(item.texts).sort()).toEqual([...LANGS].sort());
    expect(items.filter((i) => i.pageId !== null).map((i) => i.pageId)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses to seed without the English file', () => {
    expect(() => seedItemsFrom({ jp: seeds.jp })).toThrow(/English/);
  });
});

describe('help articles of products that are not served', () => {
  const served = (keys: ProductKey[]) => (key: ProductKey) => keys.includes(key);
  const today: ProductKey[] = ['spot', 'contracts', 'fixed-term', 'wallet', 'kyc', 'conversion', 'earn'];

  it('hides an article tagged with a product, and every article of a topic whose product is absent', () => {
    const hidden = unservedItems(en, served(today));
    expect(hidden).toContain('help/help-borrow-usdt');
    expect(hidden).not.toContain('help/help-early-redemption');
    const withoutEarn = unservedItems(en, served(today.filter((k) => k !== 'earn')));
    const earnTopic = en.help.filter((h) => h.category === 'earn').map((h) => `help/${h.key}`);
    expect(earnTopic.length).toBeGreaterThan(0);
    for (const id of earnTopic) expect(withoutEarn).toContain(id);
    expect(withoutEarn).not.toContain('help/help-trade-password');
  });

  it('speaks of loans only in articles tagged with the loans product', () => {
    for (const h of en.help.filter((x) => x.requires !== 'loans'))
      expect(`${h.title} ${h.body}`, h.key).not.toMatch(/\b(borrow|loan)/i);
  });
});

describe('back-office rules', () => {
  it.each([
    ['news', true],
    ['notice', true],
    ['banner', true],
    ['help', true],
    ['home-feature', true],
    ['home-figure', true],
    ['site', false],
    ['page', false],
    ['home-hero', false],
  ])('%s removable: %s', (kind, removable) => {
    expect(isRemovableKind(kind)).toBe(removable);
  });

  it('splits a texts patch into languages to write and languages that fall back to English', () => {
    const text = { title: 'T', summary: '', body: '' };
    expect(textChanges({ en: text, jp: null, zh: text })).toEqual({
      put: { en: text, zh: text },
      drop: ['jp'],
    });
    expect(textChanges({})).toEqual({ put: {}, drop: [] });
  });

  it('shows every language, null where English is shown, and times in seconds', () => {
    const at = new Date('2026-01-05T12:00:00.900Z');
    const item = { id: 7, kind: 'news', key: 'k', pageId: null, category: null, sort: 0, pinned: false };
    const view = itemView({ ...item, published: true, publishedAt: at, updatedAt: at }, [
      { lang: 'en', title: 'A', summary: 'B', body: 'C' },
      { lang: 'xx', title: 'ignored', summary: '', body: '' },
    ]);
    expect(Object.keys(view.texts)).toEqual([...LANGS]);
    expect(view.texts.en).toEqual({ title: 'A', summary: 'B', body: 'C' });
    expect(view.texts.jp).toBeNull();
    expect(view.published_at).toBe(Math.floor(at.getTime() / 1000));
  });
});
