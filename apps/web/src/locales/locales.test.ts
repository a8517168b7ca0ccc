import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS } from '@platform/contract';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));
const load = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(dir, lang, ns), 'utf8'));
const flatten = (o: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flatten(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)]],
  );
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const namespaces = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

describe('web locales', () => {
  it('have a folder for each of the 8 languages and nothing else', () => {
    const folders = readdirSync(dir).filter((f) => !f.includes('.'));
    expect(folders.sort()).toEqual([...LANGS].sort());
  });

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`${lang} has exactly the keys of en, with the same placeholders, all translated`, () => {
      for (const ns of namespaces) {
        const en = flatten(load('en', ns));
        const other = new Map(flatten(load(lang, ns)));
        expect([...other.keys()].sort(), `${lang}/${ns}`).toEqual(en.map(([k]) => k).sort());
        const untranslated = en.filter(([k, v]) => other.get(k) === v && /[a-z]{4}/.test(v)).map(([k]) => k);
        expect(untranslated, `${lang}/${ns} untranslated`).toEqual([]);
        for (const [k, v] of en)
          expect(placeholders(other.get(k) ?? ''), `${lang}/${ns}:${k}`).toEqual(placeholders(v));
      }
    });
  }
});
