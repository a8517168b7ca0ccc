import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, REASONS } from './errors.ts';
import { LANGS } from './langs.ts';
import { interpolate, MESSAGES } from './messages.ts';

/** Every `{{name}}` a text asks for. */
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string);

/**
 * The parameters a field message is rendered with: the server passes `min` or `max` with the
 * bounded messages (FieldProblem in apps/server/src/platform/refusal.ts) and nothing otherwise.
 */
const FIELD_PARAMS: Partial<Record<(typeof FIELD_MESSAGES)[number], string[]>> = {
  tooShort: ['min'],
  tooSmall: ['min'],
  tooLong: ['max'],
  tooBig: ['max'],
};

/** A reason declares its parameters by naming them in its English text. */
const reasonParams = (reason: keyof typeof REASONS) => placeholdersOf(MESSAGES.en.reasons[reason]);

const render = (text: string, names: string[]) =>
  interpolate(text, Object.fromEntries(names.map((name) => [name, `<${name}>`])));

/** What a person would see if a placeholder were left unfilled or mistyped. */
const UNFILLED = /\{|\}/;

describe('messages rendered with their declared parameters', () => {
  for (const lang of LANGS) {
    it(`leaves no placeholder unfilled in ${lang}`, () => {
      const m = MESSAGES[lang];
      for (const reason of Object.keys(REASONS) as (keyof typeof REASONS)[]) {
        const names = reasonParams(reason);
        const text = render(m.reasons[reason], names);
        expect(text, `${lang} reasons.${reason}`).not.toMatch(UNFILLED);
        for (const name of names)
          expect(text, `${lang} reasons.${reason} uses ${name}`).toContain(`<${name}>`);
      }
      for (const key of FIELD_MESSAGES) {
        const names = FIELD_PARAMS[key] ?? [];
        const text = render(m.fields[key], names);
        expect(text, `${lang} fields.${key}`).not.toMatch(UNFILLED);
        for (const name of names) expect(text, `${lang} fields.${key} uses ${name}`).toContain(`<${name}>`);
      }
      for (const group of ['success', 'rules'] as const) {
        for (const [key, text] of Object.entries(m[group])) {
          expect(text, `${lang} ${group}.${key} takes no parameters`).not.toMatch(UNFILLED);
        }
      }
    });
  }
});
