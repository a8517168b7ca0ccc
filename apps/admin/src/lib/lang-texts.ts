import { LANGS, type Lang } from '@platform/contract';
import type { FieldProblem } from './form-problems.ts';

/**
 * Texts customers read, one set of fields per language. English is required; a language left
 * entirely empty is sent as null, so customers using it read English. Pure, so it is tested
 * without a browser.
 */

/** The languages in the order of the editors' tabs, each named for staff who read English. */
export const LANG_LABELS: Readonly<Record<Lang, string>> = {
  en: 'English',
  xby: 'Spanish',
  jp: 'Japanese',
  hy: 'Korean',
  ty: 'Thai',
  yn: 'Vietnamese',
  zh: 'Chinese (Simplified)',
  ft: 'Chinese (Traditional)',
};

/** One language's texts: a name and the fields an editor adds to it, all plain strings. */
export type LangText<F extends string> = Record<'name' | F, string>;

/** The texts to send: English, and each other language's own texts or null (English shown). */
export type LangTextsPayload<F extends string> = { en: LangText<F> } & Partial<
  Record<Lang, LangText<F> | null>
>;

/** Every language with every field empty, as a new item's form starts. */
export function emptyLangTexts<F extends string>(fields: readonly ('name' | F)[]): Record<Lang, LangText<F>> {
  const empty = () => Object.fromEntries(fields.map((f) => [f, ''])) as LangText<F>;
  return Object.fromEntries(LANGS.map((l) => [l, empty()])) as Record<Lang, LangText<F>>;
}

/** The form of stored texts; languages without their own text start empty. */
export function langTextsOf<F extends string>(
  stored: Partial<Record<Lang, LangText<F> | null>>,
  fields: readonly ('name' | F)[],
): Record<Lang, LangText<F>> {
  const texts = emptyLangTexts(fields);
  for (const lang of LANGS) {
    const text = stored[lang];
    if (text) texts[lang] = Object.fromEntries(fields.map((f) => [f, text[f]])) as LangText<F>;
  }
  return texts;
}

/** Whether a language has no text of its own in `fields`: customers using it read English. */
export function isBlankText(
  text: Readonly<Partial<Record<string, string>>> | undefined | null,
  fields: readonly string[],
): boolean {
  return !text || fields.every((f) => !text[f]?.trim());
}

/**
 * The texts to send, trimmed. English needs each field `english` has a message for; another
 * language left entirely empty is sent as null, so customers using it read English; a language
 * with any text needs its name.
 */
export function buildLangTexts<F extends string>(
  texts: Partial<Record<Lang, Partial<LangText<F>>>>,
  fields: readonly ('name' | F)[],
  english: Readonly<Partial<Record<'name' | F, string>>>,
): { texts: LangTextsPayload<F> } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const trimmed = (t: Partial<LangText<F>> | undefined) =>
    Object.fromEntries(fields.map((f) => [f, (t?.[f] ?? '').trim()])) as LangText<F>;
  const en = trimmed(texts.en);
  for (const field of fields) {
    const message = english[field];
    if (message !== undefined && !en[field]) problems.push({ name: ['texts', 'en', field], message });
  }
  const out: LangTextsPayload<F> = { en };
  for (const lang of LANGS) {
    if (lang === 'en') continue;
    const text = trimmed(texts[lang]);
    if (isBlankText(text, fields)) {
      out[lang] = null;
      continue;
    }
    if (!text.name)
      problems.push({
        name: ['texts', lang, 'name'],
        message: 'Enter a name, or empty every field of this language to show English.',
      });
    out[lang] = text;
  }
  return problems.length > 0 ? { problems } : { texts: out };
}
