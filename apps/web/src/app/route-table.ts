import type { ProductKey } from '@platform/contract';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { isServed } from '../lib/products.ts';

export { authPath, safeReturnPath } from '../lib/return-path.ts';

/**
 * Every screen of the customer app, one line each (spec section 2). `public` screens need no
 * session; any other listed path sends a visitor without a stored token to
 * /login?redirect=<path>. A screen that `requires` a product exists only while the server serves
 * it (web/getFeatures); otherwise, like a path that is not listed, it shows the not-found page.
 * Later features add their lines here.
 */
export interface ScreenRoute {
  path: string;
  public: boolean;
  requires?: ProductKey;
  lazy: LazyRouteFunction<RouteObject>;
}

const content = {
  home: () => import('../features/content/routes/home.tsx'),
  text: () => import('../features/content/routes/text-page.tsx'),
  help: () => import('../features/content/routes/help.tsx'),
  helpDetail: () => import('../features/content/routes/help-detail.tsx'),
  notices: () => import('../features/content/routes/notices.tsx'),
  news: () => import('../features/content/routes/news.tsx'),
  article: () => import('../features/content/routes/article-detail.tsx'),
  bannerDetail: () => import('../features/content/routes/banner-detail.tsx'),
  download: () => import('../features/content/routes/download.tsx'),
};

const accounts = {
  login: () => import('../features/accounts/routes/login.tsx'),
  register: () => import('../features/accounts/routes/register.tsx'),
  verificationCode: () => import('../features/accounts/routes/verification-code.tsx'),
  forgetPassword: () => import('../features/accounts/routes/forget-password.tsx'),
  security: () => import('../features/accounts/routes/security.tsx'),
  setting: () => import('../features/accounts/routes/setting.tsx'),
  info: () => import('../features/accounts/routes/info.tsx'),
  username: () => import('../features/accounts/routes/username.tsx'),
  mobile: () => import('../features/accounts/routes/mobile.tsx'),
  email: () => import('../features/accounts/routes/email.tsx'),
  editPassword: () => import('../features/accounts/routes/edit-password.tsx'),
  bindTradePassword: () => import('../features/accounts/routes/bind-trade-password.tsx'),
  editTradePassword: () => import('../features/accounts/routes/edit-trade-password.tsx'),
  googleCode: () => import('../features/accounts/routes/google-code.tsx'),
};

const market = {
  list: () => import('../features/market/routes/market.tsx'),
  instrument: () => import('../features/market/routes/instrument.tsx'),
};

const kyc = {
  hub: () => import('../features/kyc/routes/verification-hub.tsx'),
  primary: () => import('../features/kyc/routes/primary.tsx'),
  advanced: () => import('../features/kyc/routes/advanced.tsx'),
  address: () => import('../features/kyc/routes/address.tsx'),
  requirements: () => import('../features/kyc/routes/requirements.tsx'),
  questionnaire: () => import('../features/kyc/routes/questionnaire.tsx'),
  credit: () => import('../features/kyc/routes/credit.tsx'),
};

const assets = {
  redirect: () => import('../features/assets/routes/asset-redirect.tsx'),
  spot: () => import('../features/assets/routes/assets-spot.tsx'),
  contract: () => import('../features/assets/routes/assets-contract.tsx'),
  transfer: () => import('../features/assets/routes/transfer.tsx'),
  exchange: () => import('../features/assets/routes/exchange.tsx'),
  records: () => import('../features/assets/routes/records.tsx'),
};

const wallet = {
  deposit: () => import('../features/wallet/routes/deposit.tsx'),
  depositRecords: () => import('../features/wallet/routes/deposit-records.tsx'),
  withdraw: () => import('../features/wallet/routes/withdraw.tsx'),
  withdrawRecords: () => import('../features/wallet/routes/withdraw-records.tsx'),
  addresses: () => import('../features/wallet/routes/addresses.tsx'),
  addressAdd: () => import('../features/wallet/routes/address-add.tsx'),
  bankCards: () => import('../features/wallet/routes/bank-cards.tsx'),
  bankCardForm: () => import('../features/wallet/routes/bank-card-form.tsx'),
};

const spot = { trade: () => import('../features/spot/routes/spot.tsx') };

const contracts = { trade: () => import('../features/contracts/routes/contracts.tsx') };

const earn = {
  products: () => import('../features/earn/routes/products.tsx'),
  buy: () => import('../features/earn/routes/buy.tsx'),
  orders: () => import('../features/earn/routes/orders.tsx'),
};

