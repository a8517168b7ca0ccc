import type { BasketDetail, BasketPosition, BasketTrade, BasketView } from '@platform/contract';

/** A balanced basket of two instruments, NAV 1.05, 0.5% in, 0.3% out, 1.2% a year; 10 to 100,000 USDT. */
export const BASKET: BasketView = {
  id: 2,
  risk: 'balanced',
  name: 'Balanced basket',
  description: 'Stocks and gold.',
  components: [
    {
      symbol: 'SPY',
      category: 'etf',
      weight_ppm: 600_000,
      base: { price: '500.00', source: 'exchange', time: 1_795_000_000 },
      last: { price: '525.00', source: 'exchange', time: 1_795_100_000 },
      open: true,
      hours: 'Mon–Fri 14:30–21:00 UTC',
    },
    {
      symbol: 'XAUUSD',
      category: 'metal',
      weight_ppm: 400_000,
      base: { price: '2000.00', source: 'push', time: 1_795_000_000 },
      last: { price: '2100.00', source: 'push', time: 1_795_100_010 },
      open: true,
      hours: 'Mon–Fri 00:00–21:00 UTC',
    },
  ],
  base_nav: '1.000000',
  nav: { nav: '1.050000', time: 1_795_100_000, open: true, next_open: null },
  management_fee_ppm: 12_000,
  subscription_fee_ppm: 5_000,
  redemption_fee_ppm: 3_000,
  min_amount: '10.000000',
  max_amount: '100000.000000',
  status: 'open',
  inception_at: 1_795_000_000,
};

/** An assessed, balanced customer capped at 20,000 USDT who has 5,000 invested, 12,000 in spot and 100 units. */
export const DETAIL: BasketDetail = {
  basket: BASKET,
  history: [
    { time: 1_795_099_940, nav: '1.049000' },
    { time: 1_795_100_000, nav: '1.050000' },
  ],
  conservative_low_only: true,
  nav_tolerance_ppm: 5_000,
  mine: {
    risk_level: 'balanced',
    risk_cap: '20000.000000',
    invested: '5000.000000',
    available: '12000.000000',
    units: '100.000000',
  },
};

export const VISITOR_DETAIL: BasketDetail = { ...DETAIL, mine: null };

export const POSITION: BasketPosition = {
  basket_id: 2,
  risk: 'balanced',
  name: 'Balanced basket',
  units: '100.000000',
  cost: '100.500000',
  nav: '1.050000',
  value: '105.000000',
  pnl: '4.500000',
  fees_paid: '0.500000',
  management_fee_units: '0.003287',
};

export const TRADE: BasketTrade = {
  id: 9,
  basket_id: 2,
  name: 'Balanced basket',
  side: 'buy',
  amount: '100.500000',
  units: '95.238095',
  nav: '1.050000',
  fee: '0.502500',
  sources: [
    { symbol: 'SPY', price: '525.00', source: 'exchange', time: 1_795_100_000 },
    { symbol: 'XAUUSD', price: '2100.00', source: 'push', time: 1_795_100_010 },
  ],
  created_at: 1_795_100_020,
};
