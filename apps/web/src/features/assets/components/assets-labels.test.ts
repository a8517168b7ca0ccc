import { RECORD_KINDS, WALLET_TYPES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/assets.json';

/** Labels built from contract values at run time: a value added to the contract needs its text. */
describe('assets labels', () => {
  it('name every record kind and account type', () => {
    for (const kind of RECORD_KINDS) expect(en.kind, kind).toHaveProperty([kind]);
    for (const type of WALLET_TYPES) expect(en.account, type).toHaveProperty([type]);
  });
});