const baskets = {
  buy: () => import('../features/baskets/routes/buy.tsx'),
  holdings: () => import('../features/baskets/routes/holdings.tsx'),
};

/** The home page: the content feature's page under the market feature's live quotes strip. */
const home = () => import('./home-screen.tsx');

export const SCREENS: readonly ScreenRoute[] = [
  { path: '/', public: true, lazy: home },
  { path: '/index', public: true, lazy: home },
  { path: '/market', public: true, lazy: market.list },
  { path: '/market/:symbol', public: true, lazy: market.instrument },
  { path: '/about', public: true, lazy: content.text },
  { path: '/agrt', public: true, lazy: content.text },
  { path: '/userAgreement', public: true, lazy: content.text },
  { path: '/text', public: true, lazy: content.text },
  { path: '/help', public: true, lazy: content.help },
  { path: '/helpDetail', public: true, lazy: content.helpDetail },
  { path: '/notice', public: true, lazy: content.notices },
  { path: '/settingNew', public: true, lazy: content.news },
  { path: '/setting-newdetail', public: true, lazy: content.article },
  { path: '/bannerDetail', public: true, lazy: content.bannerDetail },
  { path: '/downLoad', public: true, lazy: content.download },
  { path: '/settingAbout', public: false, lazy: content.text },
  { path: '/settingHelp', public: false, lazy: content.help },
  { path: '/settingHelpdetail', public: false, lazy: content.helpDetail },
  { path: '/login', public: true, lazy: accounts.login },
  { path: '/register', public: true, lazy: accounts.register },
  { path: '/verificationCode', public: true, lazy: accounts.verificationCode },
  { path: '/forgetpwd', public: true, lazy: accounts.forgetPassword },
  { path: '/security', public: true, lazy: accounts.security },
  { path: '/setting', public: false, lazy: accounts.setting },
  { path: '/info', public: false, lazy: accounts.info },
  { path: '/username', public: false, lazy: accounts.username },
  { path: '/mobile', public: false, lazy: accounts.mobile },
  { path: '/email', public: false, lazy: accounts.email },
  { path: '/editPassword', public: false, lazy: accounts.editPassword },
  { path: '/bindmpwd', public: false, lazy: accounts.bindTradePassword },
  { path: '/editPasswordTrade', public: false, lazy: accounts.editTradePassword },
  { path: '/googleCode', public: false, lazy: accounts.googleCode },
  { path: '/sfyz', public: false, requires: 'kyc', lazy: kyc.hub },
  { path: '/authentication', public: false, requires: 'kyc', lazy: kyc.primary },
  { path: '/smauth', public: false, requires: 'kyc', lazy: kyc.primary },
  { path: '/authenticationhigh', public: false, requires: 'kyc', lazy: kyc.advanced },
  { path: '/seniorauth', public: false, requires: 'kyc', lazy: kyc.advanced },
  { path: '/dzrz', public: false, requires: 'kyc', lazy: kyc.address },
  { path: '/authenticationrj', public: false, requires: 'kyc', lazy: kyc.requirements },
  { path: '/authenticationcj', public: false, requires: 'kyc', lazy: kyc.requirements },
  { path: '/questionnaire', public: true, lazy: kyc.questionnaire },
  { path: '/fengxian', public: false, lazy: kyc.questionnaire },
  { path: '/credit', public: false, requires: 'kyc', lazy: kyc.credit },
  { path: '/xinyongfen', public: false, requires: 'kyc', lazy: kyc.credit },
  // Assets (spec section 2): /asset opens the spot account; /table2 holds the contract accounts.
  { path: '/asset', public: false, lazy: assets.redirect },
  { path: '/table1', public: false, lazy: assets.spot },
  { path: '/table2', public: false, lazy: assets.contract },
  { path: '/transfer', public: false, lazy: assets.transfer },
  { path: '/exchange', public: false, requires: 'conversion', lazy: assets.exchange },
  { path: '/record', public: false, lazy: assets.records },
  { path: '/deallog', public: false, lazy: assets.records },
  { path: '/moneyRecord', public: false, lazy: assets.records },
  { path: '/accountRecord', public: false, lazy: assets.records },
  // Deposits and withdrawals. The spec names no route for the two forms: /recharge and /withdraw.
  { path: '/recharge', public: false, requires: 'wallet', lazy: wallet.deposit },
  { path: '/cbjl', public: false, requires: 'wallet', lazy: wallet.depositRecords },
  { path: '/rechargeRecord', public: false, requires: 'wallet', lazy: wallet.depositRecords },
  { path: '/withdraw', public: false, requires: 'wallet', lazy: wallet.withdraw },
  { path: '/tbjl', public: false, requires: 'wallet', lazy: wallet.withdrawRecords },
  { path: '/addcardRecord', public: false, requires: 'wallet', lazy: wallet.withdrawRecords },
  { path: '/address', public: false, requires: 'wallet', lazy: wallet.addresses },
  { path: '/wallet', public: false, requires: 'wallet', lazy: wallet.addresses },
  { path: '/walletAdd', public: false, requires: 'wallet', lazy: wallet.addressAdd },
  { path: '/bank', public: false, requires: 'wallet', lazy: wallet.bankCards },
  { path: '/bankAdd', public: false, requires: 'wallet', lazy: wallet.bankCardForm },
  { path: '/currencyTrade', public: true, requires: 'spot', lazy: spot.trade },
  // Top navigation "Trade": contracts (CFD); visitors see the prices and a login prompt.
  { path: '/preciousMetal', public: true, requires: 'contracts', lazy: contracts.trade },
  // Top navigation "Earn": managed escrow, AI earning and VIP. Visitors see the products, the
  // reserve and each product's rules; subscribing and the orders need a session.
  { path: '/profit_index', public: true, requires: 'earn', lazy: earn.products },
  { path: '/vip_index', public: true, requires: 'earn', lazy: earn.products },
  { path: '/profit_buy', public: true, requires: 'earn', lazy: earn.buy },
  { path: '/profit_wdtg', public: false, requires: 'earn', lazy: earn.orders },
  { path: '/vip_wdtg', public: false, requires: 'earn', lazy: earn.orders },
  // ETF baskets (low-risk and balanced), served with the earn product: visitors see the baskets,
  // their NAV and rules; buying, selling and the holdings need a session.
  { path: '/etflow_buy', public: true, requires: 'earn', lazy: baskets.buy },
  { path: '/etflow_wdtg', public: false, requires: 'earn', lazy: baskets.holdings },
  { path: '/etf_wdtg', public: false, requires: 'earn', lazy: baskets.holdings },
];

