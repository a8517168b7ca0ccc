import type { EarnOrder, EarnProduct, EarnProductInfo, EarnReserve } from '@platform/contract';

/** A 30-day AI product at 0.3% a day, 100 to 50,000 USDT an order, 5% to leave early. */
export const PRODUCT: EarnProduct = {
  id: 7,
  tier: 'ai',
  name: 'Stable 30',
  description: 'Thirty days in custody.',
  strategy: 'Market making on the platform books.',
  asset: 'USDT',
  term_days: 30,
  daily_rate_ppm: 3_000,
  min_amount: '100.000000',
  max_amount: '50000.000000',
  capacity: '1000000.000000',
  in_custody: '250000.000000',
  remaining: '750000.000000',
  penalty_mode: 'fixed',
  penalty_ppm: 50_000,
  min_kyc: 'none',
  review: false,
  availability: 'open',
  fundable_max: '50000.000000',
};

export const RESERVE: EarnReserve = {
  asset: 'USDT',
  balance: '100000.000000',
  committed: '80000.000000',
  uncommitted: '20000.000000',
  coverage_ppm: 1_250_000,
};

/** A logged-in, assessed customer capped at 20,000 USDT who holds 5,000 and has 12,000 in spot. */
export const INFO: EarnProductInfo = {
  product: PRODUCT,
  reserve: RESERVE,
  risk_level: 'balanced',
  risk_cap: '20000.000000',
  invested: '5000.000000',
  available: '12000.000000',
  calendar: { weekend: [0, 6], holidays: [] },
  logged_in: true,
};

export const VISITOR: EarnProductInfo = {
  ...INFO,
  risk_level: null,
  risk_cap: null,
  invested: '0',
  available: '0',
  logged_in: false,
};

export const ORDER: EarnOrder = {
  id: 41,
  order_no: 'E20250101000041',
  product_id: 7,
  tier: 'ai',
  name: 'Stable 30',
  asset: 'USDT',
  amount: '10000.000000',
  term_days: 30,
  daily_rate_ppm: 3_000,
  daily_yield: '30.000000',
  total_yield: '900.000000',
  yield_paid: '90.000000',
  days_paid: 3,
  days_left: 27,
  status: 'custody',
  penalty_mode: 'fixed',
  penalty_ppm: 50_000,
  started_at: 1_735_689_600,
  matures_at: 1_738_281_600,
  redeem_now: { penalty: '500.000000', receive: '9500.000000', due_at: 1_736_035_200 },
  redemption: null,
  reject_reason: null,
  ended_at: null,
};
