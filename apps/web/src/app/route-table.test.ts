import { PRODUCT_KEYS, type ProductKey } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  authPath,
  LATER_PATHS,
  SCREENS,
  safeReturnPath,
  servedScreens,
  visitorAccess,
} from './route-table.ts';

/** What the server serves today (web/getFeatures), and a server that serves every product. */
const TODAY = new Set<ProductKey>(['spot', 'contracts', 'fixed-term', 'wallet', 'kyc', 'conversion']);
const EVERYTHING = new Set<ProductKey>(PRODUCT_KEYS);

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
    ['/c2c_index', 'not-found'],
    ['/profit_index', 'not-found'],
    ['/kjmbSelect', 'not-found'],
    ['/invite', 'not-found'],
    ['/repayment2', 'not-found'],
    ['/benefits', 'not-found'],
    ['/credit', 'login'],
    ['/xinyongfen', 'login'],
    ['/definitely/not/listed', 'not-found'],
  ] as const)('a visitor opening %s: %s', (path, access) => {
    expect(visitorAccess(path, TODAY)).toBe(access);
  });

  it('opens the paths of a product once the server serves it', () => {
    expect(visitorAccess('/c2c_index', EVERYTHING)).toBe('login');
    expect(visitorAccess('/profit_index', EVERYTHING)).toBe('open');
    expect(visitorAccess('/vip_index', EVERYTHING)).toBe('open');
    expect(visitorAccess('/profit_buy', EVERYTHING)).toBe('open');
    expect(visitorAccess('/profit_wdtg', EVERYTHING)).toBe('login');
    expect(visitorAccess('/vip_wdtg', EVERYTHING)).toBe('login');
    expect(visitorAccess('/etflow_buy', EVERYTHING)).toBe('open');
    expect(visitorAccess('/etflow_wdtg', EVERYTHING)).toBe('login');
    expect(visitorAccess('/etf_wdtg', EVERYTHING)).toBe('login');
    expect(visitorAccess('/benefits', EVERYTHING)).toBe('open');
  });

  it('registers no screen of a product the server does not serve', () => {
    const paths = servedScreens(new Set<ProductKey>()).map((s) => s.path);
    expect(paths).toContain('/market');
    expect(paths).toContain('/asset');
    expect(paths).not.toContain('/preciousMetal');
    expect(paths).not.toContain('/recharge');
    expect(servedScreens(TODAY).map((s) => s.path)).not.toContain('/profit_index');
    expect(servedScreens(new Set<ProductKey>([...TODAY, 'earn']))).toHaveLength(SCREENS.length);
  });

  it('lists each path once', () => {
    const all = [...SCREENS.map((s) => s.path), ...LATER_PATHS.map((p) => p.path)].map((p) =>
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
    for (const path of specPublic) expect(visitorAccess(path, EVERYTHING), path).toBe('open');
  });
});

describe('login redirect', () => {
  it.each([
    ['/setting', '/setting'],
    ['/forgetpwd?type=changepwd', '/forgetpwd?type=changepwd'],
    ['/market/BTCUSDT?period=1h#chart', '/market/BTCUSDT?period=1h#chart'],
    ['/a/../setting', '/setting'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['/\tevil', null],
    ['https://evil.example/setting', null],
    ['javascript:alert(1)', null],
    ['setting', null],
    ['/login?redirect=/setting', null],
    ['/Register', null],
    ['', null],
    [null, null],
  ])('follows %s after login as %s', (path, expected) => {
    expect(safeReturnPath(path)).toBe(expected);
  });

  it('carries the requested path and query in the redirect parameter', () => {
    expect(authPath('/login', '/credit?tab=proofs')).toBe('/login?redirect=%2Fcredit%3Ftab%3Dproofs');
    expect(authPath('/register', '/asset')).toBe('/register?redirect=%2Fasset');
  });

  it('drops a redirect that is unsafe or leads home', () => {
    expect(authPath('/login', 'https://evil.example')).toBe('/login');
    expect(authPath('/login', '/')).toBe('/login');
    expect(authPath('/login', '/index')).toBe('/login');
  });
});