/**
 * Paths the spec lists (section 2) for products the server does not serve yet. Each names its
 * product; while that product is not served the path shows the not-found page to everyone, and
 * no menu, banner or home block points to it. A product that arrives replaces its lines here with
 * screens in SCREENS.
 */
export interface LaterPath {
  path: string;
  public: boolean;
  requires: ProductKey;
}

const later = (requires: ProductKey, isPublic: boolean, paths: string[]): LaterPath[] =>
  paths.map((path) => ({ path, public: isPublic, requires }));

export const LATER_PATHS: readonly LaterPath[] = [
  ...later('rewards', true, ['/benefits', '/benefitsDetail', '/signRule']),
  ...later('quick-buy', false, ['/kjmbSelect']),
  ...later('loans', false, ['/ldcoin', '/repayment2', '/repaymentNew', '/agreement', '/bps']),
  ...later('subscription', false, [
    '/currency',
    '/currencyRecord',
    '/subscription',
    '/subscriptionRecord',
    '/subscriptionBuy',
  ]),
  ...later('support-chat', false, ['/service']),
  ...later('invite', false, ['/invite']),
  ...later('c2c', false, [
    '/c2c_index',
    '/c2c_create',
    '/c2c_order',
    '/c2c_submit',
    '/c2c_account',
    '/c2c_rule',
  ]),
];

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The screens of the products the server serves: the routes the router registers. */
export function servedScreens(products?: ReadonlySet<ProductKey>): ScreenRoute[] {
  return SCREENS.filter((s) => isServed(s, products));
}

/**
 * What the router does with a path for a visitor without a stored session token. A path of a
 * product that is not served is not found, for visitors and customers alike.
 */
export function visitorAccess(
  pathname: string,
  products?: ReadonlySet<ProductKey>,
): 'open' | 'login' | 'not-found' {
  const entry =
    SCREENS.find((s) => same(s.path, pathname)) ?? LATER_PATHS.find((p) => same(p.path, pathname));
  if (!entry || !isServed(entry, products)) return 'not-found';
  return entry.public ? 'open' : 'login';
}
