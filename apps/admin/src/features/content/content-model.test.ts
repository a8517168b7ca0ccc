import type { AdminContentItem } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  buildCreatePayload,
  buildSitePayload,
  buildTexts,
  buildUpdatePayload,
  type ContentFormValues,
  emptyForm,
  formFromItem,
  isBlank,
  isRemovable,
  OTHER_TITLE_REQUIRED,
  TITLE_REQUIRED,
} from './content-model.ts';

function form(change: (f: ContentFormValues) => void = () => {}): ContentFormValues {
  const f = emptyForm();
  f.texts.en = { title: ' Hello ', summary: 'Short', body: 'Long text' };
  change(f);
  return f;
}

const item = (extra: Partial<AdminContentItem> = {}): AdminContentItem => ({
  id: 9,
  kind: 'news',
  key: 'n-1',
  page_id: null,
  category: null,
  sort: 3,
  pinned: true,
  published: false,
  published_at: 1,
  updated_at: 2,
  texts: {
    en: { title: 'Hi', summary: 's', body: 'b' },
    xby: { title: 'Hola', summary: '', body: 'cuerpo' },
    jp: null,
    hy: null,
    ty: null,
    yn: null,
    zh: null,
    ft: null,
  },
  ...extra,
});

describe('content texts payload', () => {
  it('trims English and sends every other language left empty as null (English is shown)', () => {
    const built = buildTexts(form());
    expect(built).toEqual({
      texts: {
        en: { title: 'Hello', summary: 'Short', body: 'Long text' },
        xby: null,
        jp: null,
        hy: null,
        ty: null,
        yn: null,
        zh: null,
        ft: null,
      },
    });
  });

  it('keeps a language with its own text', () => {
    const built = buildTexts(form((f) => (f.texts.jp = { title: 'こんにちは', summary: ' ', body: '本文' })));
    expect('texts' in built && built.texts.jp).toEqual({ title: 'こんにちは', summary: '', body: '本文' });
  });

  it('counts whitespace-only fields as empty', () => {
    const built = buildTexts(form((f) => (f.texts.zh = { title: '  ', summary: '\n', body: ' ' })));
    expect('texts' in built && built.texts.zh).toBeNull();
    expect(isBlank({ title: ' ', summary: '', body: '' })).toBe(true);
    expect(isBlank(null)).toBe(true);
  });

  it('requires the English title', () => {
    expect(buildTexts(form((f) => (f.texts.en.title = '  ')))).toEqual({
      problems: [{ name: ['texts', 'en', 'title'], message: TITLE_REQUIRED }],
    });
  });

  it('requires a title in a language that has other text', () => {
    expect(buildTexts(form((f) => (f.texts.ty = { title: '', summary: '', body: 'เนื้อหา' })))).toEqual({
      problems: [{ name: ['texts', 'ty', 'title'], message: OTHER_TITLE_REQUIRED }],
    });
  });
});

describe('create payload', () => {
  it('builds a draft with sort, pinning and an optional key', () => {
    const built = buildCreatePayload(
      'news',
      form((f) => Object.assign(f, { sort: 5, pinned: true, key: ' k-1 ' })),
    );
    expect(built).toMatchObject({ payload: { kind: 'news', key: 'k-1', sort: 5, pinned: true } });
    expect('payload' in built && 'category' in built.payload).toBe(false);
  });

  it('requires a category for help articles and sends it', () => {
    expect(buildCreatePayload('help', form())).toEqual({
      problems: [{ name: ['category'], message: 'Choose the help category.' }],
    });
    const built = buildCreatePayload(
      'help',
      form((f) => (f.category = 'trading')),
    );
    expect(built).toMatchObject({ payload: { kind: 'help', category: 'trading' } });
  });

  it('never sends a category for other kinds', () => {
    const built = buildCreatePayload(
      'banner',
      form((f) => (f.category = 'trading')),
    );
    expect('payload' in built && built.payload.category).toBeUndefined();
  });

  it('reports text and category problems together', () => {
    const built = buildCreatePayload(
      'help',
      form((f) => (f.texts.en.title = '')),
    );
    expect('problems' in built && built.problems.map((p) => p.name[0])).toEqual(['texts', 'category']);
  });
});

describe('update payload', () => {
  it('round-trips a stored item: languages without text stay null', () => {
    const built = buildUpdatePayload(item(), formFromItem(item()));
    expect(built).toEqual({
      payload: {
        id: 9,
        sort: 3,
        pinned: true,
        texts: {
          en: { title: 'Hi', summary: 's', body: 'b' },
          xby: { title: 'Hola', summary: '', body: 'cuerpo' },
          jp: null,
          hy: null,
          ty: null,
          yn: null,
          zh: null,
          ft: null,
        },
      },
    });
  });

  it('drops a language emptied in the form back to English', () => {
    const values = formFromItem(item());
    values.texts.xby = { title: '', summary: '', body: '' };
    const built = buildUpdatePayload(item(), values);
    expect('payload' in built && built.payload.texts.xby).toBeNull();
  });

  it('sends the category of help articles only', () => {
    const help = item({ kind: 'help', category: 'earn' });
    expect(buildUpdatePayload(help, formFromItem(help))).toMatchObject({ payload: { category: 'earn' } });
    const news = formFromItem(item());
    news.category = 'earn';
    const built = buildUpdatePayload(item(), news);
    expect('payload' in built && built.payload.category).toBeUndefined();
  });

  it('refuses to send an item without its English title', () => {
    const values = formFromItem(item());
    values.texts.en.title = '';
    expect('problems' in buildUpdatePayload(item(), values)).toBe(true);
  });
});

describe('site identity payload', () => {
  it('maps title, summary and body to name, tagline and description', () => {
    const built = buildSitePayload(form((f) => (f.texts.hy = { title: '이름', summary: '', body: '' })));
    expect(built).toMatchObject({
      payload: {
        texts: {
          en: { name: 'Hello', tagline: 'Short', description: 'Long text' },
          hy: { name: '이름', tagline: '', description: '' },
          xby: null,
        },
      },
    });
  });

  it('asks for the English site name', () => {
    const built = buildSitePayload(form((f) => (f.texts.en.title = '')));
    expect(built).toEqual({
      problems: [
        { name: ['texts', 'en', 'title'], message: 'Enter the site name: the English name is required.' },
      ],
    });
  });
});

describe('content kinds', () => {
  it.each([
    ['news', true],
    ['home-figure', true],
    ['page', false],
    ['home-hero', false],
    ['site', false],
  ] as const)('%s can be created, published and deleted: %s', (kind, expected) => {
    expect(isRemovable(kind)).toBe(expected);
  });
});
