import { describe, expect, it } from 'vitest';
import { makeRtoken } from './api/rtoken.ts';
import { FIELD_MESSAGES, NOTICE_TEXTS, PUBLIC_RULES, REASONS, SUCCESS_MESSAGES } from './errors.ts';
import { BCP47, LANG_NATIVE_NAMES, LANGS, toLang } from './langs.ts';
import { interpolate, MESSAGES } from './messages.ts';
import reasonsEver from './reasons-ever.json' with { type: 'json' };

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('reason catalogue', () => {
  it('names every reason in UPPER_SNAKE and documents it', () => {
    for (const [reason, spec] of Object.entries(REASONS)) {
      expect(reason).toMatch(/^[A-Z]+(_[A-Z0-9]+)+$/);
      expect(spec.doc.length).toBeGreaterThan(10);
    }
  });

  it('is append-only: every reason ever published still exists, and new ones are recorded', () => {
    // reasons-ever.json lists every reason in publication order; add to its end, never remove.
    expect(Object.keys(REASONS).filter((r) => !reasonsEver.includes(r))).toEqual([]);
    expect(reasonsEver.filter((r) => !(r in REASONS))).toEqual([]);
    expect(new Set(reasonsEver).size).toBe(reasonsEver.length);
  });

  it('gives rate limits and faults their HTTP status, every other envelope 200', () => {
    for (const [reason, spec] of Object.entries(REASONS)) {
      const expected =
        reason === 'RATE_LIMITED'
          ? 429
          : reason === 'SERVER_ERROR'
            ? 500
            : reason === 'SERVER_UNAVAILABLE' ||
                reason === 'DATABASE_UNAVAILABLE' ||
                reason === 'SPOT_MARKET_BUSY'
              ? 503
              : 200;
      expect(spec.httpStatus, reason).toBe(expected);
    }
  });

  for (const lang of LANGS) {
    it(`is translated in full in ${lang}, with the same placeholders as English`, () => {
      const m = MESSAGES[lang];
      expect(Object.keys(m.reasons).sort()).toEqual(Object.keys(REASONS).sort());
      expect(Object.keys(m.fields).sort()).toEqual([...FIELD_MESSAGES].sort());
      expect(Object.keys(m.success).sort()).toEqual([...SUCCESS_MESSAGES].sort());
      expect(Object.keys(m.notices).sort()).toEqual([...NOTICE_TEXTS].sort());
      expect(Object.keys(m.rules).sort()).toEqual([...PUBLIC_RULES].sort());
      for (const group of ['reasons', 'fields', 'success', 'notices', 'rules'] as const) {
        for (const [key, text] of Object.entries(m[group])) {
          expect(text.trim().length, `${lang} ${group}.${key}`).toBeGreaterThan(0);
          const english = (MESSAGES.en[group] as Record<string, string>)[key] ?? '';
          expect(placeholders(text), `${lang} ${group}.${key}`).toEqual(placeholders(english));
          if (lang !== 'en') expect(text, `${lang} ${group}.${key} is still English`).not.toBe(english);
        }
      }
    });
  }
});

describe('languages', () => {
  it('maps each wire code to a BCP 47 tag that Intl understands', () => {
    expect(LANGS).toEqual(['en', 'xby', 'jp', 'hy', 'ty', 'yn', 'zh', 'ft']);
    for (const lang of LANGS) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([BCP47[lang]])).toEqual([BCP47[lang]]);
      expect(LANG_NATIVE_NAMES[lang].length).toBeGreaterThan(1);
    }
    expect(new Set(Object.values(BCP47)).size).toBe(LANGS.length);
  });

  it('falls back to English for unknown codes', () => {
    expect(toLang('jp')).toBe('jp');
    expect(toLang('ja')).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Wait {{seconds}} s, ref {{id}}', { seconds: 5 })).toBe('Wait 5 s, ref {{id}}');
  });
});

describe('makeRtoken', () => {
  it('makes random alphanumeric tokens within 6-16 characters', () => {
    const tokens = Array.from({ length: 200 }, () => makeRtoken());
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9]{6,16}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(makeRtoken(2)).toHaveLength(6);
    expect(makeRtoken(99)).toHaveLength(16);
  });
});
