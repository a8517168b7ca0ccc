import { describe, expect, it } from 'vitest';
import { SCREENS, SPEC_PRIVATE_PATHS, SPEC_PUBLIC_PATHS, visitorAccess } from './route-table.ts';

describe('route table (spec section 2)', () => {
  it.each([
    ['/', 'open'],
    ['/index', 'open'],
    ['/help', 'open'],
    ['/helpDetail', 'open'],
    ['/market', 'open'],
    ['/preciousMetal', 'open'],
    ['/currencyTrade', 'open'],
    ['/login', 'open'],
    ['/asset', 'login'],
    ['/settingAbout', 'login'],
    ['/c2c_index', 'login'],
    ['/credit', 'login'],
    ['/xinyongfen', 'login'],
    ['/definitely/not/listed', 'not-found'],
  ] as const)('a visitor opening %s: %s', (path, access) => {
    expect(visitorAccess(path)).toBe(access);
  });

  it('lists each path once', () => {
    const all = [...SCREENS.map((s) => s.path), ...SPEC_PUBLIC_PATHS, ...SPEC_PRIVATE_PATHS].map((p) =>
      p.toLowerCase(),
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it('marks every public route of the spec as public', () => {
    const specPublic = [
      '/',
      '/index',
      '/market',
      '/login',
      '/register',
      '/forgetpwd',
      '/text',
      '/downLoad',
      '/help',
      '/helpDetail',
      '/about',
      '/agrt',
      '/bannerDetail',
      '/notice',
      '/security',
      '/benefits',
      '/benefitsDetail',
      '/signRule',
      '/userAgreement',
      '/settingNew',
      '/setting-newdetail',
      '/questionnaire',
      '/verificationCode',
    ];
    for (const path of specPublic) expect(visitorAccess(path), path).toBe('open');
  });
});
