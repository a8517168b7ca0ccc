import { PUBLIC_RULES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { declaredSettings } from '../src/platform/settings.ts';
import { getAction, useTestApp } from './helpers.ts';

describe('operator rules shown to customers', () => {
  const app = useTestApp();

  it('lists every public rule with its label in the language asked and the value in force', async () => {
    for (const key of PUBLIC_RULES) expect([...declaredSettings().keys()]).toContain(key);
    const en = await getAction(app(), 'getRules', { lang: 'en' });
    expect(en.body.code).toBe(7);
    const invite = en.body.data.find((r: { key: string }) => r.key === 'register.invitationRequired');
    expect(invite).toEqual({
      key: 'register.invitationRequired',
      label: 'An invitation code is required to register',
      value: false,
    });
    await app().services.settings.set('register.invitationRequired', true);
    const jp = await getAction(app(), 'getRules', { lang: 'jp' });
    const jpInvite = jp.body.data.find((r: { key: string }) => r.key === 'register.invitationRequired');
    expect(jpInvite.value).toBe(true);
    expect(jpInvite.label).toBe('登録には招待コードが必要です');
    expect(jp.body.data.find((r: { key: string }) => r.key === 'demo.balances').value).toEqual({
      spot: { USDT: '50000' },
      contract: { USDT: '30000' },
      futures: { USDT: '10000' },
      options: { USDT: '10000' },
    });
    await app().services.settings.set('register.invitationRequired', false);
  });
});
