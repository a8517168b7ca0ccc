import { LANGS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { buildLangTexts, emptyLangTexts, isBlankText, LANG_LABELS, langTextsOf } from './lang-texts.ts';

const FIELDS = ['name', 'description'] as const;
const ENGLISH = { name: 'Enter the English name.', description: 'Describe it in English.' };
const EN = { name: 'Steady Mix', description: 'Gold and bonds.' };
const nulls = Object.fromEntries(LANGS.filter((l) => l !== 'en').map((l) => [l, null]));

describe('languages', () => {
  it('names every language for staff, English first', () => {
    expect(Object.keys(LANG_LABELS)).toEqual([...LANGS]);
    expect(LANG_LABELS.en).toBe('English');
  });
});

describe('the form of texts', () => {
  it('starts every language empty', () => {
    const texts = emptyLangTexts(FIELDS);
    expect(Object.keys(texts)).toEqual([...LANGS]);
    expect(texts.jp).toEqual({ name: '', description: '' });
    texts.jp.name = 'x';
    expect(texts.zh.name).toBe('');
  });

  it('reads stored texts back, the languages without their own empty', () => {
    const texts = langTextsOf({ en: EN, xby: { name: 'Mezcla', description: '' }, jp: null }, FIELDS);
    expect(texts.en).toEqual(EN);
    expect(texts.xby).toEqual({ name: 'Mezcla', description: '' });
    expect(texts.jp).toEqual({ name: '', description: '' });
  });

  it.each([
    [undefined, true],
    [null, true],
    [{ name: ' ', description: '' }, true],
    [{ name: '', description: 'x' }, false],
    [{ name: 'x' }, false],
  ])('%j is blank: %s', (text, blank) => {
    expect(isBlankText(text, FIELDS)).toBe(blank);
  });

  it('looks only at the fields it is given', () => {
    expect(isBlankText({ name: '', strategy: 'x' }, FIELDS)).toBe(true);
    expect(isBlankText({ name: '', strategy: 'x' }, [...FIELDS, 'strategy'])).toBe(false);
  });
});

describe('texts to send', () => {
  it('needs each English field it has words for, in the order of the fields', () => {
    expect(buildLangTexts({ en: { name: ' ', description: '' } }, FIELDS, ENGLISH)).toEqual({
      problems: [
        { name: ['texts', 'en', 'name'], message: 'Enter the English name.' },
        { name: ['texts', 'en', 'description'], message: 'Describe it in English.' },
      ],
    });
    expect(
      buildLangTexts({ en: { name: 'x', description: '' } }, FIELDS, { name: 'Enter the English name.' }),
    ).toEqual({
      texts: { ...nulls, en: { name: 'x', description: '' } },
    });
  });

  it('sends an empty language as null (English shown) and a partial one needs its name', () => {
    expect(
      buildLangTexts(
        { en: EN, zh: { name: ' 稳健组合 ', description: '' }, jp: { description: ' ' } },
        FIELDS,
        ENGLISH,
      ),
    ).toEqual({ texts: { ...nulls, en: EN, zh: { name: '稳健组合', description: '' } } });
    expect(buildLangTexts({ en: EN, ty: { name: '', description: 'x' } }, FIELDS, ENGLISH)).toEqual({
      problems: [
        {
          name: ['texts', 'ty', 'name'],
          message: 'Enter a name, or empty every field of this language to show English.',
        },
      ],
    });
  });
});
