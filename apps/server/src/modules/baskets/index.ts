/**
 * ETF baskets, low-risk and balanced (spec sections 1 and 2: /etflow_buy, /etf_wdtg, /etflow_wdtg).
 *
 * Tables owned: baskets (components and weights fixed at creation, inception prices), basket_positions
 * (units, cost, fees paid, management fee day), basket_trades (each purchase and redemption with its
 * NAV and sources), basket_navs (the NAV each minute).
 * Invariants: units are bought and redeemed only at the NAV of the moment computed from recorded
 * prices, only while every component's market is open, and only within the stated tolerance of the
 * NAV the customer saw; money moves between the customer's spot account and the house (the
 * counterparty) and fees account, one posting per leg keyed by the trade; a request is carried
 * out once (unique request key); a customer never sells more units than held (checked under the
 * position's lock); purchases count toward the risk cap with escrow (EarnService.lockedHoldings).
 * Events: none; reads MarketService prices and hours, KycService risk levels.
 * Back office: BasketsBackOffice creates baskets and edits texts, fees, range and status (audited by
 * the admin module), lists trades and the house's exposure per component.
 */

export { BasketsBackOffice } from './back-office.ts';
export { basketsModule } from './module.ts';
export { BasketsService } from './service.ts';
export { BASKETS_SETTINGS } from './settings.ts';
