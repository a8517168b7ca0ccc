import { LANGS, LEDGER_KINDS, LEDGER_REF_KINDS, RECORD_KINDS, WALLET_TYPES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/assets.json';

const locales = import.meta.glob<{ kind: Record<string, string>; ref: Record<string, string> }>(
  '../../../locales/*/assets.json',
  { eager: true, import: 'default' },
);

/** Labels built from contract values at run time: a value added to the contract needs its text. */
describe('assets labels', () => {
  it('name every record kind and account type', () => {
    for (const kind of RECORD_KINDS) expect(en.kind, kind).toHaveProperty([kind]);
    for (const type of WALLET_TYPES) expect(en.account, type).toHaveProperty([type]);
    // Earning orders post to the earn account, shown in the records beside the wallets.
    expect(en.account).toHaveProperty(['earn']);
  });

  it('name every kind of posting the ledger writes and every reference, in every language', () => {
    for (const lang of LANGS) {
      const texts = locales[`../../../locales/${lang}/assets.json`];
      expect(texts, lang).toBeDefined();
      for (const kind of LEDGER_KINDS) expect(texts?.kind[kind], `${lang} kind ${kind}`).toMatch(/\S/);
      for (const ref of LEDGER_REF_KINDS) expect(texts?.ref[ref], `${lang} ref ${ref}`).toMatch(/\S/);
      // A label is a word for people, never the key itself (the raw `fixed-term-settle`).
      for (const label of [...Object.values(texts?.kind ?? {}), ...Object.values(texts?.ref ?? {})])
        expect(label, lang).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
    }
  });
});
