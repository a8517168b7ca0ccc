import type { ContractInstrument } from '@platform/contract';

/** Instruments as the server lists them by default (apps/server settings `contracts.rules`). */
export const BTC_PERP: ContractInstrument = {
  symbol: 'BTCUSDT-PERP',
  category: 'contract',
  base: 'BTC',
  quote: 'USDT',
  price_scale: 1,
  contract_size: '1',
  min_lots: '0.01',
  max_lots: '100.00',
  lot_step: '0.01',
  leverages: [1, 2, 5, 10, 20, 25, 50, 100],
  max_leverage: 100,
  fee_ppm: 500,
  stop_out_ppm: 500_000,
  min_margin: '1.000000',
  open: true,
  hours: '24/7',
  price: '67280.0',
};

export const EURUSD: ContractInstrument = {
  ...BTC_PERP,
  symbol: 'EURUSD',
  category: 'forex',
  base: 'EUR',
  quote: 'USD',
  price_scale: 5,
  contract_size: '100000',
  max_lots: '50.00',
  leverages: [1, 2, 5, 10, 20, 25],
  max_leverage: 25,
  fee_ppm: 100,
  open: false,
  hours: 'Sun 17:00 - Fri 17:00 America/New_York',
  price: '1.08520',
};

export const USDJPY: ContractInstrument = {
  ...EURUSD,
  symbol: 'USDJPY',
  base: 'USD',
  quote: 'JPY',
  price_scale: 3,
  price: '151.520',
};

export const XAUUSD: ContractInstrument = {
  ...EURUSD,
  symbol: 'XAUUSD',
  category: 'metal',
  base: 'XAU',
  quote: 'USD',
  price_scale: 2,
  contract_size: '100',
  fee_ppm: 200,
  hours: 'Sun-Fri 18:00-17:00 America/New_York',
  price: '2351.40',
};

/** A stock with a lot step of 0.05, to check steps beyond the second decimal. */
export const AAPL: ContractInstrument = {
  ...XAUUSD,
  symbol: 'AAPL',
  category: 'stock',
  base: 'AAPL',
  min_lots: '0.10',
  max_lots: '100.00',
  lot_step: '0.05',
  fee_ppm: 300,
  min_margin: '5.000000',
  hours: 'Mon-Fri 09:30-16:00 America/New_York',
  price: '190.25',
};
