/**
 * Fixed-term products: delivery contracts (buy up or down) and options (call or put) with a
 * cycle, settled at expiry against the price recorded at that second (DESIGN.md section 6).
 *
 * Tables owned: fixed_term_orders, fixed_term_marks.
 * Invariants: an open order's stake is frozen in the user's futures (delivery) or options
 * account; placing and settling are one posting each, keyed on the order, so settlement happens
 * exactly once whatever restarts; a tie refunds the stake; the outcome follows from recorded
 * prices only.
 * Events: follows MarketService.onTick to record the marks of instruments with open orders.
 * Back office: FixedTermBackOffice reads the exposure and every order; it changes nothing.
 */

export { FixedTermBackOffice } from './back-office.ts';
export { FIXED_TERM_PRODUCTS, fixedTermModule } from './module.ts';
export { fixedTermRoutes } from './routes.ts';
export { FixedTermService } from './service.ts';
export { FIXED_TERM_SETTINGS } from './settings.ts';
