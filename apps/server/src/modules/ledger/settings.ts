import { demoBalances } from '../../platform/setting-values.ts';
import { declareSettings, setting } from '../../platform/settings.ts';

/** The largest virtual balance a demo account may start with, per asset. */
const DEMO_BALANCE_MAX = '1000000000';

/**
 * Operator settings of the ledger: the balances a new demo account receives. Declared here once,
 * with its schema, so the back office edits a known value and the customer app shows the rule
 * that the server applies (DESIGN.md section 0.2).
 */
export const LEDGER_SETTINGS = declareSettings({
  /**
   * Virtual balances a new demo account receives in each wallet: asset code to decimal amount.
   * Spread over the wallets so a demo customer can trade spot, contracts and products at once.
   */
  'demo.balances': setting(
    demoBalances({ max: DEMO_BALANCE_MAX }).default({
      spot: { USDT: '50000' },
      contract: { USDT: '30000' },
      futures: { USDT: '10000' },
      options: { USDT: '10000' },
    }),
    'Virtual balances a new demo account receives per wallet (spot, contract, futures, options), e.g. {"spot": {"USDT": "50000", "BTC": "1"}, "contract": {"USDT": "30000"}}.',
  ),
});

type LedgerSettings = typeof LEDGER_SETTINGS;

declare module '../../platform/settings.ts' {
  interface SettingsRegistry extends LedgerSettings {}
}
